extension SeedLayout {
  /// Whether some block but the prisoner, walls included, is out of every other block's
  /// reach in every state of the seed's cluster: then the cluster is not minimal, and an
  /// enumeration leaves it unexplored.
  ///
  /// A tile is covered only by a horizontal block sliding along its row, or a vertical one
  /// along its column, and neither passes a wall or the board's edge. So a block's
  /// *segment* (the tiles of its lane between walls) is all it may ever cover, and which
  /// segment each block lies in is the same in every state of a cluster. A block is out of
  /// reach when, with it gone, no other block's segment holds a tile it may leave:
  /// - a wall, when neither stretch of row beside it holds a horizontal block, nor either
  ///   stretch of column above or below it a vertical block (the test
  ///   ``Bitboard/leavesTilesOutOfReach(removing:from:)`` makes of a wall);
  /// - a horizontal block, when its segment holds no other horizontal block, and no
  ///   column segment that crosses it holds a vertical block; a vertical block likewise.
  ///
  /// Then every solution of the puzzle without the block keeps off the block's tiles, so
  /// it is a solution with the block in place, with as many moves: removing the block does
  /// not change any state's minimal moves, the representative's included, and the cluster
  /// is not minimal. Counting and exploring only the other seeds' clusters leaves the
  /// enumeration's lines unchanged; with walls, most states lie in such clusters.
  ///
  /// - Complexity: O(board width) word operations, plus a look at each block the masks
  ///   leave in doubt (rarely any).
  /// - Parameters:
  ///   - board: The board's tiles (``Bitboard/tiles(of:)``).
  ///   - chuteRow: The prisoner's row.
  func hasBlockOutOfReach(board: UInt64, chuteRow: Int) -> Bool {
    let open = board & ~walls
    let rowsCovered = Self.fillRows(horizontal, within: open)
    let columnsCovered = Self.fillColumns(vertical, within: open)
    // A wall: the tiles beside it in its row must not meet a stretch holding a horizontal
    // block, nor those above and below it one holding a vertical block.
    var rest = walls
    while rest != 0 {
      let wall = rest & (0 &- rest)
      rest &= rest &- 1
      let beside = ((wall &<< 1) & ~Self.firstColumn) | ((wall &>> 1) & ~Self.lastColumn)
      let aboveAndBelow = wall &<< 8 | wall &>> 8
      if beside & rowsCovered == 0, aboveAndBelow & columnsCovered == 0 { return true }
    }
    // A movable block: only a block whose segment no other lane's blocks cross may be out
    // of reach; then it must also be alone in its segment. The prisoner never counts.
    let prisonerHead = horizontal & heads & (0xFF &<< UInt64(8 * chuteRow))
    var lonely = horizontal & heads & ~prisonerHead & ~Self.fillRows(columnsCovered, within: open)
    while lonely != 0 {
      let head = lonely & (0 &- lonely)
      lonely &= lonely &- 1
      if Self.fillRows(head, within: open) & horizontal & heads == head { return true }
    }
    lonely = vertical & heads & ~Self.fillColumns(rowsCovered, within: open)
    while lonely != 0 {
      let head = lonely & (0 &- lonely)
      lonely &= lonely &- 1
      if Self.fillColumns(head, within: open) & vertical & heads == head { return true }
    }
    return false
  }

  /// Column 0 of every row, and column 7.
  private static let firstColumn: UInt64 = 0x0101_0101_0101_0101
  private static let lastColumn: UInt64 = firstColumn &<< 7

  /// The tiles of `open` joined to a tile of `tiles` along its row: every stretch of row
  /// between walls and edges that holds one of them.
  static func fillRows(_ tiles: UInt64, within open: UInt64) -> UInt64 {
    var filled = tiles & open
    for _ in 0..<7 {
      filled |=
        (((filled &<< 1) & ~firstColumn) | ((filled &>> 1) & ~lastColumn)) & open
    }
    return filled
  }

  /// The tiles of `open` joined to a tile of `tiles` along its column.
  static func fillColumns(_ tiles: UInt64, within open: UInt64) -> UInt64 {
    var filled = tiles & open
    for _ in 0..<7 { filled |= (filled &<< 8 | filled &>> 8) & open }
    return filled
  }
}
