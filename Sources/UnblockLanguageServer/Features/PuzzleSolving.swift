import UnblockCore
import UnblockFormats
import UnblockReports

/// What the background search found about one puzzle of a document.
public struct SolvedPuzzle: Sendable {
  /// The puzzle's index in ``PuzzleFile/entries``.
  public var entry: Int
  /// The minimal moves, when the search proved the puzzle solvable.
  public var moves: Int?
  /// Wrong claims, unsolvability or a search that gave up, as `unblock check` reports them.
  public var diagnostics: [UnblockFormats.Diagnostic]

  /// `solvable in 23 moves (intermediate)`, when solvable.
  public var summary: String? {
    moves.map(SolveReport.solvableLine(moves:))
  }
}

/// Solves every puzzle of a document that obeys the rules, the way `unblock check` does.
public enum PuzzleSolving {
  /// The search of every valid puzzle in `file`, each bounded by `maxStates`.
  ///
  /// - Returns: one result per valid puzzle, or `nil` when the task was cancelled (a newer
  ///   version of the document arrived). Cancellation is checked before each puzzle and
  ///   before each level of a puzzle's search, so a stale search ends within one level.
  public static func solve(_ file: PuzzleFile, maxStates: Int) -> [SolvedPuzzle]? {
    let check = SolvabilityCheck(maxStates: maxStates)
    var solved: [SolvedPuzzle] = []
    for (index, entry) in file.entries.enumerated() {
      guard let puzzle = entry.puzzle else { continue }
      if Task.isCancelled { return nil }
      let outcome: SolveOutcome
      do {
        outcome = try Solver(maxStates: maxStates, shouldStop: { Task.isCancelled }).solve(puzzle)
      } catch {
        continue  // The reader hands over only puzzles that obey the rules.
      }
      var diagnostics = check.verdict(on: outcome, entry: entry, path: file.path).1.diagnostics
      if case .gaveUp = outcome {
        for index in diagnostics.indices {
          diagnostics[index].message = diagnostics[index].message.replacing(
            "raise --max-states", with: "raise maxStates in the server's initializationOptions")
        }
      }
      solved.append(
        SolvedPuzzle(entry: index, moves: outcome.minimalMoves, diagnostics: diagnostics))
    }
    return Task.isCancelled ? nil : solved
  }
}
