import Foundation
import Testing
import UnblockTestSupport

/// `enumerate --db` stopped by a signal before it writes the catalogue: a catalogue the
/// run created goes (the message says it was not written), one that existed stays.
@Suite struct EnumerateCatalogInterruptionTests {
  /// Runs a 5x5 enumeration into `--db c.sqlite` in `folder`, stopped by SIGINT once a
  /// batch is done.
  func interrupted(in folder: URL) throws -> CLI.Result {
    let parts = folder.appendingPathComponent("parts")
    let batches = {
      ((try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? []).count(where: {
        $0.hasPrefix("batch-")
      })
    }
    let running = try RunningCLI(
      [
        "enumerate", "--size", "5x5", "--walls", "0...1", "--jobs", "1", "--batch-seeds", "500",
        "--resume", "parts", "-o", "e.txt", "--db", "c.sqlite",
      ], in: folder, lowPriority: true)
    #expect(running.wait { batches() >= 1 })
    return running.stop(with: SIGINT)
  }

  @Test func aCatalogueTheRunCreatedIsRemoved() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stopped = try interrupted(in: folder)
    #expect(stopped.status == 130)
    #expect(
      stopped.stderr.hasSuffix(
        "interrupted by SIGINT; e.txt and c.sqlite not written; the finished batches are kept in parts\n"
      ))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["parts"], "\(left)")
  }

  @Test func aCatalogueThatExistedStays() throws {
    let folder = try CatalogTests().imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stopped = try interrupted(in: folder)
    #expect(stopped.status == 130)
    let entries = try CatalogTests().sqlite3(
      ["c.sqlite", "SELECT count(*) FROM entry"], in: folder)
    #expect(entries.stdout == "2\n")
  }
}
