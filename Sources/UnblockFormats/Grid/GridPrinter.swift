import UnblockCore

/// Prints puzzles as the canonical text grid.
///
/// The canonical grid writes `.` for empty tiles and always marks the chute, `>` after
/// the escape row or `<` before it, so a reader never has to know the default.
public enum GridPrinter {
  /// The rows of `puzzle`, each ending in a newline.
  public static func print(_ puzzle: Puzzle) -> String {
    rows(of: puzzle).map { $0 + "\n" }.joined()
  }

  /// The rows of `puzzle` without line endings.
  public static func rows(of puzzle: Puzzle) -> [String] {
    puzzle.grid.enumerated().map { index, tiles in
      let body = String(tiles.map { $0 ?? "." })
      let isEscapeRow = index == puzzle.chute.row
      switch puzzle.chute.side {
      case .left: return (isEscapeRow ? "<" : " ") + body
      case .right: return isEscapeRow ? body + ">" : body
      }
    }
  }

  /// A whole grid file: each puzzle after its comments, a blank line between puzzles.
  public static func print(_ entries: [(puzzle: Puzzle, comments: [String])]) -> String {
    entries.map { entry in
      entry.comments.map { $0.isEmpty ? "#\n" : "# \($0)\n" }.joined() + print(entry.puzzle)
    }.joined(separator: "\n")
  }
}
