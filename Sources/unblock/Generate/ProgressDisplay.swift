import ArgumentParser
import Dispatch
@preconcurrency import Glibc
import Synchronization
import UnblockCore

/// The run's progress on standard error: a bar redrawn in place on a terminal, plain lines
/// otherwise (one per puzzle written), so logs stay readable.
final class ProgressDisplay: Sendable {
  let isTerminal: Bool
  /// Whether the lines that tell how the run went (the seed, each puzzle, each new best,
  /// the layouts searched, the files written) are printed: not with `--format json`,
  /// whose objects say it. Errors and warnings are printed always.
  let showsTextLines: Bool
  private let shown = Mutex<Bool>(false)
  /// What to do when a write to standard error finds its reader gone, and whether one
  /// has.
  private let reader = Mutex<(stop: (@Sendable () -> Void)?, gone: Bool)>((nil, false))
  /// The best depth a search for the hardest puzzles has shown a line for.
  private let bestShown = Mutex<Int>(-1)

  init(textLines: Bool) {
    isTerminal = isatty(STDERR_FILENO) == 1
    showsTextLines = textLines
  }

  /// The exit status of a run its progress's reader left: SIGPIPE's, as the shell gives.
  static let readerGoneStatus = ExitCode(128 + SIGPIPE)

  /// Stops the run with `stop` when a write of the progress finds its reader gone (`2>&1 |
  /// head -1`), when `enabled`: SIGPIPE is ignored from then on, so that the run ends as
  /// a stop signal ends it, its puzzles written, where SIGPIPE killed it and they were lost.
  /// (A Dispatch source never sees SIGPIPE, which goes to the thread that wrote, ignored.)
  func whenReaderGone(if enabled: Bool, _ stop: @escaping @Sendable () -> Void) {
    guard enabled else { return }
    signal(SIGPIPE, SIG_IGN)
    reader.withLock { $0.stop = stop }
  }

  /// Whether a write of the progress found its reader gone.
  var readerGone: Bool { reader.withLock { $0.gone } }

  /// Writes `text` to standard error; a write whose reader is gone stops the run, once.
  private func write(_ text: String) {
    guard fputs(text, stderr) == EOF, errno == EPIPE else { return }
    let stop = reader.withLock { reader in
      defer { reader.gone = true }
      return reader.gone ? nil : reader.stop
    }
    // Run apart: the write may be under the display's lock, which stopping may want.
    if let stop { DispatchQueue.global().async { stop() } }
  }

  /// Redraws the bar, on a terminal.
  func update(_ progress: GeneratorProgress) {
    guard isTerminal else { return }
    let width = 24
    let filled = progress.count > 0 ? width * progress.found / progress.count : width
    let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
    let seconds = Int(progress.elapsed.components.seconds)
    let line =
      "[\(bar)] \(progress.found)/\(progress.count) found  best depth \(max(progress.bestDepth, 0))  "
      + "\(Self.hundredths(progress.puzzlesPerSecond)) puzzles/s  "
      + "\(Int(progress.evaluationsPerSecond)) layouts/s  "
      + Self.minutes(seconds)
    shown.withLock { shown in
      write("\r\u{1B}[K" + line)
      shown = true
    }
  }

  /// The bounds of a search for the hardest puzzles, for its progress line.
  struct SearchLimit: Sendable {
    var seconds: Int?
    var layouts: Int?
  }

  /// Shows a search for the hardest puzzles: a line of its own for each new best, and on a
  /// terminal a line redrawn in place with the best, the layouts searched and the time.
  func update(_ progress: HardestProgress, limit: SearchLimit) {
    let time = Self.minutes(Int(progress.elapsed.components.seconds))
    if progress.bestMoves >= 0 {
      let isNew = bestShown.withLock { shown in
        defer { shown = max(shown, progress.bestMoves) }
        return progress.bestMoves > shown
      }
      if isNew {
        line(
          "best so far: \(counted(progress.bestMoves, "move")), "
            + "\(counted(progress.bestClusterSize, "state")), "
            + "after \(counted(progress.layouts, "layout")), \(time)")
      }
    }
    guard isTerminal else { return }
    let best =
      progress.bestMoves < 0
      ? "no solvable layout yet"
      : "best \(counted(progress.bestMoves, "move")), \(counted(progress.bestClusterSize, "state"))"
    let layouts = "\(progress.layouts)" + (limit.layouts.map { " of \($0)" } ?? "") + " layouts"
    let line =
      "\(best)  \(layouts)  \(Int(progress.layoutsPerSecond)) layouts/s  \(time)"
      + (limit.seconds.map { " of " + Self.minutes($0) } ?? "")
    shown.withLock { shown in
      write("\r\u{1B}[K" + line)
      shown = true
    }
  }

  /// A number of seconds as minutes and seconds: `2:05`.
  static func minutes(_ seconds: Int) -> String {
    "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
  }

  /// `value` with two decimals: `1.05`.
  static func hundredths(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let cents = scaled % 100
    return "\(scaled / 100).\(cents < 10 ? "0" : "")\(cents)"
  }

  /// Prints a line that tells how the run went, unless the text lines are left out.
  func line(_ text: String) {
    if showsTextLines { note(text) }
  }

  /// Prints a line of its own, above the bar on a terminal: an error or a warning.
  func note(_ text: String) {
    shown.withLock { shown in
      write((shown ? "\r\u{1B}[K" : "") + text + "\n")
      shown = false
    }
  }

  /// Ends the bar's line, so later output starts on a fresh one.
  func close() {
    shown.withLock { shown in
      if shown { write("\n") }
      shown = false
    }
  }
}
