import Testing
import UnblockCore
import UnblockFormats
import UnblockReports

@Suite struct SolveReportTests {
  typealias P = ReportTestPuzzles

  @Test func solvedPuzzleGivesVerdictMovesFiguresAndSteps() throws {
    let puzzle = P.puzzle(P.solvedYAML, path: "tiny.yaml")
    let report = SolveReport(
      puzzle, outcome: try Solver().solve(#require(puzzle.entry.puzzle)), steps: true)
    #expect(
      P.timeless(report.lines) == [
        "tiny.yaml:1:1: \"Tiny\": 2 moves, warm-up",
        "  B+2 A+4",
        "  boards examined 8, distinct boards 7, largest frontier 4, T ms",
        "  boards per level: 1 2 4",
        "  start:", "    ..B...", "    AAB...>", "    ......", "    ......",
        "  1. B+2:", "    ......", "    AA....>", "    ..B...", "    ..B...",
        "  2. A+4:", "    ......", "    ....AA>", "    ..B...", "    ..B...",
      ])
    #expect(
      P.timeless(report.json)
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"solved","moves":2,"category":"warm-up","solution":["B+2","A+4"],"steps":[{"move":null,"board":["..B...","AAB...>","......","......"]},{"move":"B+2","board":["......","AA....>","..B...","..B..."]},{"move":"A+4","board":["......","....AA>","..B...","..B..."]}],"boardsExamined":8,"distinctBoards":7,"largestFrontier":4,"boardsPerLevel":[1,2,4]}"#
    )
  }

  @Test func unsolvablePuzzleGivesTheErrorAtTheBlockAtFault() throws {
    let puzzle = P.puzzle(P.unsolvableGrid, path: "stuck.txt")
    let report = SolveReport(puzzle, outcome: try Solver().solve(#require(puzzle.entry.puzzle)))
    #expect(
      P.timeless(report.lines) == [
        "stuck.txt:1:1: puzzle 1: unsolvable, 2 states explored",
        "stuck.txt:1:3: error: a vertical block between the prisoner and the chute can never leave the prisoner's row",
        "  boards examined 2, distinct boards 2, largest frontier 1, T ms",
        "  boards per level: 1 1",
      ])
    #expect(
      P.timeless(report.json)
        == #"{"path":"stuck.txt","line":1,"column":1,"index":1,"name":null,"board":"ooBoooAABoooooBooooooooo","status":"unsolvable","moves":null,"solution":null,"statesExplored":2,"reason":"a vertical block between the prisoner and the chute can never leave the prisoner's row","reasonBlock":"B","boardsExamined":2,"distinctBoards":2,"largestFrontier":1,"boardsPerLevel":[1,1]}"#
    )
  }

  @Test func searchThatMeetsItsLimitSaysGaveUp() throws {
    let puzzle = P.puzzle(P.solvedYAML, path: "tiny.yaml")
    let outcome = try Solver(maxStates: 2).solve(#require(puzzle.entry.puzzle))
    let report = SolveReport(puzzle, outcome: outcome)
    #expect(
      P.timeless(report.lines) == [
        "tiny.yaml:1:1: \"Tiny\": gave up after 2 states",
        "  boards examined 2, distinct boards 2, largest frontier 1, T ms",
        "  boards per level: 1 1",
      ])
    #expect(
      P.timeless(report.json)
        == #"{"path":"tiny.yaml","line":1,"column":1,"index":1,"name":"Tiny","board":"ooBoooAABooooooooooooooo","status":"gave-up","moves":null,"solution":null,"gaveUpAfter":2,"boardsExamined":2,"distinctBoards":2,"largestFrontier":1,"boardsPerLevel":[1,1]}"#
    )
  }

  @Test func invalidPuzzleIsNamedInvalid() {
    let puzzle = P.puzzle(P.invalidGrid, path: "bad.txt")
    #expect(puzzle.entry.puzzle == nil)
    #expect(puzzle.invalidLine == "bad.txt:1:1: puzzle 1: invalid")
    #expect(
      puzzle.invalidJSON().description
        == #"{"path":"bad.txt","line":1,"column":1,"index":1,"name":null,"board":null,"status":"invalid","moves":null}"#
    )
  }

  @Test func solvableLineCountsMovesAndNamesTheCategory() {
    #expect(SolveReport.solvableLine(moves: 1) == "solvable in 1 move (warm-up)")
    #expect(SolveReport.solvableLine(moves: 23) == "solvable in 23 moves (intermediate)")
  }
}
