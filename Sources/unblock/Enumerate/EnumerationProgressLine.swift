@preconcurrency import Glibc
import Synchronization
import UnblockCore

/// An enumeration's progress on standard error, redrawn in place, only on a terminal:
/// the share of the work done, states explored per second, and the time left.
final class EnumerationProgressLine: Sendable {
  private let label: String
  private let isShown = isatty(STDERR_FILENO) == 1
  private let drawn = Mutex(false)

  init(label: String) {
    self.label = label
  }

  /// Redraws the line; while the run counts a set of walls' configurations, which moves
  /// no share of the work, it says so.
  func show(_ progress: EnumerationProgress) {
    guard isShown else { return }
    let percent = ProgressDisplay.hundredths(progress.fractionDone * 100)
    let eta = progress.remaining.map { Self.clock($0) } ?? "?"
    let line =
      "\(label): \(percent)% done, \(progress.clusters) clusters, "
      + "\(Int(progress.statesPerSecond)) states/s, ETA \(eta)"
      + (progress.counting ? ", counting the next walls' configurations..." : "")
    drawn.withLock { drawn in
      fputs("\r\u{1B}[K" + line, stderr)
      drawn = true
    }
  }

  /// Erases the line, if it is on screen.
  func clear() {
    drawn.withLock { drawn in
      if drawn { fputs("\r\u{1B}[K", stderr) }
      drawn = false
    }
  }

  /// `h:mm:ss`.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(seconds / 3600):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
  }
}
