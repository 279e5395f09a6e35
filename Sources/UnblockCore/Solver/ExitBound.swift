/// A lower bound on the moves a state of a compiled puzzle needs to the exit, exact up to 2
/// moves: the blocking bound, read off the prisoner's row and the blockers' columns.
///
/// Before the prisoner can reach the chute, every vertical block on a tile between it and
/// the chute (a blocker) must move, and then the prisoner: at least `blockers + 1` moves.
/// To leave the row, a blocker crosses the tiles above it or those below it, up to where it
/// no longer covers the row; each block on them, a horizontal block or the column's other
/// block, must move first (a wall or the board's edge bars that way). Those blocks are no
/// blockers, but two blockers may share one, so only the blocker that needs most of them
/// counts: at least `blockers + 1 + extra`, where `extra` is the largest, over the
/// blockers, of the fewer blocks on either way out. With no blocker the prisoner slides out
/// in one move, and with one blocker that can leave at once, in two: the bound is the exact
/// number of moves whenever it is 0, 1 or 2.
///
/// One move changes the bound by at most 1. A move puts at most one blocker on the row or
/// takes one off, and either way that blocker's way out is clear (it came in, or leaves, by
/// it); a blocker's moves along the row only cross free tiles, so its ways out keep their
/// blocks; any other move puts one block on or off a way out, in each column. The
/// prisoner's own moves change no blocker.
///
/// ``ShorterSolutionSearch`` prunes with it. The tables are per bitboard, a few hundred
/// bytes; a state's bound costs a look-up per lane, and a move's a few.
struct ExitBound: ~Copyable {
  /// The bound of a state from which the prisoner can never reach the chute.
  static let never = Int(Int32.max)
  /// The bit of ``Watch/lanes`` for the prisoner's lane.
  private static let prisonerBit: UInt16 = 1 << 8

  /// What the bound reads of a state besides its code, kept up to date move by move.
  ///
  /// The wide field comes first, so that a search's record of a context and a byte
  /// (``ShorterSolutionSearch``) takes 16 bytes.
  struct Context {
    /// The tiles of the horizontal and fixed blocks, transposed: a column to a byte.
    var horizontalByColumn: UInt64
    /// The tiles of the prisoner's row that vertical blocks cover, one bit per column.
    var covered: UInt8
  }

  /// The tiles whose change may change a state's bound.
  struct Watch {
    /// Bits 0 to 7: the columns between the prisoner and the chute; bit 8, always set,
    /// stands for the prisoner's lane.
    var lanes: UInt16
    /// The columns of the blockers, each as a byte of a transposed mask.
    var blockerColumns: UInt64
    /// The 4 bits of the code of each lane whose moves the other fields may flag: the rows
    /// and the columns on the path. A column off the path changes nothing, and most moves
    /// are told so by this one mask.
    var codeBits: UInt64
  }

