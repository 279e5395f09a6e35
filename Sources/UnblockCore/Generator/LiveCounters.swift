import Dispatch
import Synchronization

/// State shared between a run's coordinating task and its workers: counters the workers
/// bump while they run, so progress shows work not yet finished, and the stop flag.
final class LiveCounters: Sendable {
  let evaluations = Atomic<Int>(0)
  let bestDepth = Atomic<Int>(-1)
  private let stopped = Atomic<Bool>(false)

  /// Counts one evaluated layout and the best depth it knows of.
  func record(depth: Int) {
    evaluations.add(1, ordering: .relaxed)
    bestDepth.max(depth, ordering: .relaxed)
  }

  /// Asks every worker to stop at its next evaluation.
  func stop() { stopped.store(true, ordering: .relaxed) }

  /// Whether the run was asked to stop.
  var isStopped: Bool { stopped.load(ordering: .relaxed) }

  /// Runs CPU-bound work on a Dispatch worker thread and waits for it without holding a
  /// thread of Swift's cooperative pool, which must stay free for the coordinating task,
  /// its progress ticks and the caller's signal handling.
  static func offload<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async {
        continuation.resume(returning: work())
      }
    }
  }
}
