/// Reads typed values out of a YAML tree, collecting a diagnostic for each problem.
///
/// Every accessor reports what is wrong at the node's own location and returns `nil`,
/// so one pass over a file finds every unknown key, wrong type and bad value.
struct YAMLDecoder {
  var path: String
  var diagnostics: [Diagnostic] = []

  init(path: String) {
    self.path = path
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(message, path: path, at: location))
  }

  /// The error for U+00A0 among the spaces that indent a line.
  static let nonBreakingSpaceIndent =
    "non-breaking space (U+00A0) in indentation: YAML indents with spaces only"

  /// Where the first U+00A0 among the spaces that open `text`, written at `location`, is;
  /// `nil` when there is none.
  static func nonBreakingSpace(opening text: Substring, at location: SourceLocation)
    -> SourceLocation?
  {
    let indent = text.prefix { $0 == " " || $0 == "\u{00A0}" }
    guard let index = indent.firstIndex(of: "\u{00A0}") else { return nil }
    return SourceLocation(
      line: location.line, column: location.column + text.distance(from: text.startIndex, to: index)
    )
  }

  /// The pairs of a mapping keyed by name, after reporting non-string, unknown and
  /// duplicate keys.
  ///
  /// - Parameters:
  ///   - what: what the mapping is, for messages ("a puzzle").
  ///   - allowed: the keys it may hold, in the order messages list them.
  mutating func fields(of node: YAMLNode, what: String, allowed: [String])
    -> [String: (key: SourceLocation, value: YAMLNode)]?
  {
    guard case .mapping(let pairs, _) = node else {
      error(
        "\(what) must be a mapping with keys such as \(allowed.prefix(3).joined(separator: ", ")), not \(node.kind)",
        at: node.location)
      return nil
    }
    var fields: [String: (key: SourceLocation, value: YAMLNode)] = [:]
    for pair in pairs {
      guard case .scalar(let key) = pair.key, case .string(let name) = key.resolved else {
        error("keys must be plain names, not \(pair.key.kind)", at: pair.key.location)
        continue
      }
      guard allowed.contains(name) else {
        if let place = Self.nonBreakingSpace(opening: name[...], at: key.location) {
          // At column 1 the character is no indentation to libyaml, but the key's first
          // character: the key looked like spaces and a known name.
          error(Self.nonBreakingSpaceIndent, at: place)
          continue
        }
        error(
          "unknown key '\(name)' in \(what); the keys are \(allowed.joined(separator: ", "))",
          at: key.location)
        continue
      }
      if let first = fields[name] {
        error(
          "duplicate key '\(name)' (first written at line \(first.key.line))", at: key.location)
        continue
      }
      fields[name] = (key.location, pair.value)
    }
    return fields
  }

  /// A string value; numbers, booleans and null are refused, as JSON Schema refuses them.
  mutating func string(_ node: YAMLNode, key: String) -> Located<String>? {
    guard case .scalar(let scalar) = node, case .string(let text) = scalar.resolved else {
      var hint = ""
      if case .scalar(let scalar) = node {
        hint = "; put it in quotes to make it a string"
        if let reading = scalar.readingAsNoString { hint = " (\(reading))" + hint }
      }
      error("'\(key)' must be a string, not \(node.kind)\(hint)", at: node.location)
      return nil
    }
    return Located(text, at: scalar.location)
  }

  /// A whole number of 0 or more.
  mutating func count(_ node: YAMLNode, key: String, minimum: Int = 0) -> Located<Int>? {
    if case .scalar(let scalar) = node, case .hugeInt = scalar.resolved {
      error("'\(key)' is too large: the most a number may be is \(Int.max)", at: scalar.location)
      return nil
    }
    if case .scalar(let scalar) = node, case .hugeNegativeInt = scalar.resolved {
      error(
        minimum == 0
          ? "'\(key)' must not be negative, not \(scalar.value)"
          : "'\(key)' must be at least \(minimum), not \(scalar.value)", at: scalar.location)
      return nil
    }
    guard case .scalar(let scalar) = node, case .int(let number) = scalar.resolved else {
      error("'\(key)' must be a whole number, not \(node.kind)", at: node.location)
      return nil
    }
    guard number >= minimum else {
      error(
        minimum == 0
          ? "'\(key)' must not be negative, not \(number)"
          : "'\(key)' must be at least \(minimum), not \(number)", at: scalar.location)
      return nil
    }
    return Located(number, at: scalar.location)
  }

  /// A whole number from 0 to 2^64 - 1, the range of a seed.
  mutating func unsigned(_ node: YAMLNode, key: String) -> Located<UInt64>? {
    if case .scalar(let scalar) = node, case .hugeInt(let value) = scalar.resolved {
      guard let value else {
        error(
          "'\(key)' is too large: the most a number may be is \(UInt64.max)", at: scalar.location)
        return nil
      }
      return Located(value, at: scalar.location)
    }
    return count(node, key: key).map { Located(UInt64($0.value), at: $0.location) }
  }

  /// A whole number in `range`, checked before it is used; `expected` says what it should
  /// be, for the message ("2 or 3").
  mutating func count(
    _ node: YAMLNode, key: String, in range: ClosedRange<Int>, expected: String
  ) -> Located<Int>? {
    // A number past 64 bits is out of the range too: said as such, not as a 64-bit limit
    // that suggested anything below it would do.
    if case .scalar(let scalar) = node, scalar.resolved.isPast64Bits {
      error("'\(key)' must be \(expected), not \(scalar.value)", at: scalar.location)
      return nil
    }
    guard let number = count(node, key: key, minimum: Int.min) else { return nil }
    guard range.contains(number.value) else {
      error("'\(key)' must be \(expected), not \(number.value)", at: number.location)
      return nil
    }
    return number
  }

  /// One of a fixed set of words.
  mutating func choice<Value: RawRepresentable<String> & Hashable & Sendable>(
    _ node: YAMLNode, key: String, among values: [Value]
  ) -> Located<Value>? {
    // Joined only for a message: every block of a file passes here.
    var names: String { values.map(\.rawValue).joined(separator: ", ") }
    // `level: 3` is no name in quotes either: the names are what it needs.
    if case .scalar(let scalar) = node, !scalar.resolved.isString {
      error("'\(key)' must be one of \(names), not \(node.kind)", at: node.location)
      return nil
    }
    guard let text = string(node, key: key) else { return nil }
    guard let value = Value(rawValue: text.value) else {
      error(
        "unknown \(key) '\(text.value)'; it is one of \(names)",
        at: text.location)
      return nil
    }
    return Located(value, at: text.location)
  }

  /// A list.
  mutating func list(_ node: YAMLNode, key: String) -> [YAMLNode]? {
    guard case .sequence(let items, _) = node else {
      error("'\(key)' must be a list, not \(node.kind)", at: node.location)
      return nil
    }
    return items
  }
}

extension YAMLNode {
  var isScalar: Bool {
    if case .scalar = self { return true }
    return false
  }
}
