import Foundation
@preconcurrency import Glibc
import Synchronization
import UnblockCore
import UnblockFormats

/// The files a command writes (`render`, `format --write`), written so that a stop signal
/// never leaves a temporary file or half a file behind.
///
/// While the command runs, SIGINT, SIGTERM and SIGHUP reach a ``StopSignals`` watcher
/// instead of ending the process at once; the process has several threads (Swift's runtime,
/// Dispatch), so masking signals on the writing thread alone would not do. Each write
/// holds a lock that the watcher takes before it ends the run: a signal between writes ends
/// it at once, and one during a write waits until the temporary file has been renamed over
/// its target or removed. The run then says on standard error that it was interrupted and
/// how many files it wrote, and exits with the signal's status (130, 143, 129).
final class StoppableWrites {
  private let shared = Shared()
  private let signals: StopSignals

  /// What the signal handler and the command share: the lock held during each write, and
  /// the number of files written.
  private final class Shared: Sendable {
    let written = Mutex(0)

    /// Takes the lock, so that a write in progress ends first, then ends the run.
    func stop(_ signal: StopSignal) {
      written.withLock { Self.end(signal, written: $0) }
    }

    /// Says why the run ends and ends it; the caller holds the lock.
    static func end(_ signal: StopSignal, written: Int) -> Never {
      // Every stream is flushed: standard output may hold what the command printed.
      fflush(nil)
      FileHandle.standardError.write(
        Data(
          "interrupted by \(signal.name) after writing \(counted(written, "file")); no file was left half-written\n"
            .utf8))
      _exit(signal.exitStatus.rawValue)
    }
  }

  /// Starts listening for stop signals.
  init() {
    let shared = self.shared
    signals = StopSignals { shared.stop($0) }
  }

  /// Writes `data` to `path` atomically (see ``AtomicFileWriter``) before any stop signal
  /// is handled; with `replacing` false, an existing file is left as it is and reported.
  ///
  /// - Parameter written: Called once the file is written, before a stop signal is
  ///   handled, such as to print its path: a signal right after the write would otherwise
  ///   end the run with the file there and its path not printed.
  func write(
    _ data: Data, to path: String, replacing: Bool = true, whenWritten: () -> Void = {}
  ) -> Result<Void, AtomicFileWriter.Failure> {
    shared.written.withLock { written in
      // A signal that came while this write waited for the lock ends the run first.
      if let signal = signals.received { Shared.end(signal, written: written) }
      let result = AtomicFileWriter.write(data, to: path, replacing: replacing)
      if case .success = result {
        written += 1
        whenWritten()
      }
      return result
    }
  }

  /// Stops listening: stop signals end the process as usual again.
  func finish() {
    signals.stop()
  }
}
