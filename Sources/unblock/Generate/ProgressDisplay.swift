import Foundation
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
      + String(
        format: "%.2f puzzles/s  %.0f layouts/s  ", progress.puzzlesPerSecond,
        progress.evaluationsPerSecond)
      + String(format: "%d:%02d", seconds / 60, seconds % 60)
    shown.withLock { shown in
      fputs("\r\u{1B}[K" + line, stderr)
      shown = true
    }
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
