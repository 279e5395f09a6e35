import Foundation
import Testing
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// What `enumerate -o FILE` (and its `--dry-run`) decides from the file it finds there.
@Suite struct EnumerationOutputFileTests {
  static let space = ShardMergeTests.space
  static let shard = EnumerationShard(index: 3, count: 8)!

  /// A folder holding `files`, removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    try temporaryFolder(files.mapValues { Array($0.utf8) })
  }

  static func decision(
    _ name: String, in folder: URL, header: EnumerationHeader, force: Bool = false
  )
    -> EnumerationOutputFile.Decision
  {
    EnumerationOutputFile.decision(
      at: folder.appendingPathComponent(name).path, for: header, force: force)
  }

  /// A missing file is written; a file of this run (a shard's for a shard, the unsharded
  /// run's or a merge for the whole) is reused, with its lines.
  @Test func writesAMissingFileAndReusesOneOfThisRun() throws {
    let whole = ShardMergeTests.sealed(ShardMergeTests.file(nil))
    let part = ShardMergeTests.sealed(ShardMergeTests.shards[3])
    let merged = try ShardMerge.merge(
      (0..<8).map { try ShardMergeTests.read(ShardMergeTests.shards[$0], path: "part-\($0)") }
    ).get()
    #expect(merged == whole)
    let folder = try Self.folder(["whole.txt": whole, "part.txt": part, "merged.txt": merged])
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = EnumerationHeader(space: Self.space)
    let shardHeader = EnumerationHeader(space: Self.space, shard: Self.shard)
    guard case .write = Self.decision("missing.txt", in: folder, header: header) else {
      Issue.record("a missing file is not written")
      return
    }
    for (name, header) in [
      ("whole.txt", header), ("merged.txt", header), ("part.txt", shardHeader),
    ] {
      guard case .reuse(let file) = Self.decision(name, in: folder, header: header) else {
        Issue.record("\(name) is not reused")
        continue
      }
      #expect(file.header == header)
      #expect(!file.puzzles.isEmpty)
    }
  }

  /// A file of another run (another shard, other walls, the whole run for a shard), any
  /// other file and a damaged one are refused without --force and written with it; a
  /// folder is refused even with --force.
  @Test func refusesAFileInTheWayUnlessForcedAndAFolderAlways() throws {
    let part = ShardMergeTests.sealed(ShardMergeTests.shards[3])
    let damaged = part.replacingOccurrences(of: "\n# end:", with: "\n04 bogus 9\n# end:")
    let folder = try Self.folder([
      "part.txt": part, "notes.txt": "hello\n", "damaged.txt": damaged,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
    var walls = Self.space
    walls.walls = 1...1
    let shardHeader = EnumerationHeader(space: Self.space, shard: Self.shard)
    for (name, header, message) in [
      ("part.txt", EnumerationHeader(space: Self.space), "exists and holds something else"),
      (
        "part.txt",
        EnumerationHeader(space: Self.space, shard: EnumerationShard(index: 2, count: 8)),
        "exists and holds something else"
      ),
      (
        "part.txt", EnumerationHeader(space: walls, shard: Self.shard),
        "exists and holds something else"
      ),
      ("notes.txt", shardHeader, "exists and holds something else"),
      ("damaged.txt", shardHeader, "has this enumeration's header but is not a whole run of it"),
    ] {
      let path = folder.appendingPathComponent(name).path
      guard case .refuse(let said, _) = Self.decision(name, in: folder, header: header) else {
        Issue.record("\(name) is not refused for \(header.lines)")
        continue
      }
      #expect(said.hasPrefix("\(path) \(message)"), "\(said)")
      guard case .write = Self.decision(name, in: folder, header: header, force: true) else {
        Issue.record("\(name) is not replaced with --force")
        continue
      }
    }
    for force in [false, true] {
      guard
        case .refuse(let said, nil) = Self.decision(
          "sub", in: folder, header: shardHeader, force: force)
      else {
        Issue.record("a folder is not refused (force \(force))")
        continue
      }
      #expect(
        said == "\(folder.appendingPathComponent("sub").path) is a directory; expected a file")
    }
  }
}
