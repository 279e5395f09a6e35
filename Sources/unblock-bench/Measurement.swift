import Foundation

/// Repeated timings of one workload, summarised by their median.
struct Measurement {
  /// Each run's wall-clock time in seconds.
  var seconds: [Double]
  /// Each run's processor time in seconds, which waiting for a busy machine's cores
  /// does not inflate.
  var cpuSeconds: [Double] = []

  /// Timings made elsewhere.
  init(seconds: [Double]) {
    self.seconds = seconds
  }

  /// Times `runs` calls of `body`, after one warm-up call that is not counted.
  init(runs: Int, _ body: () throws -> Void) rethrows {
    try body()
    var cpu: [Double] = []
    seconds = try (0..<max(runs, 1)).map { _ in
      let cpuStart = Self.threadCPUTime()
      let start = ContinuousClock.now
      try body()
      let elapsed = ContinuousClock.now - start
      cpu.append(Self.threadCPUTime() - cpuStart)
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    cpuSeconds = cpu
  }

  /// The calling thread's processor time in seconds.
  static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// The median run time in seconds.
  var median: Double { Self.median(of: seconds) }

  /// The median processor time in seconds.
  var cpuMedian: Double { Self.median(of: cpuSeconds) }

  /// The median of `seconds`; not a number when there are none (the benchmarks refuse
  /// fewer than one run before timing any).
  static func median(of seconds: [Double]) -> Double {
    guard !seconds.isEmpty else { return .nan }
    let sorted = seconds.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// A time in the most readable unit: `812 µs`, `3.41 ms`, `2.05 s`.
  static func format(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: String(format: "%.0f µs", seconds * 1e6)
    case ..<1: String(format: "%.2f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
  }
}
