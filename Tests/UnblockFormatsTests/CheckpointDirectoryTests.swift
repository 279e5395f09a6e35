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
