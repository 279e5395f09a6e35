import Foundation

extension Catalog {
  /// Refuses, as ``init(path:mode:)`` for writing would, a path that cannot take a
  /// catalogue's writes, or a file that is no catalogue or of a newer schema; but creates,
  /// migrates and writes nothing: for a dry run.
  public static func checkWritable(_ path: String) throws(CatalogError) {
    try checkPath(path, mode: .write)
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    // A missing or empty file is a new catalogue; any other is read as it stands.
    if size > 0 { _ = try Catalog(path: path, mode: .read) }
  }
}
