extension EnumerationSpace {
  /// Calls `body` with every seed of one configuration, in no particular order: the seeds
  /// of ``forEachSeed(walls:_:)`` that have the configuration's blocks and walls.
  ///
  /// The search fills the tiles in reading order like the search of the whole space, but
  /// each free tile may only stay empty or start the next block of its row or of its
  /// column, and a lane whose blocks left no longer fit in the tiles left is abandoned at
  /// once. So it places only this configuration's blocks, and its memory is the search's
  /// depth.
  ///
  /// - Complexity: O(seeds × tiles) for the seeds, plus the dead ends the lane checks
  ///   leave.
  func forEachSeed(of configuration: SeedLayout.Configuration, _ body: (SeedLayout) -> Void) {
    guard let search = ConfigurationSearch(space: self, configuration: configuration) else {
      return
    }
    search.fill(
      from: 0, seed: search.start, occupied: search.start.horizontal | configuration.walls,
      rowNext: 0, columnsNext: 0, body)
  }
}

/// The lanes of one configuration, read for ``EnumerationSpace/forEachSeed(of:_:)``.
private struct ConfigurationSearch {
  let rows: Int
  let columns: Int
  let chuteRow: Int
  let start: SeedLayout
  /// The configuration's lane codes, byte by lane (see ``SeedLayout/laneCode(tiles:heads:)``).
  let rowCodes: UInt64
  let columnCodes: UInt64
  /// Element `8 * lane + i`: the tiles the lane's blocks from the `i`-th on cover. A
  /// vector, not an array: the search reads it at every tile, and an array's reference
  /// count was retained and released at every step.
  let rowRest: SIMD64<UInt8>
  let columnRest: SIMD64<UInt8>

  /// The search, or `nil` when the configuration has no seed for its lane counts alone.
  init?(space: EnumerationSpace, configuration: SeedLayout.Configuration) {
    (rows, columns, chuteRow) = (space.size.rows, space.size.columns, space.chute.row)
    var start = space.prisonerSeed
    start.walls = configuration.walls
    self.start = start
    let wallCount = configuration.walls.nonzeroBitCount
    let prisonerCode = UInt64(EnumerationSpace.prisonerLength - 1)
    guard space.walls.contains(wallCount), start.horizontal & configuration.walls == 0,
      (configuration.rows &>> UInt64(8 * chuteRow)) & 0xFF == prisonerCode
    else { return nil }
    // The prisoner is placed already: its row has nothing left to place.
    rowCodes = configuration.rows & ~(0xFF &<< UInt64(8 * chuteRow))
    columnCodes = configuration.columns
    rowRest = Self.rests(rowCodes, lanes: rows)
    columnRest = Self.rests(columnCodes, lanes: columns)
    for row in 0..<rows where row != chuteRow {
      let walls = (configuration.walls &>> UInt64(8 * row)) & 0xFF
      guard Int(rowRest[8 * row]) + walls.nonzeroBitCount < columns else { return nil }
    }
    for column in 0..<columns where Int(columnRest[8 * column]) >= rows { return nil }
  }

  private static func rests(_ codes: UInt64, lanes: Int) -> SIMD64<UInt8> {
    var rests = SIMD64<UInt8>()
    for lane in 0..<lanes {
      let code = (codes &>> UInt64(8 * lane)) & 0xFF
      for index in (0..<4).reversed() {
        let length = UInt8((code &>> UInt64(2 * index)) & 0b11)
        rests[8 * lane + index] = rests[8 * lane + index + 1] + (length == 0 ? 0 : length + 1)
      }
    }
    return rests
  }

  /// The length of the `index`-th block of a lane, 0 past its last.
  private static func length(_ codes: UInt64, lane: Int, index: Int) -> Int {
    let bits = Int((codes &>> UInt64(8 * lane + 2 * index)) & 0b11)
    return bits == 0 ? 0 : bits + 1
  }

  /// Fills tile `tile` on: `rowNext` blocks of the tile's row are placed, and byte `c` of
  /// `columnsNext` counts those of column `c`.
  func fill(
    from tile: Int, seed: SeedLayout, occupied: UInt64, rowNext: Int, columnsNext: UInt64,
    _ body: (SeedLayout) -> Void
  ) {
    let row = tile / columns
    let column = tile % columns
    var rowNext = rowNext
    if column == 0, tile > 0 {
      // The row above is done: all its blocks must be placed.
      guard rowRest[8 * (row - 1) + rowNext] == 0 else { return }
      rowNext = 0
    }
    guard tile < rows * columns else {
      for lane in 0..<columns
      where columnRest[8 * lane + Int((columnsNext &>> UInt64(8 * lane)) & 0xFF)] != 0 {
        return
      }
      body(seed)
      return
    }
    let columnNext = Int((columnsNext &>> UInt64(8 * column)) & 0xFF)
    // What is left of the lanes must fit in the tiles left of them.
    guard Int(rowRest[8 * row + rowNext]) <= columns - column,
      Int(columnRest[8 * column + columnNext]) <= rows - row
    else { return }
    let bit = Bitboard.bit(Cell(row: row, column: column))
    fill(
      from: tile + 1, seed: seed, occupied: occupied, rowNext: rowNext, columnsNext: columnsNext,
      body)
    guard occupied & bit == 0 else { return }
    // Tile (r, c) is bit 8r + c: its left neighbour is bit >> 1, the one above bit >> 8.
    let across = Self.length(rowCodes, lane: row, index: rowNext)
    if across > 0, column == 0 || occupied & (bit &>> 1) != 0, column + across <= columns {
      let tiles = (bit &<< UInt64(across)) &- bit
      if occupied & tiles == 0 {
        var next = seed
        next.horizontal |= tiles
        next.heads |= bit
        fill(
          from: tile + 1, seed: next, occupied: occupied | tiles, rowNext: rowNext + 1,
          columnsNext: columnsNext, body)
      }
    }
    let down = Self.length(columnCodes, lane: column, index: columnNext)
    if down > 0, row == 0 || occupied & (bit &>> 8) != 0, row + down <= rows {
      var tiles: UInt64 = 0
      for step in 0..<down { tiles |= bit &<< UInt64(8 * step) }
      if occupied & tiles == 0 {
        var next = seed
        next.vertical |= tiles
        next.heads |= bit
        fill(
          from: tile + 1, seed: next, occupied: occupied | tiles, rowNext: rowNext,
          columnsNext: columnsNext &+ (1 &<< UInt64(8 * column)), body)
      }
    }
  }
}
