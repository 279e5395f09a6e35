extension Cluster {
  /// The identity of the cluster up to labels and reflection: equal keys for two puzzles
  /// exactly when one can be slid into the other or into the other's mirror image.
  ///
  /// Two puzzles of one cluster are distinct puzzles, but a designer sees one family: one
  /// may even be a position on the other's way out. The generator keeps one puzzle per
  /// family, and `unblock check` warns about two puzzles of one family.
  ///
  /// The family is found from the cluster's least state, in the order of its masks, taken
  /// for the cluster and for its mirror image. The order is the horizontal mask's first, so
  /// a state's vertical mask is decoded only when its horizontal one ties or wins: `check`
  /// scans every cluster it explores.
  ///
  /// - Complexity: O(states).
  public var family: ClusterFamily {
    let columns = puzzle.size.columns
    let (rowLanes, lanes) = (bitboard.rowLaneCount, bitboard.lanes.count)
    var least = 0
    var leastMirrored = 0
    var leastState = state(at: 0)
    var leastMirroredState = leastState.mirrored(columns: columns)
    for index in 1..<count {
      let code = storage.table[index]
      let horizontal = bitboard.tiles(of: code, lanes: 0..<rowLanes)
      let mirroredHorizontal = BoardState.mirrored(horizontal, columns: columns)
      guard
        horizontal <= leastState.horizontal
          || mirroredHorizontal <= leastMirroredState.horizontal
      else { continue }
      let state = BoardState(
        horizontal: horizontal, vertical: bitboard.tiles(of: code, lanes: rowLanes..<lanes))
      if state.precedes(leastState) {
        least = index
        leastState = state
      }
      let mirrored = BoardState(
        horizontal: mirroredHorizontal,
        vertical: BoardState.mirrored(state.vertical, columns: columns))
      if mirrored.precedes(leastMirroredState) {
        leastMirrored = index
        leastMirroredState = mirrored
      }
    }
    return ClusterFamily(
      clusterKey: CanonicalKey(orientedAs: puzzle(at: least)),
      mirroredClusterKey: CanonicalKey(orientedAs: puzzle(at: leastMirrored).mirrored()))
  }

  /// The key of the cluster's ``family``: the smaller of the ``CanonicalKey``s of the least
  /// state of the cluster and of its mirror image.
  ///
  /// - Complexity: O(states).
  public var familyKey: CanonicalKey { family.key }
}
