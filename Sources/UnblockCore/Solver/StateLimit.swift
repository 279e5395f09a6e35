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
  /// at its limit, where it failed to allocate (which ends the process). More searches at
  /// once than the bound holds are not run (``fittingJobs(_:)``), so that the budget, and
  /// so what any search finds, never depends on `--jobs`.
  public static let memoryBudget = budget(
    limit: AvailableMemory.limit, physical: AvailableMemory.physical, processors: processors)

  private static let processors = ProcessInfo.processInfo.activeProcessorCount

  /// The budget of ``memoryBudget`` for a process bound to `limit` bytes (`nil` for no
  /// bound) on a machine of `physical` bytes (`nil` when unknown) and `processors`
  /// processors.
  static func budget(limit: Int?, physical: Int?, processors: Int) -> Int {
    let share = min(
      defaultBudget, (limit ?? .max) / (max(processors, 1) + 1), (physical ?? .max) / 2)
    // Small searches still run under a bound that leaves almost nothing.
    return max(share, leastBudget)
  }

  /// The searches to run at once when `jobs` are asked for: `jobs`, or fewer when the
  /// process's bound holds no more, each with its budget and a thread's reservation
  /// (``AvailableMemory/reservedPerThread``): under `ulimit -v 2000000`, 8 searches sized
  /// for 2 failed to allocate, and 64 under `ulimit -v 1000000` also waited for ever on a
  /// thread the system could not create. Running fewer, rather than giving each less,
  /// keeps every search's limit, so the output is the same for any `--jobs`. Without a
  /// bound, as many as asked.
  public static func fittingJobs(_ jobs: Int) -> Int {
    fittingJobs(jobs, limit: AvailableMemory.limit, budget: memoryBudget, processors: processors)
  }

  /// ``fittingJobs(_:)`` in `limit` bytes, each search's budget `budget`: up to the
  /// processors, whose shares the budget is sized for, and beyond them as many as the rest
  /// holds; at least 1.
  static func fittingJobs(_ jobs: Int, limit: Int?, budget: Int, processors: Int) -> Int {
    let processors = max(processors, 1)
    guard let limit, jobs > processors else { return max(jobs, 1) }
    let room = max(limit - (processors + 1) * budget, 0)
    return min(jobs, processors + room / (budget + AvailableMemory.reservedPerThread))
  }

  /// The least budget: 8 MiB, 65,536 states of a solve.
  static let leastBudget = 8 << 20

  /// The budget of a machine with room to spare.
  public static let defaultBudget = 8 << 30

  /// The budget in words for help: `8 GiB`, or `1.9 GiB (the memory this process may
  /// take, shared among its processors)` when it is less than 8 GiB.
  public static var memoryBudgetText: String {
    memoryBudget < defaultBudget
      ? budgetSize + " (the memory this process may take, shared among its processors)"
      : budgetSize
  }

  /// ``memoryBudget`` in GiB to a tenth, `8 GiB`, `1.9 GiB`, or below 1 GiB in MiB,
  /// `245 MiB`.
  static var budgetSize: String {
    guard memoryBudget >= 1 << 30 else { return "\(memoryBudget >> 20) MiB" }
    let tenths = (memoryBudget * 10 + (1 << 29)) >> 30
    return tenths % 10 == 0 ? "\(tenths / 10) GiB" : "\(tenths / 10).\(tenths % 10) GiB"
  }
  /// What to do about a search that met its limit: raise `option`, and, when the memory
  /// this process may take set the default limits, give it more:
  /// `raise --max-states, or the memory this process may take (its default limits follow
  /// from 225 MiB of it)`.
  public static func advice(raising option: String) -> String {
    guard memoryBudget < defaultBudget else { return "raise \(option)" }
    return "raise \(option), or the memory this process may take (its default limits follow "
      + "from \(budgetSize) of it)"
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
