/// A puzzle compiled for fast search: its lanes, their arrangements and move tables, and
/// the board's tiles as 64-bit masks.
///
/// A search's state is one 64-bit word, its code (see ``code(of:)``): 4 bits per lane, the
/// number of the lane's arrangement. Public results use ``BoardState``, the pair of masks
/// that the code stands for.
///
/// A `Bitboard` keeps the puzzle it was built from as a template. Every ``BoardState`` of
/// the puzzle's cluster turns back into a ``Puzzle`` with the template's labels and block
/// order, so results always speak the designer's language.
public struct Bitboard: Sendable {
  /// One row (for horizontal blocks) or column (for vertical blocks) that holds a movable
  /// block.
  struct Lane: Equatable, Sendable {
    /// The lane's kind in ``Bitboard/kinds``.
    var kind: Int
    /// Whether the lane is a row.
    var isRow: Bool
    /// The bit of the lane's first tile: `row * 8` for a row, the column for a column.
    var offset: Int
    /// The lane's blocks, by index in the template's ``Puzzle/blocks``, in lane order.
    var blocks: LaneBlocks

    init(kind: Int, isRow: Bool, offset: Int, blocks: [Int]) {
      (self.kind, self.isRow, self.offset) = (kind, isRow, offset)
      self.blocks = LaneBlocks(blocks)
    }
  }

  /// The puzzle the bitboard was built from.
  public let template: Puzzle
  /// The template's own arrangement.
  public let start: BoardState
  /// The code of ``start``.
  let startCode: UInt64
  /// The tiles of the board.
  let board: UInt64
  /// The tiles of the fixed blocks.
  let fixed: UInt64
  /// Rows first, then columns.
  let lanes: [Lane]
  let rowLaneCount: Int
  /// The distinct kinds of the lanes.
  let kinds: [LaneKind]
  /// Entry `lane * 16 + a` is the tiles of the lane's blocks in arrangement `a`.
  let laneTiles: [UInt64]
  /// The lane of the prisoner.
  let prisonerLane: Int
  /// Bit `a` is set when the prisoner touches the chute's side in its lane's arrangement
  /// `a`; none is set when something that never moves stands between it and the chute.
  let solvedArrangements: UInt16
  /// The most moves any state can have.
  let maxMoves: Int

  /// The bit of a tile: `row * 8 + column`, whatever the board size.
  @inline(__always)
  static func bit(_ cell: Cell) -> UInt64 { 1 &<< UInt64(cell.row * 8 + cell.column) }

  /// The tiles of a board of `size`: `size.columns` bits at the start of each byte.
  static func tiles(of size: BoardSize) -> UInt64 {
    let row = (1 &<< UInt64(size.columns)) &- 1
    return (0..<size.rows).reduce(0) { $0 | row &<< UInt64(8 * $1) }
  }

  /// Compiles a puzzle.
  ///
  /// - Parameter puzzle: A puzzle that obeys every rule.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when ``Puzzle/violations()`` is not empty.
  /// - Complexity: O(blocks log blocks), plus the move tables of the lanes' kinds.
  public init(_ puzzle: Puzzle) throws(SolverError) {
    let violations = puzzle.violations()
    guard violations.isEmpty, puzzle.prisonerIndex != nil else {
      throw .invalidPuzzle(violations.isEmpty ? [.missingPrisoner] : violations)
    }
    self.init(valid: puzzle)
  }

  /// Compiles a puzzle known to obey every rule, without checking it again: a valid
  /// puzzle less one block (``Analysis``'s searches for unnecessary blocks), since removing
  /// a block only frees tiles. Checking costs as much as a small search.
  init(valid puzzle: Puzzle) {
    guard puzzle.prisonerIndex != nil else {
      preconditionFailure("a puzzle that obeys the rules has a prisoner")
    }
    let size = puzzle.size
    let board = Self.tiles(of: size)
    let fixed = puzzle.blocks.filter { $0.orientation == .fixed }
      .reduce(0) { mask, block in block.cells.reduce(mask) { $0 | Self.bit($1) } }

    var kinds: [LaneKind] = []
    var lanes: [Lane] = []
    var startCode: UInt64 = 0
    var rowLanes = 0
    for orientation in [Orientation.horizontal, .vertical] {
      let isRow = orientation == .horizontal
      let across = { (cell: Cell) in isRow ? cell.row : cell.column }
      let along = { (cell: Cell) in isRow ? cell.column : cell.row }
      for lane in 0..<(isRow ? size.rows : size.columns) {
        let members = puzzle.blocks.indices
          .filter {
            puzzle.blocks[$0].orientation == orientation && across(puzzle.blocks[$0].origin) == lane
          }
          .sorted { along(puzzle.blocks[$0].origin) < along(puzzle.blocks[$1].origin) }
        guard !members.isEmpty else { continue }
        let length = isRow ? size.columns : size.rows
        let blockLengths = members.map { puzzle.blocks[$0].length }
        let known = kinds.firstIndex { $0.length == length && $0.blockLengths == blockLengths }
        if known == nil {
          kinds.append(LaneKind.shared(length: length, blockLengths: blockLengths))
        }
        let kind = known ?? kinds.count - 1
        let places = members.map { along(puzzle.blocks[$0].origin) }
        startCode |=
          UInt64(kinds[kind].arrangements.firstIndex(of: places)!) &<< UInt64(4 * lanes.count)
        lanes.append(
          Lane(kind: kind, isRow: isRow, offset: isRow ? lane * 8 : lane, blocks: members))
      }
      if isRow { rowLanes = lanes.count }
    }
    self.init(
      template: puzzle, board: board, fixed: fixed, lanes: lanes, rowLaneCount: rowLanes,
      kinds: kinds, startCode: startCode)
  }