  /// The one allocation that holds every table below.
  private let storage: UnsafeMutableRawPointer
  /// Entry `a`: the tiles of the prisoner's row, one bit per column, that must be free for
  /// the prisoner in its lane's arrangement `a` to slide to the chute.
  private let path: UnsafeMutablePointer<UInt8>
  /// Entry `a`: the tiles of the prisoner's row that never leave it, the walls and the other
  /// blocks of the prisoner's lane in its arrangement `a`.
  private let stuck: UnsafeMutablePointer<UInt8>
  /// Entry `lane * 16 + a`: the tile of the prisoner's row that column lane `lane` covers in
  /// its arrangement `a`, as the bit of its column, or 0; 0 for the rows.
  private let rowTiles: UnsafeMutablePointer<UInt8>
  /// Entry `lane * 16 + a`: the tiles of row lane `lane` in its arrangement `a`, transposed
  /// so that a column is a byte (see ``Expander/transposed(_:)``); 0 for the columns.
  private let columnTiles: UnsafeMutablePointer<UInt64>
  /// Entry `lane`: the bit of a column lane's column, bit 8 for the prisoner's lane, and
  /// none for the other rows (see ``Watch/lanes``).
  private let laneColumns: UnsafeMutablePointer<UInt16>
  /// Entry `c`: the column lane of column `c`; -1 when there is none.
  private let columnLane: UnsafeMutablePointer<Int>
  /// Entry `a`: ``Watch/codeBits`` when the prisoner's lane is in its arrangement `a`.
  private let watchedCodeBits: UnsafeMutablePointer<UInt64>
  /// Entry `lane * 16 + a`: how the block of column lane `lane` on the prisoner's row, in
  /// its arrangement `a`, can leave the row.
  private let departures: UnsafeMutablePointer<Departure>
  /// The fixed blocks' tiles, transposed.
  private let fixedByColumn: UInt64
  private let solvedArrangements: UInt16
  private let prisonerShift: UInt64
  /// The bit of the prisoner's row's first tile.
  private let rowShift: UInt64
  private let laneCount: Int

  init(_ bitboard: Bitboard) {
    let lanes = bitboard.lanes
    let laneCount = lanes.count
    self.laneCount = laneCount
    let solved = bitboard.solvedArrangements
    solvedArrangements = solved
    prisonerShift = UInt64(4 * bitboard.prisonerLane)
    fixedByColumn = Expander.transposed(bitboard.fixed)
    let prisonerLane = lanes[bitboard.prisonerLane]
    let row = prisonerLane.offset / 8
    rowShift = UInt64(prisonerLane.offset)
    let prisonerKind = bitboard.kinds[prisonerLane.kind]
    let order = bitboard.template.prisonerIndex.flatMap(prisonerLane.blocks.firstIndex(of:)) ?? 0
    let length = prisonerKind.blockLengths[order]
    let fixedRow = UInt8(truncatingIfNeeded: bitboard.fixed &>> UInt64(prisonerLane.offset))
    // Every solved arrangement has the prisoner at the same place, beside the chute.
    let goal = prisonerKind.arrangements.indices.first { solved & (1 << $0) != 0 }
      .map { prisonerKind.arrangements[$0][order] }
    // The tables share one allocation, the widest first: many small searches, and an
    // enumeration's test of each configuration, make a bound each.
    let entries = max(laneCount * 16, 1)
    let lanesRoom = max(laneCount, 1)
    let departuresOffset = entries * 8 + 8 * 8 + 16 * 8
    let laneColumnsOffset = departuresOffset + entries * MemoryLayout<Departure>.stride
    let pathOffset = laneColumnsOffset + lanesRoom * 2
    storage = .allocate(byteCount: pathOffset + 32 + entries, alignment: 8)
    columnTiles = storage.bindMemory(to: UInt64.self, capacity: entries)
    columnTiles.initialize(repeating: 0, count: entries)
    columnLane = (storage + entries * 8).bindMemory(to: Int.self, capacity: 8)
    columnLane.initialize(repeating: -1, count: 8)
    watchedCodeBits = (storage + entries * 8 + 8 * 8).bindMemory(to: UInt64.self, capacity: 16)
    departures = (storage + departuresOffset).bindMemory(to: Departure.self, capacity: entries)
    departures.initialize(
      repeating: Departure(up: 0, down: 0, upOthers: 0, downOthers: 0), count: entries)
    laneColumns = (storage + laneColumnsOffset).bindMemory(to: UInt16.self, capacity: lanesRoom)
    laneColumns.initialize(repeating: 0, count: lanesRoom)
    path = (storage + pathOffset).bindMemory(to: UInt8.self, capacity: 16)
    path.initialize(repeating: 0, count: 16)
    stuck = (storage + pathOffset + 16).bindMemory(to: UInt8.self, capacity: 16)
    stuck.initialize(repeating: 0xFF, count: 16)
    rowTiles = (storage + pathOffset + 32).bindMemory(to: UInt8.self, capacity: entries)
    rowTiles.initialize(repeating: 0, count: entries)
    for (a, places) in prisonerKind.arrangements.enumerated() {
      let place = places[order]
      let own = UInt8(truncatingIfNeeded: ((1 << length) - 1) << place)
      if let goal {
        let (low, high) = (min(place, goal), max(place, goal) + length)
        path[a] = UInt8(truncatingIfNeeded: (1 << high) - (1 << low)) & ~own
      }
      stuck[a] = fixedRow | prisonerKind.tiles[a] & ~own
    }
    for (number, lane) in lanes.enumerated() {
      let kind = bitboard.kinds[lane.kind]
      guard !lane.isRow else {
        for a in kind.arrangements.indices {
          columnTiles[number * 16 + a] = Expander.transposed(bitboard.laneTiles[number * 16 + a])
        }
        if number == bitboard.prisonerLane { laneColumns[number] = Self.prisonerBit }
        continue
      }
      let column = lane.offset
      columnLane[column] = number
      laneColumns[number] = 1 << column
      for (a, places) in kind.arrangements.enumerated() {
        guard
          let block = places.indices.first(where: {
            (places[$0]..<places[$0] + kind.blockLengths[$0]).contains(row)
          })
        else { continue }
        rowTiles[number * 16 + a] = 1 << column
        departures[number * 16 + a] = Departure(
          top: places[block], length: kind.blockLengths[block], row: row,
          laneLength: kind.length, laneTiles: kind.tiles[a],
          walls: UInt8(truncatingIfNeeded: fixedByColumn &>> UInt64(column * 8)))
      }
    }
    // The rows come first in the code.
    let rowBits = (1 &<< UInt64(4 * bitboard.rowLaneCount)) &- 1
    for a in 0..<16 {
      var bits = rowBits
      for column in 0..<8 where path[a] & (1 << column) != 0 && columnLane[column] >= 0 {
        bits |= 15 &<< UInt64(4 * columnLane[column])
      }
      watchedCodeBits[a] = bits
    }
  }

