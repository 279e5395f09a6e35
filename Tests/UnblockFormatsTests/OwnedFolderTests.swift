import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The folder a run owns (`enumerate --resume DIR`), and the outputs that would be it or
/// lie in it, by any spelling or link, made yet or not.
@Suite struct OwnedFolderTests {
  @Test func knowsTheFolderAndWhatLiesInItBySpellingOrLink() throws {
    let folder = try temporaryFolder(["parts/run.txt": [], "other/.keep": []])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    #expect(symlink("parts", root + "/alias") == 0)
    for owned in [OwnedFolder(root + "/parts"), OwnedFolder(root + "/alias/")] {
      for path in ["/parts", "/parts/", "/alias", "/other/../parts"] {
        #expect(owned.placement(of: root + path) == .itself, "\(owned.path) \(path)")
      }
      for path in [
        "/parts/run.txt", "/parts/batch-3.txt", "/alias/new/deeper/out.txt",
        "/other/../parts/c.sqlite",
      ] {
        #expect(owned.placement(of: root + path) == .inside, "\(owned.path) \(path)")
      }
      for path in ["/other/out.txt", "/parts-2/x.txt", "/out.txt", "-", ""] {
        #expect(owned.placement(of: path.isEmpty || path == "-" ? path : root + path) == nil)
      }
    }
    // A folder the run has yet to make.
    let new = OwnedFolder(root + "/new")
    #expect(new.placement(of: root + "/new") == .itself)
    #expect(new.placement(of: root + "/other/../new/run.txt") == .inside)
    #expect(new.placement(of: root + "/newer/run.txt") == nil)
  }
}
