import Foundation
import Testing
import UnblockTestSupport

/// `unblock enumerate --dry-run`: what a run would do with its outputs, checked as the run
/// checks them, without enumerating or writing anything.
@Suite struct EnumerateDryRunTests {
  /// The names in `folder`, sorted.
  static func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// A missing file: the run would enumerate (exit 0), and nothing is written; once the run
  /// wrote it, the dry run says it holds the enumeration (exit 3), for a shard and for the
  /// merge of the shards as for the unsharded run.
  @Test func saysWhetherTheRunWouldEnumerateOrIsDone() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["enumerate", "--size", "4x4"]
    let before = try CLI.run(run + ["-o", "a.txt", "--dry-run"], in: folder)
    #expect(before.status == 0, "\(before.stderr)")
    #expect(before.stderr == "dry run: would enumerate 4x4 and write a.txt\n")
    #expect(before.stdout.isEmpty)
    #expect(try Self.names(folder).isEmpty)
    let shard = try CLI.run(run + ["--shard", "1/2", "-o", "p1.txt", "--dry-run"], in: folder)
    #expect(shard.status == 0)
    #expect(shard.stderr == "dry run: would enumerate 4x4 shard 1/2 and write p1.txt\n")
    for index in 0..<2 {
      #expect(
        try CLI.run(run + ["--shard", "\(index)/2", "-o", "p\(index).txt"], in: folder).status == 0)
    }
    #expect(
      try CLI.run(["catalog", "merge", "p0.txt", "p1.txt", "-o", "merged.txt"], in: folder).status
        == 0)
    #expect(try CLI.run(run + ["-o", "a.txt"], in: folder).status == 0)
    for (arguments, path) in [
      (["-o", "a.txt"], "a.txt"), (["-o", "merged.txt"], "merged.txt"),
      (["--shard", "1/2", "-o", "p1.txt"], "p1.txt"),
    ] {
      let done = try CLI.run(run + arguments + ["--dry-run"], in: folder)
      #expect(done.status == 3, "\(arguments): \(done.stderr)")
      #expect(done.stderr == "dry run: \(path) already holds this enumeration; nothing to do\n")
    }
    #expect(try Self.names(folder) == ["a.txt", "merged.txt", "p0.txt", "p1.txt"])
  }

  /// A dry run does not compare a finished file's counts with --histogram, as its help
  /// says: it exits 3, nothing to do, where the run compares them and exits 1.
  @Test func leavesAFinishedFilesCountsToTheRun() throws {
    let folder = try temporaryFolder(["wrong.tsv": Array("7\t99\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["enumerate", "--size", "4x4", "-o", "a.txt", "--histogram", "wrong.tsv"]
    #expect(try CLI.run(Array(run.prefix(5)), in: folder).status == 0)
    let dry = try CLI.run(run + ["--dry-run"], in: folder)
    #expect(dry.status == 3, "\(dry.stderr)")
    #expect(dry.stderr == "dry run: a.txt already holds this enumeration; nothing to do\n")
    let real = try CLI.run(run, in: folder)
    #expect(real.status == 1, "\(real.stderr)")
    let help = try CLI.run(["enumerate", "--help"]).stdout.split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(
      help.contains(
        "(exit 3; the file's counts are not compared with --histogram, which the run itself does)"))
  }

  /// Whatever the run refuses, the dry run refuses with the same message and status: a
  /// file of another run or shard, a folder, a missing folder, options enumerate does not
  /// take, -o and --db the same file, a catalogue that is not one.
  @Test func refusesWhatTheRunRefusesInItsWords() throws {
    let folder = try temporaryFolder(["notes.txt": Array("hello\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    #expect(
      try CLI.run(["enumerate", "--size", "4x4", "--shard", "0/2", "-o", "p0.txt"], in: folder)
        .status == 0)
    for arguments in [
      ["--size", "4x4", "-o", "notes.txt"], ["--size", "4x4", "-o", "sub"],
      ["--size", "4x4", "-o", "nodir/a.txt"], ["--size", "9x9", "-o", "a.txt"],
      ["--size", "4x4", "--walls", "7...1", "-o", "a.txt"], ["--size", "4x4", "--jobs", "2000"],
      ["--size", "4x4", "--walls", "1", "--shard", "0/2", "-o", "p0.txt"],
      ["--size", "4x4", "--shard", "1/2", "-o", "p0.txt"], ["--size", "4x4", "-o", "p0.txt"],
      ["--size", "4x4", "-o", "x.txt", "--db", "x.txt"], ["--size", "4x4", "--db", "notes.txt"],
      ["--size", "4x4", "--db", "nodir/c.sqlite"],
    ] {
      let real = try CLI.run(["enumerate"] + arguments, in: folder)
      let dry = try CLI.run(["enumerate"] + arguments + ["--dry-run"], in: folder)
      #expect(real.status != 0 && dry.status == real.status, "\(arguments): \(dry.stderr)")
      #expect(dry.stderr == real.stderr, "\(arguments)")
    }
    #expect(try Self.names(folder) == ["notes.txt", "p0.txt", "sub"])
  }

  /// With --format json: the run's fields, then "dryRun": true and the action, and the
  /// same statuses; a catalogue that would be made is not.
  @Test func printsWhatItWouldDoAsJSON() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = ["enumerate", "--size", "4x4", "-o", "a.txt", "--format", "json", "--dry-run"]
    let before = try CLI.run(run + ["--db", "c.sqlite"], in: folder)
    #expect(before.status == 0, "\(before.stderr)")
    #expect(before.stderr.isEmpty)
    #expect(
      before.stdout
        == #"{"output":"a.txt","catalog":"c.sqlite","size":"4x4","exit":"right","exitRow":1,"walls":{"min":0,"max":0},"shard":null,"dryRun":true,"action":"enumerate","resume":null}"#
        + "\n")
    #expect(try Self.names(folder).isEmpty)
    #expect(try CLI.run(["enumerate", "--size", "4x4", "-o", "a.txt"], in: folder).status == 0)
    let done = try CLI.run(run, in: folder)
    #expect(done.status == 3)
    #expect(
      done.stdout.hasSuffix(#""shard":null,"dryRun":true,"action":"nothing","resume":null}"# + "\n")
    )
  }
}
