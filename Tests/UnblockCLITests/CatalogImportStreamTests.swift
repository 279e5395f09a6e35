import Foundation
import Testing
import UnblockTestSupport

/// `catalog import -` from a producer that pauses writes its batches as the lines come:
/// the lines read ahead waited for the pipe to end (or for 256 KiB), so a stop during a
/// pause lost every one of them, however small `--batch-size`.
@Suite struct CatalogImportStreamTests {
  @Test func writesTheBatchesOfAPipeAsItsLinesComeAndAStopLosesOneBatchAtMost() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumerated = try CLI.run(["enumerate", "--size", "5x5", "-o", "e.txt"], in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    let text = try String(contentsOf: folder.appendingPathComponent("e.txt"), encoding: .utf8)
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    let header = all.prefix { $0.hasPrefix("#") }
    let lines = all.dropFirst(header.count).prefix(250)
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = ["catalog", "import", "-", "--db", "c.sqlite", "--batch-size", "100"]
    process.currentDirectoryURL = folder
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The header and 250 lines, then a pause with the pipe left open.
    input.fileHandleForWriting.write(Data((header + lines).joined(separator: "\n").utf8 + [0x0A]))
    var entries = ""
    let catalogue = folder.appendingPathComponent("c.sqlite").path
    for _ in 0..<400 where entries != "200\n" {
      Thread.sleep(forTimeInterval: 0.05)
      // Asked only once the import has made the file: the shell would make an empty one.
      let size = (try? FileManager.default.attributesOfItem(atPath: catalogue)[.size]) as? Int
      guard (size ?? 0) > 0 else { continue }
      entries = try CatalogTests().sqlite3(
        ["c.sqlite", "SELECT count(*) FROM entry"], in: folder
      ).stdout
    }
    #expect(entries == "200\n", "two batches of 100 are written while the producer pauses")
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationStatus == 143)
    let kept = try CatalogTests().sqlite3(["c.sqlite", "SELECT count(*) FROM entry"], in: folder)
    #expect(kept.stdout == "200\n", "the batch under way, 50 lines, was rolled back")
    try? input.fileHandleForWriting.close()
  }
}
