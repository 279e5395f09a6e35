extension Cluster {
  /// The number of the cluster's representative, the state a Rush Hour database line
  /// shows: the farthest from a solved state, ties going to the least state by its
  /// (horizontal, vertical) masks, each compared as an unsigned 64-bit integer, with the
  /// board seen with its chute on the right (mirrored left to right when the chute is on
  /// the left). `nil` when the cluster has no solved state.
  ///
  /// The database numbers tile (row, column) as bit `row * columns + column` and puts the
  /// walls in the horizontal mask; a ``BoardState`` uses bit `row * 8 + column` and keeps
  /// the walls apart. Both numberings keep the tiles in reading order, and the walls are
  /// the same tiles in every state of a cluster, so the two orders agree.
  ///
  /// Mirroring a board left to right maps its cluster onto its mirror image's, each
  /// state's distance onto the same distance, and, since the order is taken with the
  /// chute on the right either way, the representative onto the mirror image's: the
  /// representative of `puzzle.mirrored()` is this one's, mirrored.
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

  /// The number of the state farthest from a solved state whose masks are least: with
  /// `mirrored` false, compared as the state stands whatever the chute's side,
  /// the rule unblock followed for left chutes before 2026-11-27 (catalogues of schema
  /// version 2 and older are keyed so); with `mirrored` true, reflected left to right.
  /// `nil` when the cluster has no solved state.
  ///
  /// - Complexity: O(states).
  public func farthestStateIndex(comparedMirrored mirrored: Bool) -> Int? {
    farthestStateIndex(leastIn: .sameCluster, comparedMirrored: mirrored)
  }

  /// The number of the state farthest from a solved state whose image `image` has the
  /// least masks, the image compared as it stands, or reflected left to right when
  /// `mirrored`: the state whose image is the representative of the image's cluster
  /// (`image.image(of: puzzle)`) when `mirrored` says whether that image's chute is on
  /// the left. `nil` when the cluster has no solved state.
  ///
  /// Every image keeps each state's distance, so the image's farthest states are the
  /// images of this cluster's.
  ///
  /// - Complexity: O(states).
  public func farthestStateIndex(
    leastIn image: ClusterFamily.Relation, comparedMirrored mirrored: Bool
  )
    -> Int?
  {
    let (columns, rows) = (puzzle.size.columns, puzzle.size.rows)
    // Mirroring twice is the state as it stands.
    let leftToRight = mirrored != (image == .mirrorImage || image == .halfTurn)
    let topToBottom = image == .mirrorImageTopToBottom || image == .halfTurn
    return withExtendedLifetime(self) {
      switch (leftToRight, topToBottom) {
      case (false, false): graph.farthestStates(on: bitboard, leastBy: { $0 })?.first
      case (true, false):
        graph.farthestStates(on: bitboard, leastBy: { $0.mirrored(columns: columns) })?.first
      case (false, true):
        graph.farthestStates(on: bitboard, leastBy: { $0.mirroredTopToBottom(rows: rows) })?
          .first
      case (true, true):
        graph.farthestStates(
          on: bitboard,
          leastBy: { $0.mirroredTopToBottom(rows: rows).mirrored(columns: columns) })?.first
      }
    }
  }
}
