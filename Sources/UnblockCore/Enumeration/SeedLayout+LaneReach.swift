extension SeedLayout.Configuration {
  /// Whether some block but the prisoner, walls included, is out of reach of the prisoner
  /// and of every block that may ever touch it, in every state of every cluster of the
  /// configuration, judged from the lanes alone: then none of its clusters is minimal, and
  /// an enumeration neither counts nor explores it.
  ///
  /// A lane's blocks stay in order in their lane and off the walls, so each *arrangement*
  /// of them either may occur or may not (see ``LaneReachTable``). Some tiles are covered
  /// in every arrangement a lane may take: its *permanent* tiles, which no block crossing
  /// the lane can ever enter, just as a wall. So the arrangements a crossing lane may take
  /// shrink, its permanent tiles grow, and so on: the search below repeats until nothing
  /// changes. Every state of the configuration, reachable or not, has each lane in an
  /// arrangement that survives every round (by induction over the rounds), so what remains
  /// is a superset of what any state shows: each block's *reach*, the tiles it may cover,
  /// contains every tile it covers in any state.
  ///
  /// The prisoner's *company* is the prisoner and every block whose reach meets the
  /// company's, repeated until nothing joins. No block of the company ever moves onto a
  /// tile another block covers, nor sweeps one, unless that block is of the company too: so
  /// the company's moves, and so the minimal moves of any state, depend on the company's
  /// blocks alone. A block `b` is out of reach when its reach meets no reach of the company
  /// in the configuration without `b` (whose lanes are freer, so the reaches are computed
  /// again): then every state less `b` has the same company and so the same minimal moves
  /// as with `b`. Removing `b` changes no state's minimal moves, the representative's
  /// included, and no cluster of the configuration is minimal. A wall is a block whose
  /// reach is its tile.
  ///
  /// The test of ``SeedLayout/hasBlockOutOfReach(board:chuteRow:)`` looks at one seed and
  /// knows which stretch between walls each block stands in; this one knows only the lanes,
  /// but sees the tiles that blocks across a lane hold for good, and blocks that only
  /// touch each other. Without walls it finds every block the other does (a lane is one
  /// stretch), and more.
  ///
  /// - Parameters:
  ///   - size: The board.
  ///   - chuteRow: The prisoner's row, which holds the prisoner alone: it is never tested.
  /// - Complexity: O(lanes × arrangements) per round and a few rounds, and as many passes
  ///   over the lanes as the company takes to gather: once for the configuration, once
  ///   more for each block outside its company, and each wall.
  func hasBlockOutOfLaneReach(size: BoardSize, chuteRow: Int) -> Bool {
    blockOutOfLaneReach(size: size, chuteRow: chuteRow) != nil
  }

  /// A block of the configuration, as ``blockOutOfLaneReach(size:chuteRow:)`` names it.
  enum LaneBlock: Hashable {
    /// Block `index` (from the lane's first tile) of row or column `lane`.
    case movable(isRow: Bool, lane: Int, index: Int)
    /// The wall on this tile.
    case wall(UInt64)
  }

  /// The first block ``hasBlockOutOfLaneReach(size:chuteRow:)`` finds out of reach, or
  /// `nil`: the movable blocks row by row then column by column, then the walls.
  func blockOutOfLaneReach(size: BoardSize, chuteRow: Int) -> LaneBlock? {
    let (rowsTaken, columnsTaken) = taken(size: size)
    // A block whose reach meets the company's here meets it without the block too: the
    // lanes only get freer, and the block that joined it to the company stays in it. So
    // only the blocks outside the company need a second look.
    let company = company(size: size, chuteRow: chuteRow, rowsTaken, columnsTaken)
    var found: LaneBlock?
    forEachReach(size: size, rowsTaken: rowsTaken, columnsTaken: columnsTaken) {
      isRow, lane, index, reach in
      guard found == nil, reach & company.tiles == 0 else { return }
      var without = self
      if isRow {
        without.rows = Self.removing(index, inLane: lane, of: rows)
      } else {
        without.columns = Self.removing(index, inLane: lane, of: columns)
      }
      if without.company(size: size, chuteRow: chuteRow).tiles & reach == 0 {
        found = .movable(isRow: isRow, lane: lane, index: index)
      }
    }
    if let found { return found }
    var rest = walls
    while rest != 0 {
      let wall = rest & (0 &- rest)
      rest &= rest &- 1
      // A wall beside a tile that a block of the company along that row or column may
      // cover is mostly in its way: it is not looked at again (missing a wall out of reach
      // only explores a cluster more).
      let beside = (wall &<< 1) & ~Self.firstColumn | (wall &>> 1) & ~Self.lastColumn
      let aboveAndBelow = wall &<< 8 | wall &>> 8
      guard beside & company.rows == 0, aboveAndBelow & company.columns == 0 else { continue }
      var without = self
      without.walls &= ~wall
      if without.company(size: size, chuteRow: chuteRow).tiles & wall == 0 { return .wall(wall) }
    }
    return nil
  }

  /// Column 0 of every row, and column 7.
  private static let firstColumn: UInt64 = 0x0101_0101_0101_0101
  private static let lastColumn: UInt64 = firstColumn &<< 7

  /// The tiles the prisoner's company may cover, all of them and those of its rows' and its
  /// columns' blocks.
  private struct Company {
    var tiles: UInt64 = 0
    var rows: UInt64 = 0
    var columns: UInt64 = 0
  }

  /// The prisoner's company: the prisoner's reach, joined by every block's reach that
  /// meets it, until none joins.
  private func company(size: BoardSize, chuteRow: Int) -> Company {
    let (rowsTaken, columnsTaken) = taken(size: size)
    return company(size: size, chuteRow: chuteRow, rowsTaken, columnsTaken)
  }

  private func company(
    size: BoardSize, chuteRow: Int, _ rowsTaken: UInt64, _ columnsTaken: UInt64
  ) -> Company {
    // A board of 8 by 8 tiles holds at most 32 blocks of 2 tiles or more.
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 64) { reaches in
      var count = 0
      var rowBlocks = 0
      forEachReach(size: size, rowsTaken: rowsTaken, columnsTaken: columnsTaken) {
        isRow, _, _, reach in
        reaches[count] = reach
        count += 1
        if isRow { rowBlocks = count }
      }
      // The chute's row holds the prisoner alone (see ``EnumerationSpace/forEachSeed``).
      let shift = UInt64(8 * chuteRow)
      var company = Company()
      company.tiles =
        UInt64(
          LaneReachTable.reaches(
            length: size.columns, code: rows &>> shift, taken: rowsTaken &>> shift)
            & 0xFF) &<< shift
      var members: UInt64 = 0
      var grown = true
      while grown {
        grown = false
        for block in 0..<count where members & (1 &<< UInt64(block)) == 0 {
          let reach = reaches[block]
          guard reach & company.tiles != 0 else { continue }
          company.tiles |= reach
          if block < rowBlocks { company.rows |= reach } else { company.columns |= reach }
          members |= 1 &<< UInt64(block)
          grown = true
        }
      }
      return company
    }
  }

  /// The tiles that something across each lane holds for good: walls, and the tiles the
  /// crossing lanes cover in every arrangement they may take, as rounds find them until
  /// nothing changes. The rows' tiles on the board, the columns' transposed (a column to
  /// a byte).
  private func taken(size: BoardSize) -> (rows: UInt64, columns: UInt64) {
    let wallsByColumn = Expander.transposed(walls)
    // The tiles held for good by the rows' blocks, on the board, and by the columns'
    // blocks, transposed; they only grow from round to round.
    var rowsHeld: UInt64 = 0
    var columnsHeld: UInt64 = 0
    while true {
      let rowsTaken = walls | Expander.transposed(columnsHeld)
      let columnsTaken = wallsByColumn | Expander.transposed(rowsHeld)
      let rowsNow = Self.held(rows, lanes: size.rows, length: size.columns, taken: rowsTaken)
      let columnsNow = Self.held(
        columns, lanes: size.columns, length: size.rows, taken: columnsTaken)
      if rowsNow == rowsHeld, columnsNow == columnsHeld { return (rowsTaken, columnsTaken) }
      (rowsHeld, columnsHeld) = (rowsNow, columnsNow)
    }
  }

  /// The tiles of each of `lanes` lanes of `length` tiles, with lane codes `codes`, that
  /// their blocks cover in every arrangement off `taken` (a byte a lane).
  @inline(__always)
  private static func held(_ codes: UInt64, lanes: Int, length: Int, taken: UInt64) -> UInt64 {
    var held: UInt64 = 0
    for lane in 0..<lanes {
      let shift = UInt64(8 * lane)
      held |=
        LaneReachTable.held(length: length, code: codes &>> shift, taken: taken &>> shift)
        &<< shift
    }
    return held
  }

  /// Calls `body` with every block's lane, its place in the lane, and its reach on the
  /// board: the rows' blocks first.
  @inline(__always)
  private func forEachReach(
    size: BoardSize, rowsTaken: UInt64, columnsTaken: UInt64,
    _ body: (_ isRow: Bool, _ lane: Int, _ index: Int, _ reach: UInt64) -> Void
  ) {
    for pass in 0..<2 {
      let isRow = pass == 0
      let (codes, lanes, length, taken) =
        isRow
        ? (rows, size.rows, size.columns, rowsTaken)
        : (columns, size.columns, size.rows, columnsTaken)
      for lane in 0..<lanes {
        let shift = UInt64(8 * lane)
        var code = (codes &>> shift) & 0xFF
        var reaches = LaneReachTable.reaches(length: length, code: code, taken: taken &>> shift)
        var index = 0
        while code != 0 {
          let tiles = UInt64(reaches & 0xFF) &<< shift
          body(isRow, lane, index, isRow ? tiles : Expander.transposed(tiles))
          reaches &>>= 8
          code &>>= 2
          index += 1
        }
      }
    }
  }

  /// The lane codes `codes` (a byte a lane) with block `index` of lane `lane` taken out.
  private static func removing(_ index: Int, inLane lane: Int, of codes: UInt64) -> UInt64 {
    let shift = UInt64(8 * lane)
    let code = (codes &>> shift) & 0xFF
    let below = code & ((1 &<< UInt64(2 * index)) &- 1)
    let above = code &>> UInt64(2 * index + 2)
    let reduced = below | above &<< UInt64(2 * index)
    return codes & ~(0xFF &<< shift) | reduced &<< shift
  }
}
