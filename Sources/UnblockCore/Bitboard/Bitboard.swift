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

    var lanes: [Lane] = []
    var pieces: [Piece] = []
    // Rows hold horizontal blocks and columns vertical ones; in each lane the blocks are
    // listed in board order, the order the lane's tiles are split in.
    let rowBand: UInt64 = 0xFF
    let columnBand: UInt64 = 0x0101_0101_0101_0101
    for row in 0..<size.rows {
      let members = puzzle.blocks.indices
        .filter {
          puzzle.blocks[$0].orientation == .horizontal && puzzle.blocks[$0].origin.row == row
        }
        .sorted { puzzle.blocks[$0].origin.column < puzzle.blocks[$1].origin.column }
      guard !members.isEmpty else { continue }
      let first = pieces.count
      for index in members {
        let length = puzzle.blocks[index].length
        pieces.append(
          Piece(shape: (1 &<< UInt64(length)) &- 1, span: UInt64(length - 1), block: index))
      }
      lanes.append(Lane(mask: board & (rowBand &<< UInt64(row * 8)), pieces: first..<pieces.count))
    }
    horizontalLaneCount = lanes.count
    for column in 0..<size.columns {
      let members = puzzle.blocks.indices
        .filter {
          puzzle.blocks[$0].orientation == .vertical && puzzle.blocks[$0].origin.column == column
        }
        .sorted { puzzle.blocks[$0].origin.row < puzzle.blocks[$1].origin.row }
      guard !members.isEmpty else { continue }
      let first = pieces.count
      for index in members {
        let length = puzzle.blocks[index].length
        let shape = (0..<length).reduce(UInt64(0)) { $0 | (1 &<< UInt64($1 * 8)) }
        pieces.append(Piece(shape: shape, span: UInt64((length - 1) * 8), block: index))
      }
      lanes.append(
        Lane(mask: board & (columnBand &<< UInt64(column)), pieces: first..<pieces.count))
    }
    self.lanes = lanes
    self.pieces = pieces

    let prisoner = puzzle.blocks[prisonerIndex]
    let goalColumn = puzzle.chute.side == .right ? size.columns - 2 : 0
    goal =
      Self.bit(Cell(row: prisoner.origin.row, column: goalColumn))
      | Self.bit(Cell(row: prisoner.origin.row, column: goalColumn + 1))
    canEscape = puzzle.escapeBlocker() == nil
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
