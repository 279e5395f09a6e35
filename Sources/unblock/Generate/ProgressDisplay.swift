@preconcurrency import Glibc
import Synchronization
import UnblockCore

/// The run's progress on standard error: a bar redrawn in place on a terminal, plain lines
/// otherwise (one per puzzle written), so logs stay readable.
final class ProgressDisplay: Sendable {
  let isTerminal: Bool
  private let shown = Mutex<Bool>(false)

  init() {
    isTerminal = isatty(STDERR_FILENO) == 1
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
      + "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
    shown.withLock { shown in
      fputs("\r\u{1B}[K" + line, stderr)
      shown = true
    }
  }

  /// `value` with two decimals: `1.05`.
  static func hundredths(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let cents = scaled % 100
    return "\(scaled / 100).\(cents < 10 ? "0" : "")\(cents)"
  }

  /// Prints a line of its own, above the bar on a terminal.
  func note(_ text: String) {
    shown.withLock { shown in
      fputs((shown ? "\r\u{1B}[K" : "") + text + "\n", stderr)
      shown = false
    }
  }

  /// Ends the bar's line, so later output starts on a fresh one.
  func close() {
    shown.withLock { shown in
      if shown { fputs("\n", stderr) }
      shown = false
    }
  }
}
