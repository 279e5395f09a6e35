/// One event of a YAML stream, as libyaml's parser reports it, in Swift terms.
///
/// Everything above ``YAMLEventParser`` works on these events and never sees C.
enum YAMLEvent: Hashable, Sendable {
  case streamStart
  case streamEnd
  case documentStart(at: SourceLocation)
  case documentEnd
  /// The start of a mapping; `anchor` and `tag` as written (`&a`, `!t`), if any.
  case mappingStart(anchor: String?, tag: String?, at: SourceLocation)
  case mappingEnd
  case sequenceStart(anchor: String?, tag: String?, at: SourceLocation)
  case sequenceEnd
  case scalar(YAMLScalar)
  /// A reference to an anchored node, `*name`.
  case alias(anchor: String, at: SourceLocation)
}

/// A scalar as written: its text, how it was quoted, and where it starts.
struct YAMLScalar: Hashable, Sendable {
  /// How a scalar is written.
  enum Style: Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    /// `|`, lines kept as written.
    case literal
    /// `>`, lines folded into one.
    case folded
  }

  var value: String
  var style: Style
  var anchor: String?
  var tag: String?
  /// Where the scalar starts; for a block scalar, the `|` or `>` indicator.
  var location: SourceLocation
  /// Just past the scalar's last character; for a block scalar, the start of the line
  /// after its content.
  var end: SourceLocation
}

/// A YAML syntax error, as libyaml reports it.
struct YAMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  var problem: String
  /// What libyaml was reading, such as "while scanning a simple key".
  var context: String?
  var location: SourceLocation

  var description: String {
    if let context { return "YAML syntax error: \(problem) (\(context))" }
    return "YAML syntax error: \(problem)"
  }
}
