import Foundation
import Synchronization
import Testing
import UnblockCore
import UnblockFormats

@testable import UnblockLanguageServer

/// ``PuzzleSolving``, the editor's background checks, against `unblock check`'s pipeline.
@Suite struct PuzzleSolvingTests {
  /// Three puzzles: the first claims a wrong cluster size, the second lies in its cluster,
  /// the third in its mirror image.
  static let twins = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/twins.set.yaml").path

  static func read(_ text: String, path: String) -> PuzzleFile {
    PuzzleLoader().read(Array(text.utf8), path: path)
  }

  @Test func reportsWhatCheckReportsOfEachPuzzle() throws {
    let file = PuzzleLoader().load(file: Self.twins)
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 100_000))
    let checked = PuzzleChecker(checks: [SolvabilityCheck(), ClusterCheck()]).check(file)
    #expect(solved.map(\.entry) == [0, 1, 2])
    #expect(solved.map(\.moves) == [3, 2, 3])
    #expect(solved.map(\.states) == [39, 39, 39])
    for (puzzle, report) in zip(solved, checked.puzzles) {
      let fromEntry = Set(report.entry.diagnostics)
      #expect(Set(puzzle.diagnostics) == Set(report.diagnostics).subtracting(fromEntry))
    }
    #expect(
      solved.flatMap(\.diagnostics).map(DiagnosticCode.code(of:)) == [
        "wrong-states-claim", "shared-cluster", "mirror-cluster",
      ])
  }

  /// A puzzle whose search gave up gets that warning alone, as in `check`: its cluster,
  /// over the same limit, also warned that it was not compared for its family.
  @Test func aSearchThatGaveUpIsTheOnlyWarning() throws {
    let hard = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    let file = Self.read(hard + hard, path: "hard.txt")
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 50))
    #expect(solved.map(\.moves) == [nil, nil])
    #expect(
      solved.flatMap(\.diagnostics).map(DiagnosticCode.code(of:)) == ["gave-up", "gave-up"])
  }

  /// A puzzle upside down is coded as its mirror image is, and turned half a turn apart.
  @Test func codesTheImagesTopToBottomAndTurnedHalf() throws {
    let text = """
      puzzles:
        - board: |
            ..B...
            AAB...
            ..CC..
            ......
        - board: |
            ......
            ..CC..
            AAB...
            ..B...
        - board: |2
             ......
             ..CC..
            <...BAA
             ...B..

      """
    let solved = try #require(PuzzleSolving.solve(Self.read(text, path: "t.yaml"), maxStates: 100))
    #expect(
      solved.flatMap(\.diagnostics).map(DiagnosticCode.code(of:)) == [
        "mirror-cluster", "turned-cluster",
      ])
  }

  @Test func codesACountedLineThatIsNotItsClustersRepresentative() throws {
    let file = Self.read("08 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 1247\n", path: "j.txt")
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 100_000))
    #expect(solved.flatMap(\.diagnostics).map(DiagnosticCode.code(of:)) == ["not-representative"])
  }

  @Test func solvesALonePuzzleWithoutExploringItsCluster() throws {
    let file = Self.read("..B...\nAAB...\n..CC..\n......\n", path: "lone.txt")
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 100_000))
    #expect(solved.map(\.moves) == [3])
    #expect(solved.map(\.states) == [nil])
    #expect(solved.flatMap(\.diagnostics).isEmpty)
  }

  @Test func leavesAStatesClaimOverTheLimitUnverifiedAndSolvesAnyway() throws {
    let file = PuzzleLoader().load(file: Self.twins)
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 20))
    #expect(solved.map(\.moves) == [3, 2, 3])
    #expect(solved.map(\.states) == [nil, nil, nil])
    let diagnostics = solved.flatMap(\.diagnostics)
    #expect(
      diagnostics.map(DiagnosticCode.code(of:)) == [
        "family-not-compared", "states-not-verified", "family-not-compared",
        "family-not-compared",
      ])
    #expect(
      diagnostics.first { DiagnosticCode.code(of: $0) == "states-not-verified" }?.message
        == "states claim not verified: gave up after 20 states; raise maxStates in the server's initializationOptions"
    )
    // The limit is the server's option, never the command line's.
    #expect(
      diagnostics.first?.message
        == "family not compared with the other puzzles: its cluster is larger than maxStates (gave up after 20 states); raise maxStates in the server's initializationOptions"
    )
  }

  /// A lone puzzle that claims its cluster's size, over the limit: its claim is left
  /// unverified, and no comparison is said to be undone, as the document holds no other
  /// puzzle to compare it with (audit 12).
  @Test func warnsOfNoComparisonForALonePuzzleOverTheLimit() throws {
    let file = Self.read("03 ooBoooAABoooooCCoooooooooooooooooooo 30\n", path: "lone.txt")
    // The solve holds 21 states, the cluster 30.
    let solved = try #require(PuzzleSolving.solve(file, maxStates: 21))
    #expect(solved.map(\.moves) == [3])
    #expect(solved.flatMap(\.diagnostics).map(DiagnosticCode.code(of:)) == ["states-not-verified"])
  }

  /// A check told to stop gives nothing, however far it got: once at the start, and once
  /// after its first puzzle (the flag is asked before each puzzle and each search level).
  @Test func stopsWhenTold() {
    let file = PuzzleLoader().load(file: Self.twins)
    #expect(PuzzleSolving.solve(file, maxStates: 100_000, shouldStop: { true }) == nil)
    let asked = Mutex(0)
    let late = PuzzleSolving.solve(file, maxStates: 100_000) {
      asked.withLock { count in
        count += 1
        return count > 3
      }
    }
    #expect(late == nil)
    #expect(asked.withLock { $0 } > 3)
  }
}
