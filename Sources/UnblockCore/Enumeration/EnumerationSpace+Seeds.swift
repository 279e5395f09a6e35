extension EnumerationSpace {
  /// Every seed of the space (see ``SeedLayout``), by calling `body` with each.
  ///
  /// The layouts are the database's: the prisoner alone in its row (no other horizontal
  /// block, no wall), and no row full of horizontal blocks and walls, no column full of
  /// vertical blocks. Such a lane never moves; Fogleman's enumerator leaves it out.
  ///
  /// Nor is a layout a seed when one of its blocks is out of every other block's reach
  /// (``SeedLayout/hasBlockOutOfReach(board:chuteRow:)``): its cluster is not minimal, so
  /// no line comes of it. With walls, such clusters hold most states (57% on 5x5 with 0
  /// to 2 walls), and none of them is explored.
  ///
  /// A depth-first search fills the tiles in reading order. Each free tile stays empty,
  /// gets a wall, or starts a block of 2 or 3 tiles to the right or down. Every tile before
  /// the current one is settled, so the search only starts a horizontal block whose left
  /// neighbour is covered (or which touches the left edge), and a vertical block whose
  /// upper neighbour is covered: seeds are exactly what it reaches.
  ///
  /// Nor is a layout a seed when its configuration has a block out of reach of every
  /// other by its lanes alone
  /// (``SeedLayout/Configuration/hasBlockOutOfLaneReach(size:chuteRow:)``): that test is
  /// made once per configuration, which the count of seeds does after counting
  /// (``configurations(walls:shouldStop:keeping:)``); here, once per configuration met.
  ///
  /// - Parameter walls: When given, the seeds with exactly these walls.
  /// - Complexity: O(seeds × tiles).
  func forEachSeed(walls fixed: UInt64? = nil, _ body: (SeedLayout) -> Void) {
    var outOfReach: [SeedLayout.Configuration: Bool] = [:]
    forEachLayout(walls: fixed) { seed in
      let configuration = seed.configuration(size: size)
      let skipped =
        outOfReach[configuration]
        ?? configuration.hasBlockOutOfLaneReach(size: size, chuteRow: chute.row)
      outOfReach[configuration] = skipped
      if !skipped { body(seed) }
      return true
    }
  }

  /// Calls `body` with every layout that passes the tests of a seed made on the layout
  /// itself (those of ``forEachSeed(walls:_:)`` but the lane test of its configuration),
  /// until it answers `false`.
  func forEachLayout(walls fixed: UInt64? = nil, while body: (SeedLayout) -> Bool) {
    let start = prisonerSeed
    // Read once: a static constant is checked for its first use at every read.
    let lengths = Self.blockLengthRange
    let board = Bitboard.tiles(of: size)
    _ = fill(
      from: 0, seed: start, occupied: start.horizontal, wallCount: 0, fixedWalls: fixed,
      lengths: lengths, board: board, body)
  }

  /// The seed that holds the prisoner alone, at the chute.
  var prisonerSeed: SeedLayout {
    let prisonerColumn = chute.side == .right ? size.columns - Self.prisonerLength : 0
    let head = Bitboard.bit(Cell(row: chute.row, column: prisonerColumn))
    return SeedLayout(horizontal: head &* 0b11, vertical: 0, heads: head, walls: 0)
  }

  private func fill(
    from tile: Int, seed: SeedLayout, occupied: UInt64, wallCount: Int, fixedWalls: UInt64?,
    lengths: ClosedRange<Int>, board: UInt64, _ body: (SeedLayout) -> Bool
  ) -> Bool {
    let columns = size.columns
    // A row full of horizontal blocks and walls stays full: its layouts are dropped as soon
    // as it is done, rather than at each layout the rows below give it.
    if tile % columns == 0, tile > 0 {
      let row = (1 &<< UInt64(columns)) &- 1
      let above = UInt64(8 * (tile / columns - 1))
      guard ((seed.horizontal | seed.walls) &>> above) & row != row else { return true }
    }
    guard tile < size.rows * columns else {
      guard walls.contains(wallCount), Self.hasRoomInEveryLane(seed, size: size),
        !seed.hasBlockOutOfReach(board: board, chuteRow: chute.row)
      else {
        return true
      }
      return body(seed)
    }
    let row = tile / columns
    let column = tile % columns
    let bit = Bitboard.bit(Cell(row: row, column: column))
    let isWall = fixedWalls.map { $0 & bit != 0 }
    if occupied & bit != 0 {
      guard isWall != true else { return true }
      return fill(
        from: tile + 1, seed: seed, occupied: occupied, wallCount: wallCount,
        fixedWalls: fixedWalls, lengths: lengths, board: board, body)
    }
    if isWall == true {
      var next = seed
      next.walls |= bit
      return fill(
        from: tile + 1, seed: next, occupied: occupied | bit, wallCount: wallCount + 1,
        fixedWalls: fixedWalls, lengths: lengths, board: board, body)
    }
    guard
      fill(
        from: tile + 1, seed: seed, occupied: occupied, wallCount: wallCount,
        fixedWalls: fixedWalls, lengths: lengths, board: board, body)
    else { return false }
    if wallCount < walls.upperBound, isWall == nil, row != chute.row {
      var next = seed
      next.walls |= bit
      guard
        fill(
          from: tile + 1, seed: next, occupied: occupied | bit, wallCount: wallCount + 1,
          fixedWalls: fixedWalls, lengths: lengths, board: board, body)
      else { return false }
    }
    // Tile (r, c) is bit 8r + c: its left neighbour is bit >> 1, the one above bit >> 8.
    if row != chute.row, column == 0 || occupied & (bit &>> 1) != 0 {
      for length in lengths where column + length <= columns {
        let tiles = (bit &<< UInt64(length)) &- bit
        guard occupied & tiles == 0 else { break }
        var next = seed
        next.horizontal |= tiles
        next.heads |= bit
        guard
          fill(
            from: tile + 1, seed: next, occupied: occupied | tiles, wallCount: wallCount,
            fixedWalls: fixedWalls, lengths: lengths, board: board, body)
        else { return false }
      }
    }
    if row == 0 || occupied & (bit &>> 8) != 0 {
      var tiles = bit
      for length in 1...lengths.upperBound where row + length <= size.rows {
        let below = bit &<< UInt64(8 * (length - 1))
        guard occupied & below == 0 else { break }
        tiles |= below
        guard length >= lengths.lowerBound else { continue }
        var next = seed
        next.vertical |= tiles
        next.heads |= bit
        guard
          fill(
            from: tile + 1, seed: next, occupied: occupied | tiles, wallCount: wallCount,
            fixedWalls: fixedWalls, lengths: lengths, board: board, body)
        else { return false }
      }
    }
    return true
  }

  /// ``blockLengths`` as a range, which the search reads at every tile without touching an
  /// array.
  static let blockLengthRange: ClosedRange<Int> = {
    let range = blockLengths.min()!...blockLengths.max()!
    precondition(blockLengths == Array(range), "block lengths are consecutive")
    return range
  }()

  /// Whether no row is full of horizontal blocks and walls, and no column of vertical
  /// blocks: the database leaves out layouts with a lane that can never move.
  static func hasRoomInEveryLane(_ seed: SeedLayout, size: BoardSize) -> Bool {
    // Masks, not counts: a seed of a 6x6 board is tested hundreds of millions of times.
    let row = (1 &<< UInt64(size.columns)) &- 1
    let across = seed.horizontal | seed.walls
    for number in 0..<size.rows where (across &>> UInt64(8 * number)) & row == row {
      return false
    }
    // Bit c of `full` stays set while column c is covered by vertical blocks in every row.
    var full = row
    for number in 0..<size.rows { full &= seed.vertical &>> UInt64(8 * number) }
    return full == 0
  }
}
