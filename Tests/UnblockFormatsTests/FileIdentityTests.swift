import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FileIdentityTests {
  /// Every spelling of a file that does not exist yet is one file: `render -o c.png
  /// --solution ./c.png` wrote the board and then the sheet over it.
  @Test func aFileNotYetWrittenIsOneFileByAnySpelling() throws {
    let folder = try temporaryFolder(["real/p.txt": Array("x".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    #expect(symlink("real", root + "/alias") == 0)
    #expect(symlink("c.png", root + "/real/dangling") == 0)
    #expect(symlink(root + "/real/c.png", root + "/absolute") == 0)
    let identity = FileIdentity(root + "/real/c.png")
    guard case .path(let resolved) = identity else {
      Issue.record("a file not yet written is known by its path, not \(identity)")
      return
    }
    #expect(resolved.hasSuffix("/real/c.png") && !resolved.contains("/./"))
    for spelling in [
      "/real/./c.png", "//real//c.png", "/real/../real/c.png", "/alias/c.png", "/real/dangling",
      "/alias/dangling", "/absolute",
    ] {
      #expect(FileIdentity(root + spelling) == identity, "\(spelling)")
    }
    // A folder not made yet is tidied by its spelling.
    #expect(
      FileIdentity(root + "/new/./d/../c.png") == FileIdentity(root + "/alias/../new/c.png"))
    for other in ["/c.png", "/real/d.png", "/real/c.png/x", "/new/c.png"] {
      #expect(FileIdentity(root + other) != identity, "\(other)")
    }
  }

  @Test func anExistingFileIsKnownByItsInodeThroughLinks() throws {
    let folder = try temporaryFolder(["real/p.txt": Array("x".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    #expect(symlink("real", root + "/alias") == 0)
    #expect(link(root + "/real/p.txt", root + "/hard.txt") == 0)
    let identity = FileIdentity(root + "/real/p.txt")
    guard case .inode = identity else {
      Issue.record("an existing file is known by its inode, not \(identity)")
      return
    }
    #expect(FileIdentity(existing: root + "/alias/p.txt") == identity)
    #expect(FileIdentity(root + "/hard.txt") == identity)
    #expect(FileIdentity(existing: root + "/real/q.txt") == nil)
    // No file is there while `new` is missing, but writing there makes `new` and lands on
    // the file.
    #expect(FileIdentity(existing: root + "/new/../real/p.txt") == nil)
    #expect(FileIdentity(root + "/new/../real/p.txt") == identity)
  }

  @Test func aLoopOfLinksStandsForItself() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = folder.path
    #expect(symlink("b", root + "/a") == 0)
    #expect(symlink("a", root + "/b") == 0)
    #expect(FileIdentity(root + "/a") != FileIdentity(root + "/b"))
    #expect(FileIdentity(root + "/./a") == FileIdentity(root + "/a"))
  }
}
