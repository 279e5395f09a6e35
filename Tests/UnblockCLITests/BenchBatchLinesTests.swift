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
        "bad.txt:2:1: error: the board has 7 characters; a 6x6 board needs 36\n",
        Int32(1)
      ),
      ("bare.txt", "bare.txt:1:1: error: the line gives no cluster size\n", 1),
      ("none.txt", "none.txt:1:1: error: no such file or directory", 2),
      ("/", "/:1:1: error: is a directory; expected a file", 2),
    ] {
      let result = try CLI.runBench(["batch", "--lines", file], in: folder)
      #expect(result.status == status, "\(file)")
      #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
      // One prefix: it said `Error: bad.txt:2:1: error: ...`.
      #expect(!result.stderr.contains("Error: "), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  /// An `unblock enumerate` file is read on the board its header names: a 4x4 file's lines
  /// were judged as 6x6 (`e44.txt:5:4: error: the board has 16 characters; a 6x6 board
  /// needs 36`). `--write` writes them back under that header, as enumerate wrote them.
  @Test func readsAnEnumerateFileOnTheBoardItsHeaderNames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumerated = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0", "--jobs", "1", "-o", "e44.txt"],
      in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    let result = try CLI.runBench(
      ["batch", "--lines", "e44.txt", "--runs", "1", "--jobs", "1", "--write", "w.txt"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("e44.txt ("), "\(result.stdout)")
    #expect(result.stdout.contains("full analysis, e44.txt ("))
    let original = try Data(contentsOf: folder.appendingPathComponent("e44.txt"))
    let written = try Data(contentsOf: folder.appendingPathComponent("w.txt"))
    #expect(String(decoding: written, as: UTF8.self) == String(decoding: original, as: UTF8.self))
    let checked = try CLI.run(["check", "w.txt"], in: folder)
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
  }

  /// A header that does not read stops the file at its line, never read as 6x6: exit 1, as
  /// `unblock analyze` of the file (the file reads; its text is wrong).
  @Test func refusesAFileWhoseHeaderDoesNotRead() throws {
    let folder = try temporaryFolder([
      "e.txt": Array(
        ("# unblock enumerate\n# size: 9x9\n# exit: right, row 1\n# walls: 0...0\n"
          + "01 AAoooooooooooooo 2\n").utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.runBench(["batch", "--lines", "e.txt", "--runs", "1"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "e.txt:2:1: error: enumeration header: the board must have 4 to 8 rows and columns, "
        + "not 9x9\n")
    #expect(!result.stderr.contains("Error: "), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
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
