import Foundation
import Testing
import UnblockTestSupport

/// `unblock-bench`'s command lines: a bad value is refused before any work, as `unblock`
/// refuses it, with a message that names it and status 64; a file that cannot be read or
/// written, with its path and status 2. The bench never traps on a value (it did on
/// `--size 0x0`, `--states 0`, `--batch-states 0`, `--edits 0`) nor runs on one it cannot
/// use.
@Suite struct BenchOptionTests {
  /// A command line and the message its refusal must hold.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String

    init(_ arguments: String, _ message: String) {
      self.arguments = arguments.split(separator: " ").map(String.init)
      self.message = message
    }

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageErrors: [Refusal] =
    // Sizes `unblock enumerate` refuses: no rows or no columns trapped, too small ran, too
    // large ran forever.
    ["0x0", "1x1", "5x0", "3x3", "1x8", "9x9"].map {
      Refusal(
        "enumerate --size \($0)", "Error: the board must have 4 to 8 rows and columns, not \($0)")
    }
    // Runs and jobs of none ran, and printed medians of no run.
    + ["enumerate", "batch", "imaging", "solver", "catalog"].map {
      Refusal("\($0) --runs 0", "Error: --runs must be from 1 to 10000, not 0")
    }
    // A huge count trapped on an overflow, or on the allocation of its timings.
    + ["solver", "imaging", "catalog"].map {
      Refusal(
        "\($0) --runs 922337203685477581",
        "Error: --runs must be from 1 to 10000, not 922337203685477581")
    }
    // `-` wrote a file named `-`; and a file the run also reads was replaced by its output.
    + [
      Refusal(
        "batch --states 1000 --runs 1 --write -",
        "Error: --write writes a file, and '-' is none: standard output holds the bench's report"
      ),
      Refusal(
        "solver --runs 1 --write-database -",
        "Error: --write-database writes a file, and '-' is none"),
      // ArgumentParser's `help` printed the top-level help for it, exit 0.
      Refusal(
        "help nosuch",
        "Error: no workload 'nosuch' to show help for; there are solver, batch, imaging"),
      Refusal(
        "catalog --lines 10 --runs 1 --lines-file same.x --keep ./same.x",
        "Error: --keep ./same.x is the file --lines-file names; give it another file"),
    ]
    + ["enumerate", "batch", "hardest", "generator"].map {
      Refusal("\($0) --jobs 0", "Error: --jobs must be from 1 to 1024, not 0")
    } + [
      // Traps: a batch of no states, no timed edit.
      .init("batch --states 0 --runs 1", "Error: --states must be at least 1, not 0"),
      .init(
        "solver --runs 1 --batch-states 0", "Error: --batch-states must be at least 1, not 0"),
      .init("lsp --edits 0 --typing 10 --warm-up 1", "Error: --edits must be at least 1, not 0"),
      .init(
        "enumerate --size 4x4 --walls 99",
        "Error: a 4x4 board has room for at most 14 walls beside the prisoner"),
      .init("generator --count 0 --seconds 0", "Error: --count must be at least 1, not 0"),
      .init("hardest --dig-percent 150", "Error: --dig-percent must be from 0 to 100, not 150"),
      .init(
        "hardest --fresh-temperature nan",
        "Error: --fresh-temperature must be a number of 0 or more, not nan"),
      .init("hardest --growth 0", "Error: --growth must be from 1 to 1000, not 0"),
      .init("hardest --target 0", "Error: --target must be at least 1, not 0"),
      .init(
        "hardest --size 3x3", "Error: board is 3x3; rows and columns must each be from 4 to 8"),
      .init(
        "solver --profile bogus",
        "Error: The value 'bogus' is invalid for '--profile <profile>'"),
      .init("imaging --tile 0", "Error: --tile must be from 16 to 512, not 0"),
      // Messages that name the value refused.
      .init(
        "enumerate --size abc",
        "Error: The value 'abc' is invalid for '--size <RxC>': a size is RxC, rows by columns, such as 6x6, not 'abc'"
      ),
      .init(
        "enumerate --walls 5...1",
        "Error: The value '5...1' is invalid for '--walls <N|MIN...MAX>': MIN 5 is over MAX 1"),
      .init(
        "hardest-probe --line garbage",
        "Error: --line: the database-line reader refused the line 'garbage': the board has 7 characters; a 6x6 board needs 36"
      ),
      .init(
        "hardest-probe --line ooooooooooooAAoxoooooooooooooooooooo",
        "Error: --line: the puzzle has no solution, so no farthest state to probe from"),
      .init("enumerate --shard 3/2", "Error: a shard I/N has I from 0 to N-1, not '3/2'"),
      // A negative value is named, not taken for an option (`Missing value for '--seed'`),
      // and a seed has generate's range.
      .init(
        "generator --seed -1",
        "Error: The value '-1' is invalid for '--seed <seed>': must be a whole number from 0 to 18446744073709551615"
      ),
      .init(
        "hardest --seeds -3",
        "Error: The value '-3' is invalid for '--seeds <seeds>': seeds are N or FIRST...LAST, each a whole number from 0 to 18446744073709551615, not '-3'"
      ),
      .init(
        "hardest --seeds 5...1",
        "Error: The value '5...1' is invalid for '--seeds <seeds>': FIRST 5 is over LAST 1"),
      .init(
        "enumerate --walls -1",
        "Error: The value '-1' is invalid for '--walls <N|MIN...MAX>': walls are N or MIN...MAX, whole numbers of at most 9 digits, not '-1'"
      ),
      .init(
        "enumerate --shard 0/2305843009213693952",
        "Error: a shard I/N has N at most 1000000, not '0/2305843009213693952'"),
    ]

