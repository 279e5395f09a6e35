/// A YAML node: a scalar, a mapping or a sequence, with where it starts.
///
/// Trees come from ``YAMLTreeBuilder``, which bounds their depth, so code that walks one
/// recursively is bounded too.
indirect enum YAMLNode: Hashable, Sendable {
  case scalar(YAMLScalar)
  /// The pairs in the order written; duplicate keys are kept for the reader to report.
  case mapping([Pair], at: SourceLocation)
  case sequence([YAMLNode], at: SourceLocation)

  /// One key and its value.
  struct Pair: Hashable, Sendable {
    var key: YAMLNode
    var value: YAMLNode
  }

  var location: SourceLocation {
    switch self {
    case .scalar(let scalar): scalar.location
    case .mapping(_, let location), .sequence(_, let location): location
    }
  }

  /// Whether this is the scalar `name`, as a mapping key.
  func isKey(_ name: String) -> Bool {
    if case .scalar(let scalar) = self { return scalar.value == name }
    return false
  }

  /// What kind of node this is, for messages such as "expected a mapping, not a list".
  var kind: String {
    switch self {
    case .scalar(let scalar): scalar.resolved.kind
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }
}
