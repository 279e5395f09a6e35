extension Cluster {
  /// The number of the cluster's representative, the state a Rush Hour database line
  /// shows: the farthest from a solved state, ties going to the least state by its
  /// (horizontal, vertical) masks, each compared as an unsigned 64-bit integer. `nil`
  /// when the cluster has no solved state.
  ///
  /// The database numbers tile (row, column) as bit `row * columns + column` and puts the
  /// walls in the horizontal mask; a ``BoardState`` uses bit `row * 8 + column` and keeps
  /// the walls apart. Both numberings keep the tiles in reading order, and the walls are
  /// the same tiles in every state of a cluster, so the two orders agree.
  ///
  /// - Complexity: O(states).
  public var representativeIndex: Int? {
    // One scan serves the cluster and the enumeration, which keeps no cluster.
    withExtendedLifetime(self) { graph.representative(on: bitboard) }
  }

  /// The ``CanonicalKey`` of the ``representativeIndex`` state, without reflecting it:
  /// equal for two puzzles exactly when they lie in the same cluster. `nil` when the
  /// cluster has no solved state.
  ///
  /// - Complexity: O(states).
  public var representativeKey: CanonicalKey? {
    representativeIndex.map { CanonicalKey(orientedAs: puzzle(at: $0)) }
  }
}
