/// A flat JSON object printed on one line, with its keys in the order given.
///
/// Output for programs is one object per line (JSON Lines), so that a consumer can stream
/// it; a fixed key order keeps the output byte-identical from run to run.
public struct JSONLine: CustomStringConvertible, Sendable {
  /// A JSON value that a flat report needs.
  public enum Value: Sendable {
    case string(String)
    case int(Int)
    /// A whole number up to 2^64 - 1, such as a seed.
    case unsigned(UInt64)
    case bool(Bool)
    case null
    /// A list, such as a solution's moves or a histogram.
    case array([Value])
    /// An object inside the line, with its keys in the order given, such as a step of a
    /// solution.
    case object([(String, Value)])
  }

  public var fields: [(String, Value)]

  public init(_ fields: [(String, Value)]) {
    self.fields = fields
  }

  public var description: String {
    Self.encoded(.object(fields))
  }

  private static func encoded(_ value: Value) -> String {
    switch value {
    case .string(let text): quoted(text)
    case .int(let number): String(number)
    case .unsigned(let number): String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array(let values): "[" + values.map(encoded).joined(separator: ",") + "]"
    case .object(let fields):
      "{" + fields.map { "\(quoted($0)):\(encoded($1))" }.joined(separator: ",") + "}"
    }
  }

  /// `text` as a JSON string literal, escaping quotes, backslashes and control characters
  /// (C0, DEL and C1), and the line and paragraph separators: a name quoted so in a
  /// report for people stays on its line and sends the terminal no escape sequence.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if let escaped = escaped(scalar) {
          result += escaped
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// The escape of a control character (C0, DEL and C1) or a line or paragraph separator,
  /// as a JSON string writes it (`\n`, `\r`, `\t`, else `\u001b`); `nil` for any other
  /// character. ``ShownPath`` shows a file's name with the same escapes.
  public static func escaped(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    case _
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029:
      "\\u" + scalar.codePoint.dropFirst(2).lowercased()
    default: nil
    }
  }
}
