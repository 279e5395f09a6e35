import Foundation
import Testing
import UnblockTestSupport

/// Big batches: database-line files past the 4 MiB cap, streamed through every command,
/// and `--jobs`, which never changes a byte of the output.
@Suite struct BatchTests {
  /// A 2-move puzzle whose cluster holds 21 states: cheap enough for thousands of lines.
  static let small = "ooooooooooooAAooBoooooBooooooooooooo"
  /// The hardest database puzzle: 60 moves, 2,332 states, a wall.
  static let hardest60 = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM"

  /// A comment of 4,000 bytes, which makes a file big without making it slow.
  static let padding = "# " + String(repeating: "-", count: 3997) + "\n"

  /// `count` lines of the small puzzle with its moves and states, each under a comment of
  /// 4,000 bytes, so that 1,100 lines (4.4 MB) pass the 4 MiB cap.
  static func paddedLines(_ count: Int) -> String {
    String(repeating: padding + "02 \(small) 21\n", count: count)
  }

  @Test func streamsADatabaseFilePastFourMiBThroughEveryCommand() throws {
    let text = Self.paddedLines(1100)
    #expect(text.utf8.count > 4 << 20)
    let folder = try temporaryFolder(["big.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }

    let check = try CLI.run(["check", "--jobs", "2", "big.txt"], in: folder)
    #expect(check.status == 0)
    #expect(check.stderr == "")
    // Every line after the first shares its cluster: an ok line, and a warning above it;
    // and every line claims a database line's counts for a board that is not its
    // cluster's representative: one more warning each.
    let checked = check.stdout.split(separator: "\n")
    #expect(checked.count == 1 + 2 * 1099 + 1100 + 1)
    #expect(
      checked.suffix(3) == [
        "big.txt:2200:1: warning: shares a cluster with the puzzle at big.txt:2:1: sliding blocks turns one into the other",
        "big.txt:2200:1: ok: puzzle 1100: 6x6, 2 blocks, chute right of row 2, solvable in 2 moves, warm-up",
        "checked 1100 puzzles in 1 file: 1100 valid, 0 invalid",
      ])

    let analyze = try CLI.run(["analyze", "--format", "json", "-"], stdin: text)
    #expect(analyze.status == 0)
    let objects = analyze.stdout.split(separator: "\n")
    #expect(objects.count == 1100)
    #expect(
      objects.last
        == #"{"path":"-","line":2200,"column":1,"index":1100,"name":null,"board":"\#(Self.small)","status":"solved","moves":2,"category":"warm-up","states":21,"solvedStates":3,"histogram":[3,12,6],"solutions":3,"solutionsSaturated":false,"startIsFarthest":true,"maxDistance":2,"unnecessaryBlocks":[],"idleBlocks":[],"alwaysMovedBlocks":["A","B"],"undecidedBlocks":[],"reason":null}"#
    )

    let solve = try CLI.run(["solve", "big.txt"], in: folder)
    #expect(solve.status == 0)
    #expect(solve.stdout.components(separatedBy: ": 2 moves, warm-up\n").count == 1101)

    let convert = try CLI.run(["convert", "--to", "line", "big.txt"], in: folder)
    #expect(convert.status == 0)
    #expect(convert.stdout == text)
  }

