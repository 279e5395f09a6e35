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
  /// first row, and each list of `between` below as many rows as its key says. `margin` is
  /// the indentation the lines will be written with (a YAML board's).
  public static func lines(
    of puzzle: Puzzle, above: [String] = [], between: [Int: [String]] = [:], margin: Int = 0
  ) -> [String] {
    var lines = above.map { commentLine($0, margin: margin) }
    for (index, row) in rows(of: puzzle).enumerated() {
      lines.append(row)
      lines += (between[index + 1] ?? []).map { commentLine($0, margin: margin) }
    }
    return lines
  }

  /// The comment line of `text`: `# text`, or `#` alone for an empty comment; `#text` when
  /// the space would make the line, written after `margin` spaces, longer than
  /// ``InputLimits/maxLineCharacters`` (a comment read from a line `#text` at the limit),
  /// so that `format` never pushes a comment it read over the limit, where reading it again
  /// would refuse it.
  public static func commentLine(_ text: String, margin: Int = 0) -> String {
    if text.isEmpty { return "#" }
    let room = InputLimits.standard.maxLineCharacters - margin - 2
    // A character is at least one byte: only a comment of many bytes needs counting.
    if text.utf8.count > room && text.count > room { return "#" + text }
    return "# " + text
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
