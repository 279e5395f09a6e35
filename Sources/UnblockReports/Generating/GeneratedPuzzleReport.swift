import UnblockCore
import UnblockFormats

/// What `unblock generate --format json` prints about one puzzle it wrote: one JSON
/// object, a line of its own.
public struct GeneratedPuzzleReport: Sendable {
  public var puzzle: GeneratedPuzzle
  /// The puzzle's name in its file (``GeneratedFiles/name(at:)``).
  public var name: String
  /// The file it went to, as named: its own file with `--out`, the set file with `--set`.
  public var file: String

  public init(_ puzzle: GeneratedPuzzle, name: String, file: String) {
    (self.puzzle, self.name, self.file) = (puzzle, name, file)
  }

  /// `file`, `name`, `index` (from 1), `size`, `exit`, `exitRow`, `board` (the tiles in
  /// one word, as a database line writes them), `moves`, `category`, `states`,
  /// `solutions` (the shortest solutions, counted up to 2^64 - 1, then
  /// `solutionsSaturated`), `seed` and `generator` (the version), which with the options
  /// give the puzzle again.
  public var json: JSONLine {
    let board = puzzle.puzzle
    return JSONLine([
      ("file", .string(file)),
      ("name", .string(name)),
      ("index", .int(puzzle.index + 1)),
      ("size", .string("\(board.size)")),
      ("exit", .string(board.chute.side.rawValue)),
      ("exitRow", .int(board.chute.row)),
      ("board", .string(DatabaseLinePrinter.board(of: board))),
      ("moves", .int(puzzle.moves)),
      ("category", .string(puzzle.category.rawValue)),
      ("states", .int(puzzle.clusterSize)),
      ("solutions", .unsigned(puzzle.solutions)),
      ("solutionsSaturated", .bool(puzzle.solutions == .max)),
      ("seed", .unsigned(puzzle.seed)),
      ("generator", .string(puzzle.generatorVersion)),
    ])
  }
}
