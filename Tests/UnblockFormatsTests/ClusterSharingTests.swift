import Testing
import UnblockCore
import UnblockFormats

/// ``PuzzleChecker`` explores a puzzle's cluster once for every ``ClusterReadingCheck``
/// that shares its limit of states, and leaves a lone one to run as it does alone.
@Suite struct ClusterSharingTests {
  /// Says in its note how it was run: alone, or given the cluster (its size) or the
  /// reason there was none.
  struct Recording: ClusterReadingCheck {
    var maxStates: Int?

    func check(_ puzzle: Puzzle, entry: PuzzleEntry, path: String) -> PuzzleCheckOutcome {
      PuzzleCheckOutcome(notes: ["alone"])
    }

    func check(
      _ puzzle: Puzzle, explored: Result<Cluster, SolverError>, entry: PuzzleEntry, path: String
    ) -> PuzzleCheckOutcome {
      switch explored {
      case .success(let cluster): PuzzleCheckOutcome(notes: ["given \(cluster.count) states"])
      case .failure(let error): PuzzleCheckOutcome(notes: ["given: \(error)"])
      }
    }
  }

  /// A 6x6 puzzle of 23 states, as a database line.
  static let line = "03 ooBoooooBoooAABoooooCCCooooooooooooo 23\n"

  func notes(_ checks: [any PuzzleCheck]) -> [String] {
    let report = PuzzleChecker(checks: checks).check(
      PuzzleLoader().read(Array(Self.line.utf8), path: "a.txt"))
    return report.puzzles.first?.notes ?? []
  }

  @Test func aLoneCheckRunsAsItDoesAlone() {
    #expect(notes([Recording()]) == ["alone"])
    #expect(notes([SolvabilityCheck()]) == ["solvable in 3 moves", "warm-up"])
  }

  @Test func checksThatReadTheClusterAreGivenIt() {
    #expect(notes([Recording(), Recording()]) == ["given 23 states", "given 23 states"])
    #expect(
      notes([Recording(), SolvabilityCheck()]) == [
        "given 23 states", "solvable in 3 moves", "warm-up",
      ])
    #expect(
      notes([SolvabilityCheck(), Recording(), ClusterCheck()]) == [
        "solvable in 3 moves", "warm-up", "given 23 states",
      ])
  }

  @Test func eachLimitOfStatesGetsItsOwnExploration() {
    #expect(
      notes([Recording(maxStates: 5), Recording(), Recording(maxStates: 5)]) == [
        "given: gave up after 5 states", "given 23 states", "given: gave up after 5 states",
      ])
  }

  /// A cluster over the limit took no part in the family comparison, silently: its
  /// puzzle now gets a warning that says so.
  @Test func solvabilityFallsBackToTheSolverWhenTheClusterIsTooLarge() {
    // The search stops at its first solution, within a limit the whole cluster exceeds.
    let nearlySolved = "BBIKL.\n..IKL.\nGAA...>\nGHCCCM\nGHJDDM\nEEJFFM\n"
    let report = PuzzleChecker(checks: [
      SolvabilityCheck(maxStates: 100), ClusterCheck(maxStates: 100),
    ]).check(PuzzleLoader().read(Array(nearlySolved.utf8), path: "near.txt"))
    #expect(report.puzzles.first?.notes == ["solvable in 1 move", "warm-up"])
    #expect(
      report.diagnostics.map(\.description) == [
        "near.txt:1:1: warning: family not compared with the other puzzles: its cluster is larger than --max-states (gave up after 100 states); raise --max-states"
      ])
  }
}
