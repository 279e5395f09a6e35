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

  /// The number of the state whose mirror image, left to right (``Puzzle/mirrored()``),
  /// represents the mirror image's cluster: `puzzle(at:)` of it, mirrored, is the
  /// representative that exploring the mirror image would find, with no second
  /// exploration. `nil` when the cluster has no solved state.
  ///
  /// Mirroring maps the cluster onto its mirror image's, and each state's distance onto
  /// the same distance, as the chute changes sides with the board; so the mirror image's
  /// farthest states are the mirror images of these, and its representative the least of
  /// them.
  ///
  /// - Complexity: O(states).
  public var mirrorRepresentativeIndex: Int? {
    let columns = puzzle.size.columns
    return withExtendedLifetime(self) {
      graph.representatives(on: bitboard, reflecting: { $0.mirrored(columns: columns) })?.image
    }
  }
}
