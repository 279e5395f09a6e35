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

extension Puzzle {
  /// The puzzle reflected top to bottom; the chute stays on its side and takes the
  /// reflected row.
  ///
  /// A board whose chute is in its middle row (an odd number of rows) is its own mirror
  /// this way: the reflection then has exactly the same moves, and the enumeration writes
  /// the lines of one cluster of each such pair from the other (see
  /// ``EnumerationSpace/isSymmetricTopToBottom``).
  public func mirroredTopToBottom() -> Puzzle {
    let last = size.rows &- 1
    let blocks = blocks.map { block -> Block in
      var block = block
      switch block.orientation {
      case .horizontal, .fixed:
        block.origin.row = last &- block.origin.row
      case .vertical:
        // Wrapping arithmetic, as in ``mirrored()``.
        block.origin.row = last &- (block.origin.row &+ block.length &- 1)
      }
      return block
    }
    return Puzzle(
      size: size, blocks: blocks, chute: Chute(side: chute.side, row: last &- chute.row))
  }
}
