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
      OrderedParallelMap the commands use. The states per second are those the analyses \
      explored, counted as they go.

      Target: 20 M states/s with 2 jobs. fogleman/rush's C++ cluster search does the same \
      work at about 0.34 M states/s per core (16 times slower than 5.5 M states/s on one \
      core, the figure before the target was set).

      With --lines FILE the batch is the database lines of FILE instead (its '#' lines \
      left out), each with its cluster's size, such as the walled lines of Fogleman's \
      database or of an 'unblock enumerate' file: the real workload, whose lines are \
      minimal, where the random layouts' farthest states are not. The lines are read on \
      the board their '# unblock enumerate' header names (its '# size:' and '# exit:'), \
      6x6 without one, as every command reads them; --write then writes them under that \
      header. Each line's cluster is explored before the timing: a line whose size is \
      wrong is named (path:line:column) and analysed without its size as the hint. A file \
      that cannot be read ends the bench with status 2, a line that does not read with \
      status 1.

      To time the command itself on the same lines:
        unblock-bench batch --write batch.txt
        time unblock analyze --format json --jobs 2 batch.txt > /dev/null
      """)

  @Option(parsing: .unconditional, help: "Total cluster states in the batch.")
  var states = 84_700_000

  @Option(
    parsing: .unconditional, help: "Seed of the batch's random layouts.",
    transform: BenchArgument.seed)
  var seed: UInt64 = 2026

  @Option(
    parsing: .unconditional,
    help: "Timed runs per number of jobs (1 to 10000); the median is reported.")
  var runs = 3

  @OptionGroup var parallel: BenchJobs

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

  func validate() throws {
    try BenchCheck.atLeast(1, states, "--states")
    try BenchCheck.runs(runs)
    try BenchCheck.fileNamed(write, "--write")
    try BenchCheck.distinct((write, "--write"), from: (lines, "--lines"))
  }

  func run() throws {
    try BenchCheck.writable(write)
    let built = ContinuousClock.now
    let batch =
      try lines.map(Batch.file)
      ?? Batch.database(states: states, seed: seed, blocks: 14...16, walls: 1...2)
    let building = Measurement.format((ContinuousClock.now - built) / .seconds(1))
    print(
      "\(batch.name): \(batch.states) states, mean cluster \(batch.states / batch.puzzles.count), "
        + "largest \(batch.largest) (built in \(building))")
    if let write {
      try BenchCheck.write(batch.text, to: write)
      print("wrote the batch to \(write)")
    }
    let jobs = parallel.count
    let one = try analyse(batch, jobs: 1)
    report(batch, jobs: 1, one, single: one)
    if jobs > 1 { report(batch, jobs: jobs, try analyse(batch, jobs: jobs), single: one) }
  }

  /// What the runs of one number of jobs measured.
  struct Measured {
    var wall: Measurement
    /// The median processor time of a run, every thread's, in seconds.
    var cpu: Double
    /// The states the analyses of one run explored: the clusters' sizes, counted.
    var states: Int
  }

  /// The wall-clock and processor times of `Analysis` of every puzzle of `batch`, `jobs`
  /// at once, and the states the analyses explored.
  func analyse(_ batch: Batch, jobs: Int) throws -> Measured {
    let puzzles = batch.puzzles
    let hints = batch.hints
    var cpu: [Double] = []
    var explored = 0
    let wall = try Measurement(runs: runs) {
      let start = Self.processCPUTime()
      var next = 0
      var states = 0
      var failed = false
      OrderedParallelMap(jobs: jobs).run(
        { () -> (Puzzle, Int?)? in
          defer { next += 1 }
          return next < puzzles.count ? (puzzles[next], hints[next]) : nil
        },
        transform: { puzzle, hint in
          (try? Analysis(puzzle: puzzle, expectedStates: hint))?.clusterSize
        },
        emit: { size in
          if let size { states += size } else { failed = true }
        })
      if failed { throw BenchFailure(description: "an analysis of the batch failed") }
      cpu.append(Self.processCPUTime() - start)
      explored = states
    }
    guard explored == batch.states else {
      throw BenchFailure(
        description:
          "the analyses explored \(explored) states, the batch's clusters \(batch.states)")
    }
    // The first run warmed up and is not counted.
    return Measured(
      wall: wall, cpu: Measurement(seconds: Array(cpu.dropFirst())).median, states: explored)
  }

  /// The processor time of every thread of the process, in seconds.
  static func processCPUTime() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6
  }

  func report(_ batch: Batch, jobs: Int, _ measured: Measured, single: Measured) {
    let rate = Double(measured.states) / measured.wall.median
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
      Measurement.format(measured.cpu), Double(measured.states) / measured.cpu / 1e6)
    print(line)
  }
}

/// A workload that went wrong: a bug, not a measurement.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String
}
