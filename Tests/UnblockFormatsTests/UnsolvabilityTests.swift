import Testing
import UnblockFormats

/// A report tells a puzzle proved unsolvable apart from its other errors, for `play
/// --allow-unsolvable`, which plays the one and refuses the others.
@Suite struct UnsolvabilityTests {
  func report(_ text: String) -> FileReport {
    PuzzleChecker(checks: [SolvabilityCheck()]).check(load(text, path: "p.yaml"))
  }

  @Test func anUnsolvablePuzzleHasNoErrorBesidesItsUnsolvability() throws {
    let report = report("name: stuck\nboard: |\n  ..B.\n  AAB.>\n  ..B.\n  ....\n")
    #expect(report.hasErrors)
    #expect(!report.hasErrorsBesidesUnsolvability)
    let puzzle = try #require(report.puzzles.first)
    #expect(puzzle.unsolvability != nil)
    #expect(puzzle.diagnostics == [puzzle.unsolvability])
  }

  /// `play --allow-unsolvable` wrote the page of a puzzle whose claim was wrong.
  @Test func aWrongClaimIsAnErrorBesidesUnsolvability() throws {
    for claim in ["moves: 3", "level: expert"] {
      let report = report("\(claim)\nboard: |\n  AA..>\n  ....\n  .BB.\n  ....\n")
      #expect(report.hasErrorsBesidesUnsolvability, "\(claim)")
      #expect(report.puzzles.first?.unsolvability == nil)
    }
  }

  @Test func aBrokenRuleIsAnErrorBesidesUnsolvability() {
    #expect(report("AA..>\n....\n.BBB.\n....\n").hasErrorsBesidesUnsolvability)
  }
}
