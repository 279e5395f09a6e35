import Foundation
import Testing
import UnblockTestSupport

@Suite struct GenerateTests {
  /// Every file in `folder`, by name, with its contents.
  func contents(of folder: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      files[name] = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }

  let easy = ["generate", "--moves", "8...12", "--count", "4", "--seed", "11"]

  @Test func writesTheSameBytesWhateverTheJobs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one")
    let two = folder.appendingPathComponent("two")
    let first = try CLI.run(easy + ["--jobs", "1", "--out", one.path])
    let second = try CLI.run(easy + ["--jobs", "3", "--out", two.path])
    #expect(first.status == 0)
    #expect(second.status == 0)
    let files = try contents(of: one)
    #expect(
      files.keys.sorted() == [
        "puzzle-001.yaml", "puzzle-002.yaml", "puzzle-003.yaml", "puzzle-004.yaml",
      ])
    #expect(try contents(of: two) == files)
    let text = try #require(files["puzzle-001.yaml"])
    #expect(text.hasPrefix("# yaml-language-server: $schema=../Schemas/puzzle.schema.json\n"))
    #expect(text.contains("name: \"puzzle-001\"\n"))
    #expect(text.contains("generated:\n  version: \"1.0\"\n  seed: 11\n  states: "))
  }

  @Test func generatedFilesPassCheck() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("set.yaml")
    #expect(
      try CLI.run(easy + ["--set", set.path, "--exit", "left", "--fixed", "1"]).status == 0)
    let check = try CLI.run(["check", set.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains("4 valid, 0 invalid"))
    let text = try String(contentsOf: set, encoding: .utf8)
    #expect(text.components(separatedBy: "board: |2\n").count == 5)
  }

  @Test func printsASetOnStandardOutputThatCheckReads() throws {
    let generated = try CLI.run(easy)
    #expect(generated.status == 0)
    #expect(
      generated.stdout.hasPrefix(
        "# yaml-language-server: $schema=Schemas/set.schema.json\n"
          + "name: \"puzzle\"\npuzzles:\n  - name: \"puzzle-001\"\n"))
    let check = try CLI.run(["check", "-"], stdin: generated.stdout)
    #expect(check.status == 0, "\(check.stdout)")
  }

  /// A set file the run could not write at its end is refused before the search, with
  /// the write's own words: a missing folder is an output that cannot be written (exit 2,
  /// as for render and enumerate), an existing set without --force a file in the way (64).
  @Test func refusesASetItCouldNotWriteBeforeTheSearch() throws {
    let folder = try temporaryFolder(["kept.yaml": Array("mine\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try CLI.run(easy + ["--set", "nodir/x.yaml"], in: folder)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.hasSuffix("error: cannot write nodir/x.yaml: No such file or directory\n"))
    let kept = try CLI.run(easy + ["--set", "kept.yaml"], in: folder)
    #expect(kept.status == 64)
    #expect(kept.stderr.hasSuffix("error: kept.yaml exists; use --force to overwrite it\n"))
    #expect(try contents(of: folder) == ["kept.yaml": "mine\n"])
  }

  @Test func neverOverwritesWithoutForce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("puzzle-002.yaml")
    try Data("mine\n".utf8).write(to: target)
    let refused = try CLI.run(easy + ["--out", folder.path])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("puzzle-002.yaml exists; use --force to overwrite it"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "mine\n")
    #expect(try contents(of: folder).count == 1)
    let forced = try CLI.run(easy + ["--out", folder.path, "--force"])
    #expect(forced.status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("moves: "))
  }

  @Test func exitCodesForUsageAndGivingUp() throws {
    #expect(try CLI.run(["generate", "--count", "2"]).status == 64)
    #expect(try CLI.run(["generate", "--level", "expert", "--moves", "3"]).status == 64)
    #expect(try CLI.run(["generate", "--moves", "3", "--size", "9x6"]).status == 64)
    #expect(try CLI.run(["generate", "--moves", "3", "--exit-row", "6"]).status == 64)
    #expect(try CLI.run(["generate", "--moves", "20...10"]).status == 64)
    #expect(try CLI.run(["generate", "--moves", "3", "--count", "100001"]).status == 64)
    #expect(try CLI.run(["generate", "--moves", "3", "--jobs", "0"]).status == 64)
    let solved = try CLI.run(["generate", "--moves", "0", "--size", "4x4"])
    #expect(solved.status == 64)
    #expect(
      solved.stderr.contains(
        "the move range 0...0 asks for boards already solved; a puzzle takes 1 move or more"))
    // A run that gives up names what it was asked for, --fixed and the chute too, not
    // just "the move range".
    let gaveUp = try CLI.run([
      "generate", "--moves", "40...50", "--size", "4x4", "--fixed", "1", "--exit", "left",
      "--seed", "1",
    ])
    #expect(gaveUp.status == 3)
    #expect(gaveUp.stdout.isEmpty)
    #expect(
      gaveUp.stderr.hasSuffix(
        "error: gave up after 200 attempts at puzzle 1 without a new puzzle of 40 to 50 moves with 1 fixed block on a 4x4 board, chute left of row 1; found 0\n"
      ))
  }

  /// Help says how many attempts a puzzle may take.
  @Test func helpSaysHowManyAttemptsAPuzzleMayTake() throws {
    let help = try CLI.run(["generate", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("Each puzzle may take 200 attempts, of up to 300 layouts each."))
  }

  @Test func interruptLeavesOnlyCompleteFilesAndExits130() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = [
      "generate", "--moves", "4...9", "--size", "5x5", "--exit-row", "any", "--count", "5000",
      "--seed", "3", "--out", folder.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // Wait until some files are there, so the interrupt lands mid-run.
    var waited = 0
    while (try? contents(of: folder).count) ?? 0 < 3 && waited < 600 {
      Thread.sleep(forTimeInterval: 0.05)
      waited += 1
    }
    process.interrupt()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(text.contains("interrupted by SIGINT after "))
    let files = try contents(of: folder)
    #expect(files.count >= 3 && files.count < 5000)
    #expect(files.keys.allSatisfy { $0.hasPrefix("puzzle-") && $0.hasSuffix(".yaml") })
    for (name, body) in files {
      #expect(text.contains(name))
      // Complete: the last key of a puzzle file is there, with its line end.
      #expect(body.range(of: #"\n  solutions: \d+\n$"#, options: .regularExpression) != nil)
    }
  }

  @Test func refusesAPrefixThatIsAPath() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    for (prefix, message) in [
      ("../evil", "--prefix '../evil' holds a path separator; give a plain name, such as 'expert'"),
      ("a/b", "--prefix 'a/b' holds a path separator; give a plain name, such as 'expert'"),
      ("..", "--prefix '..' names a folder; give a plain name, such as 'expert'"),
      ("", "--prefix must not be empty"),
    ] {
      let result = try CLI.run(easy + ["--prefix", prefix, "--out", out.path])
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("Error: \(message)\n"))
    }
    // Nothing was written, inside the folder or beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func standardOutputGetsTheSameBytesAsASetFileInTheCurrentFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let printed = try CLI.run(easy, in: folder)
    #expect(printed.status == 0)
    #expect(try CLI.run(easy + ["--set", "set.yaml"], in: folder).status == 0)
    let written = try String(
      contentsOf: folder.appendingPathComponent("set.yaml"), encoding: .utf8)
    #expect(printed.stdout == written)
    #expect(
      printed.stdout.hasPrefix(
        "# yaml-language-server: $schema=../Schemas/set.schema.json\nname: \"puzzle\"\n"))
    // In the repository, the schema line points at its Schemas folder.
    let here = try CLI.run(easy)
    #expect(here.stdout.hasPrefix("# yaml-language-server: $schema=Schemas/set.schema.json\n"))
  }

  @Test func jobsHelpSaysItsDefaultOnce() throws {
    let help = try CLI.run(["generate", "--help"])
    // The help is wrapped to the terminal's width: compare its words.
    let jobs = help.stdout.components(separatedBy: "--jobs <jobs>")[1]
      .components(separatedBy: "--force")[0]
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(jobs.components(separatedBy: "default").count == 2)
    #expect(jobs.contains("(default: all cores)"))
    #expect(jobs.contains("from 1 to 1024"))
  }

  /// A warm-up on 8x8 never came: each state two moves out lay in a cluster of millions of
  /// states, analysed whole once per block removed. The solver prunes such states first.
  /// A warm-up set holds puzzles, never a board already solved: the band rates boards from
  /// 0 moves on, and seed 2 on 4x4 gave one first.
  @Test func aWarmUpSetHoldsNoSolvedBoard() throws {
    let folder = try temporaryFolder()
    let result = try CLI.run(
      [
        "generate", "--level", "warm-up", "--size", "4x4", "--count", "6", "--seed", "2",
        "--set", "w.yaml", "--format", "json",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { !$0.contains("\"moves\":0,") && $0.contains("\"moves\":") })
    let check = try CLI.run(["check", "w.yaml"], in: folder)
    #expect(check.status == 0)
    #expect(!check.stdout.contains("solvable in 0 moves"))
  }

  @Test func aWarmUpOnABigBoardComesAtOnce() throws {
    let folder = try temporaryFolder()
    let result = try CLI.run(
      ["generate", "--size", "8x8", "--moves", "2", "--seed", "1", "--set", "w.yaml"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let check = try CLI.run(["check", "w.yaml"], in: folder)
    #expect(check.status == 0)
    #expect(check.stdout.contains("8x8") && check.stdout.contains("solvable in 2 moves"))
  }

  /// A seed is any 64-bit number (values past 2^63 - 1 were refused without a reason), and
  /// a negative number given to a numeric option gets the option's own message, not
  /// "Missing value".
  @Test func takesEverySeedAndSaysWhyAValueIsRefused() throws {
    let folder = try temporaryFolder()
    let big = try CLI.run(
      ["generate", "--moves", "2", "--seed", "18446744073709551615", "--set", "s.yaml"],
      in: folder)
    #expect(big.status == 0, "\(big.stderr)")
    // The seed is recorded, and check, format and convert read it back.
    let text = try String(contentsOf: folder.appendingPathComponent("s.yaml"), encoding: .utf8)
    #expect(text.contains("\n      seed: 18446744073709551615\n"))
    #expect(try CLI.run(["check", "s.yaml"], in: folder).status == 0)
    let formatted = try CLI.run(["format", "s.yaml"], in: folder)
    #expect(formatted.status == 0, "\(formatted.stderr)")
    #expect(formatted.stdout == text)
    let converted = try CLI.run(["convert", "--to", "yaml", "s.yaml"], in: folder)
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(converted.stdout.contains("seed: 18446744073709551615\n"))
    for (arguments, message) in [
      (
        ["--seed", "-1"],
        "Error: The value '-1' is invalid for '--seed <seed>': must be a whole number from 0 to 18446744073709551615"
      ),
      (
        ["--moves", "-3"],
        "Error: The value '-3' is invalid for '--moves <range>': '-3' is not a whole number of 0 or more (MIN...MAX, MIN... or N)"
      ),
      (
        ["--moves", "99999999999999999999"],
        "Error: The value '99999999999999999999' is invalid for '--moves <range>': '99999999999999999999' is too large: the most a number may be is 9223372036854775807"
      ),
      (
        ["--exit-row", "-1"],
        "Error: the chute row -1 is not on a 6x6 board; rows count from 0 to 5"
      ),
      (["--fixed", "-1"], "Error: -1 fixed blocks do not fit a 6x6 board; use 0 to 15"),
    ] {
      let moves = arguments[0] == "--moves" ? [] : ["--moves", "2"]
      let result = try CLI.run(["generate"] + moves + arguments, in: folder)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    }
  }
}
