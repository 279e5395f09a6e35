import UnblockFormats

/// Why the catalogue could not be opened, read or written.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file exists but is not an SQLite database; it was left as it is.
  case notSQLite(path: String)
  /// The file's schema is newer than this version of the tool knows; it was left as it is.
  case newerSchema(path: String, version: Int, supported: Int)
  /// The file's schema version is negative, which no unblock writes; it was left as it is.
  case unknownSchema(path: String, version: Int, supported: Int)
  /// The file is an SQLite database, but not a catalogue: it has tables and no `entry`,
  /// or an `entry` table another program made; `reason` says which.
  case notCatalogue(path: String, reason: String)
  /// A catalogue that is only read does not exist.
  case missing(path: String)
  /// A catalogue that is only read is an empty file (0 bytes): no catalogue yet, though
  /// one opened to be written makes it one, as SQLite takes an empty file for a new
  /// database.
  case empty(path: String)
  /// The path cannot hold a catalogue (empty, a folder, a pipe or a device, in a missing
  /// folder, or a file that cannot be written); nothing was opened or written.
  case unusable(path: String, reason: String)
  /// A new catalogue, or the journal beside one, could not be written in its folder (a
  /// read-only folder): the file writer's own words (see `AtomicFileWriter.checkPlace`).
  case unwritable(message: String)
  /// SQLite reported an error; the message is SQLite's own.
  case database(path: String, message: String)
  /// SQLite found the file damaged (`SQLITE_CORRUPT`); the message is SQLite's own.
  case damaged(path: String, message: String)
  /// A column of an entry holds no value of its kind (`value` as found, quoted), as a row
  /// changed by hand may: `reason` is `not a number`, `not a whole number`, `not text` or
  /// `not a key`.
  case changedByHand(path: String, entry: Int64, column: String, value: String, reason: String)
  /// An older catalogue could not be migrated to the version this tool writes, for
  /// `reason` (entries that are one cluster, or SQLite's own words); the migration's
  /// transaction was rolled back, so the file was left as it is.
  case migrationFailed(path: String, from: Int, to: Int, reason: String)
  /// A new catalogue could not be made (a full disk, say); the file begun was removed.
  case notCreated(path: String, reason: String)
  /// A catalogue to read is in WAL mode, as an import that was killed leaves it, with
  /// changes in its `-wal` file, and its folder takes no files: SQLite cannot read it.
  case leftJournalledAhead(path: String)
  /// An import was stopped by a signal; the batch under way was rolled back.
  case stopped(added: Int)

  public var description: String {
    switch self {
    case .notSQLite(let path):
      "\(ShownPath.text(path)): not an SQLite database; the catalogue was not opened and the file was left as it is"
    case .newerSchema(let path, let version, let supported):
      "\(ShownPath.text(path)): the catalogue has schema version \(version), newer than this unblock knows (\(supported)); use a newer unblock. The file was left as it is"
    case .unknownSchema(let path, let version, let supported):
      "\(ShownPath.text(path)): the catalogue has schema version \(version), which no unblock writes (they write 1 to \(supported)); the file was left as it is"
    case .notCatalogue(let path, let reason):
      "\(ShownPath.text(path)): an SQLite database, but not an unblock catalogue (\(reason)); the file was left as it is"
    case .empty(let path):
      "\(ShownPath.text(path)): an empty file (0 bytes), not an unblock catalogue yet; 'unblock catalog import FILE... --db \(ShownPath.text(path))' makes it one. The file was left as it is"
    case .missing(let path):
      "\(ShownPath.text(path)): no such catalogue; create one with 'unblock catalog import FILE... --db \(ShownPath.text(path))'"
    case .unusable(let path, let reason): "\(ShownPath.text(path)): \(reason)"
    case .unwritable(let message): message
    case .database(let path, let message): "\(ShownPath.text(path)): SQLite: \(message)"
    case .damaged(let path, let message):
      "\(ShownPath.text(path)): the catalogue file is damaged (SQLite: \(message)); restore it from a copy, or import its sources into a new file"
    case .changedByHand(let path, let entry, let column, let value, let reason):
      "\(ShownPath.text(path)): entry \(entry) has \(column) \(value), \(reason) (was its row changed by hand?)"
    case .notCreated(let path, let reason):
      "\(ShownPath.text(path)): could not create the catalogue: \(reason); no file was left"
    case .migrationFailed(let path, let from, let to, let reason):
      "\(ShownPath.text(path)): could not migrate the catalogue from schema version \(from) to \(to): \(reason); the file was left as it is"
    case .leftJournalledAhead(let path):
      "\(ShownPath.text(path)): the catalogue was left in WAL mode by an import that was stopped, and cannot be read where its folder takes no files; run 'unblock catalog import' on it once with write access to its folder (any file, even one it holds already, puts it back into one file)"
    case .stopped(let added):
      "stopped: \(added) entries added; the batch under way was rolled back"
    }
  }
}
