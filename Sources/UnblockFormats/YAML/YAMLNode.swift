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

  /// The last line that holds some of the node's text. A block scalar ends at its last
  /// line of content, not where libyaml ends it (on the next line, past its indentation).
  var lastLine: Int {
    switch self {
    case .scalar(let scalar):
      guard scalar.style == .literal || scalar.style == .folded else { return scalar.end.line }
      var lines = scalar.value.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }
      return scalar.location.line + lines.count
    case .mapping(let pairs, let location):
      return pairs.map { max($0.key.lastLine, $0.value.lastLine) }.max() ?? location.line
    case .sequence(let items, let location):
      return items.map(\.lastLine).max() ?? location.line
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
