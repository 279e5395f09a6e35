import Foundation
import Testing
import UnblockTestSupport

/// `unblock-bench batch --lines FILE`: the batch benchmark on real database lines, run as a
/// user runs it (its figures are not checked: speed is never a test's business).
@Suite struct BenchBatchLinesTests {
  @Test func takesItsBatchFromAFileOfDatabaseLines() throws {
    let lines = """
      # two of the database's lines
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
      60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332

      """
    let folder = try temporaryFolder(["rush.txt": Array(lines.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(
      ["batch", "--lines", "rush.txt", "--runs", "1", "--jobs", "1"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix("rush.txt (2 lines): 7112 states, mean cluster 3556, largest 4780"))
    #expect(result.stdout.contains("full analysis, rush.txt (2 lines), 1 job: median "))
  }

  /// A line that does not read ends the bench as `unblock analyze` ends (status 1); a file
  /// that cannot be read, as every `unblock` command ends (status 2).
  @Test func saysWhereAFileOfLinesIsWrong() throws {
    let folder = try temporaryFolder([
      "bad.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\ngarbage\n".utf8),
      "bare.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for (file, message, status) in [
      (
        "bad.txt",
        "Error: bad.txt:2:1: error: the board has 7 characters; a 6x6 board needs 36",
        Int32(1)
      ),
      ("bare.txt", "Error: bare.txt:1:1: error: the line gives no cluster size", 1),
      ("none.txt", "none.txt:1:1: error: no such file or directory", 2),
      ("/", "/:1:1: error: is a directory; expected a file", 2),
    ] {
      let result = try CLI.runBench(["batch", "--lines", file], in: folder)
      #expect(result.status == status, "\(file)")
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  /// The states per second are the states the analyses explored: a line's wrong cluster
  /// size is named at its column, counted as the cluster's real size, and not taken as the
  /// hint of room (it claimed 99 of 4,780: the rate was 48 times too low).
  @Test func countsTheStatesExploredNotTheLinesClaims() throws {
    let folder = try temporaryFolder([
      "claim.txt": Array(
        "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 99\n60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n"
          .utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(
      ["batch", "--lines", "claim.txt", "--runs", "1", "--jobs", "1"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == "claim.txt:1:41: warning: wrong states claim: the line claims 99 states, but its "
        + "cluster has 4780; the batch counts 4780, with no hint\n")
    #expect(
      result.stdout.hasPrefix(
        "claim.txt (2 lines): 7112 states, mean cluster 3556, largest 4780"))
  }
}