  /// The arrangement of lane `lane` in the state with this code.
  @inline(__always)
  private static func arrangement(_ code: UInt64, lane: Int) -> Int {
    Int(truncatingIfNeeded: (code &>> UInt64(lane &* 4)) & 15)
  }

  /// The context of the state with this code.
  @inline(__always)
  func context(of code: UInt64) -> Context {
    var context = Context(horizontalByColumn: fixedByColumn, covered: 0)
    for lane in 0..<laneCount {
      let entry = lane &<< 4 | Self.arrangement(code, lane: lane)
      context.covered |= rowTiles[entry]
      context.horizontalByColumn |= columnTiles[entry]
    }
    return context
  }

  /// The context of the state with code `next`, one move from the state with code `code`
  /// and context `context`.
  @inline(__always)
  func context(_ context: Context, from code: UInt64, to next: UInt64) -> Context {
    let lane = (code ^ next).trailingZeroBitCount &>> 2
    let before = lane &<< 4 | Self.arrangement(code, lane: lane)
    let after = lane &<< 4 | Self.arrangement(next, lane: lane)
    return Context(
      horizontalByColumn: context.horizontalByColumn ^ columnTiles[before]
        ^ columnTiles[after],
      covered: context.covered ^ rowTiles[before] ^ rowTiles[after])
  }

  /// A lower bound on the moves from the state with this code to a solved state: exact when
  /// it is 0, 1 or 2, and ``never`` when something that never leaves the prisoner's row
  /// stands between it and the chute, or no state is solved.
  @inline(__always)
  func moves(_ code: UInt64) -> Int { moves(code, context(of: code)) }

