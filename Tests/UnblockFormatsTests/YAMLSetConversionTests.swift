import Foundation
import Testing

@testable import UnblockFormats

/// Which files `convert --to yaml` reads twice (``YAMLSetConversion/canBeReadTwice(_:)``).
@Suite struct YAMLSetConversionTests {
  @Test func readsTwiceOnlyRegularFilesAndLinksToThem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-twice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lines.txt").path
    try Data("02 ooooooooooooAAooBoooooBooooooooooooo 21\n".utf8).write(
      to: URL(fileURLWithPath: file))
    let link = folder.appendingPathComponent("link.txt").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    #expect(YAMLSetConversion.canBeReadTwice(file))
    #expect(YAMLSetConversion.canBeReadTwice(link))
    #expect(!YAMLSetConversion.canBeReadTwice(pipe))
    #expect(!YAMLSetConversion.canBeReadTwice("-"))
    #expect(!YAMLSetConversion.canBeReadTwice(folder.path))
    #expect(!YAMLSetConversion.canBeReadTwice(folder.appendingPathComponent("none").path))
  }
}
