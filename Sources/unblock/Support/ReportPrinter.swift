@preconcurrency import Glibc
import UnblockFormats

/// Prints diagnostics and reports.
enum ReportPrinter {
  /// Prints `diagnostics` to standard error, for commands whose output is puzzles.
  static func printToStandardError(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      fputs(diagnostic.description + "\n", stderr)
    }
  }

  /// Prints `lines` (a report's lines, such as check's summary of a puzzle) to standard
  /// error, for commands whose output is not a report.
  static func printToStandardError(lines: [String]) {
    for line in lines { fputs(line + "\n", stderr) }
  }

  /// Prints `error: message` to standard error, for a problem that has no place in a file.
  static func printError(_ message: some CustomStringConvertible) {
    fputs("error: \(message)\n", stderr)
  }

  /// Writes `text` to standard output as is, and flushes it: a write that fails ends the
  /// run at once with its reason (see ``StandardOutput/write(_:)``), which a later flush
  /// no longer knew (a full disk said "Input/output error").
  static func write(_ text: String) {
    StandardOutput.write(text.utf8)
  }
}

extension ExitStatus {
  /// The status for a run over `files`: unreadable input wins over invalid puzzles.
  static func status(unreadable: Bool, invalid: Bool) -> Int32 {
    if unreadable { return unreadableInput.rawValue }
    if invalid { return invalidPuzzle.rawValue }
    return success.rawValue
  }
}
