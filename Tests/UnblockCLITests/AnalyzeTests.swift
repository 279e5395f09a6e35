import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct AnalyzeTests {
  @Test func analysesASmallBoardExactly() throws {
    let result = try CLI.run(["analyze", "-"], stdin: "..B.\nAAB.\n....\nCC..\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.dropLast().joined(separator: "\n") == """
        -:1:1: puzzle 1: 2 moves, warm-up
          states: 9 reachable, 1 solved
          distances: 0:1 1:2 2:2 3:4
          shortest solutions: 1
          start is the farthest state: no (the farthest needs 3 moves)
          unnecessary blocks: C
          blocks no shortest solution moves: C
          blocks every shortest solution moves: B A
        """)
    #expect(lines.last?.hasPrefix("  time: ") == true)
  }

  /// Every fixed block is labelled `x`: `unnecessary blocks: x F x` did not say which.
  @Test func namesAFixedBlockByItsTile() throws {
    let board = "x.....\n..C...\nAAC...>\n...F.x\n...F..\n......\n"
    let text = try CLI.run(["analyze", "-"], stdin: board)
    #expect(text.stdout.contains("  unnecessary blocks: x(0,0) F x(3,5)\n"))
    let json = try CLI.run(["analyze", "--format", "json", "-"], stdin: board)
    let object = try #require(try jsonObjects(json.stdout).first)
    #expect(object["unnecessaryBlocks"] as? [String] == ["x(0,0)", "F", "x(3,5)"])
  }

  @Test func countsOneMoveInTheSingular() throws {
    // Solved at the start, with the prisoner one move from the exit's state farthest off.
    let result = try CLI.run(["analyze", "-"], stdin: "....\n..AA>\n....\n....\n")
    #expect(
      result.stdout.contains("  start is the farthest state: no (the farthest needs 1 move)\n"))
  }

  @Test func analysesTheHardestPuzzleAsJSON() throws {
    let result = try CLI.run(
      ["analyze", "--format", "json", "-"], stdin: "\(ReferencePuzzles.hardest51Line) 51\n")
    #expect(result.status == 0)
    let object = try #require(try jsonObjects(result.stdout).first)
    #expect(object["moves"] as? Int == 51)
    #expect(object["states"] as? Int == 4780)
    #expect(object["startIsFarthest"] as? Bool == true)
    #expect(object["maxDistance"] as? Int == 51)
    #expect((object["histogram"] as? [Int])?.reduce(0, +) == 4780)
    #expect((object["alwaysMovedBlocks"] as? [String])?.contains("A") == true)
  }

  /// A database line's cluster size only hints how much room to make: a wrong one, too
  /// small or absurdly large, gives the same output as the true one.
  @Test func matchesTheTrueClusterSizeWhateverTheLineSays() throws {
    let board = ReferencePuzzles.hardest51Line
    var outputs: [String] = []
    for states in ["4780", "1", "99999999999"] {
      let result = try CLI.run(
        ["analyze", "--format", "json", "-"], stdin: "51 \(board) \(states)\n")
      #expect(result.status == 0, "\(states)")
      outputs.append(result.stdout)
    }
    #expect(outputs[1] == outputs[0])
    #expect(outputs[2] == outputs[0])
  }

  @Test func reportsUnsolvableWithNullMoves() throws {
    let result = try CLI.run(
      ["analyze", "--format", "json", "-"], stdin: ".....\nAABB.\n.....\n.....\n")
    #expect(result.status == 1)
    let object = try #require(try jsonObjects(result.stdout).first)
    #expect(object["moves"] is NSNull)
    #expect(object["states"] as? Int == 3)
    #expect(object["status"] as? String == "unsolvable")
  }

  /// Issue 10, item 13: no search is unbounded; every searching command's help gives the
  /// default that --max-states raises, and which limit bounds check's own cluster.
  /// Under a memory bound (`ulimit -v`), a search gives up at a limit sized from it: an
  /// 8x8 cluster of 5.8 million states failed to allocate, and the process ended with a
  /// crash report (exit 134; audit 37).
  @Test func aSearchUnderAMemoryBoundGivesUpAtALimitSizedFromIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let board = "BB......\nCC......\nAA......>\nDD......\nEE......\nFF......\nGG......\nHH......\n"
    try Data(board.utf8).write(to: folder.appendingPathComponent("h8.txt"))
    let script = "ulimit -v 1000000 && \"$0\" analyze h8.txt"
    let run = try CLI.run(
      ["/bin/sh", "-c", script, CLI.executable.path], shell: true, in: folder)
    #expect(run.status == 3, "\(run.stderr)")
    // At most 1,024,000,000 bytes divided by the processors plus one, at 320 bytes a
    // state; less what the process holds and reserves, which varies.
    let most = 1_024_000_000 / (ProcessInfo.processInfo.activeProcessorCount + 1) / 320
    let match = try #require(
      run.stdout.firstMatch(of: /h8.txt:1:1: puzzle 1: gave up after ([0-9]+) states\n/))
    #expect((1...most).contains(try #require(Int(match.output.1))))
    // README said such a search says what to raise; analyze said nothing.
    #expect(
      run.stderr.contains(
        "note: 1 search gave up at its limit of states; raise --max-states, or the memory "
          + "this process may take (its default limits follow from "),
      "\(run.stderr)")
  }

  /// A run whose searches gave up at --max-states ends with one note that counts them and
  /// says what to raise, on standard error, after every line.
  @Test(arguments: ["analyze", "solve", "hint"])
  func searchesThatGaveUpAreCountedOnceWithWhatToRaise(_ command: String) throws {
    let folder = try temporaryFolder([
      "p.txt": Array(
        (ReferencePuzzles.intermediate4Grid + "\n" + ReferencePuzzles.intermediate4Grid).utf8)
    ])
    let run = try CLI.run([command, "--max-states", "10", "p.txt"], in: folder)
    #expect(run.status == 3)
    #expect(run.stdout.components(separatedBy: "gave up after 10 states").count == 3)
    #expect(
      run.stderr == "note: 2 searches gave up at their limit of states; raise --max-states\n")
  }

  /// `--jobs 64` under a bound meant for 2 failed to allocate (status 134), and a
  /// worker thread the system could not create left the run waiting for ever: no more
  /// jobs run than the bound holds, each search with its whole limit, so the lines are
  /// those of `--jobs 1`, and a note says so.
  @Test func jobsBeyondWhatTheMemoryHoldsRunFewerAndShareIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = ["BB......", "CC......", "AA......>", "DD......", "EE......", "FF......"]
    let puzzles = (0..<8).map { shift in
      var board = rows + ["GG......", "HH......"]
      board[2] =
        String(repeating: ".", count: shift % 6) + "AA"
        + String(
          repeating: ".", count: 6 - shift % 6) + ">"
      return board.joined(separator: "\n") + "\n"
    }
    try Data(puzzles.joined(separator: "\n").utf8).write(
      to: folder.appendingPathComponent("h8.txt"))
    let script = "ulimit -v 1000000 && timeout 120 \"$0\" analyze --jobs 64 h8.txt"
    let run = try CLI.run(
      ["/bin/sh", "-c", script, CLI.executable.path], shell: true, in: folder)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(
      run.stderr.firstMatch(
        of: /note: running [0-9]+ jobs, not 64: the memory this process may take holds no more\n/)
        != nil, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 8, "\(run.stdout)")
    let one = try CLI.run(
      [
        "/bin/sh", "-c", "ulimit -v 1000000 && \"$0\" analyze --jobs 1 h8.txt", CLI.executable.path,
      ],
      shell: true, in: folder)
    #expect(one.stdout == run.stdout)
  }

  @Test func helpGivesTheDefaultStateLimit() throws {
    // 8 GiB: 67108864 and 26843545 on a machine with room to spare; the tool runs under
    // the same bounds as the test, so it sizes its budget alike.
    let budget = StateLimit.memoryBudgetText
    for command in ["solve", "hint", "analyze", "check"] {
      let help = try CLI.run([command, "--help"])
      #expect(help.status == 0)
      #expect(
        help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
          "--max-states <max-states> Give up a search after this many distinct states (exit status 3); by default as many as fit in \(budget): \(StateLimit.solver) for a solve (check's proof of solvability too), \(StateLimit.cluster) for a whole cluster (analyze's, and the one check explores for a states claim and the family comparison). A value given bounds each search."
        ), "\(command)")
    }
    let render = try CLI.run(["render", "--help"])
    #expect(
      render.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "With --solution or --sheet: give up a search after this many distinct states (default \(StateLimit.solver), as many as fit in \(budget))."
      ))
  }

  @Test func givesUpAtMaxStatesWithExitStatus3() throws {
    let result = try CLI.run(
      ["analyze", "--max-states", "1000", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 3)
    #expect(result.stdout == "-:1:1: puzzle 1: gave up after 1000 states\n")
  }
}
