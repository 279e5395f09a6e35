import UnblockFormats

extension CatalogImporter {
  /// Imports the puzzle files behind `paths`, as `check` reads them (directories searched
  /// recursively, `-` standard input), file by file.
  ///
  /// - Parameters:
  ///   - report: Called with each problem of a file that cannot be read, and of each
  ///     rejected puzzle.
  /// - Returns: Whether some file could not be read.
  /// - Throws: ``CatalogError``; the batches committed before stay.
  public func run(
    paths: [String], loader: PuzzleLoader = PuzzleLoader(), summary: inout Summary,
    report: (Diagnostic) -> Void, isStopped: @Sendable () -> Bool = { false },
    batchDone: (Summary) -> Void = { _ in }
  ) throws(CatalogError) -> Bool {
    var unreadable = false
    for path in loader.expand(paths) {
      let file = loader.load(path)
      file.diagnostics.forEach(report)
      if file.isUnreadable {
        unreadable = true
        continue
      }
      let isDatabaseLine = file.format == .databaseLines
      try run(
        file.entries.lazy.map { Item(entry: $0, path: file.path, isDatabaseLine: isDatabaseLine) },
        summary: &summary, report: report, isStopped: isStopped, batchDone: batchDone)
    }
    return unreadable
  }
}
