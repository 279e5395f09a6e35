import Dispatch
@preconcurrency import Glibc

/// Turns Ctrl-C (SIGINT) into a call on a Dispatch queue.
///
/// A raw signal handler may do almost nothing safely; a Dispatch signal source runs the
/// handler as ordinary code, outside the signal context, so it may cancel tasks and lock.
final class InterruptSignal {
  private let source: any DispatchSourceSignal

  /// Starts listening; `handler` runs on a global queue at each Ctrl-C.
  init(_ handler: @escaping @Sendable () -> Void) {
    // The default action would end the process at once; the source sees the signal
    // only when it is otherwise ignored.
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler(handler: handler)
    source.resume()
  }

  /// Stops listening and restores the default action.
  func stop() {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
