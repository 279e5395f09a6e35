import Testing
import UnblockCore
import UnblockFormats

/// ``PuzzleChecker/standardChecks(_:)`` is what `check` runs and what `generate --avoid`
/// stops on: a wrong claim of any kind and an unsolvable puzzle are errors, and the cluster
/// check it was given collects the puzzles' families.
@Suite struct StandardChecksTests {
  func errors(_ text: String, clusters: ClusterCheck = ClusterCheck()) -> [String] {
    let report = PuzzleChecker(checks: PuzzleChecker.standardChecks(clusters)).check(
      PuzzleLoader().read(Array(text.utf8), path: "p.yaml"))
    return report.diagnostics.filter { $0.severity == .error }.map(\.description)
  }

  @Test func aWrongMovesClaimIsAnError() {
    let found = errors("moves: 5\nboard: |\n  AA..>\n  ....\n  ....\n  ....\n")
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("p.yaml:1:8: error: wrong moves claim") == true, "\(found)")
  }

  @Test func anUnsolvablePuzzleIsAnError() {
    let found = errors("AAx.>\n....\n....\n....\n")
    #expect(found.count == 1, "\(found)")
  }

  @Test func aWrongStatesClaimIsAnErrorAndFamiliesAreCollected() {
    let clusters = ClusterCheck()
    let found = errors(
      "board: |\n  AA..>\n  ....\n  ....\n  ....\ngenerated:\n  states: 7\n", clusters: clusters)
    #expect(found.count == 1)
    #expect(found.first?.contains("wrong states claim") == true, "\(found)")
    #expect(clusters.familyKeys.count == 1)
  }
}
