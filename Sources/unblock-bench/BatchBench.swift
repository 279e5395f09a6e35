import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench batch`: `unblock analyze`'s work on a database batch with walls, on one
/// job and on several, against issue 13's target.
struct BatchBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Time full analysis of a database batch with walls on 1 and N jobs; print states/s.",
    discussion: """
      The batch is Rush Hour database lines made as the database makes them (the farthest \
      state of each cluster, with its moves and cluster size), from random layouts of 14 to \
      16 blocks of which 1 or 2 are walls: 21,025 lines and 84.7 million states by default \
      (mean cluster 4,028), the states of the database slice the target was set on \
      (18,068 lines). Each line gets what 'unblock analyze' computes (Analysis: \
      the cluster, every distance, the shortest solutions and a search per idle or fixed \
      block), with the line's cluster size as the hint of room to make that 'unblock \
      analyze' also takes from it; its lines are handed out in order by the same \
      OrderedParallelMap the commands use.

      Target: 20 M states/s with 2 jobs. fogleman/rush's C++ cluster search does the same \
      work at about 0.34 M states/s per core (16 times slower than 5.5 M states/s on one \
      core, the figure before the target was set).

      With --lines FILE the batch is the database lines of FILE instead (its '#' lines \
      left out), each with its cluster's size, such as the walled lines of Fogleman's \
      database or of an 'unblock enumerate' file: the real workload, whose lines are \
      minimal, where the random layouts' farthest states are not.

      To time the command itself on the same lines:
        unblock-bench batch --write batch.txt
        time unblock analyze --format json --jobs 2 batch.txt > /dev/null
      """)

  @Option(help: "Total cluster states in the batch.")
  var states = 84_700_000

  @Option(help: "Seed of the batch's random layouts.")
  var seed: UInt64 = 2026

  @Option(help: "Timed runs per number of jobs; the median is reported.")
  var runs = 3

  @Option(help: "The jobs of the parallel run (default: all cores).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Also write the batch's lines to this file, for `unblock analyze`.")
  var write: String?

  @Option(
    help: ArgumentHelp(
      "Take the batch from this file of database lines instead of random layouts.",
      valueName: "file"))
  var lines: String?

  /// fogleman/rush's cluster search, states per second on one core: 16 times slower than
  /// Unblock's 5.5 M states/s on one core when issue 13 was filed.
  static let rushStatesPerSecond = 5.5e6 / 16

  func run() throws {
    let built = ContinuousClock.now
    let batch =
      try lines.map(Batch.file)
      ?? Batch.database(states: states, seed: seed, blocks: 14...16, walls: 1...2)
    let building = Measurement.format((ContinuousClock.now - built) / .seconds(1))
    print(
      "\(batch.name): \(batch.states) states, mean cluster \(batch.states / batch.puzzles.count), "
        + "largest \(batch.largest) (built in \(building))")
    if let write {
      try (batch.lines.joined(separator: "\n") + "\n").write(
        toFile: write, atomically: true, encoding: .utf8)
      print("wrote the batch to \(write)")
    }
    let one = try analyse(batch, jobs: 1)
    report(batch, jobs: 1, one, single: one)
    if jobs > 1 { report(batch, jobs: jobs, try analyse(batch, jobs: jobs), single: one) }
  }

  /// The wall-clock and processor times of `Analysis` of every puzzle of `batch`, `jobs`
  /// at once.
  func analyse(_ batch: Batch, jobs: Int) throws -> (wall: Measurement, cpu: Double) {
    let puzzles = batch.puzzles
    let sizes = batch.claimedStates
    var cpu: [Double] = []
    let wall = try Measurement(runs: runs) {
      let start = Self.processCPUTime()
      var next = 0
      var failed = false
      OrderedParallelMap(jobs: jobs).run(
        { () -> (Puzzle, Int?)? in
          defer { next += 1 }
          return next < puzzles.count ? (puzzles[next], sizes[next]) : nil
        },
        transform: { puzzle, size in (try? Analysis(puzzle: puzzle, expectedStates: size)) != nil },
        emit: { if !$0 { failed = true } })
      if failed { throw BenchFailure(description: "an analysis of the batch failed") }
      cpu.append(Self.processCPUTime() - start)
    }
    // The first run warmed up and is not counted.
    return (wall, Measurement(seconds: Array(cpu.dropFirst())).median)
  }

  /// The processor time of every thread of the process, in seconds.
  static func processCPUTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
  }

  func report(
    _ batch: Batch, jobs: Int, _ measured: (wall: Measurement, cpu: Double),
    single: (wall: Measurement, cpu: Double)
  ) {
    let rate = Double(batch.states) / measured.wall.median
    var line =
      "full analysis, \(batch.name), \(jobs) job\(jobs == 1 ? "" : "s"): median "
      + "\(Measurement.format(measured.wall.median)), "
      + String(format: "%.1f M states/s", rate / 1e6)
    if jobs > 1 {
      line += String(
        format: ", %.2fx one job; target 20 M states/s %@",
        single.wall.median / measured.wall.median, rate >= 20e6 ? "met" : "NOT met")
    }
    line += String(
      format: "; %.1fx fogleman/rush's C++ on as many cores (%.1fx per core)",
      rate / (Self.rushStatesPerSecond * Double(jobs)),
      rate / Double(jobs) / Self.rushStatesPerSecond)
    // On a busy machine the wall clock waits for cores; processor time does not.
    line += String(
      format: "; CPU %@, %.1f M states per CPU second",
      Measurement.format(measured.cpu), Double(batch.states) / measured.cpu / 1e6)
    print(line)
  }
}

/// A workload that went wrong: a bug, not a measurement.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String
}
