extension Bitboard {
  /// The index in ``Puzzle/blocks`` of the block that differs between two states.
  ///
  /// - Parameters:
  ///   - state: A state.
  ///   - next: A state one move away from `state`.
  /// - Returns: The moved block, or `nil` when the states are equal.
  /// - Complexity: O(blocks in one lane).
  func movedBlock(from state: BoardState, to next: BoardState) -> Int? {
    let horizontalChange = state.horizontal ^ next.horizontal
    let change = horizontalChange != 0 ? horizontalChange : state.vertical ^ next.vertical
    guard change != 0 else { return nil }
    let lanes =
      horizontalChange != 0
      ? self.lanes[..<horizontalLaneCount] : self.lanes[horizontalLaneCount...]
    guard let lane = lanes.first(where: { $0.mask & change != 0 }) else { return nil }
    var before = (horizontalChange != 0 ? state.horizontal : state.vertical) & lane.mask
    var after = (horizontalChange != 0 ? next.horizontal : next.vertical) & lane.mask
    for piece in pieces[lane.pieces] {
      // Each lane splits into its blocks in order; the moved one is the first that differs.
      let first = before & (0 &- before)
      let moved = after & (0 &- after)
      if first != moved { return piece.block }
      before ^= piece.shape &* first
      after ^= piece.shape &* moved
    }
    return nil
  }
}
