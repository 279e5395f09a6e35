extension Puzzle {
  /// The puzzle reflected left to right; the chute moves to the other side.
  ///
  /// A mirror image has exactly the same moves, so the two share every count.
  public func mirrored() -> Puzzle {
    let side: Chute.Side = chute.side == .left ? .right : .left
    return Puzzle(
      size: size, blocks: blocks.map { $0.reflected(columns: true, last: size.columns &- 1) },
      chute: Chute(side: side, row: chute.row))
  }

  /// The puzzle reflected top to bottom; the chute stays on its side and takes the
  /// reflected row.
  ///
  /// A board whose chute is in its middle row (an odd number of rows) is its own mirror
  /// this way: the reflection then has exactly the same moves, and the enumeration writes
  /// the lines of one cluster of each such pair from the other (see
  /// ``EnumerationSpace/isSymmetricTopToBottom``).
  public func mirroredTopToBottom() -> Puzzle {
    let last = size.rows &- 1
    return Puzzle(
      size: size, blocks: blocks.map { $0.reflected(columns: false, last: last) },
      chute: Chute(side: chute.side, row: last &- chute.row))
  }

  /// The puzzle turned half a turn: reflected left to right and top to bottom, so the
  /// chute moves to the other side and takes the reflected row.
  ///
  /// Like each reflection, it has exactly the same moves.
  public func turnedHalf() -> Puzzle {
    mirrored().mirroredTopToBottom()
  }
}

extension Block {
  /// The block reflected across the middle of the board: its columns when `columns`, else
  /// its rows, `last` being the last column or row. A block that lies along that direction
  /// starts where its reflected far end lands.
  ///
  /// Wrapping arithmetic: a block that breaks the rules by lying far off the board stays
  /// off it, and no position traps.
  fileprivate func reflected(columns: Bool, last: Int) -> Block {
    var block = self
    let along = orientation == (columns ? .horizontal : .vertical)
    let extent = along ? length : 1
    if columns {
      block.origin.column = last &- (origin.column &+ extent &- 1)
    } else {
      block.origin.row = last &- (origin.row &+ extent &- 1)
    }
    return block
  }
}
