import Foundation
import GRDB
import UnblockCore
import UnblockFormats

/// A catalogue of puzzles in one SQLite file: one entry per cluster of states.
///
/// The file is an ordinary SQLite database (see README for its tables); its schema
/// version is `PRAGMA user_version`. A file that is not SQLite, not a catalogue, or of a
/// newer schema is refused before anything is written to it.
public final class Catalog: Sendable {
  /// How a catalogue is opened.
  public enum Mode: Sendable {
    /// Only read: the file must exist and is never written.
    case read
    /// Read and written: the file is created when missing and migrated when older.
    case write
  }

  /// The file's path, as given.
  public let path: String
  /// Whether this open created the file: it did not exist, and was opened to be written.
  public let created: Bool
  let queue: DatabaseQueue
  /// The file's schema version once opened: ``CatalogSchema/version`` when written, and
  /// as the file has it when only read, since reading migrates nothing. It says how the
  /// `cluster_key` column is made.
  let version: Int

  /// The first 16 bytes of every SQLite database file.
  private static let header = Array("SQLite format 3\0".utf8)

  /// Opens the catalogue at `path`.
  ///
  /// - Throws: ``CatalogError/notSQLite(path:)``, ``CatalogError/notCatalogue(path:reason:)``,
  ///   ``CatalogError/newerSchema(path:version:supported:)``,
  ///   ``CatalogError/unknownSchema(path:version:supported:)``, ``CatalogError/missing(path:)``
  ///   when a catalogue to read does not exist, ``CatalogError/empty(path:)`` when it is an
  ///   empty file, or ``CatalogError/database(path:message:)``.
  public init(path: String, mode: Mode) throws(CatalogError) {
    self.path = path
    try Self.checkPath(path, mode: mode)
    let exists = FileManager.default.fileExists(atPath: path)
    if !exists && mode == .read { throw .missing(path: path) }
    // SQLite reads an empty file as a database with no tables: one to write becomes a
    // new catalogue, but one only read is said to be empty, not a foreign database.
    if exists && mode == .read
      && (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0
    {
      throw .empty(path: path)
    }
    created = !exists
    // The files SQLite keeps beside a catalogue that this open would make: removed with
    // the file when a new catalogue cannot be made.
    let begun =
      exists
      ? []
      : [path]
        + ["-wal", "-shm", "-journal"].map { path + $0 }.filter {
          !FileManager.default.fileExists(atPath: $0)
        }
    let journalledAhead = exists ? try Self.checkHeader(path) : false
    // SQLite reads a file in WAL mode (left so by an import that was killed) only with
    // its `-wal` and `-shm` files beside it, which it creates even to read; in a folder
    // that takes no files (see ``readsUnchanged(_:mode:journalledAhead:)``) the file is
    // read as it stands instead.
    let unchanged = Self.readsUnchanged(path, mode: mode, journalledAhead: journalledAhead)
    // Changes in its `-wal` file SQLite reads only through a `-shm` file, which it would
    // make where the folder takes no files (root may): refused, as every file the tool
    // would make there is.
    if Self.needsFileBeside(path, mode: mode, journalledAhead: journalledAhead) {
      throw .leftJournalledAhead(path: path)
    }
    let opened = unchanged ? Self.immutableURI(path) : path
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      db.add(function: Self.shuffleFunction)
      db.add(function: ClusterKey.version1Function)
      // 64 MiB of page cache, not 2: an import inserts into six indexes, the cluster keys'
      // in random order, and a small cache rereads their pages from the system at every
      // insert.
      try db.execute(sql: "PRAGMA cache_size = -65536")
      // A new file's pages are 16 KiB, not 4: an import puts its keys at random places of
      // the unique index, and bigger pages make that tree shallower. SQLite sets the size
      // when it writes a new file's first page, and never changes an existing file's.
      try db.execute(sql: "PRAGMA page_size = 16384")
      // Every page is checked as it is read: that its cells lie inside it. Without the
      // check a query that reads a few pages (`--limit`) read the cells of a damaged
      // page as garbage, and printed fewer entries or none, where a query that reads
      // every page met SQLite's `database disk image is malformed`.
      try db.execute(sql: "PRAGMA cell_size_check = ON")
    }
    // The file's version before it is migrated.
    var before = 0
    do {
      if exists {
        // Look before writing anything: a foreign or newer file stays untouched.
        var look = configuration
        look.readonly = true
        let found = try DatabaseQueue(path: opened, configuration: look).read { db in
          (
            try CatalogSchema.version(of: db), try db.tableExists("entry"),
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0,
            try db.tableExists("entry") ? Set(try db.columns(in: "entry").map(\.name)) : []
          )
        }
        before = found.0
        if found.0 < 0 {
          throw CatalogError.unknownSchema(
            path: path, version: found.0, supported: CatalogSchema.version)
        }
        if found.0 > CatalogSchema.version {
          throw CatalogError.newerSchema(
            path: path, version: found.0, supported: CatalogSchema.version)
        }
        if !found.1 && (found.2 > 0 || found.0 != 0 || mode == .read) {
          throw CatalogError.notCatalogue(path: path, reason: "it has no 'entry' table")
        }
        // Another program's table named `entry`: its columns, or a version 0, which no
        // catalogue with tables has, tell it from a catalogue's.
        if found.1 && found.3 != CatalogSchema.columns {
          throw CatalogError.notCatalogue(
            path: path, reason: "its 'entry' table has other columns than a catalogue's")
        }
        if found.1 && found.0 == 0 {
          throw CatalogError.notCatalogue(
            path: path, reason: "it has an 'entry' table but no schema version")
        }
      }
      configuration.readonly = mode == .read
      queue = try DatabaseQueue(path: opened, configuration: configuration)
      if mode == .write {
        do {
          try queue.write(CatalogSchema.migrate)
        } catch {
          let failure = Self.migrationFailure(error, path: path, from: before)
          guard !exists, case .migrationFailed(_, _, _, let reason) = failure else { throw failure }
          // A catalogue begun and not made (a full disk) is no catalogue: its 0-byte file
          // was left, and read later as "an empty file".
          try? queue.close()
          for file in begun { unlink(file) }
          throw CatalogError.notCreated(path: path, reason: reason)
        }
      }
      version = try queue.read(CatalogSchema.version(of:))
    } catch let error as CatalogError {
      throw error
    } catch {
      // SQLite could not make the files it reads a WAL file with.
      if mode == .read && journalledAhead && !unchanged && !Self.folderTakesFiles(path) {
        throw .leftJournalledAhead(path: path)
      }
      throw Self.failure(error, path: path)
    }
  }

