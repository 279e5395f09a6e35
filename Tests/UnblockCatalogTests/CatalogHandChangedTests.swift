import Foundation
import Testing
import UnblockCatalog
import UnblockFormats
import UnblockTestSupport

/// A number column changed by hand into text (the `sqlite3` shell stores any) is refused
/// by every read, naming the entry, the column and the value: never read as 0, never a
/// trap.
@Suite struct CatalogHandChangedTests {
  /// The two lines imported, then `column` of entry 2 set to `value` by the shell.
  func changed(_ column: String, to value: String) throws -> Catalog {
    let path = try newCatalog().path
    try importText(hardestLines, into: try Catalog(path: path, mode: .write))
    let url = URL(fileURLWithPath: path)
    let shell = try sqlite3Shell(
      [url.lastPathComponent, "UPDATE entry SET \(column) = \(value) WHERE id = 2"],
      in: url.deletingLastPathComponent())
    #expect(shell.status == 0)
    return try Catalog(path: path, mode: .read)
  }

  @Test(arguments: ["walls", "moves", "exit_row", "board_rows", "board_columns", "states"])
  func statsNameTheEntryAndTheColumn(column: String) throws {
    let catalog = try changed(column, to: "'w'")
    #expect(
      throws: CatalogError.changedByHand(
        path: catalog.path, entry: 2, column: column, value: "'w'", reason: "not a number")
    ) {
      _ = try CatalogStats(of: catalog)
    }
  }

  @Test(arguments: ["walls", "moves", "exit_row", "board_rows", "states", "blocks"])
  func queriesAndLookUpsNameTheEntryAndTheColumn(column: String) throws {
    let catalog = try changed(column, to: "'abc'")
    let expected = CatalogError.changedByHand(
      path: catalog.path, entry: 2, column: column, value: "'abc'", reason: "not a number")
    #expect(throws: expected) { _ = try CatalogQuery().entries(in: catalog) }
    #expect(throws: expected) { _ = try catalog.entry(id: 2) }
    #expect(
      expected.description
        == "\(catalog.path): entry 2 has \(column) 'abc', not a number (was its row changed by hand?)"
    )
  }

  @Test func aNumberForAKeyAndBytesForTextAreNamedToo() throws {
    for (column, value, shown, reason) in [
      ("cluster_key", "5", "'5'", "not a key"),
      ("board", "x'ff'", "a blob of 1 byte", "not text"),
      ("source", "x'ff'", "a blob of 1 byte", "not text"),
    ] {
      let catalog = try changed(column, to: value)
      #expect(
        throws: CatalogError.changedByHand(
          path: catalog.path, entry: 2, column: column, value: shown, reason: reason)
      ) { _ = try catalog.entry(id: 2) }
    }
  }

  @Test func aFractionIsNotAWholeNumber() throws {
    let catalog = try changed("moves", to: "3.5")
    #expect(
      throws: CatalogError.changedByHand(
        path: catalog.path, entry: 2, column: "moves", value: "'3.5'", reason: "not a whole number")
    ) {
      _ = try CatalogQuery().entries(in: catalog)
    }
  }

  /// Audit 7, finding 1: an import meeting the held entry of a puzzle's cluster read its
  /// moves and states with a trap (`try!`), and a fraction as a whole number; it refuses
  /// the entry as every read does, and leaves the file in its rollback journal.
  @Test(arguments: [
    ("moves", "'w'", "'w'", "not a number"),
    ("states", "x'01'", "a blob of 1 byte", "not a number"),
    ("states", "1.5", "'1.5'", "not a whole number"),
  ])
  func anImportMeetingTheEntryRefusesIt(
    column: String, value: String, shown: String, reason: String
  ) throws {
    let path = try changed(column, to: value).path
    let catalog = try Catalog(path: path, mode: .write)
    #expect(
      throws: CatalogError.changedByHand(
        path: path, entry: 2, column: column, value: shown, reason: reason)
    ) { try importText(hardestLines, into: catalog) }
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    let url = URL(fileURLWithPath: path)
    let mode = try sqlite3Shell(
      [url.lastPathComponent, "PRAGMA journal_mode"], in: url.deletingLastPathComponent())
    #expect(mode.stdout == "delete\n")
  }

  /// Audit 7, finding 4: `check --catalog` only warned of a catalogue refused on reading,
  /// and succeeded; the check keeps the refusal, for the run to fail on.
  @Test func aCheckAgainstTheCatalogueKeepsItsRefusal() throws {
    let catalog = try changed("moves", to: "'w'")
    let check = CatalogCheck(catalog: catalog)
    #expect(check.refusal == nil)
    let file = PuzzleLoader().read(Array(hardestLines.utf8), path: "in.txt")
    let report = PuzzleChecker(checks: [check]).check(file)
    #expect(
      report.puzzles.flatMap(\.diagnostics).contains {
        $0.severity == .warning && $0.message.hasPrefix("not looked up in the catalogue")
      })
    #expect(
      check.refusal
        == .changedByHand(
          path: catalog.path, entry: 2, column: "moves", value: "'w'", reason: "not a number"))
  }

  /// Audit 7, finding 5: a version-2 file holding a left chute's cluster twice (a row
  /// copied by hand under another key) fails its migration naming both entries, not with
  /// SQLite's words alone, and is left as it is.
  @Test func aMigrationMeetingOneClusterTwiceNamesBothEntries() throws {
    let path = try newCatalog().path
    try importText(
      " EGBBI\n EGH.I\n<F.HAA\n F.CCC\n ..DDD\n", into: try Catalog(path: path, mode: .write))
    let url = URL(fileURLWithPath: path)
    let shell = try sqlite3Shell(
      [
        url.lastPathComponent,
        """
        DROP INDEX entry_by_exit_row; DROP INDEX entry_by_board_row; PRAGMA user_version = 2;
        INSERT INTO entry (cluster_key, board_rows, board_columns, exit_side, exit_row, board,
          moves, states, walls, blocks, name, source) SELECT X'00112233', board_rows,
          board_columns, exit_side, exit_row, board, moves, states, walls, blocks, name, 'dup'
          FROM entry WHERE id = 1;
        """,
      ], in: url.deletingLastPathComponent())
    #expect(shell.status == 0)
    let before = try Data(contentsOf: url)
    #expect(
      throws: CatalogError.migrationFailed(
        path: path, from: 2, to: 4,
        reason: "entries 1 and 2 are one cluster (was a row changed by hand?)")
    ) { try Catalog(path: path, mode: .write) }
    #expect(try Data(contentsOf: url) == before)
  }

  /// Audit 7, finding 6: counts no cluster has (a negative moves, printed `0-5`) and a
  /// blob of bytes that happen to be UTF-8 (a NUL) were read as they stood; they are
  /// refused by every read, as other values changed by hand are.
  @Test func countsNoClusterHasAndBytesAreRefused() throws {
    let refused = [
      ("moves", "-5", "'-5'", "which no cluster of 4780 states has (0 to 4779)"),
      ("moves", "4780", "'4780'", "which no cluster of 4780 states has (0 to 4779)"),
      ("states", "0", "'0'", "which no cluster has (1 to 4294967294)"),
      ("source", "x'00'", "a blob of 1 byte", "not text"),
      ("name", "x'41'", "a blob of 1 byte", "not text"),
    ]
    for (column, value, shown, reason) in refused {
      let catalog = try changed(column, to: value)
      let expected = CatalogError.changedByHand(
        path: catalog.path, entry: 2, column: column, value: shown, reason: reason)
      #expect(throws: expected) { _ = try CatalogQuery().entries(in: catalog) }
      #expect(throws: expected) { _ = try catalog.entry(id: 2) }
      if column == "moves" || column == "states" {
        #expect(throws: expected) { _ = try CatalogStats(of: catalog) }
      }
    }
  }

  /// Audit 12, finding 3: a chute row past the board's last (99), which `stats` charted as
  /// a board "exit right of row 99" and a grid wrote on another row, and walls below 0 were
  /// read as they stood; they, and sizes and blocks no board has, are refused by every read.
  @Test(arguments: [
    ("exit_row", "99", "which no board of 6 rows has (0 to 5)"),
    ("exit_row", "6", "which no board of 6 rows has (0 to 5)"),
    ("exit_row", "-1", "which no board of 6 rows has (0 to 5)"),
    ("walls", "-3", "which no 6x6 board has (0 to 34)"),
    ("walls", "35", "which no 6x6 board has (0 to 34)"),
    ("board_rows", "9", "which no board has (4 to 8)"),
    ("board_columns", "3", "which no board has (4 to 8)"),
    ("blocks", "0", "which no 6x6 board has (1 to 18)"),
    ("blocks", "19", "which no 6x6 board has (1 to 18)"),
  ])
  func numbersNoBoardHasAreRefused(column: String, value: String, reason: String) throws {
    let catalog = try changed(column, to: value)
    let expected = CatalogError.changedByHand(
      path: catalog.path, entry: 2, column: column, value: "'\(value)'", reason: reason)
    #expect(throws: expected) { _ = try CatalogQuery().entries(in: catalog) }
    #expect(throws: expected) { _ = try CatalogQuery(limit: 5).entries(in: catalog) }
    #expect(throws: expected) { _ = try catalog.entry(id: 2) }
    // Stats show no blocks.
    if column != "blocks" {
      #expect(throws: expected) { _ = try CatalogStats(of: catalog) }
    }
  }

  /// States past any cluster's are refused before the entries' states are added up, which
  /// overflowed and said only SQLite's `integer overflow`.
  @Test func statesPastAnyClustersAreRefusedBeforeTheirSum() throws {
    let catalog = try changed("states", to: "9223372036854775000")
    #expect(
      throws: CatalogError.changedByHand(
        path: catalog.path, entry: 2, column: "states", value: "'9223372036854775000'",
        reason: "which no cluster has (1 to 4294967294)")
    ) {
      _ = try CatalogStats(of: catalog)
    }
  }

  /// A cluster whose every state is solved (0 moves), which an import of its grid stores,
  /// is read back.
  @Test func aClusterOfSolvedStatesIsRead() throws {
    let catalog = try newCatalog()
    try importText("...xAA>\n......\n......\n......\n", into: catalog)
    #expect(try allEntries(catalog).map(\.moves) == [0])
    #expect(try CatalogStats(of: catalog).entries == 1)
  }
}
