import GRDB

/// The catalogue's tables and indexes, and the migrations that bring an older file up to
/// date. The schema's version is kept in `PRAGMA user_version`: 0 for a new file, then the
/// number of migrations applied.
enum CatalogSchema {
  /// The `entry` table under `name`, its `cluster_key` declared `key`: the columns are
  /// those of every version, and only the key's constraint changed.
  private static func table(_ name: String, key: String) -> String {
    """
    CREATE TABLE \(name) (
      id INTEGER PRIMARY KEY,
      cluster_key \(key),
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

    """
  }

  /// The columns of the `entry` table, the same in every version.
  static let columns: Set<String> = [
    "id", "cluster_key", "board_rows", "board_columns", "exit_side", "exit_row", "board",
    "moves", "states", "walls", "blocks", "name", "source",
  ]

  /// The indexes of version 2: the unique index of cluster keys, which keeps a cluster to
  /// one entry, and those the queries go through.
  private static let indexes = [
    "CREATE UNIQUE INDEX entry_by_cluster ON entry (cluster_key)",
    "CREATE INDEX entry_by_moves ON entry (moves DESC)",
    "CREATE INDEX entry_by_states ON entry (states DESC, moves DESC)",
    "CREATE INDEX entry_by_walls ON entry (walls, moves DESC)",
    "CREATE INDEX entry_by_blocks ON entry (blocks, moves DESC)",
    "CREATE INDEX entry_by_board ON entry (board_rows, board_columns, exit_side, moves DESC)",
  ]

  /// The migrations, in order: migration `n` takes a file from version `n` to `n + 1`.
  /// A new file goes through every one.
  static let migrations: [@Sendable (Database) throws -> Void] =
    statements.map(execute) + [rekeyLeftChutes, execute(exitRowIndexes)]

  /// A migration SQL says alone.
  private static func execute(_ sql: String) -> @Sendable (Database) throws -> Void {
    { db in try db.execute(sql: sql) }
  }

  /// Version 4: the indexes `--exit-row` goes through. Without them a row that few entries
  /// have, or none, was looked for through `entry_by_moves` or `entry_by_board`, reading
  /// the whole table (20 s on 2.6 million entries); the first serves the row alone in
  /// order of moves, the second the row with the size and side (`entry_by_board` stays for
  /// those without a row).
  private static let exitRowIndexes = """
    CREATE INDEX entry_by_exit_row ON entry (exit_row, moves DESC);
    CREATE INDEX entry_by_board_row ON entry \
    (exit_row, board_rows, board_columns, exit_side, moves DESC);
    """

  /// The migrations SQL says alone, versions 1 and 2.
  private static let statements: [String] = [
    // Version 1: one row per cluster, named by the canonical key of its representative
    // (four bytes a block).
    table("entry", key: "BLOB NOT NULL UNIQUE")
      + """
      CREATE INDEX entry_by_moves ON entry (moves DESC);
      CREATE INDEX entry_by_states ON entry (states DESC, moves DESC);
      CREATE INDEX entry_by_walls ON entry (walls, moves DESC);
      CREATE INDEX entry_by_blocks ON entry (blocks, moves DESC);
      CREATE INDEX entry_by_board ON entry (board_rows, board_columns, exit_side, moves DESC);
      """,
    // Version 2: the cluster key of three bits a tile (``ClusterKey``), 16 bytes for a
    // 6x6 board where version 1's took 64: an import inserts every key into the unique
    // index in random order, and the shorter the keys, the fewer pages each batch
    // rewrites. The rows keep their numbers; the indexes are built again, by one sort
    // each.
    table("entry_v2", key: "BLOB NOT NULL")
      + """
      INSERT INTO entry_v2 (id, cluster_key, board_rows, board_columns, exit_side, exit_row, \
      board, moves, states, walls, blocks, name, source) \
      SELECT id, \(ClusterKey.version1Function.name)(cluster_key), board_rows, board_columns, \
      exit_side, exit_row, board, moves, states, walls, blocks, name, source FROM entry;
      DROP TABLE entry;
      ALTER TABLE entry_v2 RENAME TO entry;

      """ + indexes.map { $0 + ";" }.joined(separator: "\n"),
  ]

  /// The version this tool writes, and the newest it opens.
  static var version: Int { migrations.count }

  /// The version a database is at.
  static func version(of db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
  }

  /// Brings a database of an older or equal version up to ``version``, in the caller's
  /// transaction; a version out of 0 to ``version`` (``Catalog`` refuses such a file before)
  /// is left as it is.
  static func migrate(_ db: Database) throws {
    let current = try version(of: db)
    guard (0..<version).contains(current) else { return }
    for migration in migrations[current...] { try migration(db) }
    try db.execute(sql: "PRAGMA user_version = \(version)")
  }
}
