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
  /// toolkit is built and measured on.
  public static let memoryBudget = 8 << 30
  /// The peak bytes of one state of a solve, rounded up.
  public static let solverBytesPerState = 128
  /// The peak bytes of one state of a cluster, its move graph included, rounded up.
  public static let clusterBytesPerState = 320
  /// The default limit of a ``Solver``: 67,108,864 states.
  public static let solver = memoryBudget / solverBytesPerState
  /// The default limit of a ``Cluster``, and so of an ``Analysis``: 26,843,545 states.
  public static let cluster = memoryBudget / clusterBytesPerState
  /// The most distinct states any search can hold: states are numbered in 32 bits.
  public static let capacity = Int(UInt32.max) - 1

  /// The limit a search applies: `requested`, or `standard` when it is `nil`, kept within
  /// 1 and ``capacity``.
  static func effective(_ requested: Int?, standard: Int) -> Int {
    min(max(requested ?? standard, 1), capacity)
  }
}
