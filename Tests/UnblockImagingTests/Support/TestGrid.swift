import Testing
import UnblockCore
import UnblockFormats

/// Builds puzzles from text grids for the imaging tests, with the project's grid reader.
enum TestGrid {
  /// The one puzzle of `text`; an empty 0x0 puzzle (which every test rejects) after
  /// recording an issue when the grid does not hold exactly one valid puzzle.
  static func puzzle(_ text: String) -> Puzzle {
    let file = PuzzleLoader().read(Array(text.utf8), path: "test grid", format: .grid)
    guard file.entries.count == 1, let puzzle = file.entries[0].puzzle else {
      Issue.record("not one valid puzzle: \(file.allDiagnostics)\n\(text)")
      return Puzzle(
        size: BoardSize(rows: 0, columns: 0), blocks: [], chute: Chute(side: .right, row: 0))
    }
    return puzzle
  }

  /// Intermediate puzzle 4 of the real game, as its screenshot in the fixtures shows it.
  static let intermediate4 = puzzle(
    """
    ..BCCC
    D.BEFF
    DAAEG.>
    .H..GI
    .HJJGI
    .KKLL.
    """)

  /// Beginner puzzle 7764, the fixtures' annotated figure.
  static let beginner7764 = puzzle(
    """
    BC.DEE
    BC.D..
    BC.AAF>
    ....GF
    ....GH
    IIJJGH
    """)
}