  /// A bitboard from its lanes, with the tables that follow from them.
  ///
  /// - Parameters:
  ///   - template: A valid puzzle.
  ///   - board: Its board's tiles.
  ///   - fixed: Its fixed blocks' tiles.
  ///   - lanes: Its lanes, rows first, each with its blocks in lane order.
  ///   - rowLaneCount: The number of rows among the lanes.
  ///   - kinds: The kinds of the lanes, in the order the lanes first use them.
  ///   - startCode: The code of the template's own arrangement.
  init(
    template puzzle: Puzzle, board: UInt64, fixed: UInt64, lanes: [Lane], rowLaneCount: Int,
    kinds: [LaneKind], startCode: UInt64
  ) {
    precondition(lanes.count <= 16, "a board of at most 8x8 has at most 16 lanes")
    // A valid puzzle has one prisoner: the first is it, found without the array that
    // `prisonerIndex` lists them in, one allocation per bitboard of an enumeration.
    guard let prisonerIndex = puzzle.blocks.firstIndex(where: \.isPrisoner) else {
      preconditionFailure("a puzzle that obeys the rules has a prisoner")
    }
    template = puzzle
    self.board = board
    self.fixed = fixed
    self.lanes = lanes
    self.rowLaneCount = rowLaneCount
    self.kinds = kinds
    self.startCode = startCode
    var laneTiles = [UInt64](repeating: 0, count: lanes.count * 16)
    var maxMoves = 0
    var prisonerLane = 0
    var solvedArrangements: UInt16 = 0
    let canEscape = puzzle.escapeBlocker() == nil
    let goalPlace = puzzle.chute.side == .right ? puzzle.size.columns - 2 : 0
    // The kinds' fields are read in place: copying a kind retains each of its arrays, and
    // an enumeration compiles a bitboard for every configuration and reduced puzzle.
    for number in lanes.indices {
      let (kind, isRow, offset) = (lanes[number].kind, lanes[number].isRow, lanes[number].offset)
      for a in kinds[kind].tiles.indices {
        laneTiles[number * 16 + a] =
          Self.spread(kinds[kind].tiles[a], isRow: isRow) &<< UInt64(offset)
      }
      maxMoves += kinds[kind].width
      if let block = lanes[number].blocks.firstIndex(of: prisonerIndex) {
        prisonerLane = number
        for a in kinds[kind].arrangements.indices
        where canEscape && kinds[kind].arrangements[a][block] == goalPlace {
          solvedArrangements |= 1 << a
        }
      }
    }
    self.laneTiles = laneTiles
    self.maxMoves = maxMoves
    self.prisonerLane = prisonerLane
    self.solvedArrangements = solvedArrangements
    start = Self.state(of: startCode, lanes: lanes, rowLaneCount: rowLaneCount, tiles: laneTiles)
  }

  /// A lane's tiles, one bit per tile along it from bit 0, placed on the board as if the
  /// lane were row 0 or column 0.
  static func spread(_ tiles: UInt8, isRow: Bool) -> UInt64 {
    guard !isRow else { return UInt64(tiles) }
    var spread: UInt64 = 0
    for tile in 0..<8 where tiles & (1 << tile) != 0 { spread |= 1 &<< UInt64(tile * 8) }
    return spread
  }

  /// The lane's tiles in `mask`, one bit per tile along the lane from bit 0.
  ///
  /// A column's tiles are 8 bits apart; multiplying gathers them into the top byte, bit
  /// `8 * i` landing on bit `56 + i`. The other products fall on distinct bits below 56 or
  /// beyond 63, so nothing carries into the top byte.
  @inline(__always)
  static func gather(_ mask: UInt64, isRow: Bool, offset: Int) -> UInt64 {
    let shifted = mask &>> UInt64(offset)
    return isRow
      ? shifted & 0xFF : ((shifted & 0x0101_0101_0101_0101) &* 0x0102_0408_1020_4080) &>> 56
  }

  /// Whether the prisoner touches the chute's side in the state with this code.
  @inline(__always)
  func isSolved(code: UInt64) -> Bool {
    solvedArrangements &>> UInt16(truncatingIfNeeded: (code &>> UInt64(4 * prisonerLane)) & 15)
      & 1 != 0
  }

  /// Whether the prisoner touches the chute's side in `state`.
  public func isSolved(_ state: BoardState) -> Bool {
    code(of: state).map { isSolved(code: $0) } ?? false
  }
}
