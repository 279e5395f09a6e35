import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct HintReportTests {
  typealias P = ReportTestPuzzles

  private func report(_ puzzle: ReportedPuzzle, maxStates: Int? = nil) throws -> HintReport {
    let (hint, outcome) = try Solver(maxStates: maxStates).hint(#require(puzzle.entry.puzzle))
    return HintReport(puzzle, hint: hint, outcome: outcome)
  }

  @Test func solvedPuzzleGivesTheNextMoveAndTheMovesToGo() throws {
    let report = try report(P.puzzle(P.solvedYAML, path: "tiny.yaml"))
    #expect(report.lines == ["tiny.yaml:1:1: \"Tiny\": B+2 (2 moves to go)"])
    #expect(
      report.json.description
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"solved","move":"B+2","moves":2}"#
    )
  }

  @Test func unsolvablePuzzleGivesTheReason() throws {
    let report = try report(P.puzzle(P.unsolvableGrid, path: "stuck.txt"))
    #expect(
      report.lines == [
        "stuck.txt:1:1: puzzle 1: unsolvable, 2 states explored",
        "stuck.txt:1:3: error: a vertical block between the prisoner and the chute can never leave the prisoner's row",
      ])
    #expect(
      report.json.description
        == #"{"path":"stuck.txt","line":1,"column":1,"index":1,"name":null,"board":"ooBoooAABoooooBooooooooo","status":"unsolvable","move":null,"moves":null}"#
    )
  }

  @Test func searchThatMeetsItsLimitSaysGaveUp() throws {
    let report = try report(P.puzzle(P.solvedYAML, path: "tiny.yaml"), maxStates: 2)
    #expect(report.lines == ["tiny.yaml:1:1: \"Tiny\": gave up after 2 states"])
    #expect(
      report.json.description
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"gave-up","move":null,"moves":null}"#
    )
  }
}
