/// Why the generator refused its options or stopped before it grew every puzzle.
public enum GeneratorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The board is smaller than 4x4 or larger than 8x8 in some dimension.
  case unsupportedSize(BoardSize)
  /// A negative number of puzzles was asked for.
  case badCount(Int)
  /// Fewer than one job was asked for.
  case badJobs(Int)
  /// The move range starts below zero, or holds no number above zero: a board of 0 moves
  /// is already solved.
  case badMoves(ClosedRange<Int>)
  /// The chute row is not a row of the board.
  case exitRowOffBoard(row: Int, size: BoardSize)
  /// More fixed blocks than the board can hold while leaving room to play, or fewer than 0.
  case tooManyFixedBlocks(Int, size: BoardSize)
  /// Fewer than one puzzle was asked of a search for the hardest.
  case badTop(Int)
  /// The search budget per attempt or per puzzle is below one.
  case badBudget
  /// Some puzzle took every attempt it was allowed without a new puzzle that meets
  /// `target` (``GeneratorOptions/target``); it may be out of reach, or every puzzle that
  /// meets it already found or avoided.
  case gaveUp(found: Int, attempts: Int, target: String)
  /// The run was cancelled; the puzzles found before are complete.
  case cancelled(found: Int)

  public var description: String {
    switch self {
    case .unsupportedSize(let size):
      "board is \(size); rows and columns must each be from \(BoardSize.supported.lowerBound) to \(BoardSize.supported.upperBound)"
    case .badCount(let count):
      "the number of puzzles must be 0 or more, not \(count)"
    case .badJobs(let jobs):
      "the number of jobs must be 1 or more, not \(jobs)"
    case .badMoves(let moves) where moves.lowerBound >= 0:
      "the move range \(moves.lowerBound)...\(moves.upperBound) asks for boards already solved; a puzzle takes 1 move or more"
    case .badMoves(let moves):
      "the move range \(moves.lowerBound)...\(moves.upperBound) must start at 0 or more"
    case .exitRowOffBoard(let row, let size):
      "the chute row \(row) is not on a \(size) board; rows count from 0 to \(size.rows - 1)"
    case .tooManyFixedBlocks(let count, let size):
      "\(count) fixed blocks do not fit a \(size) board; use 0 to \((size.rows * size.columns - size.columns) / 2)"
    case .badTop(let top):
      "the number of hardest puzzles must be 1 or more, not \(top)"
    case .badBudget:
      "the search budget per attempt and per puzzle must be 1 or more"
    case .gaveUp(let found, let attempts, let target):
      "gave up after \(attempts) attempts at puzzle \(found + 1) without a new puzzle of \(target); found \(found)"
    case .cancelled(let found):
      "cancelled after \(counted(found, "puzzle"))"
    }
  }
}
