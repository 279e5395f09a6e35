/// A puzzle compiled for fast search: lanes, block shapes and masks, all as 64-bit words.
///
/// A `Bitboard` keeps the puzzle it was built from as a template. Every ``BoardState`` of
/// the puzzle's cluster turns back into a ``Puzzle`` with the template's labels and block
/// order, so results always speak the designer's language.
public struct Bitboard: Sendable {
  /// One movable block, as a search sees it.
  struct Piece: Sendable {
    /// The block's tiles when its top-left tile is bit 0.
    var shape: UInt64
    /// The bit distance from the block's first tile to its last.
    var span: UInt64
    /// The block's index in the template's ``Puzzle/blocks``.
    var block: Int
  }

  /// One row (for horizontal blocks) or column (for vertical blocks) and its blocks.
  struct Lane: Sendable {
    /// The lane's tiles on the board.
    var mask: UInt64
    /// The lane's pieces in ``Bitboard/pieces``, in board order.
    var pieces: Range<Int>
  }

  /// The puzzle the bitboard was built from.
  public let template: Puzzle
  /// The template's own arrangement.
  public let start: BoardState
  /// The tiles of the board.
  let board: UInt64
  /// The tiles of the fixed blocks.
  let fixed: UInt64
  /// The prisoner's tiles when it touches the chute's side.
  let goal: UInt64
  /// Whether the prisoner's row holds nothing between it and the chute that can never
  /// move away; when it does, no state is solved.
  let canEscape: Bool
  /// Horizontal lanes first, then vertical ones; only lanes that hold a movable block.
  let lanes: [Lane]
  let horizontalLaneCount: Int
  let pieces: [Piece]
  /// The terms of a state's ``key(of:)``: entry `piece * 64 + bit` is the term of the
  /// piece when its first tile is `bit`.
  let keyTerms: [UInt64]
  /// The most moves any state can have: each piece moves at most to every other place of
  /// its lane.
  let maxMoves: Int

  /// The bit of a tile: `row * 8 + column`, whatever the board size.
  @inline(__always)
  static func bit(_ cell: Cell) -> UInt64 { 1 &<< UInt64(cell.row * 8 + cell.column) }

  /// Compiles a puzzle.
  ///
  /// - Parameter puzzle: A puzzle that obeys every rule.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when ``Puzzle/violations()`` is not empty.
  /// - Complexity: O(blocks log blocks).
  public init(_ puzzle: Puzzle) throws(SolverError) {
    let violations = puzzle.violations()
    guard violations.isEmpty, let prisonerIndex = puzzle.prisonerIndex else {
      throw .invalidPuzzle(violations.isEmpty ? [.missingPrisoner] : violations)
    }
    template = puzzle
    let size = puzzle.size
    var board: UInt64 = 0
    for row in 0..<size.rows {
      for column in 0..<size.columns { board |= Self.bit(Cell(row: row, column: column)) }
    }
    self.board = board

    var fixed: UInt64 = 0
    var horizontal: UInt64 = 0
    var vertical: UInt64 = 0
    for block in puzzle.blocks {
      let mask = block.cells.reduce(0) { $0 | Self.bit($1) }
      switch block.orientation {
      case .fixed: fixed |= mask
      case .horizontal: horizontal |= mask
      case .vertical: vertical |= mask
      }
    }
    self.fixed = fixed
    start = BoardState(horizontal: horizontal, vertical: vertical)

    var pieces: [Piece] = []
    let rows = Self.lanes(.horizontal, of: puzzle, board: board, pieces: &pieces)
    let columns = Self.lanes(.vertical, of: puzzle, board: board, pieces: &pieces)
    horizontalLaneCount = rows.count
    let lanes = rows + columns
    self.lanes = lanes
    self.pieces = pieces
    (keyTerms, maxMoves) = Self.keyTerms(
      lanes: lanes, horizontalLaneCount: rows.count, pieces: pieces, size: size)

    let prisoner = puzzle.blocks[prisonerIndex]
    let goalColumn = puzzle.chute.side == .right ? size.columns - 2 : 0
    goal =
      Self.bit(Cell(row: prisoner.origin.row, column: goalColumn))
      | Self.bit(Cell(row: prisoner.origin.row, column: goalColumn + 1))
    canEscape = puzzle.escapeBlocker() == nil
  }

  /// The lanes of one orientation that hold a block: rows for horizontal blocks, columns
  /// for vertical ones. Each lane lists its blocks in board order, the order in which the
  /// lane's tiles split into blocks; their pieces are appended to `pieces`.
  private static func lanes(
    _ orientation: Orientation, of puzzle: Puzzle, board: UInt64, pieces: inout [Piece]
  ) -> [Lane] {
    let isHorizontal = orientation == .horizontal
    // The bit distance between neighbouring tiles along the lane, and the lane's band.
    let step = isHorizontal ? 1 : 8
    let band: UInt64 = isHorizontal ? 0xFF : 0x0101_0101_0101_0101
    let across = { (cell: Cell) in isHorizontal ? cell.row : cell.column }
    let along = { (cell: Cell) in isHorizontal ? cell.column : cell.row }
    var lanes: [Lane] = []
    for lane in 0..<(isHorizontal ? puzzle.size.rows : puzzle.size.columns) {
      let members = puzzle.blocks.indices
        .filter {
          puzzle.blocks[$0].orientation == orientation && across(puzzle.blocks[$0].origin) == lane
        }
        .sorted { along(puzzle.blocks[$0].origin) < along(puzzle.blocks[$1].origin) }
      guard !members.isEmpty else { continue }
      let first = pieces.count
      for index in members {
        let length = puzzle.blocks[index].length
        let shape = (0..<length).reduce(UInt64(0)) { $0 | (1 &<< UInt64($1 * step)) }
        pieces.append(Piece(shape: shape, span: UInt64((length - 1) * step), block: index))
      }
      let offset = UInt64(isHorizontal ? lane * 8 : lane)
      lanes.append(Lane(mask: board & (band &<< offset), pieces: first..<pieces.count))
    }
    return lanes
  }

  /// Whether the prisoner touches the chute's side in `state`.
  ///
  /// Only the prisoner can cover both goal tiles among the horizontal blocks: when
  /// ``canEscape`` holds, it is the last block of its row on the chute's side.
  @inline(__always)
  public func isSolved(_ state: BoardState) -> Bool {
    canEscape && state.horizontal & goal == goal
  }
}
