import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@Suite struct InputFileTests {
  /// A regular file over the limit is refused by its size, before a byte is read: `scan`
  /// of a 300 MiB file took 550 MB of memory to refuse it.
  @Test func aRegularFileOverTheLimitIsRefusedUnread() throws {
    let folder = try temporaryFolder(["big.png": Array("head".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.png").path
    let writer = try #require(FileHandle(forWritingAtPath: path))
    try writer.truncate(atOffset: 300 << 20)
    try writer.close()
    let handle = try InputFile.open(path).get()
    defer { try? handle.close() }
    _ = try InputFile.read(from: handle, upTo: 4).get()
    guard case .failure(.tooLarge(let limit)) = InputFile.read(from: handle, limit: 256 << 20)
    else {
      Issue.record("a 300 MiB file was not refused")
      return
    }
    #expect(limit == 256 << 20)
    // Nothing more was read: the handle is where it was.
    #expect(try handle.offset() == 4)
    // The bytes left are counted from the handle's place: exactly the limit is read.
    #expect(try InputFile.read(from: handle, limit: (300 << 20) - 4).get().count == (300 << 20) - 4)
  }
}
