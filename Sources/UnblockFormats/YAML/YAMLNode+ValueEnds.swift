extension YAMLNode {
  /// Where each value under this node ends, by where it starts: every scalar, and every
  /// key whose value is a scalar on its line (plain or quoted), which then ends with its
  /// value.
  ///
  /// A diagnostic names a place; this is how far what it names runs, which the line alone
  /// does not say in flow style (`{row: 99, column: 0}`) or for a block scalar (`>-` and
  /// the lines below it). A key whose value is a collection or a block scalar is left out:
  /// what it names is the key's own line.
  ///
  /// - Complexity: O(nodes); the tree's depth is bounded by ``YAMLTreeBuilder``.
  var valueEnds: [SourceLocation: SourceLocation] {
    var ends: [SourceLocation: SourceLocation] = [:]
    collectValueEnds(into: &ends)
    return ends
  }

  private func collectValueEnds(into ends: inout [SourceLocation: SourceLocation]) {
    switch self {
    case .scalar(let scalar):
      ends[scalar.location] = scalar.end
    case .sequence(let items, _):
      for item in items { item.collectValueEnds(into: &ends) }
    case .mapping(let pairs, _):
      for pair in pairs {
        pair.value.collectValueEnds(into: &ends)
        guard case .scalar(let key) = pair.key else {
          pair.key.collectValueEnds(into: &ends)
          continue
        }
        if case .scalar(let value) = pair.value, value.style != .literal, value.style != .folded {
          ends[key.location] = value.end
        }
      }
    }
  }
}
