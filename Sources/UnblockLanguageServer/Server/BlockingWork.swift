import Foundation
import Synchronization

/// Runs a long computation, a hover's analysis or a document's check, on a thread of its
/// own, one of ``WorkerThreads``.
///
/// Swift's tasks share a pool of one thread per core, and an analysis holds its thread for
/// seconds without yielding: on 2 cores, one hover and one document's check took the whole
/// pool, and the next document's check waited for one of them. Work run here leaves the
/// pool to the server's loop. The task that awaits it can still cancel it:
/// cancellation raises a flag the work reads as its `shouldStop`.
enum BlockingWork {
  /// The result of `work`, run on a worker thread; `work` is handed a `shouldStop` that turns
  /// true once the awaiting task is cancelled.
  static func run<Value: Sendable>(
    _ work: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) -> Value
  ) async -> Value {
    let stopped = StopFlag()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        WorkerThreads.shared.run {
          continuation.resume(returning: work { stopped.isRaised })
        }
      }
    } onCancel: {
      stopped.raise()
    }
  }

  /// A flag that one thread raises and another reads.
  private final class StopFlag: Sendable {
    private let raised = Atomic(false)

    var isRaised: Bool { raised.load(ordering: .relaxed) }

    func raise() { raised.store(true, ordering: .relaxed) }
  }
}
