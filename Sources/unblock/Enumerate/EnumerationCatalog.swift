import Foundation
import UnblockCatalog
import UnblockCore
import UnblockFormats

/// `enumerate --db`: the enumeration's lines written into a catalogue, as `catalog import`
/// of the enumeration's file writes them.
enum EnumerationCatalog {
  /// Opens the catalogue for writing, or says why not and ends the command (status 2).
  static func open(_ path: String) throws -> Catalog {
    do {
      return try Catalog(path: path, mode: .write)
    } catch {
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
  }

  /// Imports `result`'s lines into `catalog`, numbered as in the file of `header`, each
  /// entry's source `path:line`; says on standard error what was added. A stop signal
  /// rolls back the batch under way and ends the command with the signal's status.
  static func importLines(
    _ result: EnumerationResult, header: EnumerationHeader, path: String, into catalog: Catalog,
    jobs: Int, isStopped: @escaping @Sendable () -> Bool, signals: StopSignals
  ) throws {
    let display = ImportDisplay()
    var summary = CatalogImporter.Summary()
    do {
      try CatalogImporter(catalog: catalog, jobs: jobs).run(
        enumerated: result.puzzles, header: header, path: path, summary: &summary,
        report: display.report, isStopped: isStopped, progress: display.advance)
    } catch .stopped {
      throw display.stopped(by: signals, added: summary.added, to: catalog.path)
    } catch {
      display.clear()
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
    display.clear()
    let entries = (try? catalog.count()) ?? 0
    CatalogCommand.note(
      "\(catalog.path): \(summary.added) added, \(summary.known) already known, \(summary.rejected) rejected; it holds \(CatalogCommand.entries(entries))"
    )
    if summary.rejected > 0 { throw ExitStatus.invalidPuzzle }
  }
}
