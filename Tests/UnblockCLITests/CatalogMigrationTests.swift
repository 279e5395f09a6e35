import Foundation
import Testing
import UnblockCatalog
import UnblockCore
import UnblockTestSupport

/// A catalogue of schema version 1, as unblock wrote it before version 2's shorter cluster
/// keys: read as it is, and migrated by the first import.
@Suite struct CatalogMigrationTests {
  /// Version 1's table and indexes, as its migration made them.
  static let version1Schema = """
    CREATE TABLE entry (
      id INTEGER PRIMARY KEY,
      cluster_key BLOB NOT NULL UNIQUE,
      board_rows INTEGER NOT NULL,
      board_columns INTEGER NOT NULL,
      exit_side TEXT NOT NULL CHECK (exit_side IN ('left', 'right')),
      exit_row INTEGER NOT NULL,
      board TEXT NOT NULL,
      moves INTEGER NOT NULL,
      states INTEGER NOT NULL,
      walls INTEGER NOT NULL,
      blocks INTEGER NOT NULL,
      name TEXT,
      source TEXT NOT NULL
    );
    CREATE INDEX entry_by_moves ON entry (moves DESC);
    CREATE INDEX entry_by_states ON entry (states DESC, moves DESC);
    CREATE INDEX entry_by_walls ON entry (walls, moves DESC);
    CREATE INDEX entry_by_blocks ON entry (blocks, moves DESC);
    CREATE INDEX entry_by_board ON entry (board_rows, board_columns, exit_side, moves DESC);
    PRAGMA user_version = 1;
    """

  /// The two lines of `CatalogTests.rush`, as grids.
  let hardest = "IBBx..\nI..LDD\nJAAL..>\nJ.KEEM\nFFK..M\nGGHHHM\n"
  let hardestWithoutWalls = "GBB.L.\nGHI.LM\nGHIAAM>\nCCCK.M\n..JKDD\nEEJFF.\n"

  /// Version 1's key of a grid: its canonical key, four bytes a block, as SQL.
  func version1Key(_ grid: String) -> String {
    "X'"
      + CanonicalKey(orientedAs: TestGrid.puzzle(grid)).bytes
      .map { String(format: "%02x", $0) }.joined() + "'"
  }

  /// A folder with `rush.txt`, `moved.txt` and `v1.sqlite`, the version-1 catalogue an
  /// import of `rush.txt` made; `firstKey` replaces the first entry's key.
  func version1Catalogue(firstKey: String? = nil) throws -> URL {
    let tests = CatalogTests()
    let folder = try temporaryFolder([
      "rush.txt": Array(tests.rush.utf8), "moved.txt": Array(tests.moved.utf8),
    ])
    let rows = """
      INSERT INTO entry VALUES (1, \(firstKey ?? version1Key(hardest)), 6, 6, 'right', 2,
        'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM', 60, 2332, 1, 12, NULL, 'rush.txt:2');
      INSERT INTO entry VALUES (2, \(version1Key(hardestWithoutWalls)), 6, 6, 'right', 2,
        'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo', 51, 4780, 0, 13, NULL, 'rush.txt:3');
      """
    let made = try tests.sqlite3(["v1.sqlite", Self.version1Schema + rows], in: folder)
    #expect(made.status == 0)
    return folder
  }

  /// Version 4's indexes dropped from a catalogue made new, which leaves it as version 3
  /// made it.
  static let withoutVersion4Indexes = "DROP INDEX entry_by_exit_row; DROP INDEX entry_by_board_row;"

