import Foundation
import Testing
import UnblockTestSupport

/// A catalogue left in WAL mode (as a killed import leaves it) in a folder that takes no
/// files: read as it stands, creating nothing, where SQLite said `attempt to write a
/// readonly database`.
@Suite struct CatalogJournalledAheadTests {
  /// `rush.txt` imported into `c.sqlite`, put in WAL mode by the `sqlite3` shell (with a
  /// change kept in its `-wal` file when `walContents`), in a folder read-only for
  /// everyone while `body` runs; returns what the folder holds after it.
  func inReadOnlyFolder(walContents: Bool = false, _ body: (URL) throws -> Void) throws
    -> [String]
  {
    let tests = CatalogTests()
    let folder = try tests.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try UnblockTestSupport.inReadOnlyFolder(
      folder, leavingInWALMode: "c.sqlite", walContents: walContents
    ) { try body(folder) }
  }

  @Test func queryAndStatsReadItAndLeaveNoFileBeside() throws {
    let left = try inReadOnlyFolder { folder in
      let query = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--limit", "1"], in: folder)
      #expect(query.status == 0, "\(query.stderr)")
      #expect(query.stdout == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n")
      let stats = try CLI.run(["catalog", "stats", "--db", "c.sqlite"], in: folder)
      #expect(stats.status == 0, "\(stats.stderr)")
      #expect(stats.stdout.hasPrefix("2 entries, 7112 states in all\n"))
    }
    #expect(left == ["c.sqlite", "rush.txt"])
  }

  /// Changes in the `-wal` file, with no `-shm` file, are refused, saying why, for root
  /// too, who could make the `-shm` file (audit 7, finding 7: `stats` made it as root).
  @Test func changesInItsWALFileThatCannotBeReadAreExplained() throws {
    let left = try inReadOnlyFolder(walContents: true) { folder in
      for command in [["catalog", "query"], ["catalog", "stats"]] {
        let result = try CLI.run(command + ["--db", "c.sqlite"], in: folder)
        #expect(result.status == 2)
        #expect(
          result.stderr
            == "error: c.sqlite: the catalogue was left in WAL mode by an import that was stopped, and cannot be read where its folder takes no files; run 'unblock catalog import' on it once with write access to its folder (any file, even one it holds already, puts it back into one file)\n"
        )
      }
    }
    #expect(left == ["c.sqlite", "c.sqlite-wal", "rush.txt"])
  }
}
