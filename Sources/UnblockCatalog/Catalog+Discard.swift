import Foundation

extension Catalog {
  /// Closes the catalogue and removes its file, with the journal files SQLite may keep
  /// beside it, when this open created it (``created``): a run stopped before it wrote
  /// any entry leaves no empty catalogue behind. A catalogue that existed before is left
  /// as it is. The catalogue cannot be used afterwards.
  ///
  /// - Returns: Whether the file was removed.
  @discardableResult
  public func discardIfCreated() -> Bool {
    guard created else { return false }
    try? queue.close()
    for suffix in ["", "-journal", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    return !FileManager.default.fileExists(atPath: path)
  }
}