  /// Refuses, before SQLite sees it, a path that cannot hold a catalogue: SQLite opens a
  /// temporary database for an empty path, which an import then filled and lost, waits
  /// forever on a pipe, writes `/dev/null-journal` beside a device, and names a folder, a
  /// missing folder or a read-only file only by its own terse errors.
  static func checkPath(_ path: String, mode: Mode) throws(CatalogError) {
    guard !path.isEmpty else {
      throw .unusable(path: path, reason: "an empty path names no catalogue file")
    }
    // A path ending in '/' names a folder, there or not: no catalogue file can be made there.
    guard !path.hasSuffix("/") else {
      throw .unusable(path: path, reason: "a folder (the path ends in '/'), not a catalogue file")
    }
    // A folder on the way that the user may not search hides the file, there or not: not
    // "no such catalogue", nor a read-only folder.
    var found = stat()
    if stat(path, &found) != 0 && errno == EACCES {
      throw .unusable(
        path: path,
        reason:
          "the system will not look for it (\(FileSystemReason.describe(errno: EACCES))): a folder on its way may not be searched"
      )
    }
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        throw .unusable(path: path, reason: "a folder, not a catalogue file")
      }
      // SQLite would wait forever on a pipe, and write a journal beside a device.
      var status = stat()
      if stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG {
        throw .unusable(
          path: path,
          reason:
            "not a regular file (a pipe, a device or a socket), which cannot hold a catalogue; it was left as it is"
        )
      }
      // Read-only for everyone is refused even for root, who may write any file, as
      // `format --write` refuses it.
      if mode == .write && status.st_mode & 0o222 == 0 {
        let permissions = String(status.st_mode & 0o7777, radix: 8)
        throw .unusable(
          path: path,
          reason:
            "read-only (mode 0\(permissions)); make it writable first; the file was left as it is")
      }
      if mode == .write && !files.isWritableFile(atPath: path) {
        throw .unusable(
          path: path, reason: "cannot be written (permission denied); the file was left as it is")
      }
    } else if mode == .write {
      let folder = PathFolder.of(path)
      if !folder.isEmpty && !files.fileExists(atPath: folder) {
        throw .unusable(path: path, reason: "no such folder: \(ShownPath.text(folder))")
      }
      // A dangling symbolic link names the file it points to: its folder must exist too.
      if let target = try? files.destinationOfSymbolicLink(atPath: path) {
        let place =
          target.hasPrefix("/") ? target : (folder as NSString).appendingPathComponent(target)
        let targetFolder = PathFolder.of(place)
        if !targetFolder.isEmpty && !files.fileExists(atPath: targetFolder) {
          throw .unusable(
            path: path,
            reason:
              "no such folder: \(ShownPath.text(targetFolder)) (the symbolic link points to \(ShownPath.text(target)))"
          )
        }
      }
    }
    // SQLite writes a journal beside the file: its folder must take files, as the file
    // writer's (a folder read-only for everyone is refused even for root).
    if mode == .write, case .failure(let failure) = AtomicFileWriter.checkPlace(path) {
      throw .unwritable(message: failure.description)
    }
  }

  /// Refuses a file whose first bytes are not SQLite's; an empty file is a new database.
  ///
  /// - Returns: Whether the file is in WAL mode (its header's read and write versions 2).
  private static func checkHeader(_ path: String) throws(CatalogError) -> Bool {
    guard access(path, R_OK) == 0, let handle = FileHandle(forReadingAtPath: path) else {
      throw .unusable(
        path: path, reason: "cannot be read (\(FileSystemReason.describe(errno: errno)))")
    }
    defer { try? handle.close() }
    let first = Array((try? handle.read(upToCount: 20)) ?? Data())
    if !first.isEmpty && Array(first.prefix(header.count)) != header {
      throw .notSQLite(path: path)
    }
    return first.count == 20 && first[18] == 2 && first[19] == 2
  }

  /// A GRDB error as a ``CatalogError``.
  static func failure(_ error: any Error, path: String) -> CatalogError {
    if let error = error as? CatalogError { return error }
    if let error = error as? CatalogEntry.UnreadableColumn { return error.failure(path: path) }
    if let error = error as? DatabaseError {
      if error.resultCode == .SQLITE_NOTADB { return .notSQLite(path: path) }
      if error.resultCode == .SQLITE_CORRUPT {
        return .damaged(path: path, message: error.message ?? "\(error.resultCode)")
      }
      return .database(path: path, message: error.message ?? "\(error.resultCode)")
    }
    return .database(path: path, message: "\(error)")
  }

  /// The error of a migration from version `from` that failed (and was rolled back): one
  /// that names the versions and why, but a file found damaged or no database is said so.
  static func migrationFailure(_ error: any Error, path: String, from: Int) -> CatalogError {
    let failure = failure(error, path: path)
    switch failure {
    case .damaged, .notSQLite: return failure
    default: break
    }
    let reason =
      if let error = error as? CatalogSchema.OneCluster {
        error.description
      } else if let error = error as? DatabaseError {
        "SQLite: \(error.message ?? "\(error.resultCode)")"
      } else {
        "\(failure)"
      }
    return .migrationFailed(path: path, from: from, to: CatalogSchema.version, reason: reason)
  }

  /// Runs `body` in a read transaction; `body` may hand on what it reads as it goes.
  func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    do { return try queue.read(body) } catch {
      let failure = Self.failure(error, path: path)
      // SQLite keeps a page it found damaged in its cache, and the next read of the page
      // does not check it again: a query after this one read its first cells, unchecked,
      // and answered without an error. The cache is emptied so that every read checks.
      if case .damaged = failure { queue.releaseMemory() }
      throw failure
    }
  }

  /// The number of entries.
  public func count() throws(CatalogError) -> Int {
    try read { db in try CatalogEntry.fetchCount(db) }
  }

  /// The entry numbered `id`, if there is one.
  public func entry(id: Int64) throws(CatalogError) -> CatalogEntry? {
    try read { db in try CatalogEntry.fetchOne(db, key: id) }
  }

  /// `unblock_shuffle(id, seed)`: the entry number mixed with the seed by SplitMix64's
  /// finaliser, for `ORDER BY` in a random order that a seed repeats on every machine.
  static let shuffleFunction = DatabaseFunction("unblock_shuffle", argumentCount: 2, pure: true) {
    values in
    let id = UInt64(bitPattern: Int64.fromDatabaseValue(values[0]) ?? 0)
    let seed = UInt64(bitPattern: Int64.fromDatabaseValue(values[1]) ?? 0)
    return Int64(bitPattern: SplitMix64.mix(id ^ SplitMix64.mix(seed)))
  }
}

extension Catalog {
  /// The schema version of the file, `PRAGMA user_version`.
  public func schemaVersion() throws(CatalogError) -> Int {
    try read { db in try CatalogSchema.version(of: db) }
  }
}
