import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct EnumerateTests {
  static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// A folder where `enumerate --size 4x4 -o part.txt` has run: the folder, the command's
  /// arguments, the file and its bytes.
  static func finishedRun() throws -> (
    folder: URL, arguments: [String], path: URL, finished: String
  ) {
    let folder = try temporaryFolder()
    let arguments = ["enumerate", "--size", "4x4", "-o", "part.txt"]
    #expect(try CLI.run(arguments, in: folder).status == 0)
    let path = folder.appendingPathComponent("part.txt")
    return (folder, arguments, path, try read(path))
  }

  @Test func writesTheSameBytesForOneJobAndTwo() throws {
    let folder = try temporaryFolder()
    let one = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0...1", "--jobs", "1", "-o", "one.txt"], in: folder
    )
    let two = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0...1", "--jobs", "2", "-o", "two.txt"], in: folder
    )
    #expect(one.status == 0 && two.status == 0)
    let text = try Self.read(folder.appendingPathComponent("one.txt"))
    #expect(text == (try Self.read(folder.appendingPathComponent("two.txt"))))
    #expect(
      text.hasPrefix("# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...1\n"))
    #expect(one.stderr.hasPrefix("wrote "))
  }

  /// `--exit left` writes the mirror images of `--exit right`'s lines, lettered again, on a
  /// board where comparing the farthest states as they stand would pick others (145 lines
  /// each way; 153 with a left chute before).
  @Test func aLeftChuteWritesTheMirrorImagesOfTheRightChutesLines() throws {
    let folder = try temporaryFolder()
    var lines: [String: [String]] = [:]
    for side in ["right", "left"] {
      let result = try CLI.run(
        ["enumerate", "--size", "5x4", "--exit", side, "-o", "\(side).txt"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      let text = try Self.read(folder.appendingPathComponent("\(side).txt"))
      #expect(text.contains("# exit: \(side), row 2\n"))
      lines[side] = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }
    let chute = Chute(side: .left, row: 2)
    let mirrored = try #require(lines["left"]).map { line in
      let fields = line.split(separator: " ")
      let board = TestGrid.puzzle(String(fields[1]), rows: 5, columns: 4, chute: chute)
      return "\(fields[0]) \(board.mirrored().databaseBoard) \(fields[2])"
    }
    let right = try #require(lines["right"])
    #expect(right.count == 145)
    #expect(mirrored.count == right.count)
    #expect(Set(mirrored) == Set(right))
  }

  @Test func printsTheLinesWithoutAFileOrWithADash() throws {
    let folder = try temporaryFolder()
    let arguments = ["enumerate", "--size", "4x4", "--walls", "0...1", "--jobs", "1"]
    let file = try CLI.run(arguments + ["-o", "lines.txt"], in: folder)
    #expect(file.status == 0 && file.stdout.isEmpty)
    let text = try Self.read(folder.appendingPathComponent("lines.txt"))
    for extra in [[], ["-o", "-"]] {
      let printed = try CLI.run(arguments + extra, in: folder)
      #expect(printed.status == 0, "\(extra)")
      #expect(printed.stdout == text, "\(extra)")
      #expect(printed.stderr.hasPrefix("wrote 32 puzzles to standard output: "), "\(extra)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["lines.txt"])
  }

  @Test func shardsJoinIntoTheUnshardedRun() throws {
    let folder = try temporaryFolder()
    #expect(
      try CLI.run(
        ["enumerate", "--size", "4x4", "--walls", "0...1", "-o", "whole.txt"], in: folder
      ).status == 0)
    var lines: [Substring] = []
    for index in 0..<3 {
      let name = "part-\(index).txt"
      #expect(
        try CLI.run(
          ["enumerate", "--size", "4x4", "--walls", "0...1", "--shard", "\(index)/3", "-o", name],
          in: folder
        ).status == 0)
      let text = try Self.read(folder.appendingPathComponent(name))
      #expect(
        text.hasPrefix(
          "# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...1\n# shard: \(index)/3\n"
            + "# seeds: solved, packed, no block out of reach\n"
        ))
      lines += text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    }
    let whole = try Self.read(folder.appendingPathComponent("whole.txt")).split(separator: "\n")
    let body = whole.filter { !$0.hasPrefix("#") }
    #expect(lines.count == body.count)
    #expect(Set(lines) == Set(body))
  }

  /// On a board symmetric top to bottom a configuration and its mirror image are written by
  /// the lesser's shard; with whole sets of walls dealt, the two are often in two shards.
  @Test func shardsOfASymmetricBoardMergeIntoTheUnshardedRun() throws {
    let folder = try temporaryFolder()
    let space = ["enumerate", "--size", "5x5", "--walls", "0...1"]
    #expect(try CLI.run(space + ["-o", "whole.txt"], in: folder).status == 0)
    var names: [String] = []
    for index in 0..<5 {
      names.append("part-\(index).txt")
      #expect(
        try CLI.run(space + ["--shard", "\(index)/5", "-o", names[index]], in: folder).status == 0)
      let text = try Self.read(folder.appendingPathComponent(names[index]))
      #expect(
        text.contains(
          "# shard: \(index)/5\n"
            + "# seeds: solved, packed, no block out of reach, mirror images by the lesser configuration\n"
        ))
    }
    let merged = try CLI.run(["catalog", "merge"] + names + ["-o", "merged.txt"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    let whole = try Self.read(folder.appendingPathComponent("whole.txt"))
    // The header, the lines and the trailer.
    #expect(whole.split(separator: "\n").count == 4 + 5_958 + 1)
    #expect(try Self.read(folder.appendingPathComponent("merged.txt")) == whole)
    // A shard of the rule before, which wrote each configuration's own lines, would write
    // some lines twice with these: the merge refuses it.
    let old = try Self.read(folder.appendingPathComponent(names[2])).replacingOccurrences(
      of: ", mirror images by the lesser configuration\n", with: "\n")
    try Data(EnumerationFiles.resealed(old).utf8).write(to: folder.appendingPathComponent(names[2]))
    let refused = try CLI.run(["catalog", "merge"] + names + ["-o", "mixed.txt"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "part-2.txt:6:1: error: shard 2/5 was dealt by the seed rule 'solved, packed, no block out of reach', where part-0.txt has"
      ))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("mixed.txt").path))
  }

  @Test func leavesAFinishedShardAlone() throws {
    let folder = try temporaryFolder()
    let arguments = ["enumerate", "--size", "4x4", "--shard", "1/2", "-o", "part.txt"]
    #expect(try CLI.run(arguments, in: folder).status == 0)
    let again = try CLI.run(arguments, in: folder)
    #expect(again.status == 0)
    #expect(again.stderr == "part.txt already holds this enumeration; nothing to do\n")
    try Data("something else\n".utf8).write(to: folder.appendingPathComponent("other.txt"))
    let refused = try CLI.run(["enumerate", "--size", "4x4", "-o", "other.txt"], in: folder)
    #expect(refused.status == 64)
    // Said as the command's own error, without the usage of every command.
    #expect(
      refused.stderr
        == "error: other.txt exists and holds something else; use --force to replace it\n")
    #expect(try Self.read(folder.appendingPathComponent("other.txt")) == "something else\n")
  }

  @Test func refusesAFinishedFileWithALineAddedAndNeverTouchesIt() throws {
    let (folder, arguments, path, finished) = try Self.finishedRun()
    let lineCount = finished.split(separator: "\n").count
    let damaged = finished + "07 this is no board\n"
    try Data(damaged.utf8).write(to: path)
    let refused = try CLI.run(arguments, in: folder)
    #expect(refused.status == 64)
    #expect(
      refused.stderr.contains(
        "part.txt:\(lineCount + 1):1: error: expected a line 'MM BOARD STATES' with a board of 16 characters"
      ))
    #expect(
      refused.stderr.hasPrefix(
        "part.txt:\(lineCount + 1):1: error: the file is not whole: a line follows its '# end:' line: it was added; enumerate it again"
      ))
    #expect(
      refused.stderr.contains(
        "part.txt has this enumeration's header but is not a whole run of it (above); use --force to enumerate again"
      ))
    #expect(try Self.read(path) == damaged)
    // --force enumerates again, giving back the finished bytes.
    #expect(try CLI.run(arguments + ["--force"], in: folder).status == 0)
    #expect(try Self.read(path) == finished)
  }

  /// What a read-back reports is each problem once, where it is, in the file's order: the
  /// '# end:' line a line was added after is no bad line itself, a blank line is named,
  /// and a line written otherwise is shown as enumerate writes it.
  @Test func namesEachProblemOfAFinishedFileWhereItIs() throws {
    let (folder, arguments, path, finished) = try Self.finishedRun()
    let lines = finished.split(separator: "\n").map(String.init)
    let last = lines.count
    let header = lines.firstIndex { !$0.hasPrefix("#") }!
    // The first line with its states written with a leading zero.
    let words = lines[header].split(separator: " ")
    let padded = "\(words[0]) \(words[1]) 0\(words[2])"
    let cases: [(String, [String])] = [
      // The last line again, after the trailer.
      (
        finished + lines[last - 2] + "\n",
        [
          "part.txt:\(last + 1):1: error: the file is not whole: a line follows its '# end:' line: it was added; enumerate it again",
          "part.txt:\(last + 1):4: error: the board of line \(last - 1) again",
        ]
      ),
      (
        finished + "\n",
        [
          "part.txt:\(last + 1):1: error: the file is not whole: a line follows its '# end:' line: it was added; enumerate it again",
          "part.txt:\(last + 1):1: error: a blank line, which enumerate never writes",
        ]
      ),
      (
        finished.replacingOccurrences(of: lines[header] + "\n", with: padded + "\n"),
        [
          "part.txt:\(header + 1):1: error: written otherwise than enumerate writes it: '\(lines[header])'",
          "part.txt:\(last):1: error: the file is not whole: its lines are not those its '# end:' line sums: it was edited; enumerate it again",
        ]
      ),
    ]
    for (damaged, problems) in cases {
      try Data(damaged.utf8).write(to: path)
      let refused = try CLI.run(arguments, in: folder)
      #expect(refused.status == 64)
      #expect(
        refused.stderr
          == (problems + [
            "error: part.txt has this enumeration's header but is not a whole run of it (above); use --force to enumerate again"
          ]).map { $0 + "\n" }.joined())
    }
  }

  /// A finished file cut at a line end, or written without a trailer, is not taken as
  /// the finished run: it is refused, and --force enumerates again.
  @Test func refusesAFinishedFileCutAtALineEnd() throws {
    let (folder, arguments, path, finished) = try Self.finishedRun()
    let lines = finished.split(separator: "\n").map { $0 + "\n" }
    #expect(lines.last?.hasPrefix("# end: \(lines.count - 1) lines, fnv1a64 ") == true)
    let cut = lines.prefix(20).joined()
    try Data(cut.utf8).write(to: path)
    let refused = try CLI.run(arguments, in: folder)
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix(
        "part.txt:20:1: error: the file is not whole: it does not end with its '# end: N lines, fnv1a64 HEX' line: it was cut short, or written by an earlier unblock"
      ))
    // The cause is named once, and the refusal points at it.
    #expect(refused.stderr.contains("is not a whole run of it (above); use --force"))
    #expect(try Self.read(path) == cut)
    #expect(try CLI.run(arguments + ["--force"], in: folder).status == 0)
    #expect(try Self.read(path) == finished)
  }

  /// A size is two whole numbers around one x: an x too many was dropped, and '5x5x',
  /// '5xx5' and 'x5x5' ran as 5x5. Every command with --size reads it alike.
  @Test(arguments: ["5x5x", "5xx5", "x5x5", "+5x5", "5x"])
  func refusesASizeWithAnXTooMany(_ size: String) throws {
    let folder = try temporaryFolder()
    for command in [
      ["enumerate", "-o", "e.txt"], ["generate", "--level", "beginner", "--set", "g.yaml"],
      ["catalog", "query", "--db", "c.sqlite"],
    ] {
      let result = try CLI.run(command + ["--size", size], in: folder)
      #expect(result.status == 64, "\(command): \(result.stderr)")
      #expect(
        result.stderr.hasPrefix("Error: The value '\(size)' is invalid for '--size <RxC>'"),
        "\(command): \(result.stderr)")
    }
    let bench = try CLI.runBench(["enumerate", "--size", size])
    #expect(bench.status == 64, "\(bench.stderr)")
    #expect(bench.stderr.hasPrefix("Error: The value '\(size)' is invalid for '--size <RxC>'"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    // Upper case still reads.
    let upper = try CLI.run(["enumerate", "--size", "4X4", "-o", "e.txt"], in: folder)
    #expect(upper.status == 0, "\(upper.stderr)")
  }

  /// The largest shard count works: a 4x4 board has fewer configurations than shards, so
  /// the last shard is empty, and written so.
  @Test func runsTheLastShardOfTheLargestCount() throws {
    let folder = try temporaryFolder()
    let result = try CLI.run(
      ["enumerate", "--size", "4x4", "--shard", "999999/1000000", "-o", "last.txt"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("wrote 0 puzzles to last.txt"))
    // One cluster in one configuration was said "1 solvable clusters ... 1 configurations".
    let first = try CLI.run(
      ["enumerate", "--size", "4x4", "--shard", "0/1000000", "-o", "first.txt"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr.hasPrefix(
        "wrote 0 puzzles to first.txt: 1 solvable cluster explored, 30 states in 1 configuration, "
      ), "\(first.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("last.txt"), encoding: .utf8)
    #expect(text.contains("# shard: 999999/1000000\n"))
  }

  @Test func refusesBadOptionsClearly() throws {
    for (arguments, message) in [
      (["--shard", "3/3"], "a shard I/N has I from 0 to N-1, not '3/3'"),
      (["--shard", "x"], "a shard is I/N, two whole numbers such as 0/8, not 'x'"),
      // A negative index was taken for an option, and its value said missing.
      (["--shard", "-1/2"], "a shard I/N has I from 0 to N-1, not '-1/2'"),
      // From 2^61 shards on, the run trapped on an overflow (exit 132).
      (["--shard", "0/1000001"], "a shard I/N has N at most 1000000, not '0/1000001'"),
      (
        ["--shard", "0/2305843009213693952"],
        "a shard I/N has N at most 1000000, not '0/2305843009213693952'"
      ),
      (
        ["--shard", "9223372036854775806/9223372036854775807"],
        "a shard I/N has N at most 1000000, not '9223372036854775806/9223372036854775807'"
      ),
      (["--size", "3x6"], "the board must have 4 to 8 rows and columns, not 3x6"),
      (["--exit-row", "7"], "the chute row must be 0 to 5 on a 6x6 board, not 7"),
      // The bounds and the words of every other command's --jobs: 2000 was taken.
      (["--jobs", "0"], "--jobs must be from 1 to 1024"),
      (["--jobs", "2000"], "--jobs must be from 1 to 1024"),
      // Negative numbers are the options' values, not options of their own.
      (["--exit-row", "-1"], "the chute row must be 0 to 5 on a 6x6 board, not -1"),
      (["--batch-seeds", "-5"], "--batch-seeds must be at least 1, not -5"),
      // Options that would change nothing are refused, not taken silently.
      (
        ["--batch-seeds", "2000"],
        "--batch-seeds sets the batches --resume records; give --resume DIR"
      ),
      (["--timings"], "--timings adds times to --format json output only; add --format json"),
      (["--walls", "-1"], "'-1' is not a number of walls: N or MIN...MAX, such as 0...2"),
      (["--walls", "+1"], "'+1' is not a number of walls: N or MIN...MAX, such as 0...2"),
      (["--walls", "1..."], "walls are N or MIN...MAX, with both ends"),
      (["--walls", "3...1"], "MIN 3 is over MAX 1"),
      (["--walls", "18446744073709551616"], "walls are at most 9 digits"),
      (["--histogram", ""], "--histogram needs a file name, not ''"),
      (["--resume", ""], "--resume needs a folder name, not ''"),
    ] {
      let result = try CLI.run(["enumerate"] + arguments + ["-o", "/tmp/never-written.txt"])
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  /// The issue's table of 5x5 puzzles by moves, as a histogram file.
  static let table5x5 =
    "# 5x5 without walls, from the issue\nmoves\tpuzzles\n"
    + zip(1...20, [1, 3, 46, 165, 339, 340, 296, 196, 139, 83, 32, 12, 26, 22, 14, 12, 0, 2, 0, 2])
    .map { "\($0)\t\($1)\n" }.joined()

  @Test func resumesARunStoppedBySIGTERMToTheUninterruptedBytes() throws {
    let folder = try temporaryFolder()
    let arguments = [
      "enumerate", "--size", "5x5", "--jobs", "1", "--batch-seeds", "2000", "--resume", "parts",
    ]
    #expect(try CLI.run(["enumerate", "--size", "5x5", "-o", "whole.txt"], in: folder).status == 0)
    let parts = folder.appendingPathComponent("parts")
    let batches = {
      ((try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? []).count(where: {
        $0.hasPrefix("batch-")
      })
    }
    let running = try RunningCLI(arguments + ["-o", "out.txt"], in: folder, lowPriority: true)
    #expect(running.wait { batches() >= 5 })
    let stopped = running.stop(with: SIGTERM)
    #expect(stopped.status == 143)
    #expect(
      stopped.stderr.hasSuffix(
        "interrupted by SIGTERM; out.txt not written; the finished batches are kept in parts\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
    let done = batches()
    #expect(
      try Self.read(parts.appendingPathComponent("run.txt"))
        == "# unblock enumerate\n# size: 5x5\n# exit: right, row 2\n# walls: 0...0\n"
        + "# seeds: solved, packed, no block out of reach, mirror images by the lesser configuration\n"
        + "# explored: configurations with every block in reach by their lanes\n# batch seeds: 2000\n"
    )
    // A dry run counts the finished batches, and leaves the folder as it is.
    let before = try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted()
    let dry = try CLI.run(arguments + ["-o", "out.txt", "--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(
      dry.stderr
        == "dry run: would enumerate 5x5 and write out.txt, resuming from parts: \(done) batches done\n"
    )
    let json = try CLI.run(
      arguments + ["-o", "out.txt", "--dry-run", "--format", "json"], in: folder)
    #expect(
      json.stdout.hasSuffix(
        #""action":"enumerate","resume":{"folder":"parts","exists":true,"finishedBatches":\#(done),"damagedBatches":0}}"#
          + "\n"), "\(json.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: parts.path).sorted() == before)
    let resumed = try CLI.run(arguments + ["-o", "out.txt"], in: folder)
    #expect(resumed.status == 0)
    #expect(resumed.stderr.hasPrefix("resuming: \(done) batches already done in parts\n"))
    // It says the enumeration's states, as the whole run does, and which of them it read
    // back: its states/s leaves those out.
    #expect(
      resumed.stderr.contains(
        "solvable clusters explored, 2073742 states in 15591 configurations ("))
    #expect(resumed.stderr.contains(" states of them read back from --resume's folder), "))
    #expect(
      try Self.read(folder.appendingPathComponent("out.txt"))
        == (try Self.read(folder.appendingPathComponent("whole.txt"))))
    // The finished run deletes its checkpoints.
    #expect(!FileManager.default.fileExists(atPath: parts.path))
  }

  /// A batch file cut at a line end or edited no longer matches its `# end:` line: the
  /// resumed run names it, does its batch again and writes the uninterrupted bytes.
  @Test func redoesABatchFileCutOrEdited() throws {
    let folder = try temporaryFolder()
    let arguments = [
      "enumerate", "--size", "5x5", "--jobs", "1", "--batch-seeds", "2000", "--resume", "parts",
      "-o", "out.txt",
    ]
    #expect(try CLI.run(["enumerate", "--size", "5x5", "-o", "whole.txt"], in: folder).status == 0)
    let parts = folder.appendingPathComponent("parts")
    let batch = { (number: Int) in parts.appendingPathComponent("batch-\(number).txt") }
    let running = try RunningCLI(arguments, in: folder, lowPriority: true)
    #expect(running.wait { FileManager.default.fileExists(atPath: batch(2).path) })
    #expect(running.stop(with: SIGTERM).status == 143)
    let first = try Self.read(batch(0)).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(first.count > 8)
    try Data(first.prefix(6).map { $0 + "\n" }.joined().utf8).write(to: batch(0))
    let second = try Self.read(batch(1))
    let edited = second.replacingOccurrences(of: "o", with: "x", options: [], range: nil)
    #expect(edited != second)
    try Data(edited.utf8).write(to: batch(1))
    // A dry run counts the damaged files, and deletes none.
    let dry = try CLI.run(arguments + ["--dry-run"], in: folder)
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stderr.hasSuffix(" done, 2 damaged to do again\n"), "\(dry.stderr)")
    #expect(FileManager.default.fileExists(atPath: batch(0).path))
    #expect(try Self.read(batch(1)) == edited)
    let resumed = try CLI.run(arguments, in: folder)
    #expect(resumed.status == 0)
    #expect(
      resumed.stderr.contains(
        "warning: parts/batch-0.txt is damaged: it does not end with its '# end: N lines, fnv1a64 HEX' line"
      ))
    #expect(
      resumed.stderr.contains(
        "warning: parts/batch-1.txt is damaged: its lines are not those its '# end:' line sums: it was edited; its batch is done again"
      ))
    #expect(
      try Self.read(folder.appendingPathComponent("out.txt"))
        == (try Self.read(folder.appendingPathComponent("whole.txt"))))
  }

  @Test func refusesTheCheckpointsOfAnotherRun() throws {
    let folder = try temporaryFolder([
      "parts/run.txt": Array("# unblock enumerate\n# size: 4x4\n".utf8)
    ])
    let result = try CLI.run(
      ["enumerate", "--size", "5x5", "--resume", "parts", "-o", "out.txt"], in: folder)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "parts holds the checkpoints of another run (see parts/run.txt); give another folder"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
    // A dry run refuses it in the same words.
    let dry = try CLI.run(
      ["enumerate", "--size", "5x5", "--resume", "parts", "-o", "out.txt", "--dry-run"], in: folder)
    #expect(dry.status == 64)
    #expect(dry.stderr == result.stderr)
  }

  /// A dry run with a --resume folder that is not there says the run would make it, and
  /// makes nothing; with an empty folder, that no batch is done; a file, or a folder with
  /// other files, is refused as the run refuses it.
  @Test func dryRunSaysWhatTheResumeFolderHolds() throws {
    let folder = try temporaryFolder(["notes.txt": Array("hello\n".utf8)])
    let run = ["enumerate", "--size", "4x4", "-o", "a.txt", "--dry-run", "--resume"]
    let fresh = try CLI.run(run + ["parts"], in: folder)
    #expect(fresh.status == 0, "\(fresh.stderr)")
    #expect(
      fresh.stderr
        == "dry run: would enumerate 4x4 and write a.txt, recording batches in the new folder parts\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("empty"), withIntermediateDirectories: false)
    let empty = try CLI.run(run + ["empty"], in: folder)
    #expect(
      empty.stderr
        == "dry run: would enumerate 4x4 and write a.txt, recording batches in empty (none done yet)\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/empty").isEmpty)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("full"), withIntermediateDirectories: false)
    try Data("mine\n".utf8).write(to: folder.appendingPathComponent("full/notes.txt"))
    for (path, message) in [
      ("notes.txt", "notes.txt is a file; --resume takes a folder"),
      ("full", "full is not empty and holds no run.txt; give another folder"),
      // -o a.txt would be in the folder, which the run empties and deletes.
      (".", "-o a.txt is in ., the --resume folder"),
      ("nodir/parts", "nodir"),
    ] {
      let dry = try CLI.run(run + [path], in: folder)
      let real = try CLI.run(Array(run.dropLast(2)) + ["--resume", path], in: folder)
      // A folder that cannot be made is a write that fails (2), one in the way a refusal (64).
      #expect(dry.status == (path == "nodir/parts" ? 2 : 64), "\(path): \(dry.stderr)")
      #expect(dry.stderr.contains(message), "\(path): \(dry.stderr)")
      #expect(dry.stderr == real.stderr, "\(path)")
    }
    // The run would do nothing once -o holds the enumeration: the folder does not matter.
    #expect(try CLI.run(["enumerate", "--size", "4x4", "-o", "a.txt"], in: folder).status == 0)
    let done = try CLI.run(run + ["notes.txt", "--format", "json"], in: folder)
    #expect(done.status == 3)
    #expect(done.stdout.hasSuffix(#""action":"nothing","resume":null}"# + "\n"))
  }

  /// Checkpoints taken before clusters with a block out of reach were left out, or before
  /// configurations with a block out of reach by their lanes were, cut their batches by
  /// other seed counts: resuming them would skip other configurations. Those of a board
  /// symmetric top to bottom taken before a configuration and its mirror image were
  /// explored as one hold other lines: resuming them would write some twice.
  @Test(arguments: [
    "# unblock enumerate\n# size: 5x5\n# exit: right, row 2\n# walls: 0...0\n# batch seeds: 2000\n",
    "# unblock enumerate\n# size: 5x5\n# exit: right, row 2\n# walls: 0...0\n"
      + "# seeds: solved, packed, no block out of reach\n# batch seeds: 2000\n",
    "# unblock enumerate\n# size: 5x5\n# exit: right, row 2\n# walls: 0...0\n"
      + "# seeds: solved, packed, no block out of reach\n"
      + "# explored: configurations with every block in reach by their lanes\n# batch seeds: 2000\n",
  ])
  func refusesTheCheckpointsOfTheEarlierSeedRules(run: String) throws {
    let folder = try temporaryFolder([
      "parts/run.txt": Array(run.utf8),
      "parts/batch-0.txt": Array("# configurations: 1\n".utf8),
    ])
    let result = try CLI.run(
      [
        "enumerate", "--size", "5x5", "--resume", "parts", "--batch-seeds", "2000", "-o", "out.txt",
      ],
      in: folder)
    #expect(result.status == 64)
    #expect(result.stderr.contains("parts holds the checkpoints of another run"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.txt").path))
  }

  @Test func comparesTheCountsByMovesWithAHistogram() throws {
    let folder = try temporaryFolder([
      "table.tsv": Array(Self.table5x5.utf8),
      "wrong.tsv": Array(
        Self.table5x5.replacingOccurrences(of: "20\t2\n", with: "20\t3\n21\t1\n").utf8),
      "bad.tsv": Array("moves\tpuzzles\n1\t1\n2\tmany\n".utf8),
      "empty.tsv": Array("# nothing yet\n".utf8),
    ])
    let run = try CLI.run(
      ["enumerate", "--size", "5x5", "-o", "5x5.txt", "--histogram", "table.tsv"], in: folder)
    #expect(run.status == 0)
    #expect(run.stdout == "counts equal table.tsv at every move count (1730 puzzles)\n")
    // The file is there already: its lines are compared, with no run.
    let wrong = try CLI.run(
      ["enumerate", "--size", "5x5", "-o", "5x5.txt", "--histogram", "wrong.tsv"], in: folder)
    #expect(wrong.status == 1)
    #expect(
      wrong.stdout
        == "counts differ from wrong.tsv at 20 moves (2 found, 3 expected), 21 moves (0 found, 1 expected)\n"
    )
    // Printed, the 1,730 lines keep standard output to themselves; the verdict goes beside.
    let printed = try CLI.run(
      ["enumerate", "--size", "5x5", "--histogram", "table.tsv"], in: folder)
    #expect(printed.status == 0)
    #expect(printed.stdout == (try Self.read(folder.appendingPathComponent("5x5.txt"))))
    #expect(printed.stdout.split(separator: "\n").count { !$0.hasPrefix("#") } == 1730)
    #expect(printed.stderr.hasSuffix("counts equal table.tsv at every move count (1730 puzzles)\n"))
    // A bad line, or no counts at all (every count would differ), is refused before the run.
    for (file, message) in [
      ("bad.tsv", "bad.tsv:3:3: error: the number of puzzles must be a whole number, not 'many'"),
      (
        "empty.tsv",
        "empty.tsv:1:1: error: no counts: a histogram has a line 'moves<TAB>puzzles' per move count"
      ),
    ] {
      let refused = try CLI.run(
        ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--histogram", file], in: folder)
      #expect(refused.status == 2)
      #expect(refused.stderr == message + "\n")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("4x4.txt").path))
  }
}