  /// ``moves(_:)`` of the state with this code and context.
  @inline(__always)
  func moves(_ code: UInt64, _ context: Context) -> Int {
    let prisoner = Int(truncatingIfNeeded: (code &>> prisonerShift) & 15)
    guard solvedArrangements &>> UInt16(prisoner) & 1 == 0 else { return 0 }
    let path = self.path[prisoner]
    guard solvedArrangements != 0, stuck[prisoner] & path == 0 else { return Self.never }
    var blockers = context.covered & path
    guard blockers != 0 else { return 1 }
    let count = blockers.nonzeroBitCount
    var extra = 0
    while blockers != 0 {
      let column = blockers.trailingZeroBitCount
      blockers &= blockers &- 1
      extra = max(extra, extraMoves(code, column: column, context.horizontalByColumn))
    }
    return extra == Self.never ? Self.never : count &+ 1 &+ extra
  }

  /// The tiles of the state with this code and context whose change may change its bound.
  @inline(__always)
  func watch(_ code: UInt64, _ context: Context) -> Watch {
    let prisoner = Int(truncatingIfNeeded: (code &>> prisonerShift) & 15)
    let path = self.path[prisoner]
    var blockers = context.covered & path
    var columns: UInt64 = 0
    while blockers != 0 {
      columns |= 0xFF &<< UInt64(blockers.trailingZeroBitCount &* 8)
      blockers &= blockers &- 1
    }
    return Watch(
      lanes: UInt16(path) | Self.prisonerBit, blockerColumns: columns,
      codeBits: watchedCodeBits[prisoner])
  }

  /// The tiles of the board that the bound of the state with this code and context reads:
  /// those of the prisoner's row between it and the chute, and every tile of its blockers'
  /// columns; every tile when no state is solved (a block on the prisoner's row beside the
  /// chute, which removing may undo).
  ///
  /// The same state less a block that covers none of them has the same bound, in the
  /// puzzle less that block (``Bitboard/removing(block:)``): the prisoner keeps its place,
  /// its goal and its path, nothing on the path changes (so neither the blockers nor what
  /// never leaves the row), and in each blocker's column the walls, the horizontal blocks
  /// and the column's own blocks stay, so each blocker's ways out cost what they did.
  /// ``Analysis`` settles such blocks with no search when the bound already reaches the
  /// state's minimal moves.
  func tilesRead(_ code: UInt64, _ context: Context) -> UInt64 {
    guard solvedArrangements != 0 else { return .max }
    let path = self.path[Int(truncatingIfNeeded: (code &>> prisonerShift) & 15)]
    var tiles = UInt64(path) &<< rowShift
    var blockers = context.covered & path
    while blockers != 0 {
      tiles |= 0x0101_0101_0101_0101 &<< UInt64(blockers.trailingZeroBitCount)
      blockers &= blockers &- 1
    }
    return tiles
  }

  /// When the state with this code has a bound of at least `moves`, the tiles a block must
  /// cover for the same state less the block to have a bound below `moves`
  /// (``tilesRead(_:_:)``); `nil` when the state's own bound is below `moves`.
  ///
  /// A state whose minimal moves are `moves` and whose bound reaches them has, less any
  /// block on none of these tiles, a bound of `moves` still: the block is unnecessary,
  /// as the puzzle less it needs at least the bound and at most the moves of the puzzle
  /// with it. The search of that puzzle (``ShorterSolutionSearch``) would stop at once.
  func tilesHolding(_ code: UInt64, atLeast moves: Int) -> UInt64? {
    let context = context(of: code)
    return self.moves(code, context) >= moves ? tilesRead(code, context) : nil
  }

