import Foundation
import Testing
import UnblockCatalog
import UnblockTestSupport

/// The catalogue's file beside SQLite's: one an interrupted run created goes, and one
/// left in WAL mode reads in a folder that takes no files.
@Suite struct CatalogBesideFilesTests {
  @Test func onlyACatalogueThisOpenCreatedIsDiscarded() throws {
    let path = try temporaryFolder().appendingPathComponent("c.sqlite").path
    let created = try Catalog(path: path, mode: .write)
    #expect(created.created)
    #expect(created.discardIfCreated())
    #expect(!FileManager.default.fileExists(atPath: path))
    try importText(hardestLines, into: try Catalog(path: path, mode: .write))
    let existing = try Catalog(path: path, mode: .write)
    #expect(!existing.created)
    #expect(!existing.discardIfCreated())
    #expect(try Catalog(path: path, mode: .read).count() == 2)
  }

  /// A catalogue in WAL mode, as a killed import leaves it, in a folder read-only for
  /// everyone (so also when the tests run as root), and what the folder holds after `body`.
  func inReadOnlyFolder(walContents: Bool = false, _ body: (String) throws -> Void) throws
    -> [String]
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try importText(
      hardestLines,
      into: try Catalog(path: folder.appendingPathComponent("c.sqlite").path, mode: .write))
    return try UnblockTestSupport.inReadOnlyFolder(
      folder, leavingInWALMode: "c.sqlite", walContents: walContents
    ) { try body(folder.appendingPathComponent("c.sqlite").path) }
  }

  @Test func aCatalogueLeftInWALModeReadsInAReadOnlyFolderAndNothingIsCreated() throws {
    let left = try inReadOnlyFolder { path in
      let catalog = try Catalog(path: path, mode: .read)
      #expect(try catalog.count() == 2)
      #expect(try CatalogStats(of: catalog).entries == 2)
    }
    #expect(left == ["c.sqlite"])
  }

  /// Changes in the `-wal` file, with no `-shm` file, would have SQLite create one in the
  /// folder, which takes no files: the catalogue is refused, saying why, and nothing is
  /// created, for root too (audit 7, finding 7: root created `c.sqlite-shm` there).
  @Test func changesInTheWALFileThatCannotBeReadAreExplained() throws {
    let left = try inReadOnlyFolder(walContents: true) { path in
      #expect(throws: CatalogError.leftJournalledAhead(path: path)) {
        _ = try Catalog(path: path, mode: .read).count()
      }
    }
    #expect(left == ["c.sqlite", "c.sqlite-wal"])
  }
}
