import Foundation
import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

/// SIGINT, SIGTERM and SIGHUP, sent to the running tool: no lost puzzle, no half-written
/// file or line, the shell's status for the signal.
@Suite struct StopSignalTests {
  /// A long `generate` run: 5,000 small puzzles, a few written per second.
  let long = [
    "generate", "--moves", "4...9", "--size", "5x5", "--exit-row", "any", "--count", "5000",
    "--seed", "3",
  ]

  /// How many copies of I-4 the `solve` and `analyze` runs get: a release build solves 200
  /// in under half a second on 2 cores, so fewer could end before the signal lands.
  let copies = 2_000

  /// The I-4 grid `copies` times, as one grid file.
  func copiesOfI4(_ copies: Int) -> String {
    Array(repeating: ReferencePuzzles.intermediate4Grid, count: copies).joined(separator: "\n")
  }

  /// The number of puzzles the stop message says were done.
  func puzzlesDone(_ stderr: String, signal: String) throws -> Int {
    let pattern =
      "interrupted by \(signal) after ([0-9]+) puzzles?; every line above is complete\n$"
    let match = try #require(stderr.firstMatch(of: try Regex<(Substring, Substring)>(pattern)))
    return try #require(Int(match.output.1))
  }

  /// Runs the long `generate` with `output`, sends `signal` once `marker` is on standard
  /// error, and returns the result and the number of puzzles it says it found.
  func stopGenerate(
    _ output: [String], after marker: String, with signal: Int32, named name: String
  ) throws -> (result: CLI.Result, found: Int) {
    let run = try RunningCLI(long + output)
    #expect(run.wait { run.stderr.contains(marker) })
    let result = run.stop(with: signal)
    let pattern = "interrupted by \(name) after ([0-9]+) of 5000 puzzles\n"
    let match = try #require(
      result.stderr.firstMatch(of: try Regex<(Substring, Substring)>(pattern)),
      "status \(result.status): \(result.stderr)")
    return (result, try #require(Int(match.output.1)))
  }

