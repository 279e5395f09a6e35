import Foundation
import Testing
import UnblockTestSupport

/// `enumerate`'s outputs: refused before the work when they could not be written, a pipe
/// never opened, standard output's failures and stop signals reported.
@Suite struct EnumerateOutputSafetyTests {
  /// Every output that could not be written at the end is refused before the work: the
  /// `--resume` folder, made when the work starts, is never created.
  @Test func refusesAnOutputItCouldNotWriteBeforeTheWork() throws {
    let folder = try temporaryFolder(["read-only.txt": Array("old\n".utf8)])
    defer {
      chmod(folder.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(chmod(folder.appendingPathComponent("read-only.txt").path, 0o444) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("locked"), withIntermediateDirectories: false)
    #expect(chmod(folder.appendingPathComponent("locked").path, 0o555) == 0)
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
    let pipe =
      "was not replaced: it is not a regular file (a pipe, a device or a socket), which a new file would replace"
    for (arguments, message) in [
      (["-o", "nodir/x.txt"], "error: cannot write nodir/x.txt: No such file or directory"),
      (
        ["-o", "read-only.txt", "--force"],
        "error: read-only.txt was not replaced: it is read-only (mode 0444); make it writable first"
      ),
      (
        ["-o", "locked/x.txt"],
        "error: cannot write locked/x.txt: its folder is read-only (mode 0555); make it writable first"
      ),
      (
        ["--db", "locked/x.sqlite"],
        "error: cannot write locked/x.sqlite: its folder is read-only (mode 0555); make it writable first"
      ),
      (["-o", "pipe"], "error: pipe \(pipe)"),
      (["-o", "pipe", "--force"], "error: pipe \(pipe)"),
      // A catalogue that is no regular file is refused by the catalogue, in its words.
      (
        ["--db", "pipe"],
        "error: pipe: not a regular file (a pipe, a device or a socket), which cannot hold a catalogue"
      ),
    ] {
      let result = try CLI.run(
        ["enumerate", "--size", "4x4", "--resume", "parts"] + arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("wrote"), "\(arguments)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("parts").path),
        "\(arguments)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["locked", "pipe", "read-only.txt"])
  }

  /// The --histogram file is an input of the run: -o or --db naming it, by any spelling or
  /// through a link, is refused whatever --force says, and the file is kept. It used to be
  /// replaced by the enumeration with --force.
  @Test func refusesAnOutputThatIsTheHistogramEvenWithForce() throws {
    let counts = "1\t1\n2\t2\n3\t7\n4\t8\n5\t5\n6\t6\n7\t3\n"
    let folder = try temporaryFolder(["counts.tsv": Array(counts.utf8)])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.tsv").path, withDestinationPath: "counts.tsv")
    for (option, path) in [
      ("-o", "counts.tsv"), ("-o", "link.tsv"), ("-o", "./counts.tsv"), ("--db", "link.tsv"),
    ] {
      let result = try CLI.run(
        ["enumerate", "--size", "4x4", option, path, "--histogram", "counts.tsv", "--force"],
        in: folder)
      #expect(result.status == 64, "\(path)")
      #expect(
        result.stderr.hasPrefix(
          "Error: \(option) \(path) is the input counts.tsv; write elsewhere"),
        "\(path): \(result.stderr)")
      #expect(!result.stderr.contains("wrote"))
    }
    let kept = try String(
      contentsOf: folder.appendingPathComponent("counts.tsv"), encoding: .utf8)
    #expect(kept == counts)
    // Elsewhere, the same run compares and writes.
    let elsewhere = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "e.txt", "--histogram", "link.tsv"], in: folder)
    #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
    #expect(elsewhere.stdout.hasPrefix("counts equal"))
  }

  /// A full disk on standard output is said, with status 2, not a crash.
  @Test func saysStandardOutputCannotBeWritten() throws {
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["enumerate", "--size", "4x4"]
    let errors = Pipe()
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      String(decoding: message, as: UTF8.self)
        == "error: cannot write standard output: No space left on device\n")
  }

