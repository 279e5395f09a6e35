extension Cluster {
  /// The number of the cluster's representative in the database's rule: the state
  /// farthest from a solved state, ties going to the least state by its horizontal mask,
  /// then its vertical mask, each as an unsigned 64-bit integer; `nil` when unsolvable.
  ///
  /// The database numbers tile (r, c) of its 6-column board `6r + c`, this toolkit
  /// `8r + c`; both orders of tiles are reading order, so masks compare alike.
  ///
  /// - Complexity: O(states).
  public var representativeIndex: Int? {
    guard isSolvable else { return nil }
    let distances = storage.distances
    var farthest: Int32 = -1
    var best = 0
    var bestState = BoardState(horizontal: 0, vertical: 0)
    for index in 0..<count where distances[index] >= farthest {
      let state = bitboard.state(of: storage.table[index])
      if distances[index] > farthest
        || (state.horizontal, state.vertical) < (bestState.horizontal, bestState.vertical)
      {
        farthest = distances[index]
        best = index
        bestState = state
      }
    }
    return best
  }

  /// The codes of the cluster's solved states.
  func solvedCodes() -> [UInt64] {
    let distances = storage.distances
    return (0..<count).compactMap { distances[$0] == 0 ? storage.table[$0] : nil }
  }
}
