import Foundation
import Testing
import UnblockCore
import UnblockFormats

/// The well-known puzzles that tests of every layer come back to.
public enum ReferencePuzzles {
  /// Intermediate puzzle 4 of Unblock Me (the fixtures' screenshot `unblockme-I-4.png`) as a
  /// text grid: 23 moves, 58,419 reachable states.
  public static let intermediate4Grid = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"

  /// Intermediate puzzle 4; see ``intermediate4Grid``.
  public static let intermediate4 = TestGrid.puzzle(intermediate4Grid)

  /// Beginner puzzle 7764 of Unblock Me (the fixtures' annotated figure
  /// `unblockme-B-7764-annotated.png`) as a text grid: 17 moves.
  public static let beginner7764Grid = "BC.DEE\nBC.D..\nBC.AAF>\n....GF\n....GH\nIIJJGH\n"

  /// Beginner puzzle 7764; see ``beginner7764Grid``.
  public static let beginner7764 = TestGrid.puzzle(beginner7764Grid)

  /// The hardest wall-free 6x6 puzzle, as a 36-character Rush Hour database line: 51 moves,
  /// 4,780 reachable states.
  public static let hardest51Line = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"

  /// The hardest wall-free 6x6 puzzle; see ``hardest51Line``.
  public static let hardest51 = TestGrid.puzzle(hardest51Line, format: .databaseLines)

  /// The 40 Rush Hour cards of the shared fixtures with their optimal move counts, for tests
  /// with the ``Testing/Trait/needsSharedFixtures`` trait.
  public static func jam40() throws -> [(card: Int, puzzle: Puzzle, moves: Int)] {
    let path = SharedFixtures.path("thinkfun-jam40.txt")
    let text = try Data(contentsOf: URL(fileURLWithPath: path))
    let file = PuzzleLoader().read(Array(text), path: path, format: .databaseLines)
    return file.entries.enumerated().compactMap { index, entry in
      guard let puzzle = entry.puzzle, let moves = entry.metadata.moves?.value else {
        return nil
      }
      return (index + 1, puzzle, moves)
    }
  }
}
