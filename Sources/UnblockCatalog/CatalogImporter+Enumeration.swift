import UnblockCore
import UnblockFormats

extension CatalogImporter {
  /// Imports the lines of an enumeration as `catalog import` imports the file
  /// `unblock enumerate` writes of it: each line read as that file's line, numbered as
  /// there, under `header`, and taken as its cluster's representative.
  ///
  /// - Parameters:
  ///   - puzzles: The enumeration's lines, in order.
  ///   - header: What was enumerated; the lines are read on its board.
  ///   - path: The name the entries' `source` gives them: the file written alongside, or
  ///     what was enumerated.
  /// - Throws: ``CatalogError``; the batches committed before stay.
  public func run(
    enumerated puzzles: [EnumeratedPuzzle], header: EnumerationHeader, path: String,
    summary: inout Summary, report: (Diagnostic) -> Void,
    isStopped: @Sendable () -> Bool = { false }, batchDone: (_ added: Int) -> Void = { _ in },
    progress: (_ prepared: Int, _ share: Double?) -> Void = { _, _ in }
  ) throws(CatalogError) {
    let headerLines = header.lines.count
    // The exit is the header's third line.
    let board = DatabaseLineReader.Board(header, exitLine: 3)
    let items = puzzles.indices.lazy.map { index in
      Item(
        entry: DatabaseLineReader.readLine(
          puzzles[index].line, number: headerLines + index + 1, path: path, board: board),
        path: path, isDatabaseLine: true)
    }
    try run(
      items, summary: &summary, report: report, isStopped: isStopped, batchDone: batchDone,
      progress: { prepared, _ in
        progress(prepared, Double(prepared) / Double(max(1, puzzles.count)))
      })
  }
}
