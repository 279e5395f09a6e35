import Foundation
import Testing
import UnblockTestSupport

/// `unblock-bench batch --lines FILE`: the batch benchmark on real database lines, run as a
/// user runs it (its figures are not checked: speed is never a test's business).
@Suite struct BenchBatchLinesTests {
  /// The `unblock-bench` binary beside `unblock`.
  static var bench: String {
    CLI.executable.deletingLastPathComponent().appendingPathComponent("unblock-bench").path
  }

  @Test func takesItsBatchFromAFileOfDatabaseLines() throws {
    let lines = """
      # two of the database's lines
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
      60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332

      """
    let folder = try temporaryFolder(["rush.txt": Array(lines.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      [Self.bench, "batch", "--lines", "rush.txt", "--runs", "1", "--jobs", "1"], shell: true,
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("rush.txt (2 lines): 7112 states, mean cluster 3556, largest 4780"))
    #expect(result.stdout.contains("full analysis, rush.txt (2 lines), 1 job: median "))
  }

  @Test func saysWhereAFileOfLinesIsWrong() throws {
    let folder = try temporaryFolder([
      "bad.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\ngarbage\n".utf8),
      "bare.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for (file, message) in [
      (
        "bad.txt", "bad.txt:2:1: error: a database line holds a board of 36 characters (6x6), not 7"
      ),
      ("bare.txt", "bare.txt:1:1: error: the line gives no cluster size"),
      ("none.txt", "none.txt:1:1: error: no such file or directory"),
    ] {
      let result = try CLI.run([Self.bench, "batch", "--lines", file], shell: true, in: folder)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    }
  }
}
