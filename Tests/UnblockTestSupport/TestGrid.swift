import Testing
import UnblockCore
import UnblockFormats

/// Puzzles that tests write as text, read with the project's own reader.
public enum TestGrid {
  /// The one puzzle of `text`, written in `format`.
  ///
  /// - Returns: the puzzle; or, after recording an issue at the caller when `text` does not
  ///   hold exactly one valid puzzle, an empty 0x0 puzzle, which every test rejects.
  public static func puzzle(
    _ text: String, format: PuzzleFormat = .grid,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Puzzle {
    let file = PuzzleLoader().read(Array(text.utf8), path: "test grid", format: format)
    guard file.entries.count == 1, let puzzle = file.entries[0].puzzle else {
      Issue.record(
        "not one valid puzzle: \(file.allDiagnostics)\n\(text)", sourceLocation: sourceLocation)
      return Puzzle(
        size: BoardSize(rows: 0, columns: 0), blocks: [], chute: Chute(side: .right, row: 0))
    }
    return puzzle
  }

  /// The rows of `grid` indented by two spaces, as a YAML block scalar (`board: |`) holds
  /// them, without a final line break.
  public static func indented(_ grid: String) -> String {
    grid.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
  }
}
