import GRDB

extension Catalog {
  /// Runs `end`, which is to end the process, once no transaction is under way, with the
  /// catalogue back in its rollback journal and held, so that no other write starts
  /// while `end` runs.
  ///
  /// For a stop signal that comes while an import waits on its input (a named pipe with
  /// no writer yet, or an idle writer), which it may do for ever, never coming back to
  /// see the signal: between batches the catalogue holds only committed ones, and a batch
  /// under way sees the signal (its `isStopped`) and is rolled back before this runs. The
  /// file is left as a finished import leaves it, one file in its rollback journal, with
  /// the batches committed before.
  public func endWriting<T>(_ end: () throws -> T) rethrows -> T {
    try queue.writeWithoutTransaction { db in
      try? db.execute(sql: "PRAGMA journal_mode = DELETE")
      return try end()
    }
  }
}
