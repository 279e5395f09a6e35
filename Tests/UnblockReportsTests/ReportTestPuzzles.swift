import UnblockCore
import UnblockFormats
import UnblockReports

/// The puzzles the report tests print, read as the commands read them, and what makes a
/// report comparable from run to run.
enum ReportTestPuzzles {
  /// Solved in 2 moves, B+2 A+4.
  static let solvedYAML = "name: Tiny\nboard: |\n  ..B...\n  AAB...>\n  ......\n  ......\n"
  /// B is 3 tiles tall in 4 rows: it can never leave the prisoner's row.
  static let unsolvableGrid = "..B...\nAAB...>\n..B...\n......\n"
  /// A 4-tile block.
  static let invalidGrid = "..B...\nAAB...>\n..B...\n..B...\n"

  /// The first puzzle of `text`, as the loader reads it from `path`.
  static func puzzle(_ text: String, path: String) -> ReportedPuzzle {
    let file = PuzzleLoader().read(Array(text.utf8), path: path)
    return ReportedPuzzle(path: path, index: 1, entry: file.entries[0])
  }

  /// `lines` with every time, such as `0.32 ms`, written `T ms`.
  static func timeless(_ lines: [String]) -> [String] {
    lines.map { $0.replacing(/[0-9]+\.[0-9]{2} ms/, with: "T ms") }
  }

  /// `json` without its `microseconds` field.
  static func timeless(_ json: JSONLine) -> String {
    JSONLine(json.fields.filter { $0.0 != "microseconds" }).description
  }
}
