import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct AnalysisReportTests {
  typealias P = ReportTestPuzzles

  @Test func solvedPuzzleGivesItsClusterStructure() throws {
    let puzzle = P.puzzle(P.solvedYAML, path: "tiny.yaml")
    let report = AnalysisReport(
      puzzle, analysis: try Analysis(puzzle: #require(puzzle.entry.puzzle)))
    #expect(
      P.timeless(report.lines) == [
        "tiny.yaml:1:1: \"Tiny\": 2 moves, warm-up",
        "  states: 11 reachable, 3 solved",
        "  distances: 0:3 1:6 2:2",
        "  shortest solutions: 1",
        "  start is the farthest state: yes",
        "  unnecessary blocks: none",
        "  blocks no shortest solution moves: none",
        "  blocks every shortest solution moves: B A",
        "  time: T ms",
      ])
    #expect(
      P.timeless(report.json)
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"solved","moves":2,"category":"warm-up","states":11,"solvedStates":3,"histogram":[3,6,2],"solutions":1,"solutionsSaturated":false,"startIsFarthest":true,"maxDistance":2,"unnecessaryBlocks":[],"idleBlocks":[],"alwaysMovedBlocks":["B","A"],"undecidedBlocks":[],"reason":null}"#
    )
  }

  @Test func unsolvablePuzzleGivesTheReason() throws {
    let puzzle = P.puzzle(P.unsolvableGrid, path: "stuck.txt")
    let report = AnalysisReport(
      puzzle, analysis: try Analysis(puzzle: #require(puzzle.entry.puzzle)))
    #expect(
      report.lines == [
        "stuck.txt:1:1: puzzle 1: unsolvable, 2 states explored",
        "stuck.txt:1:3: error: a vertical block between the prisoner and the chute can never leave the prisoner's row",
      ])
    #expect(
      P.timeless(report.json)
        == #"{"path":"stuck.txt","line":1,"column":1,"index":1,"name":null,"board":"ooBoooAABoooooBooooooooo","status":"unsolvable","moves":null,"category":null,"states":2,"solvedStates":0,"histogram":[],"solutions":0,"solutionsSaturated":false,"startIsFarthest":false,"maxDistance":null,"unnecessaryBlocks":[],"idleBlocks":[],"alwaysMovedBlocks":[],"undecidedBlocks":[],"reason":"a vertical block between the prisoner and the chute can never leave the prisoner's row"}"#
    )
  }

  @Test func clusterLargerThanTheLimitSaysGaveUp() throws {
    let puzzle = P.puzzle(P.solvedYAML, path: "tiny.yaml")
    let error = #expect(throws: SolverError.self) {
      try Analysis(puzzle: #require(puzzle.entry.puzzle), maxStates: 2)
    }
    #expect(
      AnalysisReport.gaveUpLine(puzzle, try #require(error))
        == "tiny.yaml:1:1: \"Tiny\": gave up after 2 states")
    #expect(
      AnalysisReport.gaveUpJSON(puzzle).description
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"gave-up","moves":null,"states":null}"#
    )
  }

  @Test func labelsAreShownAsAskedOrNone() throws {
    let puzzle = try #require(P.puzzle(P.solvedYAML, path: "tiny.yaml").entry.puzzle)
    #expect(AnalysisReport.labels([], of: puzzle) == "none")
    // Blocks are numbered in reading order: B, on the first row, is block 0.
    #expect(AnalysisReport.labels([1, 0], of: puzzle, show: { "`\($0)`" }) == "`A` `B`")
  }
}
