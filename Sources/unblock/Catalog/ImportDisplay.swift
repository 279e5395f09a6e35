import ArgumentParser
import UnblockFormats

/// What an import into a catalogue shows on standard error as it runs: the progress line
/// on a terminal, each rejected puzzle's problems, and what a stop signal left.
final class ImportDisplay {
  private let progress = ProgressLine(label: "imported")
  private var shown = 0

  /// Prints a rejected puzzle's problem, the progress line out of the way.
  func report(_ diagnostic: Diagnostic) {
    progress.clear()
    ReportPrinter.printToStandardError([diagnostic])
  }

  /// Counts the puzzles prepared so far, `share` of the input done when known.
  func advance(to prepared: Int, share: Double?) {
    for _ in shown..<max(shown, prepared) { progress.count(share: share) }
    shown = max(shown, prepared)
  }

  /// Erases the progress line.
  func clear() { progress.clear() }

  /// Says that a stop signal ended the import with `added` entries written (to `path`,
  /// when named), and gives the signal's exit status.
  func stopped(by signals: StopSignals, added: Int, to path: String? = nil) -> ExitCode {
    progress.clear()
    let signal = signals.received ?? .interrupt
    Self.sayStopped(by: signal, added: added, to: path)
    return signal.exitStatus
  }

  /// Says that `signal` ended the import with `added` entries written (to `path`, when
  /// named).
  static func sayStopped(by signal: StopSignal, added: Int, to path: String? = nil) {
    CatalogCommand.note(
      "interrupted by \(signal.name): \(CatalogCommand.entries(added)) added\(path.map { " to \(ShownPath.text($0))" } ?? ""); the batch under way was rolled back"
    )
  }
}
