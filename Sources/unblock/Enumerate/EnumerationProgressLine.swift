@preconcurrency import Glibc
import Synchronization
import UnblockCore

/// An enumeration's progress on standard error, redrawn in place, only on a terminal:
/// the share of the work done, states explored per second, and the time left.
final class EnumerationProgressLine: Sendable {
  private let label: String
  private let isShown = isatty(STDERR_FILENO) == 1
  /// Whether the line is on screen, and the greatest share shown: the share is an
  /// estimate (see ``UnblockCore/EnumerationProgress/fractionDone``), which may fall back
  /// a little as sets finish faster or slower than expected; the line never goes back.
  private let drawn = Mutex((isDrawn: false, shown: 0.0))

  init(label: String) {
    self.label = label
  }

  /// Redraws the line; while the run counts a set of walls' configurations, which moves
  /// no share of the work, it says so.
  func show(_ progress: EnumerationProgress) {
    guard isShown else { return }
    let eta = progress.remaining.map { Self.clock($0) } ?? "?"
    drawn.withLock { drawn in
      drawn.shown = max(drawn.shown, progress.fractionDone)
      let percent = ProgressDisplay.hundredths(drawn.shown * 100)
      let line =
        "\(label): \(percent)% done, \(progress.clusters) clusters, "
        + "\(Int(progress.statesPerSecond)) states/s, ETA \(eta)"
        + (progress.counting ? ", counting the next walls' configurations..." : "")
      fputs("\r\u{1B}[K" + line, stderr)
      drawn.isDrawn = true
    }
  }

  /// Erases the line, if it is on screen.
  func clear() {
    drawn.withLock { drawn in
      if drawn.isDrawn { fputs("\r\u{1B}[K", stderr) }
      drawn.isDrawn = false
    }
  }

  /// `h:mm:ss`.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(seconds / 3600):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
  }
}
