import UnblockCore
import UnblockFormats

/// One puzzle of a file as a report names it: its path, its number in the file and what
/// was read.
///
/// Every report of `solve`, `hint` and `analyze` starts with the heading or the JSON fields
/// given here, so that a line about a puzzle always leads back to it.
public struct ReportedPuzzle: Sendable {
  public var path: String
  /// The puzzle's number in its file, from 1.
  public var index: Int
  public var entry: PuzzleEntry

  public init(path: String, index: Int, entry: PuzzleEntry) {
    self.path = path
    self.index = index
    self.entry = entry
  }

  /// `path:line:column: "name"` or `path:line:column: puzzle 2`.
  public var heading: String {
    ShownPath.place(path, entry.location) + ": "
      + (entry.metadata.name.map { JSONLine.quoted($0.value) } ?? "puzzle \(index)")
  }

  /// `heading: 23 moves, intermediate`.
  public func solvedLine(moves: Int) -> String {
    "\(heading): \(counted(moves, "move")), \(Category(moves: moves))"
  }

  /// `heading: gave up after 1000 states`.
  public func gaveUpLine(_ gaveUp: GaveUp) -> String {
    "\(heading): \(gaveUp)"
  }

  /// `heading: unsolvable, 3 states explored`, then the simple reason as an error at the
  /// block at fault, when there is one.
  public func unsolvableLines(explored: Int, reason: UnsolvableReason?) -> [String] {
    var lines = ["\(heading): unsolvable, \(counted(explored, "state")) explored"]
    if let reason {
      lines.append(
        Diagnostic.error(
          reason.description, path: path, at: entry.location(ofBlock: reason.block)
        ).description)
    }
    return lines
  }

  /// The fields every JSON object starts with; `board` is the puzzle's tiles in one word
  /// (see ``UnblockFormats/DatabaseLinePrinter/board(of:)``), null when it could not be
  /// read.
  public var jsonFields: [(String, JSONLine.Value)] {
    [
      ("path", .string(path)), ("line", .int(entry.location.line)),
      ("column", .int(entry.location.column)), ("index", .int(index)),
      ("name", entry.metadata.name.map { .string($0.value) } ?? .null),
      ("board", entry.puzzle.map { .string(DatabaseLinePrinter.board(of: $0)) } ?? .null),
    ]
  }

  /// `heading: invalid`, for a puzzle that could not be read or breaks the rules.
  public var invalidLine: String { "\(heading): invalid" }

  /// The same as one JSON object, with `"moves":null`, and `null` for each of `fields`
  /// (the fields a command's other records hold, such as hint's `move`).
  public func invalidJSON(adding fields: [String] = []) -> JSONLine {
    JSONLine(
      jsonFields + [("status", .string("invalid"))] + fields.map { ($0, .null) }
        + [("moves", .null)])
  }

  /// The label of block `index` of the puzzle, or `?` when there is no such block.
  public func label(of index: Int) -> Character {
    guard let puzzle = entry.puzzle, puzzle.blocks.indices.contains(index) else { return "?" }
    return puzzle.blocks[index].label
  }
}