  /// A signal while the lines go to a pipe that is not read ends the run after the lines
  /// being written, with whole lines only, the signal named and its status.
  @Test func aSignalWhileWritingStandardOutputStopsOnAWholeLine() throws {
    let whole = try CLI.run(["enumerate", "--size", "5x5", "--walls", "0...1"])
    #expect(whole.status == 0)
    // More than a pipe holds, so the run waits on the pipe until the test reads it.
    #expect(whole.stdout.utf8.count > 2 * 65536)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stopped = try CLI.stopWhileWriting(
      ["enumerate", "--size", "5x5", "--walls", "0...1"], in: folder)
    #expect(stopped.status == 143)
    let text = stopped.stdout
    #expect(text.hasSuffix("\n"))
    #expect(text.count < whole.stdout.count)
    #expect(whole.stdout.hasPrefix(text))
    let stderr = stopped.stderr
    let puzzles = text.split(separator: "\n").count(where: { !$0.hasPrefix("#") })
    #expect(
      stderr
        == "interrupted by SIGTERM after \(puzzles) puzzles; every line above is complete\n")
  }

  /// A resume folder the batches could not be written in is refused before the work, and
  /// a missing parent is not made: the first batch failed after the work, and a mistyped
  /// parent was created. The status is 2, as for `-o` in such a folder (it was 64, and
  /// README said "as `-o` is": audit 39).
  @Test func refusesAResumeFolderItCouldNotWriteBeforeTheWork() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(
      at: locked.appendingPathComponent("parts"), withIntermediateDirectories: true)
    for path in [locked.appendingPathComponent("parts").path, locked.path] {
      #expect(chmod(path, 0o555) == 0)
    }
    for (resume, message) in [
      ("locked/parts", "cannot write locked/parts/run.txt: its folder is read-only (mode 0555)"),
      ("locked/new", "cannot write locked/new: its folder is read-only (mode 0555)"),
      ("nodir/parts", "cannot write nodir/parts: No such file or directory"),
    ] {
      let result = try CLI.run(
        ["enumerate", "--size", "4x4", "--resume", resume, "-o", "out.txt"], in: folder)
      #expect(result.status == 2, "\(resume)")
      let output = try CLI.run(
        ["enumerate", "--size", "4x4", "-o", resume + "/out.txt"], in: folder)
      #expect(output.status == 2, "\(resume)")
      #expect(result.stderr.hasPrefix("error: \(message)"), "\(result.stderr)")
      #expect(!result.stderr.contains("Usage:"), "\(result.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["locked"])
    #expect(chmod(locked.path, 0o755) == 0)
    #expect(chmod(locked.appendingPathComponent("parts").path, 0o755) == 0)
  }

  /// An -o or --db in the --resume folder, or that is the folder, is refused before the
  /// work and before anything is made, by a dry run too: the run deletes the folder's files
  /// and the folder when done, so `-o parts/run.txt` was written, said ("wrote 32
  /// puzzles"), then deleted with exit 0; `-o parts` failed only once the work was done;
  /// `--db parts/run.txt` made a catalogue, then refused the folder as another run's.
  @Test func refusesAnOutputInTheResumeFolderBeforeTheWork() throws {
    let folder = try temporaryFolder(["kept/notes.md": Array("mine\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let inside = { (option: String, path: String, resume: String) in
      "\(option) \(path) is in \(resume), the --resume folder, whose files the run deletes with the folder when it is done; write elsewhere"
    }
    for (resume, arguments, message) in [
      ("parts", ["-o", "parts"], "-o parts and --resume parts are the same path; give two"),
      ("kept", ["-o", "./kept/"], "-o ./kept/ and --resume kept are the same path; give two"),
      ("kept", ["-o", "kept/run.txt"], inside("-o", "kept/run.txt", "kept")),
      ("kept", ["-o", "kept/batch-3.txt"], inside("-o", "kept/batch-3.txt", "kept")),
      (
        "kept", ["-o", "kept/../kept/sub/out.txt"], inside("-o", "kept/../kept/sub/out.txt", "kept")
      ),
      ("kept", ["--db", "kept/run.txt"], inside("--db", "kept/run.txt", "kept")),
      ("parts", ["--db", "parts/c.sqlite"], inside("--db", "parts/c.sqlite", "parts")),
    ] {
      for dryRun in [[], ["--dry-run"]] {
        let result = try CLI.run(
          ["enumerate", "--size", "4x4", "--jobs", "1", "--resume", resume] + arguments + dryRun,
          in: folder)
        #expect(result.status == 64, "\(arguments) \(dryRun)")
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept"])
        #expect(
          try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("kept").path) == ["notes.md"])
      }
    }
  }

  /// Through a link to the --resume folder not made yet, -o and --db were taken for paths
  /// in a missing folder (`cannot write rplink/x.txt: No such file or directory`, exit 2),
  /// though the run would make the folder and delete them with it (audit 39).
  @Test func refusesAnOutputInTheResumeFolderThroughALinkToItBeforeItIsMade() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("rplink").path, withDestinationPath: "rp")
    for (arguments, message) in [
      (["--resume", "rp", "-o", "rplink/x.txt"], "-o rplink/x.txt is in rp, the --resume folder"),
      (
        ["--resume", "rp", "--db", "rplink/c.sqlite"],
        "--db rplink/c.sqlite is in rp, the --resume folder"
      ),
      (["--resume", "rplink", "-o", "rp/x.txt"], "-o rp/x.txt is in rplink, the --resume folder"),
    ] {
      for dryRun in [[], ["--dry-run"]] {
        let result = try CLI.run(
          ["enumerate", "--size", "4x4", "--jobs", "1"] + arguments + dryRun, in: folder)
        #expect(result.status == 64, "\(arguments) \(dryRun): \(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rplink"])
      }
    }
  }

  /// A run killed while writing a checkpoint leaves a temporary file: the next run removes
  /// it, and the finished run its folder.
  @Test func aResumeRemovesTheTemporaryFilesOfAKilledRun() throws {
    let stale = ".run.txt.\(UUID().uuidString).tmp"
    let folder = try temporaryFolder(["parts/" + stale: Array("# unblock".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["enumerate", "--size", "4x4", "--resume", "parts", "-o", "out.txt"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("parts").path))
  }
}
