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
    batchDone: (Summary) -> Void = { _ in },
    progress: (_ prepared: Int, _ share: Double?) -> Void = { _, _ in }
  ) throws(CatalogError) -> Bool {
    // A file named twice (another spelling, a link, inside a folder named too) is read
    // once, as check reads it: its puzzles were counted twice, the second time as known.
    let expanded = loader.expandOnce(paths)
    let totalBytes = Self.totalBytes(of: expanded)
    var finishedBytes = 0
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
            let read = finishedBytes + (source.bytesRead ?? 0)
            progress(
              finishedPuzzles + prepared,
              totalBytes.map { $0 == 0 ? 1 : min(1, Double(read) / Double($0)) })
          })
        source.takeDiagnostics().forEach(report)
        if source.isUnreadable {
          unreadable = true
          summary.unreadable += 1
        } else if source.diagnostics.contains(where: { $0.severity == .error }) {
          summary.malformed += 1
        }
        finishedBytes += source.bytesRead ?? Self.size(of: path.path)
        finishedPuzzles = summary.read
      }
      return unreadable
    }
  }

  /// The bytes of the files `paths` name, when every one is a regular file (not
  /// standard input).
  private static func totalBytes(of paths: [PuzzleLoader.ExpandedPath]) -> Int? {
    var total = 0
    for path in paths {
      guard case .file(let name) = path else { continue }
      guard name != "-" else { return nil }
      total += size(of: name)
    }
    return total
  }

  private static func size(of path: String) -> Int {
    path == "-" ? 0 : (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
  }
}
