extension Puzzle {
  /// The puzzle reflected left to right; the chute moves to the other side.
  ///
  /// A mirror image has exactly the same moves, so the two share every count.
  public func mirrored() -> Puzzle {
    let last = size.columns &- 1
    let blocks = blocks.map { block -> Block in
      var block = block
      switch block.orientation {
      case .horizontal, .fixed:
        // Wrapping arithmetic: a block that breaks the rules by lying far off the board
        // stays off it, and no position traps.
        block.origin.column = last &- (block.origin.column &+ block.length &- 1)
      case .vertical:
        block.origin.column = last &- block.origin.column
      }
      return block
    }
    let side: Chute.Side = chute.side == .left ? .right : .left
    return Puzzle(size: size, blocks: blocks, chute: Chute(side: side, row: chute.row))
  }
}
