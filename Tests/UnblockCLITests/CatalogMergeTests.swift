import Foundation
import Testing
import UnblockTestSupport

/// `unblock catalog merge`, on shard files that `unblock enumerate --shard I/N` wrote.
@Suite struct CatalogMergeTests {
  /// A folder holding `whole.txt`, the unsharded enumeration of 4x4 boards, and
  /// `shard-I.txt`, its 8 shards, made once for every test by the built tool.
  static let folder: URL = {
    let folder = try! temporaryFolder()
    let options = ["enumerate", "--size", "4x4"]
    _ = try! CLI.run(options + ["-o", "whole.txt"], in: folder)
    for index in 0..<8 {
      _ = try! CLI.run(options + ["--shard", "\(index)/8", "-o", "shard-\(index).txt"], in: folder)
    }
    return folder
  }()

  static func bytes(_ name: String, in folder: URL = folder) -> Data? {
    try? Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// A fresh folder holding copies of the named files of ``folder``.
  static func copies(_ names: [String]) throws -> URL {
    let files = Dictionary(uniqueKeysWithValues: names.map { ($0, [UInt8](bytes($0)!)) })
    return try temporaryFolder(files)
  }

  static let shardNames = (0..<8).map { "shard-\($0).txt" }

  /// An unsharded run's file is its run's one shard: merged alone, it comes out the same.
  @Test func takesAnUnshardedRunAsItsOneShard() throws {
    let folder = try Self.copies(["whole.txt"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["catalog", "merge", "whole.txt", "-o", "-"], in: folder)
    #expect(result.status == 0)
    #expect(Data(result.stdout.utf8) == Self.bytes("whole.txt"))
    #expect(result.stderr.hasPrefix("merged 1 shard, "))
  }

  /// A finished file with a byte-order mark or CRLF line ends, as an editor or a transfer
  /// may leave it, is named so by `catalog merge` and `enumerate -o` (and its dry run):
  /// merge quoted "expected '# unblock enumerate'" at a line that looked exactly like it,
  /// and enumerate said only that the file "holds something else", to be replaced with
  /// --force, though check and convert read it whole.
  @Test func namesAByteOrderMarkAndCRLFLineEndsInAFinishedFile() throws {
    let folder = try Self.copies(["whole.txt"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = try #require(Self.bytes("whole.txt"))
    let mark = Data([0xEF, 0xBB, 0xBF])
    let crlf = Data(String(decoding: whole, as: UTF8.self).replacing("\n", with: "\r\n").utf8)
    let title = "'# unblock enumerate'"
    for (name, bytes, said) in [
      (
        "bom.txt", mark + whole,
        "starts with a byte-order mark (U+FEFF) before \(title), which enumerate never writes: remove it"
      ),
      (
        "crlf.txt", crlf,
        "has CRLF line ends ('\\r\\n'), which enumerate never writes: change them back to LF"
      ),
      (
        "both.txt", mark + crlf,
        "starts with a byte-order mark (U+FEFF) before \(title) and has CRLF line ends ('\\r\\n'), which enumerate never writes: remove the mark and change the line ends back to LF"
      ),
    ] {
      try bytes.write(to: folder.appendingPathComponent(name))
      let diagnostic =
        "\(name):1:1: error: the file \(said) to use the file (dos2unix does), as its '# end:' line sums the bytes enumerate wrote\n"
      let merged = try CLI.run(["catalog", "merge", name, "-o", "-"], in: folder)
      #expect(merged.status == 1, "\(name)")
      #expect(merged.stdout == "")
      #expect(merged.stderr == diagnostic)
      for dryRun in [[], ["--dry-run"]] {
        let again = try CLI.run(
          ["enumerate", "--size", "4x4", "--jobs", "1", "-o", name] + dryRun, in: folder)
        #expect(again.status == 64, "\(name) \(dryRun)")
        #expect(
          again.stderr
            == diagnostic
            + "error: \(name) exists and holds something else (above); use --force to replace it\n"
        )
      }
      #expect(Self.bytes(name, in: folder) == bytes)
    }
  }

  @Test func mergesTheShardsIntoTheBytesOfTheUnshardedRun() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    let whole = try #require(Self.bytes("whole.txt"))
    let puzzles = String(decoding: whole, as: UTF8.self).split(separator: "\n")
      .filter { !$0.hasPrefix("#") }.count
    #expect(puzzles > 20)
    let shuffled = [3, 7, 0, 5, 1, 6, 2, 4].map { Self.shardNames[$0] }
    let result = try CLI.run(["catalog", "merge"] + shuffled + ["-o", "merged.txt"], in: folder)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout == "merged 8 shards, \(puzzles) puzzles, into merged.txt\n")
    #expect(Self.bytes("merged.txt", in: folder) == whole)
  }

  /// `--format json`: one object on standard output, as the schema says, with the same
  /// counts as the text; nothing printed when the parts do not merge; `-o -` refused, as the
  /// lines would share standard output with it.
  @Test func printsOneJSONObjectWithFormatJSON() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames + ["-o", "merged.txt", "--format", "json"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout == #"{"output":"merged.txt","shards":8,"puzzles":32}"# + "\n")
    #expect(Self.bytes("merged.txt", in: folder) == Self.bytes("whole.txt"))
    let failed = try CLI.run(
      ["catalog", "merge", "shard-0.txt", "-o", "none.txt", "--format", "json"], in: folder)
    #expect(failed.status == 1)
    #expect(failed.stdout == "")
    #expect(failed.stderr.contains("error: shards 1/8, 2/8"), "\(failed.stderr)")
    let printed = try CLI.run(
      ["catalog", "merge", "shard-0.txt", "-o", "-", "--format", "json"], in: folder)
    #expect(printed.status == 64)
    #expect(printed.stdout == "")
    #expect(
      printed.stderr.hasPrefix(
        "Error: --format json prints its report on standard output: give the merged lines a file (-o OUT)"
      ), "\(printed.stderr)")
    let bad = try CLI.run(
      ["catalog", "merge", "shard-0.txt", "-o", "x.txt", "--format", "yaml"], in: folder)
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("Error: The value 'yaml' is invalid for '--format <format>'"))
  }

  /// A part whose header names more shards than a run may have is refused at that line:
  /// from 2^61 shards on, enumerate trapped, and a merge would have listed the missing ones.
  @Test func refusesAPartOfTooManyShardsAtItsShardLine() throws {
    let folder = try Self.copies(["shard-0.txt"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = String(decoding: try #require(Self.bytes("shard-0.txt")), as: UTF8.self)
    let huge = text.replacingOccurrences(
      of: "# shard: 0/8\n", with: "# shard: 0/2305843009213693952\n")
    #expect(huge != text)
    try Data(EnumerationFiles.resealed(huge).utf8).write(
      to: folder.appendingPathComponent("part.txt"))
    let result = try CLI.run(["catalog", "merge", "part.txt", "-o", "merged.txt"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "part.txt:5:1: error: a shard I/N has N at most 1000000, not '0/2305843009213693952'\n")
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }

  @Test func refusesAMissingShardByNameAndWritesNothing() throws {
    let names = Self.shardNames.filter { $0 != "shard-3.txt" }
    let folder = try Self.copies(names)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["catalog", "merge"] + names + ["-o", "merged.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "error: shard 3/8 is missing\n")
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }

  @Test func refusesARepeatedShardAtItsShardLine() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.bytes("shard-2.txt")!.write(to: folder.appendingPathComponent("copy.txt"))
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames + ["copy.txt", "-o", "merged.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "copy.txt:5:1: error: shard 2/8 again: shard-2.txt holds it\n")
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }

  @Test func refusesAShardOfAnotherEnumeration() throws {
    let folder = try Self.copies(Array(Self.shardNames.prefix(7)))
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "1", "--shard", "7/8", "-o", "other.txt"],
      in: folder)
    #expect(other.status == 0)
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames.prefix(7) + ["other.txt", "-o", "merged.txt"],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        other.txt:4:1: error: from another enumeration: '# walls: 1...1' where shard-0.txt has '# walls: 0...0'
        error: shard 7/8 is missing

        """)
  }

  /// A shard cut at a line end no longer matches its trailer: the merge names it.
  @Test func refusesAShardCutAtALineEnd() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = String(decoding: Self.bytes("shard-3.txt")!, as: UTF8.self)
    let cut = text.split(separator: "\n").prefix(8).map { $0 + "\n" }.joined()
    try Data(cut.utf8).write(to: folder.appendingPathComponent("shard-3.txt"))
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames + ["-o", "merged.txt"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "shard-3.txt:8:1: error: the file is not whole: it does not end with its '# end: N lines, fnv1a64 HEX' line"
      ))
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }

  @Test func refusesAShardWrittenBeforeTheSeedRuleWasNamed() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Shard 5 as an unblock older than the `# seeds:` line wrote it.
    let text = String(decoding: Self.bytes("shard-5.txt")!, as: UTF8.self)
    let old = text.replacingOccurrences(
      of: "# seeds: solved, packed, no block out of reach\n", with: "")
    #expect(old != text)
    try Data(EnumerationFiles.resealed(old).utf8).write(
      to: folder.appendingPathComponent("shard-5.txt"))
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames + ["-o", "merged.txt"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "shard-5.txt:5:1: error: shard 5/8 names no seed rule: an unblock older than the '# seeds:' line wrote it, and may have dealt the configurations otherwise; run every shard with one unblock\nerror: shard 5/8 is missing\n"
    )
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }

  @Test func keepsAnExistingOutputUnlessForced() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("merged.txt")
    try Data("keep me\n".utf8).write(to: target)
    let arguments = ["catalog", "merge"] + Self.shardNames + ["-o", "merged.txt"]
    let refused = try CLI.run(arguments, in: folder)
    // A file in the way, as for enumerate: exit 64, said before any part is read.
    #expect(refused.status == 64)
    #expect(refused.stderr == "error: merged.txt exists; use --force to replace it\n")
    // Before the parts are read: a part missing is not even reached.
    let early = try CLI.run(["catalog", "merge", "missing.txt", "-o", "merged.txt"], in: folder)
    #expect(early.status == 64)
    #expect(early.stderr == "error: merged.txt exists; use --force to replace it\n")
    #expect(try Data(contentsOf: target) == Data("keep me\n".utf8))
    let forced = try CLI.run(arguments + ["--force"], in: folder)
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: target) == Self.bytes("whole.txt"))
  }

  @Test func reportsAPartThatCannotBeRead() throws {
    let folder = try Self.copies(Self.shardNames)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["catalog", "merge"] + Self.shardNames + ["nowhere.txt", "-o", "merged.txt"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr == "nowhere.txt:1:1: error: no such file or directory\n")
    #expect(Self.bytes("merged.txt", in: folder) == nil)
  }
}
