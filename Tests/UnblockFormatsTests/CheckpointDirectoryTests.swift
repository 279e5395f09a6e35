import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct CheckpointDirectoryTests {
  static let header = EnumerationHeader(
    space: EnumerationSpace(
      size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...0),
    shard: nil)

  /// Inspecting a folder, as a dry run does, counts what opening it would find, finished
  /// and damaged batches, and changes nothing: the damaged file and a killed run's
  /// temporary file stay until the folder is opened.
  @Test func inspectsAFolderAsOpeningWouldFindItTouchingNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/parts"
    let inspect = { CheckpointDirectory.inspect(path: path, for: Self.header, batchSeeds: 10) }
    #expect(try inspect().get() == .init(isPresent: false, finished: 0, damaged: 0))
    #expect(!FileManager.default.fileExists(atPath: path))
    let checkpoints = try CheckpointDirectory.open(path: path, for: Self.header, batchSeeds: 10)
      .get()
    #expect(try inspect().get() == .init(isPresent: true, finished: 0, damaged: 0))
    for batch in 0..<3 { try checkpoints.record(batch: batch, EnumerationTally()) }
    try Data("# configurations: 1\n".utf8).write(to: URL(fileURLWithPath: path + "/batch-1.txt"))
    let stale = ".batch-4.txt.\(UUID().uuidString).tmp"
    try Data([1]).write(to: URL(fileURLWithPath: path + "/" + stale))
    let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    #expect(try inspect().get() == .init(isPresent: true, finished: 2, damaged: 1))
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == names)
    // Another run's folder is refused as opening refuses it.
    let other = CheckpointDirectory.inspect(path: path, for: Self.header, batchSeeds: 11)
    #expect(throws: CheckpointDirectory.Failure.self) { try other.get() }
    #expect(
      (try? other.get()) == nil
        && "\(other)".contains("holds the checkpoints of another run"))
    let opened = try CheckpointDirectory.open(path: path, for: Self.header, batchSeeds: 10).get()
    #expect(opened.damaged.count == 1)
    #expect(try inspect().get() == .init(isPresent: true, finished: 2, damaged: 0))
  }

  /// The temporary files a killed run left are removed when the folder is opened again, and
  /// with the folder when the run is done; other files are kept.
  @Test func removesTheTemporaryFilesOfAKilledRun() throws {
    let stale = [
      ".batch-3.txt.\(UUID().uuidString).tmp", ".run.txt.\(UUID().uuidString).tmp",
    ]
    let folder = try temporaryFolder(Dictionary(uniqueKeysWithValues: stale.map { ($0, [1]) }))
    defer { try? FileManager.default.removeItem(at: folder) }
    guard
      case .success(let checkpoints) = CheckpointDirectory.open(
        path: folder.path, for: Self.header, batchSeeds: 10)
    else {
      Issue.record("the folder was refused")
      return
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["run.txt"])
    try checkpoints.record(batch: 0, EnumerationTally())
    let late = folder.appendingPathComponent(".batch-1.txt.\(UUID().uuidString).tmp")
    try Data([1]).write(to: late)
    checkpoints.remove()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
    #expect(CheckpointDirectory.isTemporary(".batch-12.txt.\(UUID().uuidString).tmp"))
    #expect(!CheckpointDirectory.isTemporary(".notes.txt.\(UUID().uuidString).tmp"))
    #expect(!CheckpointDirectory.isTemporary(".batch-1.txt.not-a-uuid.tmp"))
  }

  /// The clean-up deletes a file for what it holds, not for its name: a file named as a
  /// batch that is no batch (an enumeration written there), or a `run.txt` changed since,
  /// is left with the folder. It deleted every `run.txt` and `batch-N.txt`.
  @Test func removesOnlyTheFilesItRecordedAsCheckpoints() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + "/parts"
    let checkpoints = try CheckpointDirectory.open(path: path, for: Self.header, batchSeeds: 10)
      .get()
    for batch in 0..<2 { try checkpoints.record(batch: batch, EnumerationTally()) }
    let foreign = Self.header.text + FileTrailer.line(for: Self.header.text)
    try Data(foreign.utf8).write(to: URL(fileURLWithPath: path + "/batch-7.txt"))
    checkpoints.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["batch-7.txt"])
    // A run.txt that is not this run's is kept too.
    let other = try CheckpointDirectory.open(
      path: folder.path + "/other", for: Self.header, batchSeeds: 10
    ).get()
    try Data("# unblock enumerate\n".utf8).write(
      to: URL(fileURLWithPath: folder.path + "/other/run.txt"))
    other.remove()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/other") == ["run.txt"])
  }

  /// A batch whose line claims counts no cluster has is not taken as finished, even with
  /// its trailer summed again: the batch is done again.
  @Test func doesNotTakeABatchWhoseCountsNoClusterHas() {
    let body = { (line: String) in
      "# configurations: 1\n# seeds: 1\n# clusters: 1\n# states: 8\n\(line)\n"
    }
    #expect(
      CheckpointDirectory.tally(ArraySlice(body("07 BBBFEAAFEoCCEDDD 8").utf8), boardLength: 16)?
        .puzzles.count == 1)
    for line in ["09 BBBFEAAFEoCCEDDD 8", "07 BBBFEAAFEoCCEDDD 1"] {
      #expect(
        CheckpointDirectory.tally(ArraySlice(body(line).utf8), boardLength: 16) == nil, "\(line)")
    }
  }
}