  /// The schema (table and indexes) of `database` in `folder`, checked to be exactly that
  /// of a catalogue made new there, `new.sqlite`, by an import of `rush.txt`.
  func schema(of database: String, in folder: URL) throws -> String {
    let tests = CatalogTests()
    let query = "SELECT type, name, sql FROM sqlite_master ORDER BY name"
    #expect(
      try CLI.run(["catalog", "import", "rush.txt", "--db", "new.sqlite"], in: folder).status == 0)
    let migrated = try tests.sqlite3([database, query], in: folder).stdout
    #expect(migrated == (try tests.sqlite3(["new.sqlite", query], in: folder).stdout))
    return migrated
  }

  func bytes(_ name: String, in folder: URL) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  /// `query`, `find` and `stats` open the file only to read: they answer from version 1's
  /// keys and change no byte.
  @Test func readsAVersion1CatalogueWithoutChangingIt() throws {
    let folder = try version1Catalogue()
    let before = try bytes("v1.sqlite", in: folder)
    let query = try CLI.run(["catalog", "query", "--db", "v1.sqlite"], in: folder)
    #expect(query.status == 0)
    #expect(
      query.stdout
        == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    )
    let find = try CLI.run(["catalog", "find", "moved.txt", "--db", "v1.sqlite"], in: folder)
    #expect(find.status == 0, "\(find.stderr)")
    #expect(find.stdout.contains("found entry 1 (60 IBBx"))
    #expect(try CLI.run(["catalog", "stats", "--db", "v1.sqlite"], in: folder).status == 0)
    #expect(try bytes("v1.sqlite", in: folder) == before)
  }

  /// The first import migrates the file to version 4 (version 3, then the indexes of
  /// version 4): the entries keep their numbers and columns, their keys become 16 bytes,
  /// the schema is a new catalogue's, and the clusters are still known, whichever state is
  /// imported.
  @Test func importMigratesAVersion1CatalogueAndKeepsItsEntries() throws {
    let folder = try version1Catalogue()
    let tests = CatalogTests()
    let columns = "SELECT id, board, moves, states, walls, blocks, source FROM entry ORDER BY id"
    let entries = try tests.sqlite3(["v1.sqlite", columns], in: folder).stdout
    let result = try CLI.run(
      ["catalog", "import", "rush.txt", "moved.txt", "--db", "v1.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "3 puzzles read: 0 added, 3 already known, 0 rejected; v1.sqlite holds 2 entries\n")
    #expect(try tests.sqlite3(["v1.sqlite", "PRAGMA user_version"], in: folder).stdout == "4\n")
    #expect(try tests.sqlite3(["v1.sqlite", columns], in: folder).stdout == entries)
    #expect(
      try tests.sqlite3(
        ["v1.sqlite", "SELECT DISTINCT length(cluster_key) FROM entry"], in: folder
      )
      .stdout == "16\n")
    #expect(
      try tests.sqlite3(["v1.sqlite", "PRAGMA integrity_check"], in: folder).stdout == "ok\n")
    let migrated = try schema(of: "v1.sqlite", in: folder)
    #expect(migrated.contains("CREATE UNIQUE INDEX entry_by_cluster ON entry (cluster_key)"))
    let find = try CLI.run(["catalog", "find", "moved.txt", "--db", "v1.sqlite"], in: folder)
    #expect(find.stdout.contains("found entry 1 (60 IBBx"))
  }

  /// A version-1 file whose key is not a canonical key is not migrated, and not changed.
  @Test func refusesToMigrateAVersion1CatalogueWithABadKeyAndLeavesItAsItIs() throws {
    let folder = try version1Catalogue(firstKey: "X'0606'")
    let before = try bytes("v1.sqlite", in: folder)
    let result = try CLI.run(["catalog", "import", "rush.txt", "--db", "v1.sqlite"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: v1.sqlite: could not migrate the catalogue from schema version 1 to 4: "
          + "SQLite: a cluster_key of version 1 is not a canonical key"), "\(result.stderr)")
    #expect(result.stderr.contains("; the file was left as it is\n"))
    #expect(try bytes("v1.sqlite", in: folder) == before)
  }

  /// A left chute's cluster of 5x5 whose farthest states, compared as they stand (the rule
  /// of version 2), and compared mirrored, as a right chute's are (version 3), give two
  /// representatives: version 2's board, and version 3's.
  let leftAsItStands = "EBBoIEoHoIFGHAAFGCCCDDDoo"
  let leftMirrored = "EGBBIEGHoIFoHAAFoCCCooDDD"

  /// A folder with `rush.txt`, a puzzle of the left chute's cluster in `left.txt`, its
  /// mirror image in `right.txt`, and `v2.sqlite`, a version-2 catalogue of `rush.txt`'s
  /// two entries and the left chute's cluster, keyed as version 2 keyed it.
  func version2Catalogue() throws -> URL {
    let tests = CatalogTests()
    let folder = try temporaryFolder([
      "rush.txt": Array(tests.rush.utf8),
      "left.txt": Array(" EGBBI\n EGH.I\n<F.HAA\n F.CCC\n ..DDD\n".utf8),
      "right.txt": Array("IBBGE\nI.HGE\nAAH.F>\nCCC.F\nDDD..\n".utf8),
    ])
    #expect(
      try CLI.run(["catalog", "import", "rush.txt", "--db", "v2.sqlite"], in: folder).status == 0)
    let old = TestGrid.puzzle(
      leftAsItStands, rows: 5, columns: 5, chute: Chute(side: .left, row: 2))
    let key = ClusterKey(orientedAs: old).bytes.map { String(format: "%02x", $0) }.joined()
    let made = try tests.sqlite3(
      [
        "v2.sqlite",
        """
        \(Self.withoutVersion4Indexes)
        PRAGMA user_version = 2;
        INSERT INTO entry VALUES (3, X'\(key)', 5, 5, 'left', 2, '\(leftAsItStands)', 16, 244,
          0, 9, NULL, 'left-5x5.txt:5');
        """,
      ], in: folder)
    #expect(made.status == 0)
    return folder
  }

  /// Read only, a version-2 file answers from its own keys: the left chute's cluster and
  /// its mirror image are found, and no byte changes.
  @Test func readsAVersion2CataloguesLeftChutesWithoutChangingIt() throws {
    let folder = try version2Catalogue()
    let before = try bytes("v2.sqlite", in: folder)
    let left = try CLI.run(["catalog", "find", "left.txt", "--db", "v2.sqlite"], in: folder)
    #expect(left.status == 0, "\(left.stderr)")
    #expect(left.stdout.contains("found entry 3 (16 \(leftAsItStands) 244)"), "\(left.stdout)")
    let right = try CLI.run(["catalog", "find", "right.txt", "--db", "v2.sqlite"], in: folder)
    #expect(right.stdout.contains("mirror image"), "\(right.stdout)")
    #expect(right.stdout.contains("entry 3 (16 \(leftAsItStands) 244)"), "\(right.stdout)")
    #expect(try bytes("v2.sqlite", in: folder) == before)
  }

  /// The first write migrates the file to version 3 (and on to 4): the left chute's entry
  /// gets the board and key of the mirror image of its mirror image's representative, keeps
  /// its number, moves, states and source, and is still found, from either side.
  @Test func importMigratesAVersion2CataloguesLeftChutes() throws {
    let folder = try version2Catalogue()
    let tests = CatalogTests()
    let result = try CLI.run(["catalog", "import", "left.txt", "--db", "v2.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("0 added, 1 already known"), "\(result.stdout)")
    #expect(try tests.sqlite3(["v2.sqlite", "PRAGMA user_version"], in: folder).stdout == "4\n")
    let rows = "SELECT id, board, moves, states, source FROM entry ORDER BY id"
    #expect(
      try tests.sqlite3(["v2.sqlite", rows], in: folder).stdout
        == "1|IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM|60|2332|rush.txt:2\n"
        + "2|GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo|51|4780|rush.txt:3\n"
        + "3|\(leftMirrored)|16|244|left-5x5.txt:5\n")
    let right = try CLI.run(["catalog", "find", "right.txt", "--db", "v2.sqlite"], in: folder)
    #expect(right.stdout.contains("mirror image"), "\(right.stdout)")
    #expect(right.stdout.contains("entry 3 (16 \(leftMirrored) 244)"), "\(right.stdout)")
    #expect(
      try tests.sqlite3(["v2.sqlite", "PRAGMA integrity_check"], in: folder).stdout == "ok\n")
  }

  /// A version-3 file (without the indexes of the chute's row) answers `--exit-row` read
  /// only, unchanged; the first import adds the indexes, and its schema is a new one's.
  @Test func importMigratesAVersion3CatalogueToTheRowIndexes() throws {
    let tests = CatalogTests()
    let folder = try tests.imported()
    let made = try tests.sqlite3(
      ["c.sqlite", Self.withoutVersion4Indexes + "PRAGMA user_version = 3;"], in: folder)
    #expect(made.status == 0)
    let before = try bytes("c.sqlite", in: folder)
    let query = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--exit-row", "2", "--limit", "1"], in: folder)
    #expect(query.stdout == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n")
    let stats = try CLI.run(
      ["catalog", "stats", "--db", "c.sqlite", "--exit-row", "3"], in: folder)
    #expect(stats.stdout == "0 entries, 0 states in all\n")
    #expect(try bytes("c.sqlite", in: folder) == before)
    let result = try CLI.run(["catalog", "import", "rush.txt", "--db", "c.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try tests.sqlite3(["c.sqlite", "PRAGMA user_version"], in: folder).stdout == "4\n")
    let migrated = try schema(of: "c.sqlite", in: folder)
    #expect(migrated.contains("CREATE INDEX entry_by_exit_row ON entry (exit_row, moves DESC)"))
  }

  /// Audit 7, finding 5: a version-2 file holding one cluster twice (changed by hand)
  /// failed its migration with SQLite's words alone (`UNIQUE constraint failed:
  /// entry.cluster_key`); the message names the migration and the two entries, and the
  /// file is left as it is.
  @Test func aMigrationMeetingOneClusterTwiceNamesTheEntries() throws {
    let folder = try version2Catalogue()
    let tests = CatalogTests()
    let made = try tests.sqlite3(
      [
        "v2.sqlite",
        """
        INSERT INTO entry (cluster_key, board_rows, board_columns, exit_side, exit_row, board, \
        moves, states, walls, blocks, name, source) SELECT X'00112233', board_rows, \
        board_columns, exit_side, exit_row, board, moves, states, walls, blocks, name, 'dup' \
        FROM entry WHERE id = 3;
        """,
      ], in: folder)
    #expect(made.status == 0)
    let before = try bytes("v2.sqlite", in: folder)
    let result = try CLI.run(["catalog", "import", "left.txt", "--db", "v2.sqlite"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: v2.sqlite: could not migrate the catalogue from schema version 2 to 4: "
        + "entries 3 and 4 are one cluster (was a row changed by hand?); the file was left as it is\n"
    )
    #expect(try bytes("v2.sqlite", in: folder) == before)
  }
}
