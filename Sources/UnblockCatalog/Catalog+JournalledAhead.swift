import Foundation
import UnblockFormats

extension Catalog {
  /// Whether a catalogue is read as it stands, with SQLite's `immutable` flag: a catalogue
  /// only read, in WAL mode (`journalledAhead`), whose folder takes no files (read-only,
  /// also for root, as ``UnblockFormats/AtomicFileWriter/checkPlace(_:)`` says), and with
  /// no `-wal` file, or an empty one, beside it. Every entry is then in the file itself,
  /// and SQLite, which would create the `-wal` and `-shm` files to read it, cannot; with
  /// them out of the way nothing is created. A file with changes in its `-wal` file is
  /// read as SQLite reads it (``CatalogError/leftJournalledAhead(path:)`` when it cannot).
  static func readsUnchanged(_ path: String, mode: Mode, journalledAhead: Bool) -> Bool {
    guard mode == .read, journalledAhead, !folderTakesFiles(path) else { return false }
    let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size]
    return (log as? NSNumber)?.intValue ?? 0 == 0
  }

  /// Whether reading a catalogue would make a file beside it where its folder takes none:
  /// a file in WAL mode with changes in its `-wal` file (not read as it stands, see
  /// ``readsUnchanged(_:mode:journalledAhead:)``) and no `-shm` file, which SQLite makes
  /// to read them. Another user than root could not make it; root could.
  static func needsFileBeside(_ path: String, mode: Mode, journalledAhead: Bool) -> Bool {
    mode == .read && journalledAhead && !folderTakesFiles(path)
      && !readsUnchanged(path, mode: mode, journalledAhead: journalledAhead)
      && !FileManager.default.fileExists(atPath: path + "-shm")
  }

  /// Whether files can be made beside `path`.
  static func folderTakesFiles(_ path: String) -> Bool {
    if case .failure = AtomicFileWriter.checkPlace(path) { return false }
    return true
  }

  /// The SQLite URI that opens `path` as a file that does not change while it is read:
  /// with no lock and no `-wal` or `-shm` file.
  static func immutableURI(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    let escaped = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute
    return "file:" + escaped + "?immutable=1"
  }
}
