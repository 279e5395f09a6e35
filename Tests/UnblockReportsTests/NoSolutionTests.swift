import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct NoSolutionTests {
  /// `render --solution` said why it drew no solution at 1:1: now at the block at fault,
  /// or at the puzzle, as `solve` does.
  @Test func saysWhyThereIsNoSolutionWhereSolveDoes() throws {
    let unsolvable = ReportTestPuzzles.puzzle(
      "# jammed\n" + ReportTestPuzzles.unsolvableGrid, path: "u.txt")
    let puzzle = try #require(unsolvable.entry.puzzle)
    let proof = try Solver().solve(puzzle)
    let diagnostic = try #require(unsolvable.noSolution(to: "draw", proof))
    #expect(
      diagnostic.description.hasPrefix(
        "u.txt:2:3: error: no solution to draw: the puzzle is unsolvable: "))
    let solved = ReportTestPuzzles.puzzle(ReportTestPuzzles.solvedYAML, path: "s.yaml")
    let tiny = try #require(solved.entry.puzzle)
    #expect(solved.noSolution(to: "draw", try Solver().solve(tiny)) == nil)
    let gaveUp = try #require(solved.noSolution(to: "draw", try Solver(maxStates: 1).solve(tiny)))
    #expect(
      gaveUp.description
        == "s.yaml:\(solved.entry.location): error: no solution to draw: gave up after 1 state")
  }
}