  /// Into one YAML set a big file is read twice, held by neither pass; standard input is
  /// read whole. Both give the same bytes, and each file's last comments go below its last
  /// puzzle.
  @Test func convertsADatabaseFilePastFourMiBToOneYAMLSet() throws {
    let text = Self.paddedLines(1100) + "# the end\n"
    let folder = try temporaryFolder([
      "big.txt": Array(text.utf8), "small.txt": Array("02 \(Self.small) 21\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let streamed = try CLI.run(["convert", "--to", "yaml", "big.txt", "small.txt"], in: folder)
    #expect(streamed.status == 0)
    #expect(streamed.stderr == "")
    #expect(
      streamed.stdout.hasPrefix(
        "# yaml-language-server: $schema=../Schemas/set.schema.json\npuzzles:\n"))
    #expect(streamed.stdout.components(separatedBy: "  - moves: 2\n").count == 1102)
    #expect(streamed.stdout.contains("      states: 21\n    # the end\n  - moves: 2\n"))
    let whole = try CLI.run(["convert", "--to", "yaml", "-", "small.txt"], stdin: text, in: folder)
    #expect(whole.status == 0)
    #expect(whole.stdout == streamed.stdout)
    // A bad line skips the whole file, as any file with an error, and says where.
    let bad = text + "02 \(Self.small.dropLast()) 21\n"
    try Data(bad.utf8).write(to: folder.appendingPathComponent("big.txt"))
    let refused = try CLI.run(["convert", "--to", "yaml", "big.txt", "small.txt"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "big.txt:2202:4: error: the board has 35 characters; a 6x6 board needs 36\n")
    #expect(
      refused.stdout.hasPrefix("# yaml-language-server: $schema=../Schemas/puzzle.schema.json\n"))
  }

  /// `--puzzle` streams a big file through, holding only the puzzle it picks: commands
  /// that read one puzzle take it from a file past the 4 MiB cap.
  @Test func picksAPuzzleOfAFilePastFourMiB() throws {
    let text = Self.paddedLines(1099) + "60 \(Self.hardest60) 2332\n"
    let folder = try temporaryFolder(["big.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let solve = try CLI.run(["solve", "--puzzle", "1100", "big.txt"], in: folder)
    #expect(solve.status == 0)
    #expect(solve.stdout.hasPrefix("big.txt:2199:1: puzzle 1100: 60 moves, expert\n"))
    let render = try CLI.run(
      ["render", "--puzzle", "1100", "big.txt", "-o", "hardest.png"], in: folder)
    #expect(render.status == 0)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("hardest.png").path))
    let miss = try CLI.run(["solve", "--puzzle", "1101", "big.txt"], in: folder)
    #expect(miss.status != 0)
    #expect(
      miss.stderr.contains("big.txt:1:1: error: no puzzle 1101 in this file; it holds 1100 puzzles")
    )
  }

  @Test func reportsABadLineDeepInAStreamedFileAtItsLineAndColumn() throws {
    let text = Self.paddedLines(1100) + "02 \(Self.small.dropLast()) 21\n" + Self.paddedLines(1)
    let result = try CLI.run(["convert", "--to", "line", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "-:2201:4: error: the board has 35 characters; a 6x6 board needs 36\n")
    #expect(result.stdout == Self.paddedLines(1101))
  }

  @Test func refusesAGridFileOverFourMiB() throws {
    let grid = ReferencePuzzles.intermediate4Grid + String(repeating: "\n", count: 4 << 20)
    let result = try CLI.run(["check", "-"], stdin: grid)
    #expect(result.status == 2)
    #expect(
      result.stdout.hasPrefix(
        "-:1:1: error: file is larger than 4 MiB, the most a puzzle file may hold\n"))
  }

  @Test func checkVerifiesTheClusterSizeColumnOfADatabaseLine() throws {
    let result = try CLI.run(
      ["check", "-"], stdin: "60 \(Self.hardest60) 2000\n60 \(Self.hardest60) 2332\n")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:1:41: error: wrong states claim: the puzzle claims 2000 states, but its cluster has 2332
        -:1:1: invalid: puzzle 1: 1 error
        -:2:1: warning: shares a cluster with the puzzle at -:1:1: sliding blocks turns one into the other
        -:2:1: ok: puzzle 2: 6x6, 13 blocks, chute right of row 2, solvable in 60 moves, expert
        checked 2 puzzles in 1 file: 1 valid, 1 invalid

        """)
  }

  /// Lines of several puzzles, slow and fast, repeated (so that `check` warns about shared
  /// clusters, which depends on the order), with an invalid line among them.
  static let mixed =
    (0..<6).map { _ in
      "51 \(ReferencePuzzles.hardest51Line) 4780\n02 \(small) 21\n60 \(hardest60) 2332\n"
    }.joined() + "xx\n" + "\(small)\n"

  @Test(arguments: [
    ["check"], ["check", "--format", "json"], ["solve", "--format", "json"],
    ["analyze", "--format", "json"], ["analyze"],
  ])
  func printsTheSameBytesForAnyNumberOfJobs(_ command: [String]) throws {
    let one = try CLI.run(command + ["--jobs", "1", "-"], stdin: Self.mixed)
    let three = try CLI.run(command + ["--jobs", "3", "-"], stdin: Self.mixed)
    #expect(one.status == 1)
    #expect(three.status == one.status)
    #expect(three.stderr == one.stderr)
    let timeless = { (text: String) in
      command == ["analyze"] ? text.replacing(/time: [0-9.]+ ms/, with: "time: T") : text
    }
    #expect(timeless(three.stdout) == timeless(one.stdout))
    #expect(one.stdout.split(separator: "\n").count >= 20)
  }

  @Test func refusesJobsOutsideOneTo1024() throws {
    for jobs in ["0", "1025"] {
      let result = try CLI.run(["analyze", "--jobs", jobs, "-"], stdin: "\(Self.small)\n")
      #expect(result.status == 64)
      #expect(result.stderr.contains("Error: --jobs must be from 1 to 1024"))
    }
  }

  @Test func printsTimingsInJSONOnlyWhenAsked() throws {
    for command in ["solve", "analyze"] {
      let plain = try CLI.run([command, "--format", "json", "-"], stdin: "\(Self.small)\n")
      #expect(!plain.stdout.contains("microseconds"))
      let timed = try CLI.run(
        [command, "--format", "json", "--timings", "-"], stdin: "\(Self.small)\n")
      let object = try #require(try jsonObjects(timed.stdout).first)
      #expect(object["microseconds"] is Int)
      // In text the flag would change nothing: refused, with nothing searched.
      let text = try CLI.run([command, "--timings", "-"], stdin: "\(Self.small)\n")
      #expect(text.status == 64)
      #expect(text.stdout.isEmpty)
      #expect(text.stderr.contains("--timings adds times to --format json output only"))
    }
  }

  @Test func showsDoneTotalRateAndTimeLeftOnATerminal() throws {
    // `script` gives the tool a terminal. The line is drawn at most every 100 ms, with the
    // rate from half a second on: 15,000 puzzles on one job take about 2.5 s here, and over
    // a second on a machine twice as fast (3,000 took a quarter of a second once database
    // lines were read on a fast path).
    let text = String(repeating: "02 \(Self.small) 21\n", count: 15_000)
    let folder = try temporaryFolder(["big.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.scriptedTerminal(["check", "--jobs", "1", "big.txt"], in: folder)
    #expect(result.contains("checked 15000 puzzles in 1 file: 15000 valid, 0 invalid"))
    let progress = try #require(
      result.firstMatch(
        of:
          /checked ([0-9]+)\/~([0-9]+) puzzles \(([0-9]+)%\), ([0-9]+) puzzles\/s, ([0-9hms ]+) left/
      ))
    #expect(Int(progress.1)! > 0 && Int(progress.2)! >= Int(progress.1)!)
    #expect(Int(progress.4)! > 0)
    // The line is erased before any other output, and at the end.
    #expect(result.contains("\r\u{1B}[K"))
  }
}

extension CLI {
  /// Runs `unblock` with `arguments` in `directory` on a terminal (`script` makes one), and
  /// returns everything it printed there, standard output and error mixed.
  static func scriptedTerminal(_ arguments: [String], in directory: URL) throws -> String {
    let command = ([executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
