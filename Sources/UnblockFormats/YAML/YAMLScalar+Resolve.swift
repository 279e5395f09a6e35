/// The value of a scalar under the YAML 1.2 core schema.
///
/// Only plain scalars are resolved; quoted and block scalars are always strings. This is
/// how JSON Schema validators read YAML, so the schema and the Swift reader agree on
/// whether `moves: "12"` is a number (it is not).
enum YAMLValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// An integer too large for `Int`: its value when it is from 2^63 to 2^64 - 1, the
  /// range a seed may reach beyond `Int`, else `nil`.
  case hugeInt(UInt64?)
  /// A negative integer below `Int.min`.
  case hugeNegativeInt
  case float
  case string(String)

  /// Whether the value is a string.
  var isString: Bool {
    if case .string = self { return true }
    return false
  }

  /// "a string", "a number"..., for type errors.
  var kind: String {
    switch self {
    case .null: "empty (null)"
    case .bool: "a boolean"
    case .int, .hugeInt, .hugeNegativeInt: "a whole number"
    case .float: "a decimal number"
    case .string: "a string"
    }
  }

  /// Whether the value is a whole number past 64 bits, above or below.
  var isPast64Bits: Bool {
    switch self {
    case .hugeInt, .hugeNegativeInt: true
    default: false
    }
  }
}

extension YAMLScalar {
  /// The scalar's value under the YAML 1.2 core schema.
  var resolved: YAMLValue {
    guard style == .plain else { return .string(value) }
    switch value {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan",
      ".NaN", ".NAN":
      return .float
    default: break
    }
    if let number = Self.integer(value) { return number }
    if Self.isFloat(value) { return .float }
    return .string(value)
  }

  /// Why YAML reads the scalar as no string, for a message asking for quotes:
  /// `YAML reads 0x0 as a hexadecimal number`, where a reader would take `0x0` for text as
  /// `9x9` is; `nil` for a string, an empty value and a decimal whole number.
  var readingAsNoString: String? {
    let value = resolved
    // An empty value is said to be empty (null), and a decimal one a whole number, already.
    if case .string = value { return nil }
    if self.value.isEmpty || Int(self.value) != nil { return nil }
    let kind =
      switch self.value.prefix(2) {
      case "0x" where value != .float: "a hexadecimal number"
      case "0o" where value != .float: "an octal number"
      default: value.kind
      }
    return "YAML reads \(self.value) as \(kind)"
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
  private static func integer(_ text: String) -> YAMLValue? {
    var digits = Substring(text)
    var radix = 10
    var negative = false
    if digits.hasPrefix("0x") {
      radix = 16
      digits = digits.dropFirst(2)
    } else if digits.hasPrefix("0o") {
      radix = 8
      digits = digits.dropFirst(2)
    } else if let sign = digits.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }),
      radix == 16 || digits.allSatisfy({ $0.isNumber })
    else { return nil }
    if radix == 8 && !digits.allSatisfy({ ("0"..."7").contains($0) }) { return nil }
    // With its sign, so that -9223372036854775808, Int.min, is a number like any other.
    guard let value = Int((negative ? "-" : "") + digits, radix: radix) else {
      return negative ? .hugeNegativeInt : .hugeInt(UInt64(digits, radix: radix))
    }
    return .int(value)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
  private static func isFloat(_ text: String) -> Bool {
    var rest = Substring(text)
    if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
    let mantissa = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    guard mantissa.count(where: { $0 == "." }) <= 1, mantissa.contains(where: \.isNumber)
    else { return false }
    rest = rest.dropFirst(mantissa.count)
    if rest.isEmpty { return true }
    guard let e = rest.first, e == "e" || e == "E" else { return false }
    rest = rest.dropFirst()
    if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
    return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
