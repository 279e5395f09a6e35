extension EnumerationSpace {
  /// Calls `body` with every seed of one configuration, in no particular order: the seeds
  /// of ``forEachSeed(walls:_:)`` that have the configuration's blocks and walls (so none
  /// with a block out of reach).
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
    var seeds = ConfigurationSeeds(space: self, configuration: configuration)
    while let seed = seeds.next() { body(seed) }
  }
}

/// The lanes of one configuration, read for ``EnumerationSpace/forEachSeed(of:_:)``, and
/// the steps of its search (see ``ConfigurationSeeds``).
struct ConfigurationSearch {
  let rows: Int
  let columns: Int
  let chuteRow: Int
  /// The board's tiles (``Bitboard/tiles(of:)``).
  let board: UInt64
  let start: SeedLayout
  /// The configuration's lane codes, byte by lane (see ``SeedLayout/laneCode(tiles:heads:)``).
  let rowCodes: UInt64
  let columnCodes: UInt64
  /// Element `8 * lane + i`: the tiles the lane's blocks from the `i`-th on cover. A
  /// vector, not an array: the search reads it at every tile, and an array's reference
  /// count was retained and released at every step.
  let rowRest: SIMD64<UInt8>
  let columnRest: SIMD64<UInt8>

  /// The search, or `nil` when the configuration has no seed for its lane counts alone, or
  /// has a block out of reach by its lanes
  /// (``SeedLayout/Configuration/hasBlockOutOfLaneReach(size:chuteRow:)``).
  init?(space: EnumerationSpace, configuration: SeedLayout.Configuration) {
    (rows, columns, chuteRow) = (space.size.rows, space.size.columns, space.chute.row)
    board = Bitboard.tiles(of: space.size)
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
    if configuration.hasBlockOutOfLaneReach(size: space.size, chuteRow: chuteRow) { return nil }
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

  /// One step of the search: tile `tile` is next, `rowNext` blocks of its row are placed,
  /// and byte `c` of `columnsNext` counts those of column `c`.
  struct Step {
    var tile: Int
    var seed: SeedLayout
    var occupied: UInt64
    var rowNext: Int
    var columnsNext: UInt64
  }

  /// The first step of the search.
  var first: Step {
    Step(
      tile: 0, seed: start, occupied: start.horizontal | start.walls, rowNext: 0, columnsNext: 0)
  }

  /// Room for the steps the search holds at once: each of the at most 65 steps of a path
  /// (64 tiles, then the end) leaves at most two others behind it.
  static let stackCapacity = 3 * 65

  /// Takes one step: pushes the steps it leads to on `stack` (the one taken first on top,
  /// so that the seeds come in the order of a depth-first search that leaves a tile empty
  /// first, then starts a block across, then down), or returns the finished seed.
  @inline(__always)
  func take(_ step: Step, onto stack: UnsafeMutablePointer<Step>, count: inout Int)
    -> SeedLayout?
  {
    let tile = step.tile
    let row = tile / columns
    let column = tile % columns
    var rowNext = step.rowNext
    if column == 0, tile > 0 {
      // The row above is done: all its blocks must be placed.
      guard rowRest[8 * (row - 1) + rowNext] == 0 else { return nil }
      rowNext = 0
    }
    let columnsNext = step.columnsNext
    guard tile < rows * columns else {
      for lane in 0..<columns
      where columnRest[8 * lane + Int((columnsNext &>> UInt64(8 * lane)) & 0xFF)] != 0 {
        return nil
      }
      return step.seed.hasBlockOutOfReach(board: board, chuteRow: chuteRow) ? nil : step.seed
    }
    let columnNext = Int((columnsNext &>> UInt64(8 * column)) & 0xFF)
    // What is left of the lanes must fit in the tiles left of them.
    guard Int(rowRest[8 * row + rowNext]) <= columns - column,
      Int(columnRest[8 * column + columnNext]) <= rows - row
    else { return nil }
    let bit = Bitboard.bit(Cell(row: row, column: column))
    let occupied = step.occupied
    // Pushed last to first: down, across, then the tile left as it is.
    if occupied & bit == 0 {
      let down = Self.length(columnCodes, lane: column, index: columnNext)
      if down > 0, row == 0 || occupied & (bit &>> 8) != 0, row + down <= rows {
        var tiles: UInt64 = 0
        for step in 0..<down { tiles |= bit &<< UInt64(8 * step) }
        if occupied & tiles == 0 {
          var next = step.seed
          next.vertical |= tiles
          next.heads |= bit
          stack[count] = Step(
            tile: tile + 1, seed: next, occupied: occupied | tiles, rowNext: rowNext,
            columnsNext: columnsNext &+ (1 &<< UInt64(8 * column)))
          count += 1
        }
      }
      // Tile (r, c) is bit 8r + c: its left neighbour is bit >> 1, the one above bit >> 8.
      let across = Self.length(rowCodes, lane: row, index: rowNext)
      if across > 0, column == 0 || occupied & (bit &>> 1) != 0, column + across <= columns {
        let tiles = (bit &<< UInt64(across)) &- bit
        if occupied & tiles == 0 {
          var next = step.seed
          next.horizontal |= tiles
          next.heads |= bit
          stack[count] = Step(
            tile: tile + 1, seed: next, occupied: occupied | tiles, rowNext: rowNext + 1,
            columnsNext: columnsNext)
          count += 1
        }
      }
    }
    stack[count] = Step(
      tile: tile + 1, seed: step.seed, occupied: occupied, rowNext: rowNext,
      columnsNext: columnsNext)
    count += 1
    return nil
  }
}
