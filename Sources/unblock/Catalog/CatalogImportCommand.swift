import ArgumentParser
import Foundation
@preconcurrency import Glibc
import Synchronization
import UnblockCatalog
import UnblockCore
import UnblockFormats

struct CatalogImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add puzzles to a catalogue, one entry per cluster.",
    discussion: """
      Reads Rush Hour database lines (and the '#' comment lines of enumerate's files), \
      text grids and YAML puzzle and set files, as check does; directories are searched \
      recursively and '-' reads standard input. The catalogue is created when missing.

      A database line that gives its moves and states ('MM BOARD STATES') is taken as its \
      cluster's representative, as every line of the Rush Hour database and of enumerate \
      is, and stored with no search: a line whose board is another state of its cluster \
      (check warns of it) is stored under that board, a second entry for the cluster. \
      Every other puzzle has its cluster explored once, --jobs at a time, for its \
      representative, moves and size; its moves, level, states and solutions claims are \
      checked as check checks them, and a wrong one is a warning at the claim: the entry \
      is the cluster as explored. A cluster the catalogue holds already, from any of its \
      states, adds nothing: importing twice changes nothing; when the puzzle gives it \
      other moves or states than the entry's, a warning says so.

      Puzzles are written in batches of --batch-size, one transaction each: an import \
      stopped by Ctrl-C or SIGTERM leaves the catalogue as it was before the batch under \
      way, also while it waits on its input (a named pipe no program writes yet). On a terminal, a line on standard error shows the puzzles done, about how many \
      there are in all, the rate and the time left. A bad line, a puzzle that breaks a rule or is unsolvable, is reported on \
      standard error at path:line:column and skipped; the import goes on. Standard \
      output ends with the counts.

      Exit status: 0 when every puzzle was imported or known, 1 when some puzzle was \
      rejected, some claim was wrong (the summary counts such puzzles) or a file is malformed (empty, no puzzle, bad YAML, a bad enumeration \
      header: the summary counts such files), 2 when a file cannot be read, the \
      catalogue is refused (not SQLite, newer schema) or standard output cannot be written, \
      64 when an input is the catalogue itself (by any name or link), 130 (Ctrl-C), 143 (SIGTERM) or 129 (SIGHUP) when interrupted.

      Examples:
        unblock catalog import rush.txt --db catalog.sqlite
        unblock catalog import Puzzles --db catalog.sqlite --jobs 2
      """)

  @OptionGroup var catalog: CatalogOption

  @Option(
    parsing: .unconditional,
    help:
      "Clusters explored at once, from 1 to 1024 (default: all cores), fewer with a note when a memory bound holds fewer; never changes the result."
  )
  var jobs: Int?

  @Option(
    parsing: .unconditional,
    help: "Puzzles written per transaction, 1 to \(CatalogImporter.maximumBatchSize).")
  var batchSize = CatalogImporter.defaultBatchSize

  @Option(
    parsing: .unconditional,
    help:
      "Skip a puzzle whose cluster has more states than this, a line with its counts by the states it claims (default \(StateLimit.cluster))."
  )
  var maxStates: Int?

  @Option(help: "Output format of the counts: text, or json.")
  var format: OutputFormat = .text

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func validate() throws {
    try JobsOption.check(jobs)
    if !(1...CatalogImporter.maximumBatchSize).contains(batchSize) {
      throw ValidationError("--batch-size must be from 1 to \(CatalogImporter.maximumBatchSize)")
    }
    try SearchOptions.validate(maxStates: maxStates)
    // An empty path is the catalogue's to refuse, as every subcommand's.
    if !catalog.db.isEmpty {
      try OutputConflicts.check(outputs: [("--db", catalog.db)], inputs: paths)
    }
  }

  func run() throws {
    let opened: Catalog
    do {
      opened = try Catalog(path: catalog.db, mode: .write)
    } catch {
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
    let jobs = JobsOption.fitting(jobs ?? ProcessInfo.processInfo.activeProcessorCount)
    let importer = CatalogImporter(
      catalog: opened, batchSize: batchSize, jobs: jobs, maxStates: maxStates)
    let stop = StopFlag()
    // A signal ends the import from here once no batch is being written, since the
    // import may be waiting on its input for ever (a named pipe with no writer), never
    // coming back to see it (``Catalog/endWriting(_:)``).
    let signals = StopSignals { signal in
      stop.raise()
      guard stop.claimEnding() else { return }
      opened.endWriting { () -> Never in
        ImportDisplay.sayStopped(by: signal, added: stop.added)
        _exit(signal.exitStatus.rawValue)
      }
    }
    defer { signals.stop() }
    let display = ImportDisplay()
    var summary = CatalogImporter.Summary()
    var status = ExitStatus.success
    do {
      let unreadable = try importer.run(
        paths: paths, summary: &summary, report: display.report,
        isStopped: { stop.isRaised }, batchDone: { stop.added = $0 },
        progress: display.advance)
      if unreadable { status = ExitStatus.unreadableInput }
    } catch .stopped {
      // The signal's handler ends the run, unless this is first.
      if !stop.claimEnding() { while true { pause() } }
      throw display.stopped(by: signals, added: summary.added)
    } catch {
      display.clear()
      CatalogCommand.note("error: \(error)")
      status = ExitStatus.unreadableInput
    }
    display.clear()
    // A damaged file may not even be counted: the summary then says so, not "0 entries",
    // and the run fails as any read of a damaged catalogue does (the import's own error,
    // if it met the damage first, is said already).
    let entries: Int?
    do {
      entries = try opened.count()
    } catch {
      entries = nil
      if status != ExitStatus.unreadableInput { CatalogCommand.note("error: \(error)") }
      status = ExitStatus.unreadableInput
    }
    let holds = entries.map { "holds \(CatalogCommand.entries($0))" } ?? "could not be counted"
    switch format {
    case .text:
      var files = ""
      if summary.malformed > 0 { files += ", \(counted(summary.malformed, "malformed file"))" }
      if summary.unreadable > 0 { files += ", \(summary.unreadable) unreadable" }
      if summary.wrongClaims > 0 {
        files = ", \(summary.wrongClaims) with wrong claims" + files
      }
      print(
        "\(counted(summary.read, "puzzle")) read: \(summary.added) added, \(summary.known) already known, \(summary.rejected) rejected\(files); \(ShownPath.text(catalog.db)) \(holds)"
      )
    case .json:
      print(
        JSONLine([
          ("read", .int(summary.read)), ("added", .int(summary.added)),
          ("known", .int(summary.known)), ("rejected", .int(summary.rejected)),
          ("wrongClaims", .int(summary.wrongClaims)),
          ("malformed", .int(summary.malformed)), ("unreadable", .int(summary.unreadable)),
          ("entries", entries.map { .int($0) } ?? .null),
        ]))
    }
    try StandardOutput.finish()
    if status == ExitStatus.success && summary.failed { status = ExitStatus.invalidPuzzle }
    if status != ExitStatus.success { throw status }
  }
}

/// A flag a signal handler raises and the import reads between puzzles, with the entries
/// committed so far and who ends the run, the handler or the import.
private final class StopFlag: Sendable {
  private let raised = Atomic<Bool>(false)
  private let ending = Atomic<Bool>(false)
  private let committed = Atomic<Int>(0)

  func raise() { raised.store(true, ordering: .relaxed) }

  var isRaised: Bool { raised.load(ordering: .relaxed) }

  /// The entries added by the batches committed so far.
  var added: Int {
    get { committed.load(ordering: .relaxed) }
    set { committed.store(newValue, ordering: .relaxed) }
  }

  /// Whether the caller is the first to end the run: the signal's handler, or the import
  /// that saw the signal.
  func claimEnding() -> Bool {
    !ending.exchange(true, ordering: .acquiringAndReleasing)
  }
}
