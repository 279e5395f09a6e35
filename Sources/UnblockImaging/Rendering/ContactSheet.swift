import UnblockCore

/// Draws every puzzle of a set on one sheet, for proofreading at a glance: each board
/// captioned with the puzzle's name, then its level and minimal moves as the solver found
/// them (`expert, 32 moves`), or `unsolvable`, or how the search gave up.
///
/// The boards are laid out as ``SolutionSheet`` lays out a solution: left to right, top to
/// bottom, by default about as many across as down.
public enum ContactSheet {
  /// One puzzle of the sheet: its board, its name and what the solver found.
  public struct Entry: Sendable {
    public var puzzle: Puzzle
    public var name: String
    public var outcome: SolveOutcome

    public init(puzzle: Puzzle, name: String, outcome: SolveOutcome) {
      self.puzzle = puzzle
      self.name = name
      self.outcome = outcome
    }
  }

  /// The two caption lines of `entry`: its name, then `expert, 32 moves`, `unsolvable` or
  /// `gave up after 1000 states`.
  public static func caption(of entry: Entry) -> String {
    let verdict =
      switch entry.outcome {
      case .solved(let solution):
        "\(Category(moves: solution.moves.count)), \(counted(solution.moves.count, "move"))"
      case .unsolvable: "unsolvable"
      case .gaveUp(let gaveUp, _): gaveUp.description
      }
    return "\(entry.name)\n\(verdict)"
  }

  /// Draws `entries` on one sheet.
  ///
  /// - Parameters:
  ///   - entries: the puzzles in order; every puzzle must obey the rules.
  ///   - options: tile size, theme and labels of every board.
  ///   - columns: boards per row; by default about the square root of the count.
  /// - Throws: ``ImagingError/cannotRender(reason:)`` for no puzzles, a board that breaks
  ///   a rule, or a sheet larger than ``SolutionSheet/maximumPixels``.
  public static func render(
    _ entries: [Entry], options: RenderOptions = RenderOptions(), columns: Int? = nil
  ) throws(ImagingError) -> Bitmap {
    guard !entries.isEmpty else { throw .cannotRender(reason: "a contact sheet needs a puzzle") }
    return try SolutionSheet.render(
      entries.map { SheetStep(puzzle: $0.puzzle, caption: caption(of: $0)) }, options: options,
      columns: columns)
  }
}
