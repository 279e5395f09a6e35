import GRDB

extension Catalog {
  /// Runs `body`, an import's batches, with the catalogue set for many writes, and sets it
  /// back after.
  ///
  /// Each batch is still one transaction, so an import that stops, however it stops,
  /// leaves the catalogue as it was before the batch under way; what changes is how a
  /// commit reaches the disk. The file is journalled ahead (`journal_mode = WAL`,
  /// `synchronous = NORMAL`): a commit appends the pages it changed to the `-wal` file
  /// with no wait for the disk, where a rollback journal writes each page twice and waits
  /// for the disk three times per commit. A crash, even of the machine, loses at most the
  /// last batches, never the file's consistency. The page cache grows to 256 MiB, which
  /// holds the index of cluster keys of the whole Rush Hour database, inserted in random
  /// order. Afterwards the file goes back to its rollback journal (which copies the
  /// `-wal` file into it and removes it), so the catalogue is again one file; if another
  /// process holds it open then, it stays journalled ahead, which SQLite reads alike.
  func bulkWrite<T>(_ body: () throws(CatalogError) -> T) throws(CatalogError) -> T {
    do {
      try queue.writeWithoutTransaction { db in
        try db.execute(
          sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -262144"
        )
      }
    } catch {
      throw Self.failure(error, path: path)
    }
    defer {
      try? queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA cache_size = -65536; PRAGMA synchronous = FULL")
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
      }
    }
    return try body()
  }
}
