import Foundation

/// How many distinct states a search holds before it gives up, unless told otherwise.
///
/// Each default is the memory budget divided by the peak bytes one state of that search
/// costs, measured with `/usr/bin/time -v` on the 8x8 cluster of issue 10 (release build):
/// 82 to 109 bytes per state for a solve (8 of code, 4 of parent and 2 to 4 hash slots of
/// 16 bytes while the levels grow; 82 at the default limit, where the search gives up after
/// 165 s of CPU with 5.4 GB resident) and about 270 for a cluster (code, offset, distance, 4
/// bytes per move at some 20 moves per state on 8x8, and the hash slots). Rounding both up
/// leaves room for a buffer caught while it doubles.
public enum StateLimit {
  /// The memory one search may take by default: 8 GiB, a third of the 24 GiB machine the
  /// toolkit is built and measured on; less when the process may take less
  /// (``AvailableMemory``): the bound set on it (`ulimit -v`, a container's) divided by the
  /// processors plus one, as the batch commands run a search on each processor by
  /// default, or half the machine's memory. Under a tighter bound a search then gives up
  /// at its limit, where it failed to allocate (which ends the process).
  public static let memoryBudget = budget(
    limit: AvailableMemory.limit, physical: AvailableMemory.physical,
    processors: ProcessInfo.processInfo.activeProcessorCount)

  /// The budget of ``memoryBudget`` for a process bound to `limit` bytes (`nil` for no
  /// bound) on a machine of `physical` bytes (`nil` when unknown) and `processors`
  /// processors.
  static func budget(limit: Int?, physical: Int?, processors: Int) -> Int {
    let share = min(
      defaultBudget, (limit ?? .max) / (max(processors, 1) + 1), (physical ?? .max) / 2)
    // Small searches still run under a bound that leaves almost nothing.
    return max(share, leastBudget)
  }

  /// The least budget: 8 MiB, 65,536 states of a solve.
  static let leastBudget = 8 << 20

  /// The budget of a machine with room to spare.
  public static let defaultBudget = 8 << 30

  /// The budget in words for help: `8 GiB`, or `1.9 GiB (the memory this process may
  /// take, shared among its processors)` when it is less than 8 GiB.
  public static var memoryBudgetText: String {
    let tenths = (memoryBudget * 10 + (1 << 29)) >> 30
    let size = tenths % 10 == 0 ? "\(tenths / 10) GiB" : "\(tenths / 10).\(tenths % 10) GiB"
    return memoryBudget < defaultBudget
      ? size + " (the memory this process may take, shared among its processors)" : size
  }
  /// The peak bytes of one state of a solve, rounded up.
  public static let solverBytesPerState = 128
  /// The peak bytes of one state of a cluster, its move graph included, rounded up.
  public static let clusterBytesPerState = 320
  /// The default limit of a ``Solver``: 67,108,864 states.
  public static let solver = memoryBudget / solverBytesPerState
  /// The default limit of a ``Cluster``, and so of an ``Analysis``: 26,843,545 states.
  public static let cluster = memoryBudget / clusterBytesPerState
  /// The limit of an enumeration's clusters: ``cluster`` on a machine with room to spare,
  /// whatever the memory of this one. A cluster past it would be left out of the lines,
  /// which must not depend on where they are made (a Slurm shard with `--mem 2G`).
  static let enumerationCluster = defaultBudget / clusterBytesPerState

  /// The most distinct states any search can hold: states are numbered in 32 bits.
  public static let capacity = Int(UInt32.max) - 1

  /// The limit a search applies: `requested`, or `standard` when it is `nil`, kept within
  /// 1 and ``capacity``.
  static func effective(_ requested: Int?, standard: Int) -> Int {
    min(max(requested ?? standard, 1), capacity)
  }
}