  @Test func sigtermWritesTheSetWithThePuzzlesSoFarAndExits143() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("set.yaml")
    let (result, found) = try stopGenerate(
      ["--set", set.path], after: "puzzle-003: ", with: SIGTERM, named: "SIGTERM")
    #expect(result.status == 143)
    #expect(found >= 3)
    #expect(result.stderr.hasSuffix("complete files written:\n  \(set.path)\n"))
    // Only the set is there: no temporary file beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["set.yaml"])
    let check = try CLI.run(["check", set.path])
    #expect(check.status == 0)
    #expect(
      check.stdout.hasSuffix("checked \(found) puzzles in 1 file: \(found) valid, 0 invalid\n"))
  }

  /// A reader of the progress that goes away (`2>&1 | head -1`) ends the run as SIGTERM
  /// does, its set written: SIGPIPE killed it at the next line, and every puzzle was lost
  /// (audit 37).
  @Test func aReaderOfTheProgressThatGoesAwayEndsTheRunWithItsSetWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script =
      "(\"$0\" generate --level warm-up --size 6x6 --count 40 --seed 1 --set s.yaml --jobs 1;"
      + " echo $? > status) 2>&1 | head -1"
    let run = try CLI.run(
      ["/bin/sh", "-c", script, CLI.executable.path], shell: true, in: folder)
    #expect(run.stdout.hasPrefix("warm-up-0"), "\(run.stdout)")
    let status = try String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8)
    #expect(status == "141\n")
    let check = try CLI.run(["check", "s.yaml"], in: folder)
    #expect(check.status == 0, "\(check.stdout)")
    // Stopped: the search did not run on to its 40 puzzles (it did, SIGPIPE being
    // ignored, when a Dispatch source was to see it).
    let count = try #require(
      check.stdout.firstMatch(of: /checked ([0-9]+) puzzles in 1 file: \1 valid, 0 invalid\n/))
    #expect(try #require(Int(count.output.1)) < 40)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "s.yaml", "status",
      ])
  }

  @Test func sighupKeepsEveryCompleteFileRemovesTemporariesAndExits129() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, found) = try stopGenerate(
      ["--out", folder.path], after: "puzzle-003.yaml: ", with: SIGHUP, named: "SIGHUP")
    #expect(result.status == 129)
    // contentsOfDirectory lists hidden files too, so a leftover `.name.tmp` would show.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == (1...found).map { String(format: "puzzle-%03d.yaml", $0) })
    let check = try CLI.run(["check", folder.path])
    #expect(check.status == 0)
    #expect(check.stdout.hasSuffix(": \(found) valid, 0 invalid\n"))
  }

  @Test func sigtermEndsSolveOnAWholeJSONLineAndExits143() throws {
    let folder = try temporaryFolder(["many.txt": Array(copiesOfI4(copies).utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try RunningCLI(
      ["solve", "--format", "json", folder.appendingPathComponent("many.txt").path],
      lowPriority: true)
    // Standard output is a file, so it is written in blocks: the first block ends
    // mid-record, and a signal now used to leave that half record behind.
    #expect(run.wait { !run.stdout.isEmpty })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    #expect(result.stdout.hasSuffix("}\n"))
    let objects = try jsonObjects(result.stdout)
    #expect(objects.count == (try puzzlesDone(result.stderr, signal: "SIGTERM")))
    #expect(objects.count > 0 && objects.count < copies)
    #expect(objects.allSatisfy { $0["moves"] as? Int == 23 })
  }

  @Test func sigtermEndsConvertOnAWholeLineAndSaysHowManyPuzzles() throws {
    // A streamed file far too long to convert before the signal lands.
    let line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    let lines = 400_000
    let folder = try temporaryFolder(["rush.txt": Array(String(repeating: line, count: lines).utf8)]
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try RunningCLI(
      ["convert", "--to", "line", folder.appendingPathComponent("rush.txt").path],
      lowPriority: true)
    #expect(run.wait { !run.stdout.isEmpty })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    let done = try puzzlesDone(result.stderr, signal: "SIGTERM")
    #expect(done > 0 && done < lines)
    // Every line written is whole, and the message counts them.
    #expect(result.stdout == String(repeating: line, count: done))
  }

  @Test func ctrlCEndsAnalyzeAfterItsLastWholeRecordAndExits130() throws {
    let folder = try temporaryFolder(["many.txt": Array(copiesOfI4(copies).utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("many.txt").path
    let run = try RunningCLI(["analyze", path], lowPriority: true)
    #expect(run.wait { !run.stdout.isEmpty })
    let result = run.stop(with: SIGINT)
    #expect(result.status == 130)
    let done = try puzzlesDone(result.stderr, signal: "SIGINT")
    #expect(done > 0 && done < copies)
    // Each record is whole: it ends with its time line.
    let records = result.stdout.components(separatedBy: "\(path):").dropFirst()
    #expect(records.count == done)
    #expect(records.allSatisfy { $0.contains(": 23 moves, intermediate\n") })
    #expect(
      records.allSatisfy {
        $0.range(of: #"\n  time: [0-9.]+ ms\n$"#, options: .regularExpression) != nil
      })
  }

  /// `ulimit -t 2` sets the soft and hard limits alike: the kill came with SIGXCPU, status
  /// 137 and a record cut short. The tool lowers its soft limit at start, so SIGXCPU stops
  /// the run a processor-second before the kill: status 152, every record whole.
  @Test func aProcessorTimeLimitStopsAnalyzeOnAWholeRecordBeforeTheKill() throws {
    let folder = try temporaryFolder(["many.txt": Array(copiesOfI4(copies).utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = "ulimit -t 2 && exec \"$0\" analyze --jobs 2 many.txt"
    let result = try CLI.run(
      ["/bin/sh", "-c", script, CLI.executable.path], shell: true, in: folder)
    #expect(result.status == 152, "\(result.stderr)")
    let done = try puzzlesDone(result.stderr, signal: "SIGXCPU")
    #expect(done > 0 && done < copies)
    let records = result.stdout.components(separatedBy: "many.txt:").dropFirst()
    #expect(records.count == done)
    #expect(
      records.allSatisfy {
        $0.range(of: #"\n  time: [0-9.]+ ms\n$"#, options: .regularExpression) != nil
      })
  }

  @Test func sigtermEndsCheckWithTheTotalsSoFarAndExits143() throws {
    var files: [String: [UInt8]] = [:]
    // Enough files that the run cannot end before the signal lands: a release build checks
    // 200 of them in about a second on 2 cores, so waiting a fixed time raced the run's end.
    // The signal goes as soon as the first block of output is written (about 40 puzzles).
    for number in 1...1_000 {
      files[String(format: "i4-%04d.txt", number)] = Array(
        ReferencePuzzles.intermediate4Grid.utf8)
    }
    let folder = try temporaryFolder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try RunningCLI(["check", folder.path], lowPriority: true)
    #expect(run.wait { !run.stdout.isEmpty })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    let done = try puzzlesDone(result.stderr, signal: "SIGTERM")
    #expect(done < 1_000)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    // One whole `ok` line per puzzle done; the copies after the first also get a warning
    // that they share its cluster.
    let records = lines.dropLast(2)
    #expect(records.count { $0.contains(": ok: ") } == done)
    #expect(
      records.allSatisfy {
        $0.hasSuffix(
          ": ok: puzzle 1: 6x6, 12 blocks, chute right of row 2, solvable in 23 moves, intermediate"
        ) || $0.contains(": warning: shares a cluster with the puzzle at ")
      })
    let fileNoun = done == 1 ? "file" : "files"
    let puzzles = done == 1 ? "puzzle" : "puzzles"
    #expect(
      lines.dropLast().last
        == "checked \(done) \(puzzles) in \(done) \(fileNoun): \(done) valid, 0 invalid"[...])
  }

  /// The number of files the stop message of a writing command says were written.
  func filesWritten(_ stderr: String, signal: String) throws -> Int {
    let pattern =
      "^interrupted by \(signal) after writing ([0-9]+) files?; no file was left half-written\n$"
    let match = try #require(stderr.firstMatch(of: try Regex<(Substring, Substring)>(pattern)))
    return try #require(Int(match.output.1))
  }

  /// SIGUSR1, left to its default, ended the run with a temporary file beside the file it
  /// was replacing: every signal that ends a process by default and may be caught stops
  /// it as SIGTERM does.
  @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGUSR1, "SIGUSR1")])
  func aSignalStopsFormatWriteBetweenTwoWholeFilesAndExits128PlusIt(
    signal: Int32, name: String
  ) throws {
    let old = "AAo.\n....\n....\n....\n"
    let new = "AA..>\n....\n....\n....\n"
    // Enough files that the run cannot finish before the signal lands (a debug build
    // rewrites about 2,000 a second), and the tool at the lowest priority, so that tests
    // running beside it slow the tool, not the signal.
    let names = (1...4_000).map { String(format: "p%04d.txt", $0) }
    let folder = try temporaryFolder(
      Dictionary(uniqueKeysWithValues: names.map { ($0, Array(old.utf8)) }))
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent(names[0])
    let run = try RunningCLI(["format", "--write", folder.path], lowPriority: true)
    #expect(run.wait { (try? String(contentsOf: first, encoding: .utf8)) == new })
    let result = run.stop(with: signal)
    #expect(result.status == 128 + signal)
    let written = try filesWritten(result.stderr, signal: name)
    // Every file is the old one or the new one, the rewritten ones are those counted, and
    // no temporary file is left (contentsOfDirectory lists hidden files too).
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names)
    let contents = try names.map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(contents.allSatisfy { $0 == old || $0 == new })
    #expect(contents.count { $0 == new } == written)
    #expect(written >= 1)
  }

  /// `format --write` reads every file before it writes one. A signal while it read ended
  /// it with no word; it now says so, as between two writes, and writes nothing.
  @Test func sigtermWhileFormatWriteReadsSaysSoAndWritesNothing() throws {
    // 24 files of 90,000 lines each (about 4 MB): reading them takes a debug build seconds.
    let line = "51 GBB.L.GHI.LMGHIAAMCCCK.M..JKDDEEJFF. 4780\n"
    let text = Array(String(repeating: line, count: 90_000).utf8)
    let names = (1...24).map { String(format: "f%02d.txt", $0) }
    let folder = try temporaryFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, text) }))
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try RunningCLI(["format", "--write", folder.path], lowPriority: true)
    // The tool listens for the signal once it catches it (a dispatch source's handler):
    // the signal is sent then, while it reads.
    #expect(run.wait { Self.catches(SIGTERM, process: run.processIdentifier) })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    #expect(
      result.stderr
        == "interrupted by SIGTERM after writing 0 files; no file was left half-written\n")
    for name in names {
      #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(text))
    }
  }

  /// Whether the process catches `signal`, by its `SigCgt` mask in /proc.
  static func catches(_ signal: Int32, process: Int32) -> Bool {
    guard
      let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(
        line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    else { return false }
    return mask & (1 << UInt64(signal - 1)) != 0
  }

  /// `render -o --solution` draws both images before it writes either, so a signal while
  /// they are drawn ends the run with nothing written: the old image stays, and no
  /// temporary file is left.
  @Test func sigtermDuringARenderLeavesTheOldImageAndNoTemporaryFile() throws {
    let old = Array("my old image".utf8)
    let folder = try temporaryFolder(["board.png": old])
    defer { try? FileManager.default.removeItem(at: folder) }
    let board = folder.appendingPathComponent("board.png")
    // The sheet of 18 boards at 128 px tiles takes seconds to draw, at the lowest priority
    // longer: the signal comes while it is drawn, once the tool listens for signals.
    let run = try RunningCLI(
      [
        "render", "Puzzles/B-7764.yaml", "--tile", "128", "-o", board.path, "--solution",
        folder.appendingPathComponent("sheet.png").path,
      ], lowPriority: true)
    #expect(run.wait { Self.catches(SIGTERM, process: run.processIdentifier) })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    #expect(try filesWritten(result.stderr, signal: "SIGTERM") == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.png"])
    #expect(try Array(Data(contentsOf: board)) == old)
  }

  /// Every image written is listed, the last one too: its path is printed as it is
  /// written, before a signal can end the run (a signal between the two left a whole
  /// image unlisted in about half of such runs). Small images written fast, stopped six
  /// times, so that the signal lands near a write.
  @Test func sigtermDuringRenderOutDirListsEveryImageWritten() throws {
    let lines = String(repeating: "09 EDDDMMEJJFxGAAoFoGHoxFCCHIooLKoIBBLK\n", count: 400)
    for round in 0..<6 {
      let folder = try temporaryFolder(["set.txt": Array(lines.utf8)])
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try RunningCLI(
        ["render", "set.txt", "--tile", "16", "--out-dir", "out"], in: folder)
      let first = folder.appendingPathComponent("out/puzzle-\(10 + 5 * round).png").path
      #expect(run.wait { FileManager.default.fileExists(atPath: first) })
      let result = run.stop(with: SIGTERM)
      #expect(result.status == 143)
      let written = try filesWritten(result.stderr, signal: "SIGTERM")
      let names = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("out").path
      ).sorted()
      #expect(names.count == written, "\(round)")
      let listed = result.stdout.split(separator: "\n").map(String.init)
      #expect(listed.sorted() == names.map { "out/" + $0 }, "\(round)")
    }
  }

  @Test func sighupDuringRenderOutDirKeepsWholeImagesOnlyAndExits129() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 25 boards at 512 px tiles: a debug build takes about a second over each.
    let run = try RunningCLI([
      "render", "Puzzles/expert.yaml", "--tile", "512", "--out-dir", folder.path,
    ])
    let first = folder.appendingPathComponent("expert-001.png").path
    #expect(run.wait { FileManager.default.fileExists(atPath: first) })
    let result = run.stop(with: SIGHUP)
    #expect(result.status == 129)
    let written = try filesWritten(result.stderr, signal: "SIGHUP")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // Only whole images, the first ones of the set in order, and no temporary file.
    #expect(names == (1...written).map { String(format: "expert-%03d.png", $0) })
    #expect(written >= 1 && written < 25)
    #expect(result.stdout == names.map { folder.path + "/" + $0 + "\n" }.joined())
    let width = BoardGeometry(size: BoardSize(rows: 6, columns: 6), tile: 512).imageWidth
    for name in names {
      let image = try PNGCodec.decode(contentsOf: folder.appendingPathComponent(name).path)
      #expect(image.width == width, "\(name)")
    }
  }
}
