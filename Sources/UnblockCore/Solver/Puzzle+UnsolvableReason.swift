extension Puzzle {
  /// A simple reason why the puzzle can never be solved, if one exists.
  ///
  /// The absence of a reason proves nothing: only a search can show that a puzzle is
  /// solvable. The block nearest the prisoner is named first.
  ///
  /// - Returns: `nil` for an invalid puzzle or one with no simple obstacle.
  /// - Complexity: O(blocks²).
  public func unsolvableReason() -> UnsolvableReason? {
    guard let prisonerIndex, isValid else { return nil }
    if let blocker = escapeBlocker() { return blocker }
    let prisoner = blocks[prisonerIndex]
    let row = prisoner.origin.row
    let pinned = blocks.indices.filter { index in
      let block = blocks[index]
      return block.orientation == .vertical && isOnChuteSide(block.origin.column, of: prisoner)
        && (block.origin.row...(block.origin.row + block.length - 1)).contains(row)
        && !canLeaveRow(row, block: index)
    }
    return pinned.min { distance(prisoner, blocks[$0]) < distance(prisoner, blocks[$1]) }
      .map { .verticalBlockPinnedInEscapeRow(block: $0) }
  }

  /// The nearest horizontal or fixed block in the prisoner's row on the chute's side.
  func escapeBlocker() -> UnsolvableReason? {
    guard let prisonerIndex else { return nil }
    let prisoner = blocks[prisonerIndex]
    let inTheWay = blocks.indices.filter { index in
      let block = blocks[index]
      return index != prisonerIndex && block.orientation != .vertical
        && block.origin.row == prisoner.origin.row
        && isOnChuteSide(block.origin.column, of: prisoner)
    }
    guard
      let nearest = inTheWay.min(by: {
        distance(prisoner, blocks[$0]) < distance(prisoner, blocks[$1])
      })
    else { return nil }
    return blocks[nearest].orientation == .fixed
      ? .fixedBlockInEscapeRow(block: nearest) : .horizontalBlockInEscapeRow(block: nearest)
  }

  private func isOnChuteSide(_ column: Int, of prisoner: Block) -> Bool {
    chute.side == .right ? column > prisoner.origin.column : column < prisoner.origin.column
  }

  private func distance(_ prisoner: Block, _ block: Block) -> Int {
    abs(block.origin.column - prisoner.origin.column)
  }

  /// Whether a vertical block has some place in its column that leaves `row` free.
  ///
  /// Fixed blocks and the edges bound the stretch of the column the block can ever reach,
  /// and the movable blocks of that stretch keep their order, so the blocks above it take
  /// their lengths off the top of the stretch and those below it off the bottom.
  private func canLeaveRow(_ row: Int, block index: Int) -> Bool {
    let block = blocks[index]
    let column = block.origin.column
    let fixedRows = Set(
      blocks.filter { $0.orientation == .fixed && $0.origin.column == column }.map(\.origin.row))
    var top = block.origin.row
    while top > 0, !fixedRows.contains(top - 1) { top -= 1 }
    var bottom = block.origin.row + block.length - 1
    while bottom < size.rows - 1, !fixedRows.contains(bottom + 1) { bottom += 1 }
    let stretch = blocks.indices.filter {
      blocks[$0].orientation == .vertical && blocks[$0].origin.column == column
        && (top...bottom).contains(blocks[$0].origin.row)
    }
    let above = stretch.filter { blocks[$0].origin.row < block.origin.row }
      .reduce(0) { $0 + blocks[$1].length }
    let below = stretch.filter { blocks[$0].origin.row > block.origin.row }
      .reduce(0) { $0 + blocks[$1].length }
    let highest = top + above
    let lowest = bottom - below - block.length + 1
    return highest + block.length - 1 < row || lowest > row
  }
}
