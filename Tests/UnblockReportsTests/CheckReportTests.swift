import Foundation
import Testing
import UnblockCore
import UnblockFormats
import UnblockReports
import UnblockTestSupport

@Suite struct CheckReportTests {
  typealias P = ReportTestPuzzles

  private func report(_ text: String, path: String) -> FileReport {
    PuzzleChecker(checks: [SolvabilityCheck()]).check(
      PuzzleLoader().read(Array(text.utf8), path: path))
  }

  @Test func fileReportGivesProblemsThenEachPuzzlesSummary() {
    let stuck = report(P.unsolvableGrid, path: "stuck.txt")
    #expect(
      stuck.lines == [
        "stuck.txt:1:3: error: unsolvable: a vertical block between the prisoner and the chute can never leave the prisoner's row (2 states explored)",
        "stuck.txt:1:1: invalid: puzzle 1: 1 error",
      ])
    #expect(
      stuck.jsonLines == [
        #"{"kind":"diagnostic","severity":"error","path":"stuck.txt","line":1,"column":3,"message":"unsolvable: a vertical block between the prisoner and the chute can never leave the prisoner's row (2 states explored)"}"#,
        #"{"kind":"puzzle","path":"stuck.txt","line":1,"column":1,"index":1,"name":null,"board":"ooBoooAABoooooBooooooooo","valid":false,"status":"invalid","errors":1,"size":"4x6","blocks":2,"chute":"right","chuteRow":1,"moves":null,"category":null,"notes":"unsolvable"}"#,
      ])
    #expect(
      report(P.solvedYAML, path: "tiny.yaml").lines == [
        #"tiny.yaml:1:1: ok: "Tiny": 4x6, 2 blocks, chute right of row 1, solvable in 2 moves, warm-up"#
      ])
  }

  @Test func totalsCountFilesPuzzlesAndFailures() {
    var totals = CheckTotals()
    #expect(totals.line == "checked 0 puzzles in 0 files: 0 valid, 0 invalid")
    totals.add(report(P.solvedYAML, path: "tiny.yaml"))
    #expect(totals.line == "checked 1 puzzle in 1 file: 1 valid, 0 invalid")
    #expect(!totals.failed)
    totals.add(report(P.unsolvableGrid, path: "stuck.txt"))
    totals.add(report(P.invalidGrid, path: "bad.txt"))
    #expect(totals.line == "checked 3 puzzles in 3 files: 1 valid, 2 invalid")
    #expect(totals.failed)
  }

  /// An empty folder was counted as a file ("in 1 file"): it counts as unreadable only.
  @Test func totalsLeaveOutAFolderThatHoldsNoPuzzleFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let loader = PuzzleLoader()
    var totals = CheckTotals()
    for path in loader.expand([folder.path]) {
      totals.add(PuzzleChecker(loader: loader).check(loader.load(path)))
    }
    #expect(totals.line == "checked 0 puzzles in 0 files: 0 valid, 0 invalid, 1 unreadable")
    #expect(totals.failed)
  }

  /// A run stopped after a file's puzzle and before the file's end counts the file: the
  /// puzzle's record is out, so the totals say "2 puzzles in 2 files", not "in 1 file".
  @Test func totalsCountAFileWhosePuzzleIsCountedBeforeItEnds() {
    var totals = CheckTotals()
    totals.add(report(P.solvedYAML, path: "tiny.yaml"))
    let second = report(P.solvedYAML, path: "again.yaml")
    for puzzle in second.puzzles { totals.add(puzzle) }
    #expect(totals.line == "checked 2 puzzles in 2 files: 2 valid, 0 invalid")
    // check --watch's JSON run object counts the files as the line does.
    #expect(totals.filesSoFar == 2)
    totals.addFile(second)
    #expect(totals.line == "checked 2 puzzles in 2 files: 2 valid, 0 invalid")
    #expect(totals.files == 2)
  }
}
