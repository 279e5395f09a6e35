@preconcurrency import Glibc
import UnblockCore

/// A line on standard error that counts puzzles as a batch runs, shown only on a terminal.
///
/// The line says how many puzzles are done, and, when the input's size is known (files,
/// not standard input), about how many there are in all, the rate and the time left:
/// `analyzed 12345/~2577412 puzzles (0%), 1520 puzzles/s, 28m 11s left`. The total is
/// the count so far scaled by the share of the input's bytes read, so it firms up as the
/// run goes.
///
/// The count is redrawn in place (carriage return, erase line) at most every 100 ms, so a
/// run of millions of puzzles costs almost nothing to display, and ``clear()`` removes the
/// line before other output is printed. It is used from the caller's thread only.
final class ProgressLine {
  private let label: String
  private let isShown = isatty(STDERR_FILENO) == 1
  private let clock = ContinuousClock()
  private let began: ContinuousClock.Instant
  private var done = 0
  private var lastDraw: ContinuousClock.Instant
  private var drawn = false

  init(label: String) {
    self.label = label
    began = clock.now
    lastDraw = began
  }

  /// Counts one puzzle and redraws the line when it is due.
  ///
  /// - Parameter share: The share of the input read so far, from 0 to 1, when known.
  func count(share: Double? = nil) {
    done += 1
    guard isShown, clock.now - lastDraw > .milliseconds(100) else { return }
    lastDraw = clock.now
    fputs(
      "\r\u{1B}[K" + Self.text(label, done: done, share: share, elapsed: lastDraw - began), stderr)
    drawn = true
  }

  /// Erases the line, if it is on screen.
  func clear() {
    guard drawn else { return }
    fputs("\r\u{1B}[K", stderr)
    drawn = false
  }

  /// `analyzed 12345/~2577412 puzzles (0%), 1520 puzzles/s, 28m 11s left`, or
  /// `solved 12 puzzles...` when nothing is known but the count.
  static func text(_ label: String, done: Int, share: Double?, elapsed: Duration) -> String {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    guard seconds > 0.5 else { return "\(label) \(counted(done, "puzzle"))..." }
    let rate = Double(done) / seconds
    guard let share, share > 0, share <= 1 else {
      return "\(label) \(counted(done, "puzzle")), \(Int(rate)) puzzles/s"
    }
    let total = max(done, Int((Double(done) / share).rounded()))
    let left = Int((seconds / share - seconds).rounded())
    return "\(label) \(done)/~\(total) puzzles (\(Int(share * 100))%), \(Int(rate)) puzzles/s, "
      + "\(clockTime(left)) left"
  }

  /// `1h 02m`, `28m 11s` or `9s`.
  static func clockTime(_ seconds: Int) -> String {
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    if hours > 0 { return "\(hours)h \(minutes < 10 ? "0" : "")\(minutes)m" }
    if minutes > 0 { return "\(minutes)m \(rest < 10 ? "0" : "")\(rest)s" }
    return "\(rest)s"
  }
}