  @Test(arguments: usageErrors)
  func refusesAWrongCommandLineBeforeAnyWork(_ refusal: Refusal) throws {
    let result = try CLI.runBench(refusal.arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.hasPrefix(refusal.message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  static let fileErrors: [Refusal] = [
    .init(
      "enumerate --size 4x4 --histogram none.tsv", "none.tsv:1:1: error: no such file or directory"
    ),
    .init("imaging --image none.png --runs 1", "none.png:1:1: error: no such file or directory"),
    .init(
      "imaging --image notes.txt --runs 1",
      "notes.txt:1:1: error: not a readable PNG image: the data does not start with the PNG signature"
    ),
    // An image that shows no board is refused before the timing, as `unblock scan` does.
    .init(
      "imaging --image blank.png --runs 1",
      "blank.png:1:1: error: not an Unblock Me board: no frame colour surrounds a board"),
    .init(
      "catalog --lines 100 --runs 1 --lines-file blank.png",
      "blank.png:3:1: error: binary file (it holds a NUL byte): expected a text puzzle file"),
    .init(
      "catalog --lines 100 --runs 1 --lines-file missing/x.txt",
      "error: cannot write missing/x.txt: No such file or directory"),
    .init(
      "catalog --lines 100 --runs 1 --keep missing/c.sqlite",
      "error: missing/c.sqlite: no such folder: missing"),
    .init(
      "solver --runs 1 --batch-states 1000 --write-database missing/x.txt",
      "error: cannot write missing/x.txt: No such file or directory"),
    .init(
      "batch --states 1000 --runs 1 --write missing/x.txt",
      "error: cannot write missing/x.txt: No such file or directory"),
  ]

  /// Each file is checked before the work, so the bench prints nothing on standard output,
  /// and says what is wrong as `unblock` says it, never with Foundation's error text.
  @Test(arguments: fileErrors)
  func refusesAFileBeforeAnyWork(_ refusal: Refusal) throws {
    let folder = try temporaryFolder([
      "notes.txt": Array("not a picture\n".utf8), "blank.png": ScanTests.blankPNG,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(refusal.arguments, in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr == refusal.message + "\n")
    #expect(result.stdout.isEmpty)
  }

  /// A lines file that holds no database line, or a line that does not read, is refused at
  /// its place before any timing (exit 1): a text file was timed as a database of 1 line,
  /// `in about 9137 s`.
  @Test(arguments: [
    (
      "hello world\nnot a line\n",
      "x.txt:1:1: error: board has 11 columns; a board has 4 to 8 columns"
    ),
    ("# only a comment\n", "x.txt:1:1: error: file holds only comments: no puzzle found"),
    ("", "x.txt:1:1: error: empty file: expected a puzzle"),
    (
      "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFF 4780\n",
      "x.txt:2:4: error: the board has 35 characters; a 6x6 board needs 36"
    ),
  ])
  func refusesALinesFileThatIsNotDatabaseLines(_ text: String, _ message: String) throws {
    let folder = try temporaryFolder(["x.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(
      ["catalog", "--lines", "10", "--runs", "1", "--lines-file", "x.txt"], in: folder)
    // As `unblock` refuses a file that reads but holds no puzzle: exit 1, not 2.
    #expect(result.status == 1)
    #expect(result.stderr == message + "\n")
    #expect(result.stdout.isEmpty)
  }

  /// `--write` over the `--lines` the batch is read from (by another spelling too) is
  /// refused before any work, and the file kept as it was: it was replaced by the batch's
  /// lines, its comments lost, exit 0. A pipe is refused in words that do not offer `-`.
  @Test func writesNoBatchOverItsOwnLinesNorToAPipe() throws {
    let text = "# my notes\n51 GBB.L.GHI.LMGHIAAMCCCK.M..JKDDEEJFF. 4780\n# keep me\n"
    let folder = try temporaryFolder(["mine.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(
      ["batch", "--lines", "mine.txt", "--write", "./mine.txt", "--runs", "1", "--jobs", "1"],
      in: folder)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --write ./mine.txt is the file --lines names; give it another file\n"))
    #expect(result.stdout.isEmpty)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("mine.txt"), encoding: .utf8) == text)
    #expect(mkfifo(folder.appendingPathComponent("p.fifo").path, 0o644) == 0)
    let pipe = try CLI.runBench(
      ["batch", "--lines", "mine.txt", "--write", "p.fifo", "--runs", "1", "--jobs", "1"],
      in: folder)
    #expect(pipe.status == 2)
    #expect(
      pipe.stderr
        == "error: p.fifo was not replaced: it is not a regular file (a pipe, a device or a socket), which a new file would replace; write to a regular file\n"
    )
  }

  /// `--keep` names a new catalogue: a file already there is refused before any work and
  /// left as it is; the bench imported its synthetic lines into it, exit 0.
  @Test func keepsNoCatalogueAlreadyThere() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalogue = folder.appendingPathComponent("k.sqlite")
    let imported = try CLI.run(
      ["catalog", "import", "Puzzles/B-7764.yaml", "--db", catalogue.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    let before = try Data(contentsOf: catalogue)
    let result = try CLI.runBench(
      ["catalog", "--lines", "100", "--runs", "1", "--lines-file", "l.txt", "--keep", "k.sqlite"],
      in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(
      result.stderr
        == "error: --keep k.sqlite exists: the bench makes a new catalogue there, and would "
        + "import its synthetic lines into this one; name a new file, or time the queries on "
        + "this one with --queries-on\n")
    #expect(result.stdout.isEmpty)
    #expect(try Data(contentsOf: catalogue) == before)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("l.txt").path))
    let help = try CLI.runBench(["catalog", "--help"])
    #expect(
      help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .contains("a new file, never one already there"))
  }

  /// The synthetic lines have 15 to 18 blocks, walls included, as the help says (they had
  /// 12 to 18), and counts a cluster may have, which `catalog import` takes (6 of 2,000
  /// were refused: `a cluster of 28 states has 0 to 27 moves, not 53`).
  @Test func makesSyntheticLinesAsItsHelpSays() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(
      ["catalog", "--lines", "2000", "--runs", "1", "--seed", "1", "--lines-file", "l.txt"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("2000 lines (2000 added)"), "\(result.stdout)")
    let text = try String(contentsOf: folder.appendingPathComponent("l.txt"), encoding: .utf8)
    let boards = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: " ")[1]
    }
    #expect(boards.count == 2000)
    for board in boards {
      let blocks = Set(board.filter { $0 != "o" && $0 != "x" }).count + board.count { $0 == "x" }
      #expect((15...18).contains(blocks), "\(board): \(blocks) blocks")
    }
    let imported = try CLI.run(["catalog", "import", "l.txt", "--db", "x.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(!imported.stderr.contains("not imported"), "\(imported.stderr)")
  }

  /// `--histogram` fails as `unblock enumerate --histogram` does, after the report: exit 1
  /// when the counts differ (it exited 0), 0 when they are equal.
  @Test func exitsOneWhenTheCountsDifferFromTheHistogram() throws {
    let plain = try CLI.runBench(["enumerate", "--size", "4x4", "--runs", "1"])
    #expect(plain.status == 0, "\(plain.stderr)")
    let counts = try #require(
      plain.stdout.split(separator: "\n").first { $0.hasPrefix("  by moves: ") }
    ).dropFirst("  by moves: ".count).split(separator: " ").map {
      $0.replacingOccurrences(of: ":", with: "\t")
    }
    let folder = try temporaryFolder([
      "equal.tsv": Array(counts.map { $0 + "\n" }.joined().utf8),
      "other.tsv": Array("2\t999\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let equal = try CLI.runBench(
      ["enumerate", "--size", "4x4", "--runs", "1", "--histogram", "equal.tsv"], in: folder)
    #expect(equal.status == 0, "\(equal.stderr)")
    #expect(equal.stdout.contains("  counts equal equal.tsv at every move count"))
    let other = try CLI.runBench(
      ["enumerate", "--size", "4x4", "--runs", "1", "--histogram", "other.tsv"], in: folder)
    #expect(other.status == 1, "\(other.stderr)")
    #expect(other.stdout.contains("  counts differ from other.tsv at "), "\(other.stdout)")
    #expect(other.stderr.isEmpty, "\(other.stderr)")
    let help = try CLI.runBench(["enumerate", "--help"])
    #expect(
      help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        .contains("the bench exits 1 when they differ"))
  }

  /// A batch of other than the targets' size is timed and not compared with them: 1,000
  /// states said `target 3.00 s met (17892.40x)`.
  @Test func comparesOnlyTheTargetsBatchWithItsTargets() throws {
    let result = try CLI.runBench(["solver", "--runs", "1", "--batch-states", "1000"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "the batches' target and anchors are for 15000000 states, not 1000: not compared\n"))
    #expect(!result.stdout.contains("target 3.00 s"))
    #expect(!result.stdout.contains("anchor 60.00 s"))
    #expect(result.stdout.contains("database batch (1 line)"))
  }

  /// Timing an image of a board: its decoding and its scan, each line closed once (it said
  /// `(1 run))`).
  @Test func timesAnImageOfABoard() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("b.png").path
    #expect(try CLI.run(["render", "Puzzles/B-7764.yaml", "-o", image]).status == 0)
    let result = try CLI.runBench(["imaging", "--runs", "1", "--image", image])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("png decode  median ") && $0.hasSuffix(" (1 run)") })
    #expect(lines.contains { $0.hasPrefix("scan        median ") && $0.hasSuffix(" (1 run)") })
  }

  /// The report counts as every message of the package does: it said `1 jobs, 1 runs`.
  @Test func countsItsJobsAndRunsInWords() throws {
    let result = try CLI.runBench(["enumerate", "--size", "4x4", "--jobs", "1", "--runs", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("enumerate "))
    #expect(result.stdout.contains(", 1 job, 1 run:\n"), "\(result.stdout)")
  }

  /// A shard of a single set of walls counts every shard's configurations: the
  /// extrapolation counts that once, and says so; it multiplied it by the shards, and on
  /// 1 job said `on 1 cores`.
  @Test func extrapolatesAShardCountingItsConfigurationsOnce() throws {
    let result = try CLI.runBench(["enumerate", "--size", "5x5", "--shard", "0/4"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("  counting the configurations: ")
          && $0.hasSuffix(", which every shard of this set of walls does, and the whole run once")
      }, "\(result.stdout)")
    #expect(
      lines.contains { $0.hasPrefix("  whole run, extrapolated: ") && $0.hasSuffix(" on 1 core") })
    let dealt = try CLI.runBench([
      "enumerate", "--size", "4x4", "--walls", "1...2", "--shard", "0/4",
    ])
    #expect(dealt.status == 0, "\(dealt.stderr)")
    #expect(!dealt.stdout.contains("counting the configurations"))
    #expect(dealt.stdout.contains("  whole run, extrapolated: "))
  }

  /// `--jobs` of the benchmarks that run on every core gives one default, the true one;
  /// it said `(default: all cores). (default: 2)`.
  @Test(arguments: ["batch", "generator", "hardest"])
  func jobsHaveOneDefaultInTheHelp(_ command: String) throws {
    let result = try CLI.runBench([command, "--help"])
    #expect(result.status == 0)
    let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains(
        "--jobs <jobs> Threads of the parallel work, from 1 to 1024 (default: all cores). "))
    #expect(!help.contains("(default: all cores). (default:"))
  }
}
