@preconcurrency import Glibc
import UnblockCore
import UnblockFormats

extension Check {
  /// `check --watch`: checks, prints the report, waits for a file to change, and again,
  /// until a stop signal ends the process (see ``RecordOutput``) with its status (130 for
  /// Ctrl-C).
  func watchPaths() throws -> Never {
    let format = options.format
    let output = RecordOutput(totals: Totals()) { format == .text ? $0.line : $0.runObject }
    let watcher = FileWatcher(paths: options.paths)
    let terminal = isatty(STDOUT_FILENO) == 1
    var totals = Totals()
    while true {
      output.startRun(totals.heading(terminal: terminal, format: format), totals: totals)
      check(into: output)
      output.finishRun()
      fputs(
        "watching \(counted(watcher.fileCount, "file")) with \(watcher.mechanism.rawValue); "
          + "Ctrl-C stops\n", stderr)
      let changed = watcher.waitForChange() ?? []
      let run = totals.run + 1
      totals = Totals()
      totals.run = run
      totals.changed = changed
    }
  }
}

extension Check.Totals {
  /// What comes before a run's report: on a terminal, the codes that clear the screen
  /// (and its scrollback); in text, from the second run on, `--- a.txt, b.txt changed`.
  func heading(terminal: Bool, format: OutputFormat) -> String {
    var heading = terminal ? "\u{1B}[H\u{1B}[2J\u{1B}[3J" : ""
    if format == .text && run > 1 {
      heading += "--- \(changed.joined(separator: ", ")) changed\n"
    }
    return heading
  }

  /// `{"kind":"run","run":2,"changed":["a.txt"],"files":1,...,"status":1}`: what closes a
  /// run's JSON report.
  var runObject: String {
    JSONLine([
      ("kind", .string("run")), ("run", .int(run)),
      ("changed", .array(changed.map { .string($0) })),
      ("files", .int(filesSoFar)), ("puzzles", .int(puzzles)), ("valid", .int(valid)),
      ("invalid", .int(invalid)), ("unverified", .int(unverified)),
      ("malformed", .int(malformed)), ("unreadable", .int(unreadable)),
      ("status", .int(Int(status))),
    ]).description
  }
}
