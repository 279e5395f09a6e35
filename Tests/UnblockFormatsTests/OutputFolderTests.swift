import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@Suite struct OutputFolderTests {
  @Test func makesTheFolderAndTheFoldersAboveIt() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.path + "/a/./b/c/"
    #expect(throws: Never.self) { try OutputFolder.create(path).get() }
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: root.path + "/a/b/c", isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    // Made already: nothing to do.
    #expect(throws: Never.self) { try OutputFolder.create(path).get() }
  }

  /// Foundation said "the system refused the operation" for each of these.
  @Test func saysWhichFileIsInTheWayAndWhyTheSystemRefused() throws {
    let root = try temporaryFolder(["f": []])
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.path + "/f"
    #expect(throws: OutputFolder.Failure.fileInTheWay(path: file, file: file)) {
      try OutputFolder.create(file).get()
    }
    #expect(throws: OutputFolder.Failure.fileInTheWay(path: file + "/sub", file: file)) {
      try OutputFolder.create(file + "/sub").get()
    }
    #expect(
      OutputFolder.Failure.fileInTheWay(path: "f/sub", file: "f").description
        == "cannot create folder f/sub: f is a file, not a folder")
    #expect(
      OutputFolder.Failure.fileInTheWay(path: "f", file: "f").description
        == "cannot create folder f: a file of that name is in the way")
    #expect(
      throws: OutputFolder.Failure.cannotCreate(
        path: "", reason: "an empty path names no folder")
    ) { try OutputFolder.create("").get() }
  }
}
