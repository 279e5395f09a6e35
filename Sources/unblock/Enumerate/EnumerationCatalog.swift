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

  /// Refuses, as ``open(_:)`` would, a catalogue that could not be opened for writing, but
  /// creates and changes nothing: `--dry-run`'s check.
  static func check(_ path: String) throws {
    do {
      try Catalog.checkWritable(path)
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
    try importing(into: catalog, signals: signals) { summary, display throws(CatalogError) in
      try CatalogImporter(catalog: catalog, jobs: jobs).run(
        enumerated: result.puzzles, header: header, path: path, summary: &summary,
        report: display.report, isStopped: isStopped, progress: display.advance)
      return false
    }
  }

  /// Imports the finished enumeration file at `path` into `catalog`, as `catalog import`
  /// does: for a run whose file was written before, so the enumeration is not done again.
  static func importFile(
    _ path: String, into catalog: Catalog, jobs: Int,
    isStopped: @escaping @Sendable () -> Bool, signals: StopSignals
  ) throws {
    try importing(into: catalog, signals: signals) { summary, display throws(CatalogError) in
      try CatalogImporter(catalog: catalog, jobs: jobs).run(
        paths: [path], summary: &summary, report: display.report, isStopped: isStopped,
        progress: display.advance)
    }
  }

  /// Runs one import with a progress display, then says what was added; a stop signal
  /// ends the command with the signal's status, a failure or an unreadable file (`body`
  /// answers whether one was) with status 2, and rejected lines with status 1.
  private static func importing(
    into catalog: Catalog, signals: StopSignals,
    _ body: (inout CatalogImporter.Summary, ImportDisplay) throws(CatalogError) -> Bool
  ) throws {
    let display = ImportDisplay()
    var summary = CatalogImporter.Summary()
    var unreadable = false
    do {
      unreadable = try body(&summary, display)
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
      "\(ShownPath.text(catalog.path)): \(summary.added) added, \(summary.known) already known, \(summary.rejected) rejected; it holds \(CatalogCommand.entries(entries))"
    )
    if unreadable { throw ExitStatus.unreadableInput }
    if summary.rejected > 0 { throw ExitStatus.invalidPuzzle }
  }
}
