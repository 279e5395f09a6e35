import ArgumentParser
import Dispatch
@preconcurrency import Glibc
import Synchronization

/// A signal that asks a run to stop: Ctrl-C (SIGINT), SIGTERM (`kill`, `timeout`, CI
/// cancellation) or SIGHUP (the terminal went away); and the others whose default action
/// ends a process and that a process may catch: SIGUSR1 and SIGUSR2, the timers' SIGALRM
/// and SIGVTALRM, and the limits' SIGXCPU (`ulimit -t`) and SIGXFSZ (`ulimit -f`). Left
/// to their default, they ended a `format --write` with its temporary file left beside the
/// file it was replacing. SIGPROF is left alone: caught this way, it still ended some runs
/// at once (audit 38), and it belongs to profilers.
enum StopSignal: Int32, CaseIterable, Sendable {
  case hangUp = 1
  case interrupt = 2
  case user1 = 10
  case user2 = 12
  case alarm = 14
  case terminate = 15
  case cpuLimit = 24
  case fileSizeLimit = 25
  case virtualAlarm = 26

  /// `SIGHUP`, `SIGINT`, `SIGTERM`, ...
  var name: String {
    switch self {
    case .hangUp: "SIGHUP"
    case .interrupt: "SIGINT"
    case .user1: "SIGUSR1"
    case .user2: "SIGUSR2"
    case .alarm: "SIGALRM"
    case .terminate: "SIGTERM"
    case .cpuLimit: "SIGXCPU"
    case .fileSizeLimit: "SIGXFSZ"
    case .virtualAlarm: "SIGVTALRM"
    }
  }

  /// The shell's status for a process this signal ended: 128 plus its number (129, 130,
  /// 143).
  var exitStatus: ExitCode { ExitCode(128 + rawValue) }
}

/// Turns the stop signals into calls on a Dispatch queue, for every command that must
/// not leave half a file or half a line behind.
///
/// A raw signal handler may do almost nothing safely; a Dispatch signal source runs the
/// handler as ordinary code, outside the signal context, so it may cancel tasks, lock and
/// write.
final class StopSignals {
  private let sources: [any DispatchSourceSignal]
  private let first = First()
  /// Whether ``stop()`` was called, so that a second call changes nothing.
  private let stopped = Mutex(false)

  /// The first signal received, shared with the sources' handlers.
  private final class First: Sendable {
    let signal = Mutex<StopSignal?>(nil)
  }

  /// The listeners not stopped yet: the default actions come back when the last stops, so
  /// that a phase of a command (printing its lines) may listen on its own while the
  /// command's listener goes on.
  private static let listening = Mutex(0)

  /// Starts listening; `handler` runs on a global queue at each stop signal.
  init(_ handler: @escaping @Sendable (StopSignal) -> Void) {
    // The default action would end the process at once; the source sees the signal only
    // when it is otherwise ignored. Once a source listens, Dispatch has its own handler in
    // place, which setting the action again would take away from every source.
    let alone = Self.listening.withLock { listening in
      listening += 1
      return listening == 1
    }
    let first = self.first
    sources = StopSignal.allCases.map { stop in
      if alone { signal(stop.rawValue, SIG_IGN) }
      let source = DispatchSource.makeSignalSource(signal: stop.rawValue, queue: .global())
      source.setEventHandler {
        first.signal.withLock { if $0 == nil { $0 = stop } }
        handler(stop)
      }
      source.resume()
      return source
    }
  }

  /// The first stop signal received, if any.
  var received: StopSignal? { first.signal.withLock { $0 } }

  /// Stops listening and, unless another listener goes on, restores the default actions.
  func stop() {
    let already = stopped.withLock { stopped in
      let was = stopped
      stopped = true
      return was
    }
    guard !already else { return }
    for source in sources { source.cancel() }
    Self.listening.withLock { listening in
      listening -= 1
      guard listening == 0 else { return }
      for stop in StopSignal.allCases { signal(stop.rawValue, SIG_DFL) }
    }
  }
}
