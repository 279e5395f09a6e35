import UnblockCore
import UnblockFormats
import UnblockReports

/// What the background search found about one puzzle of a document.
public struct SolvedPuzzle: Sendable {
  /// The puzzle's index in ``PuzzleFile/entries``.
  public var entry: Int
  /// The minimal moves, when the search proved the puzzle solvable.
  public var moves: Int?
  /// The size of the puzzle's cluster, when it was explored.
  public var states: Int?
  /// Wrong claims, unsolvability, a search that gave up, a wrong `states` claim or a
  /// cluster shared with an earlier puzzle of the document, as `unblock check` reports them.
  public var diagnostics: [UnblockFormats.Diagnostic]

  /// `solvable in 23 moves (intermediate)`, when solvable.
  public var summary: String? {
    moves.map(SolveReport.solvableLine(moves:))
  }
}

/// Checks every puzzle of a document that obeys the rules, the way `unblock check` does:
/// minimal moves and the `moves` and `level` claims (``SolvabilityCheck``), and the
/// `states` claim and the puzzles sharing a cluster (``ClusterCheck``).
public enum PuzzleSolving {
  /// The checks of every valid puzzle in `file`, each search bounded by `maxStates`.
  ///
  /// A puzzle's cluster is explored, and read by both checks, when the cluster check has
  /// something to say: the puzzle claims its cluster's size, or the document holds other
  /// puzzles that may share it. Otherwise the solver alone answers, as it stops at the
  /// first solution. A cluster over `maxStates` states leaves the states claim unverified
  /// and the solver decides the rest, as in `check`.
  ///
  /// - Parameters:
  ///   - shouldStop: Asked before each puzzle and before each level of a search or
  ///     exploration, so a stale check (a newer version of the document arrived) ends
  ///     within one level.
  ///   - startingPuzzle: Told before each valid puzzle how many are checked already.
  ///   - checkedPuzzle: Told after each valid puzzle the results so far, in order.
  /// - Returns: one result per valid puzzle, or `nil` when `shouldStop` answered `true`.
  public static func solve(
    _ file: PuzzleFile, maxStates: Int,
    shouldStop stop: @escaping @Sendable () -> Bool = { false },
    startingPuzzle: (Int) -> Void = { _ in },
    checkedPuzzle: ([SolvedPuzzle]) -> Void = { _ in }
  ) -> [SolvedPuzzle]? {
    let solvability = SolvabilityCheck(
      maxStates: maxStates, shouldStop: stop, limitName: .languageServer)
    // A check of this document alone: it warns of puzzles sharing a cluster within it, so
    // a lone puzzle has none to be compared with.
    let shared = file.entries.count(where: \.isValid) > 1
    let clusters = ClusterCheck(
      maxStates: maxStates, comparesFamilies: shared, limitName: .languageServer)
    var solved: [SolvedPuzzle] = []
    var done = 0
    for (index, entry) in file.entries.enumerated() {
      guard let puzzle = entry.puzzle else { continue }
      if stop() { return nil }
      startingPuzzle(done)
      done += 1
      let explored =
        shared || entry.metadata.generated?.states != nil
          || entry.metadata.generated?.solutions != nil
        ? Result(exploring: puzzle, maxStates: maxStates, shouldStop: stop) : nil
      // The reader hands over only puzzles that obey the rules.
      guard let outcome = try? solvability.solveOutcome(of: puzzle, explored: explored) else {
        continue
      }
      if stop() { return nil }
      var diagnostics = solvability.verdict(on: outcome, entry: entry, path: file.path).1
        .diagnostics
      // A search that gave up leaves the cluster unexplored too: its warning says so.
      if let explored, !outcome.gaveUp {
        let checked = clusters.check(puzzle, explored: explored, entry: entry, path: file.path)
        diagnostics += checked.diagnostics + (checked.inOrder?() ?? [])
      }
      solved.append(
        SolvedPuzzle(
          entry: index, moves: outcome.minimalMoves, states: try? explored?.get().count,
          diagnostics: diagnostics))
      checkedPuzzle(solved)
    }
    return stop() ? nil : solved
  }
}
