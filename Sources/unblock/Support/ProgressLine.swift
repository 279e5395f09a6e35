@preconcurrency import Glibc
import UnblockCore

/// A line on standard error that counts puzzles as a batch runs, shown only on a terminal.
///
/// The count is redrawn in place (carriage return, erase line) at most every 100 ms, so
/// a run of thousands of puzzles costs almost nothing to display, and ``clear()`` removes
/// the line before other output is printed.
final class ProgressLine: @unchecked Sendable {
  // The tool runs its checks on one thread; the class is `@unchecked Sendable` only so
  // that a check's `@Sendable` callback may reach it.
  private let label: String
  private let isShown = isatty(STDERR_FILENO) == 1
  private var done = 0
  private var lastDraw = ContinuousClock.now
  private var drawn = false

  init(label: String) {
    self.label = label
  }

  /// Counts one puzzle and redraws the line when it is due.
  func count() {
    done += 1
    guard isShown, ContinuousClock.now - lastDraw > .milliseconds(100) else { return }
    lastDraw = ContinuousClock.now
    fputs("\r\u{1B}[K\(label) \(counted(done, "puzzle"))...", stderr)
    drawn = true
  }

  /// Erases the line, if it is on screen.
  func clear() {
    guard drawn else { return }
    fputs("\r\u{1B}[K", stderr)
    drawn = false
  }
}
