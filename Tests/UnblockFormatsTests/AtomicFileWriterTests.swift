import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

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

  @Test func writesThroughASymbolicLinkChainToTheFinalTargetKeepingItsMode() throws {
    let folder = try temporaryFolder(["inner/board.txt": Array("old\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("inner/board.txt").path
    try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: target)
    let middle = folder.appendingPathComponent("inner/middle.txt").path
    let outer = folder.appendingPathComponent("outer.txt").path
    try FileManager.default.createSymbolicLink(atPath: middle, withDestinationPath: "board.txt")
    try FileManager.default.createSymbolicLink(
      atPath: outer, withDestinationPath: "inner/middle.txt")
    #expect(failure(AtomicFileWriter.write("new\n", to: outer)) == nil)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: outer) == "inner/middle.txt")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle) == "board.txt")
    #expect(
      try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o604)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("inner").path
      )
      .sorted() == ["board.txt", "middle.txt"])
  }

  @Test func createsTheTargetOfADanglingLinkAndRefusesALinkLoop() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link.txt").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.txt")
    #expect(failure(AtomicFileWriter.write("new\n", to: link, replacing: false)) == nil)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("made.txt"), encoding: .utf8) == "new\n")
    let loop = folder.appendingPathComponent("loop.txt").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.txt")
    #expect(
      failure(AtomicFileWriter.write("new\n", to: loop))
        == .cannotReplace(path: loop, reason: "Too many levels of symbolic links"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: loop) == "loop.txt")
  }

  @Test func neverReplacesAReadOnlyFileAndSaysWhyAWriteFailed() throws {
    let folder = try temporaryFolder(["board.txt": Array("old\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("board.txt").path
    #expect(chmod(path, 0o444) == 0)
    #expect(
      failure(AtomicFileWriter.write("new\n", to: path))?.description
        == "\(path) was not replaced: it is read-only (mode 0444); make it writable first")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["board.txt"])
    let missing = folder.appendingPathComponent("nodir/x.txt").path
    #expect(
      failure(AtomicFileWriter.write("new\n", to: missing))?.description
        == "cannot write \(missing): No such file or directory")
    #expect(
      failure(AtomicFileWriter.write("new\n", to: ""))?.description == "an empty path names no file"
    )
  }

  /// `check` refuses, before anything is written, what the write would refuse: a missing
  /// folder, a read-only folder (even for root), a pipe, a read-only file; the write makes
  /// the same checks.
  @Test func checksBeforeWritingWhatTheWriteWouldRefuse() throws {
    let folder = try temporaryFolder(["board.txt": Array("old\n".utf8)])
    defer {
      chmod(folder.appendingPathComponent("locked").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let board = folder.appendingPathComponent("board.txt").path
    #expect(failure(AtomicFileWriter.check(board)) == nil)
    #expect(failure(AtomicFileWriter.check(board, replacing: false)) == .exists(path: board))
    #expect(chmod(board, 0o444) == 0)
    #expect(
      failure(AtomicFileWriter.check(board))?.description
        == "\(board) was not replaced: it is read-only (mode 0444); make it writable first")
    let missing = folder.appendingPathComponent("nodir/x.txt").path
    #expect(
      failure(AtomicFileWriter.check(missing))?.description
        == "cannot write \(missing): No such file or directory")
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    #expect(chmod(locked.path, 0o555) == 0)
    let inLocked = locked.appendingPathComponent("x.txt").path
    let lockedMessage =
      "cannot write \(inLocked): its folder is read-only (mode 0555); make it writable first"
    #expect(failure(AtomicFileWriter.check(inLocked))?.description == lockedMessage)
    #expect(failure(AtomicFileWriter.checkPlace(inLocked))?.description == lockedMessage)
    #expect(failure(AtomicFileWriter.write("new\n", to: inLocked))?.description == lockedMessage)
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o644) == 0)
    for result in [AtomicFileWriter.check(pipe), AtomicFileWriter.checkPlace(pipe)] {
      #expect(
        failure(result)?.description.hasPrefix("\(pipe) was not replaced: it is not a regular file")
          == true)
      // A file rewritten in place has no other file to write to (format --write).
      #expect(
        failure(result)?.inPlaceDescription
          == "\(pipe) was not rewritten: it is not a regular file (a pipe, a device or a socket), and only regular files are rewritten in place"
      )
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["board.txt", "locked", "pipe"])
  }

  /// A file of another user keeps its owner; root may give it back, others are refused.
  @Test func keepsTheOwnerOfAReplacedFile() throws {
    let folder = try temporaryFolder(["board.txt": Array("old\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("board.txt").path
    let other: uid_t = geteuid() == 0 ? 65534 : 0
    guard chown(path, other, gid_t(other)) == 0 else {
      // Only root gives a file away; a user's own files are what the other tests write.
      #expect(geteuid() != 0)
      return
    }
    #expect(failure(AtomicFileWriter.write("new\n", to: path)) == nil)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_uid == other && status.st_gid == gid_t(other))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
  }
}
