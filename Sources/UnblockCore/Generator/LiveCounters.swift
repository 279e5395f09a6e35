import Dispatch
import Synchronization

/// State shared between a run's coordinating task and its workers: counters the workers
/// bump while they run, so progress shows work not yet finished, and the stop flag.
final class LiveCounters: Sendable {
  let evaluations = Atomic<Int>(0)
  let bestDepth = Atomic<Int>(-1)
  /// The best depth and, for the first cluster that reached it, its size, packed as
  /// `depth << 32 | (UInt32.max - states)` so that the atomic maximum keeps it.
  private let bestCluster = Atomic<Int>(-1)
  private let stopped = Atomic<Bool>(false)

  /// Counts one evaluated layout and the best depth it knows of.
  func record(depth: Int) {
    evaluations.add(1, ordering: .relaxed)
    bestDepth.max(depth, ordering: .relaxed)
  }

  /// Counts one evaluated layout and the best cluster it knows of.
  func record(depth: Int, states: Int) {
    record(depth: depth)
    guard depth >= 0 else { return }
    bestCluster.max(
      depth << 32 | (Int(UInt32.max) - min(states, Int(UInt32.max))), ordering: .relaxed)
  }

  /// The best depth recorded with ``record(depth:states:)`` and the size of its cluster; -1
  /// and 0 before any.
  var best: (depth: Int, states: Int) {
    let packed = bestCluster.load(ordering: .relaxed)
    guard packed >= 0 else { return (-1, 0) }
    return (packed >> 32, Int(UInt32.max) - packed & Int(UInt32.max))
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
