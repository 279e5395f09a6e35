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

  /// The rows of `puzzle` with its comment lines, without line endings: `above` over the
  /// first row, and each list of `between` below as many rows as its key says.
  public static func lines(
    of puzzle: Puzzle, above: [String] = [], between: [Int: [String]] = [:]
  ) -> [String] {
    var lines = above.map(commentLine)
    for (index, row) in rows(of: puzzle).enumerated() {
      lines.append(row)
      lines += (between[index + 1] ?? []).map(commentLine)
    }
    return lines
  }

  /// The comment line of `text`: `# text`, or `#` alone for an empty comment.
  public static func commentLine(_ text: String) -> String {
    text.isEmpty ? "#" : "# \(text)"
  }

  /// A whole grid file: each puzzle with its comments, a blank line between puzzles, and
  /// `below`, the comments after the last puzzle, after one more blank line.
  public static func print(
    _ entries: [(puzzle: Puzzle, above: [String], between: [Int: [String]])],
    below: [String] = []
  ) -> String {
    var puzzles = entries.map { entry in
      lines(of: entry.puzzle, above: entry.above, between: entry.between).map { $0 + "\n" }
        .joined()
    }
    if !below.isEmpty { puzzles.append(below.map { commentLine($0) + "\n" }.joined()) }
    return puzzles.joined(separator: "\n")
  }
}
