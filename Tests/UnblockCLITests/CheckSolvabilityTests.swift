import Foundation
import Testing
import UnblockTestSupport

/// `unblock check` beyond the rules: proving puzzles solvable and verifying their claims.
@Suite struct CheckSolvabilityTests {
  static let claims = """
    name: "I-4"
    level: advanced
    moves: 24
    board: |
    \(TestGrid.indented(ReferencePuzzles.intermediate4Grid))

    """

  @Test func reportsWrongClaimsAtTheirLines() throws {
    let folder = try temporaryFolder(["i4.yaml": Array(Self.claims.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "i4.yaml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        i4.yaml:2:8: error: wrong level claim: the puzzle claims 'advanced', but 23 moves make it 'intermediate' (21-25 moves)
        i4.yaml:3:8: error: wrong moves claim: the puzzle claims 24 moves, but its minimal number of moves is 23
        i4.yaml:1:1: invalid: "I-4": 2 errors
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  @Test func saysOneMoveMakesItInTheSingular() throws {
    let text = "level: expert\nboard: |\n  ......\n  AA....\n  ......\n  ......\n"
    let folder = try temporaryFolder(["one.yaml": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "one.yaml"], in: folder)
    #expect(
      result.stdout.hasPrefix(
        "one.yaml:1:8: error: wrong level claim: the puzzle claims 'expert', but 1 move makes it 'warm-up' ("
      ))
  }

  @Test func acceptsTrueClaims() throws {
    let text = Self.claims.replacingOccurrences(of: "advanced", with: "intermediate")
      .replacingOccurrences(of: "24", with: "23")
    let folder = try temporaryFolder(["i4.yaml": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "i4.yaml"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "i4.yaml:1:1: ok: \"I-4\": 6x6, 12 blocks, chute right of row 2, solvable in 23 moves, intermediate\n"
      ))
  }

  @Test func reportsAnUnsolvablePuzzleAtTheBlockAtFault() throws {
    let result = try CLI.run(["check", "-"], stdin: ".....\n.....\nAA.x.\n.....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:3:4: error: unsolvable: a fixed block lies between the prisoner and the chute (2 states explored)
        -:1:1: invalid: puzzle 1: 1 error
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  @Test func givesUpAtMaxStatesWithExitStatus3() throws {
    let result = try CLI.run(
      ["check", "--max-states", "50", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 3)
    #expect(
      result.stdout.hasPrefix(
        "-:1:1: warning: gave up after 50 states: solvability and claims not verified; raise --max-states\n"
      ))
  }

  @Test func solvesByASearchWhenTheClusterIsTooLargeToExplore() throws {
    // One move from the exit, in the 4,780 states of the hardest wall-free cluster: the
    // cluster exceeds --max-states, and the search, which stops at its first solution,
    // does not. With a states claim, only the claim is left unverified.
    let grid = "BBIKL.\n..IKL.\nGAA...>\nGHCCCM\nGHJDDM\nEEJFFM\n"
    let result = try CLI.run(["check", "--max-states", "100", "-"], stdin: grid)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasSuffix(
        "-:1:1: ok: puzzle 1: 6x6, 13 blocks, chute right of row 2, solvable in 1 move, warm-up\n"
          + "checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"))
    let line = "01 BBIKLoooIKLoGAAoooGHCCCMGHJDDMEEJFFM 4780\n"
    let claimed = try CLI.run(["check", "--max-states", "100", "-"], stdin: line)
    #expect(claimed.status == 0)
    // Alone in the run, it has no other puzzle to be compared with: no family warning.
    #expect(
      claimed.stdout == """
        -:1:41: warning: states claim not verified: gave up after 100 states; raise --max-states
        -:1:1: ok: puzzle 1: 6x6, 13 blocks, chute right of row 2, solvable in 1 move, warm-up
        checked 1 puzzle in 1 file: 1 valid, 0 invalid

        """)
  }

  /// Two copies of one puzzle whose cluster exceeds --max-states were both `ok`, the
  /// family comparison skipped in silence: each now gets a warning that says so.
  @Test func warnsThatAClusterOverTheLimitIsNotComparedForItsFamily() throws {
    let grid = "BBIKL.\n..IKL.\nGAA...>\nGHCCCM\nGHJDDM\nEEJFFM\n"
    let result = try CLI.run(["check", "--max-states", "100", "-"], stdin: grid + "\n" + grid)
    #expect(result.status == 0)
    let warning =
      "warning: family not compared with the other puzzles: its cluster is larger than --max-states (gave up after 100 states); raise --max-states"
    #expect(result.stdout.contains("-:1:1: \(warning)\n"))
    #expect(result.stdout.contains("-:8:1: \(warning)\n"))
    // Within the limit, the second copy is flagged as one family with the first.
    let whole = try CLI.run(["check", "-"], stdin: grid + "\n" + grid)
    #expect(whole.stdout.contains("-:8:1: warning: shares a cluster with the puzzle at -:1:1"))
  }

  /// Under a memory bound the default limits follow from the memory, and raising
  /// --max-states alone was the wrong advice: the warning names the memory too.
  @Test func aLimitSetByTheMemoryIsSaidToBe() throws {
    let row = "BB......\nCC......\n"
    let rest = "DD......\nEE......\nFF......\nGG......\nHH......\n"
    let folder = try temporaryFolder([
      "h8.txt": Array((row + "AA......>\n" + rest + "\n" + row + ".AA.....>\n" + rest).utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(
      ["/bin/sh", "-c", "ulimit -v 1000000 && \"$0\" check h8.txt", CLI.executable.path],
      shell: true, in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try #require(run.stdout.split(separator: "\n").first).wholeMatch(
        of:
          /h8.txt:1:1: warning: family not compared with the other puzzles: its cluster is larger than --max-states \(gave up after [0-9]+ states\); raise --max-states, or the memory this process may take \(its default limits follow from [0-9]+ MiB of it\)/
      ) != nil, "\(run.stdout)")
  }

  /// Its cluster is not explored after the search gave up: that exploration would give up
  /// too, and its warning said again that the cluster is over the limit.
  @Test func aPuzzleWhoseSearchGaveUpIsUnverifiedNeverOk() throws {
    // Its claims are wrong, but a search that gave up cannot know it.
    let folder = try temporaryFolder(["i4.yaml": Array(Self.claims.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["check", "--max-states", "1000", "i4.yaml", "-"], stdin: "AA..\n....\n....\n....\n",
      in: folder)
    #expect(result.status == 3)
    #expect(
      result.stdout == """
        i4.yaml:1:1: warning: gave up after 1000 states: solvability and claims not verified; raise --max-states
        i4.yaml:1:1: unverified: "I-4": 6x6, 12 blocks, chute right of row 2, gave up after 1000 states
        -:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up
        checked 2 puzzles in 2 files: 1 valid, 0 invalid, 1 unverified

        """)
    let json = try CLI.run(
      ["check", "--format", "json", "--max-states", "1000", "i4.yaml"], in: folder)
    #expect(json.status == 3)
    let puzzle = try #require(try jsonObjects(json.stdout).last)
    #expect(puzzle["status"] as? String == "unverified")
    #expect(puzzle["valid"] as? Bool == false)
  }

  @Test(.needsSharedFixtures) func checksEveryJam40Card() throws {
    let jam40 = SharedFixtures.path("thinkfun-jam40.txt")
    let result = try CLI.run(["check", jam40])
    #expect(result.status == 0)
    #expect(result.stdout.contains("solvable in 51 moves, expert"))
    #expect(result.stdout.hasSuffix("checked 40 puzzles in 1 file: 40 valid, 0 invalid\n"))
  }
}
