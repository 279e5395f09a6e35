import UnblockFormats

extension CatalogImporter {
  /// Imports the puzzle files behind `paths`, as `check` reads them (directories searched
  /// recursively, `-` standard input), file by file; database-line files are streamed,
  /// whatever their size.
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
      var source = loader.open(path)
      source.takeDiagnostics().forEach(report)
      let name = source.path
      let isDatabaseLine = source.format == .databaseLines
      try run(
        AnyIterator { source.next() }.lazy.map {
          Item(entry: $0, path: name, isDatabaseLine: isDatabaseLine)
        }, summary: &summary, report: report, isStopped: isStopped, batchDone: batchDone)
      source.takeDiagnostics().forEach(report)
      if source.isUnreadable { unreadable = true }
    }
    return unreadable
  }
}
