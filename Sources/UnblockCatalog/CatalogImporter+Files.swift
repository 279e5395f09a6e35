import Foundation
import UnblockFormats

extension CatalogImporter {
  /// Imports the puzzle files behind `paths`, as `check` reads them (directories searched
  /// recursively, `-` standard input, each file once, see
  /// ``UnblockFormats/PuzzleLoader/expandOnce(_:)``), file by file; database-line files are
  /// streamed, whatever their size.
  ///
  /// - Parameters:
  ///   - report: Called with each problem of a file that cannot be read, and of each
  ///     rejected puzzle.
  ///   - progress: Called as puzzles are prepared, with how many were so far and, when
  ///     every path is a regular file, the share of their bytes read.
  /// - Returns: Whether some file could not be read. The summary counts such files, and
  ///   those whose own error stopped their reading.
  /// - Throws: ``CatalogError``; the batches committed before stay.
  public func run(
    paths: [String], loader: PuzzleLoader = PuzzleLoader(), summary: inout Summary,
    report: (Diagnostic) -> Void, isStopped: @Sendable () -> Bool = { false },
    batchDone: (_ added: Int) -> Void = { _ in },
    progress: (_ prepared: Int, _ share: Double?) -> Void = { _, _ in }
  ) throws(CatalogError) -> Bool {
    // A file named twice (another spelling, a link, inside a folder named too) is read
    // once, as check reads it: its puzzles were counted twice, the second time as known.
    let expanded = loader.expandOnce(paths)
    var reading = ReadingShare(expanded)
    var finishedPuzzles = 0
    return try catalog.bulkWrite { () throws(CatalogError) -> Bool in
      var unreadable = false
      for path in expanded {
        var source = loader.open(path)
        source.takeDiagnostics().forEach(report)
        let name = source.path
        let isDatabaseLine = source.format == .databaseLines
        try add(
          AnyIterator { source.next() }.lazy.map {
            Item(entry: $0, path: name, isDatabaseLine: isDatabaseLine)
          }, summary: &summary, report: report, isStopped: isStopped, batchDone: batchDone,
          progress: { prepared in
            progress(finishedPuzzles + prepared, reading.share(current: source.bytesTaken ?? 0))
          }, inputReady: { source.hasInputReady })
        source.takeDiagnostics().forEach(report)
        if source.isUnreadable {
          unreadable = true
          summary.unreadable += 1
        } else if source.diagnostics.contains(where: { $0.severity == .error }) {
          summary.malformed += 1
        }
        reading.finish(path.path, bytesRead: source.bytesTaken)
        finishedPuzzles = summary.read
      }
      return unreadable
    }
  }
}
