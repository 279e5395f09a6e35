import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct InputFoldersTests {
  /// A new puzzle file in an input folder, or in a folder below it the walk enters, would
  /// be read as an input next time; `generate --out DIR --avoid DIR` wrote there.
  @Test func aNewPuzzleFileInAnInputFolderIsReadNextTime() throws {
    let folder = try temporaryFolder([
      "av/old.yaml": Array("x".utf8), "av/sub/.keep": [], "av/.hidden/.keep": [],
      "other/.keep": [], "file.txt": Array("x".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    #expect(symlink("av", root + "/alias") == 0)
    let folders = InputFolders([root + "/av", root + "/file.txt", "-", root + "/missing"])
    for read in [
      "/av/new.yaml", "/av/sub/new.txt", "/av/made/later/new.yml", "/alias/new.yaml",
      "/other/../av/new.yaml",
    ] {
      #expect(folders.folder(reading: root + read) == root + "/av", "\(read)")
    }
    // Not a puzzle file's name, hidden, elsewhere, existing already (an input as it is),
    // or standard output.
    for kept in [
      "/av/new.png", "/av/.hidden/new.yaml", "/av/.new.yaml", "/other/new.yaml",
      "/new.yaml", "/av/old.yaml", "-",
    ] {
      #expect(folders.folder(reading: kept.hasPrefix("/") ? root + kept : kept) == nil, "\(kept)")
    }
    #expect(InputFolders([root + "/file.txt"]).folder(reading: root + "/new.yaml") == nil)
  }
}