  /// Whether the move from the state with code `code` to the one with code `next` may
  /// change the bound, as `watch` of the first state tells; when not, both have the same.
  ///
  /// The bound reads the blockers, from the columns on the path, and whether each can leave
  /// the row, from the horizontal blocks crossing its column. A column's move off the path
  /// changes neither, nor does a row's move that crosses no blocker's column; the
  /// prisoner's moves are always looked at.
  @inline(__always)
  func mayChange(_ watch: Watch, from code: UInt64, to next: UInt64) -> Bool {
    guard (code ^ next) & watch.codeBits != 0 else { return false }
    let lane = (code ^ next).trailingZeroBitCount &>> 2
    let before = lane &<< 4 | Self.arrangement(code, lane: lane)
    let after = lane &<< 4 | Self.arrangement(next, lane: lane)
    return laneColumns[lane] & watch.lanes != 0
      || (columnTiles[before] ^ columnTiles[after]) & watch.blockerColumns != 0
  }

  /// The moves, besides its own, that the block on the prisoner's row in column `column`
  /// needs to leave the row: the fewer, over its two ways out, of the blocks on the tiles
  /// it must cross, or ``never`` when a wall or the board's edge bars both.
  @inline(__always)
  private func extraMoves(_ code: UInt64, column: Int, _ horizontalByColumn: UInt64) -> Int {
    let lane = columnLane[column]
    let departure = departures[lane &<< 4 | Self.arrangement(code, lane: lane)]
    // The walls' tiles are in the mask too, but on no way out that is not barred.
    let horizontal = UInt16(
      truncatingIfNeeded: (horizontalByColumn &>> UInt64(column &* 8)) & 0xFF)
    @inline(__always) func cost(_ tiles: UInt16, _ others: UInt8) -> Int {
      guard tiles & Departure.barred == 0 else { return Self.never }
      return (tiles & horizontal).nonzeroBitCount &+ Int(others)
    }
    return min(cost(departure.up, departure.upOthers), cost(departure.down, departure.downOthers))
  }

  /// The two ways a vertical block on the prisoner's row can leave it, with what of their
  /// cost is known from the column alone: whether a wall or the board's edge bars each, and
  /// whether the column's other blocks must make way. Only the horizontal blocks on the way
  /// are left to count state by state.
  struct Departure {
    /// The tiles of the column, one bit per row, that the block crosses to leave the row
    /// upwards, by the shortest move, with ``barred`` set when the board's edge or a wall is
    /// in the way.
    var up: UInt16
    /// The same downwards.
    var down: UInt16
    /// 1 when one of the column's other blocks is on the way up, else 0: the column's
    /// blocks move together, so one move clears them.
    var upOthers: UInt8
    /// The same downwards.
    var downOthers: UInt8

    /// The bit of a way out that the board's edge or a wall bars.
    static let barred: UInt16 = 1 << 8

    init(up: UInt16, down: UInt16, upOthers: UInt8, downOthers: UInt8) {
      (self.up, self.down, self.upOthers, self.downOthers) = (up, down, upOthers, downOthers)
    }

    /// The ways out of a block of `length` tiles from `top`, crossing row `row`, in a
    /// column of `laneLength` tiles whose blocks cover `laneTiles` and whose walls cover
    /// `walls`, one bit per row.
    init(top: Int, length: Int, row: Int, laneLength: Int, laneTiles: UInt8, walls: UInt8) {
      // Upwards it ends on rows row - length ..< row; downwards on row + 1 ... row + length.
      let upTop = row - length
      var up = upTop < 0 ? Self.barred : UInt16((1 << top) - (1 << upTop))
      let downEnd = row + length + 1
      var down =
        downEnd > laneLength ? Self.barred : UInt16((1 << downEnd) - (1 << (top + length)))
      if up & UInt16(walls) != 0 { up |= Self.barred }
      if down & UInt16(walls) != 0 { down |= Self.barred }
      let others = UInt16(laneTiles & ~UInt8(truncatingIfNeeded: ((1 << length) - 1) << top))
      self.init(
        up: up, down: down, upOthers: up & others != 0 ? 1 : 0,
        downOthers: down & others != 0 ? 1 : 0)
    }
  }

  deinit {
    storage.deallocate()
  }
}
