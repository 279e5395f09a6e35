import Foundation
import Testing
import UnblockCatalog
import UnblockTestSupport

/// `Catalog.checkWritable`, `enumerate --db`'s dry run: what opening for writing would
/// refuse, refused the same way, with nothing created or changed.
@Suite struct CatalogWriteCheckTests {
  @Test func refusesWhatAWriteWouldAndCreatesNothing() throws {
    let folder = try temporaryFolder(["notes.txt": Array("hello\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = { (name: String) in folder.appendingPathComponent(name).path }
    // A new catalogue would be made: nothing is.
    try Catalog.checkWritable(path("new.sqlite"))
    #expect(!FileManager.default.fileExists(atPath: path("new.sqlite")))
    // A catalogue stays byte for byte as it was.
    try importText(hardestLines, into: try Catalog(path: path("c.sqlite"), mode: .write))
    let before = try Data(contentsOf: URL(fileURLWithPath: path("c.sqlite")))
    try Catalog.checkWritable(path("c.sqlite"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("c.sqlite"))) == before)
    for name in ["notes.txt", "nodir/c.sqlite", ""] {
      var written: CatalogError?
      do { _ = try Catalog(path: path(name), mode: .write) } catch { written = error }
      var checked: CatalogError?
      do { try Catalog.checkWritable(path(name)) } catch { checked = error }
      #expect(checked != nil && checked == written, "\(name): \(String(describing: checked))")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["c.sqlite", "notes.txt"])
  }
}
