import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

/// The failure of a write, or `nil` when it succeeded.
private func failure(_ result: Result<Void, AtomicFileWriter.Failure>) -> AtomicFileWriter.Failure?
{
  if case .failure(let failure) = result { return failure }
  return nil
}

@Suite struct AtomicFileWriterTests {
  @Test func replacesAFileAndLeavesNoTemporaryFileBehind() throws {
    let folder = try temporaryFolder(["board.txt": Array("old\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("board.txt").path
    #expect(failure(AtomicFileWriter.write("new\n", to: path)) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.txt"])
  }

  @Test func neverReplacesAnExistingFileWhenAskedNotTo() throws {
    let folder = try temporaryFolder(["board.txt": Array("old\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("board.txt").path
    #expect(
      failure(AtomicFileWriter.write("new\n", to: path, replacing: false)) == .exists(path: path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.txt"])

    let fresh = folder.appendingPathComponent("fresh.txt").path
    #expect(failure(AtomicFileWriter.write("new\n", to: fresh, replacing: false)) == nil)
    #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "new\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["board.txt", "fresh.txt"])
  }
}
