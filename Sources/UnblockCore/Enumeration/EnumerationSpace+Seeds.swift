extension EnumerationSpace {
  /// Every seed of the space (see ``SeedLayout``), grouped by configuration.
  ///
  /// The layouts are the database's: the prisoner alone in its row (no other horizontal
  /// block, no wall), and no row full of horizontal blocks and walls, no column full of
  /// vertical blocks. Such a lane never moves; Fogleman's enumerator leaves it out.
  ///
  /// A depth-first search fills the tiles in reading order. Each free tile stays empty,
  /// gets a wall, or starts a block of 2 or 3 tiles to the right or down. Every tile before
  /// the current one is settled, so the search only starts a horizontal block whose left
  /// neighbour is covered (or which touches the left edge), and a vertical block whose
  /// upper neighbour is covered: seeds are exactly what it reaches.
  ///
  /// - Parameter only: When given, the seeds of this configuration only.
  /// - Returns: The configurations in increasing order, each with its seeds in increasing
  ///   order of their masks, horizontal first.
  /// - Complexity: O(seeds × tiles).
  func seedsByConfiguration(only: SeedLayout.Configuration? = nil) -> [(configuration: SeedLayout.Configuration, seeds: [SeedLayout])]
  {
    var groups: [SeedLayout.Configuration: [SeedLayout]] = [:]
    forEachSeed(only: only) { seed in groups[seed.configuration(size: size), default: []].append(seed) }
    return groups.sorted { $0.key < $1.key }.map { group in
      (group.key, group.value.sorted { ($0.horizontal, $0.vertical) < ($1.horizontal, $1.vertical) })
    }
  }

  /// Calls `body` with every seed of the space.
  ///
  /// - Parameter only: When given, only the seeds of this configuration: the search then
  ///   starts no block that the configuration does not have next in its lane, and puts
  ///   walls only where it has them.
  func forEachSeed(only: SeedLayout.Configuration? = nil, _ body: (SeedLayout) -> Void) {
    let prisonerColumn = chute.side == .right ? size.columns - Self.prisonerLength : 0
    let prisoner = (Bitboard.bit(Cell(row: chute.row, column: prisonerColumn)) &* 0b11)
    let start = SeedLayout(
      horizontal: prisoner, vertical: 0,
      heads: Bitboard.bit(Cell(row: chute.row, column: prisonerColumn)), walls: 0)
    fill(from: 0, seed: start, occupied: prisoner, wallCount: 0, built: Lanes(), only: only, body)
  }

  /// The blocks placed so far in each lane, coded as ``SeedLayout/Configuration`` codes
  /// its lanes, with their counts: the prefix of the lanes a restricted search checks.
  private struct Lanes {
    var rows: UInt64 = 0
    var columns: UInt64 = 0
    var rowCounts: UInt64 = 0
    var columnCounts: UInt64 = 0

    mutating func add(row: Int, length: Int) {
      let count = (rowCounts &>> UInt64(row * 8)) & 0xFF
      rows |= UInt64(length - 1) &<< (UInt64(row * 8) &+ 2 &* count)
      rowCounts &+= 1 &<< UInt64(row * 8)
    }

    mutating func add(column: Int, length: Int) {
      let count = (columnCounts &>> UInt64(column * 8)) & 0xFF
      columns |= UInt64(length - 1) &<< (UInt64(column * 8) &+ 2 &* count)
      columnCounts &+= 1 &<< UInt64(column * 8)
    }

    /// Whether the lanes so far begin the configuration's lanes: each lane's code agrees
    /// with the target's on the blocks placed.
    func begins(_ target: SeedLayout.Configuration) -> Bool {
      Self.agrees(rows, target.rows, counts: rowCounts)
        && Self.agrees(columns, target.columns, counts: columnCounts)
    }

    private static func agrees(_ built: UInt64, _ target: UInt64, counts: UInt64) -> Bool {
      var mask: UInt64 = 0
      for lane in 0..<8 {
        let count = (counts &>> UInt64(lane * 8)) & 0xFF
        mask |= ((1 &<< (2 &* count)) &- 1) &<< UInt64(lane * 8)
      }
      return built == target & mask
    }
  }

  private func fill(
    from tile: Int, seed: SeedLayout, occupied: UInt64, wallCount: Int, built: Lanes,
    only: SeedLayout.Configuration?, _ body: (SeedLayout) -> Void
  ) {
    let columns = size.columns
    guard tile < size.rows * columns else {
      if walls.contains(wallCount), Self.hasRoomInEveryLane(seed, size: size),
        only.map({ built.rows == $0.rows && built.columns == $0.columns }) ?? true
      {
        body(seed)
      }
      return
    }
    let row = tile / columns
    let column = tile % columns
    let bit = Bitboard.bit(Cell(row: row, column: column))
    let isWall = only.map { $0.walls & bit != 0 }
    if occupied & bit != 0 {
      guard isWall != true else { return }
      var lanes = built
      // The prisoner, placed first, is the only block whose head is settled ahead.
      if only != nil, seed.heads & seed.horizontal & bit != 0 {
        lanes.add(row: row, length: Self.prisonerLength)
        guard lanes.begins(only!) else { return }
      }
      fill(
        from: tile + 1, seed: seed, occupied: occupied, wallCount: wallCount, built: lanes,
        only: only, body)
      return
    }
    if isWall == true {
      var next = seed
      next.walls |= bit
      fill(
        from: tile + 1, seed: next, occupied: occupied | bit, wallCount: wallCount + 1,
        built: built, only: only, body)
      return
    }
    fill(
      from: tile + 1, seed: seed, occupied: occupied, wallCount: wallCount, built: built,
      only: only, body)
    if wallCount < walls.upperBound, isWall == nil, row != chute.row {
      var next = seed
      next.walls |= bit
      fill(
        from: tile + 1, seed: next, occupied: occupied | bit, wallCount: wallCount + 1,
        built: built, only: only, body)
    }
    // Tile (r, c) is bit 8r + c: its left neighbour is bit >> 1, the one above bit >> 8.
    if row != chute.row, column == 0 || occupied & (bit &>> 1) != 0 {
      for length in Self.blockLengths where column + length <= columns {
        let tiles = (bit &<< UInt64(length)) &- bit
        guard occupied & tiles == 0 else { break }
        var next = seed
        next.horizontal |= tiles
        next.heads |= bit
        var lanes = built
        if let only {
          lanes.add(row: row, length: length)
          guard lanes.begins(only) else { continue }
        }
        fill(
          from: tile + 1, seed: next, occupied: occupied | tiles, wallCount: wallCount,
          built: lanes, only: only, body)
      }
    }
    if row == 0 || occupied & (bit &>> 8) != 0 {
      var tiles = bit
      for length in 1...Self.blockLengths.max()! where row + length <= size.rows {
        let below = bit &<< UInt64(8 * (length - 1))
        guard occupied & below == 0 else { break }
        tiles |= below
        guard Self.blockLengths.contains(length) else { continue }
        var next = seed
        next.vertical |= tiles
        next.heads |= bit
        var lanes = built
        if let only {
          lanes.add(column: column, length: length)
          guard lanes.begins(only) else { continue }
        }
        fill(
          from: tile + 1, seed: next, occupied: occupied | tiles, wallCount: wallCount,
          built: lanes, only: only, body)
      }
    }
  }

  /// Whether no row is full of horizontal blocks and walls, and no column of vertical
  /// blocks: the database leaves out layouts with a lane that can never move.
  static func hasRoomInEveryLane(_ seed: SeedLayout, size: BoardSize) -> Bool {
    let rows = seed.horizontal | seed.walls
    for row in 0..<size.rows where ((rows &>> UInt64(row * 8)) & 0xFF).nonzeroBitCount >= size.columns {
      return false
    }
    for column in 0..<size.columns
    where Bitboard.gather(seed.vertical, isRow: false, offset: column).nonzeroBitCount >= size.rows {
      return false
    }
    return true
  }
}
