import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats

/// `unblock-bench enumerate`: the time and rate of an enumeration, or of a shard of one to
/// extrapolate from, its peak memory, and its counts by moves against a histogram.
struct EnumerationBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "enumerate",
    abstract: "Measure `enumerate`: time, states/s, peak memory, counts by moves.",
    discussion: """
      Targets: 5x5 without walls under 0.2 s on one job (Fogleman's enumerator: 4.2 s); \
      6x6 without walls under 5 minutes on 2 jobs (his: about 4 core-hours); 6x6 with up \
      to 2 walls under 12 hours on 2 cores, measured on a shard and extrapolated (a shard \
      of N takes about 1/N of the work; a shard of a single set of walls, as without walls, \
      also counts the configurations of the other shards, which the whole run does once, \
      so that time is counted once), its counts equal to the published histogram \
      (--histogram: the bench exits 1 when they differ, after its report, as 'unblock \
      enumerate --histogram' does).

        swift run -c release unblock-bench enumerate --size 5x5 --jobs 1 \\
          --runs 5
        nice -n 19 swift run -c release unblock-bench enumerate --size 6x6 \\
          --jobs 2
        nice -n 19 swift run -c release unblock-bench enumerate --size 6x6 \\
          --walls 0...2 --shard 0/64 --jobs 1
        swift run -c release unblock-bench enumerate --size 6x6 --walls 0...2 \\
          --jobs 2 --histogram ../shared/fixtures/rush-database-histogram.tsv
      """)

  @Option(
    help: ArgumentHelp("Board size, rows x columns, 4x4 to 8x8 (default: 5x5).", valueName: "RxC"),
    transform: BenchArgument.size)
  var size = BoardSize(rows: 5, columns: 5)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Walls: N or MIN...MAX (default: 0).", valueName: "N|MIN...MAX"),
    transform: BenchArgument.walls)
  var walls = 0...0

  @Option(parsing: .unconditional, help: "Threads, from 1 to 1024.")
  var jobs = 1

  @Option(help: ArgumentHelp("Measure this shard only, and extrapolate.", valueName: "I/N"))
  var shard: String?

  @Option(parsing: .unconditional, help: "Timed runs (1 to 10000); the median is printed.")
  var runs = 1

  @Option(
    help: ArgumentHelp(
      "A moves<TAB>puzzles file to compare the counts with; exit 1 when they differ.",
      valueName: "tsv"))
  var histogram: String?

  func validate() throws {
    try BenchCheck.space(space)
    try BenchCheck.jobs(jobs)
    try BenchCheck.runs(runs)
    if case .failure(let error) = shard.map(EnumerationShard.parse) {
      throw ValidationError(error.description)
    }
  }

  /// The space enumerated: `unblock enumerate`'s for the size and walls.
  var space: EnumerationSpace {
    EnumerationSpace(
      size: size,
      chute: Chute(side: .right, row: EnumerationSpace.defaultChuteRow(rows: size.rows)),
      walls: walls)
  }

  func run() async throws {
    // The histogram is read before the work, so that a file that does not read costs none.
    let expected = try histogram.map { path in
      switch MovesHistogram.read(contentsOf: path) {
      case .success(let histogram): return histogram
      case .failure(let failure): throw BenchCheck.fail(failure.diagnostic)
      }
    }
    let part = try shard.map { try EnumerationShard.parse($0).get() } ?? .whole
    let enumerator = Enumerator(space: space)
    var result: EnumerationResult?
    var cpu: [Double] = []
    var wall: [Double] = []
    for _ in 0..<runs {
      let cpuBegan = GeneratorBench.processorSeconds()
      result = try enumerator.run(shard: part, jobs: jobs)
      cpu.append(GeneratorBench.processorSeconds() - cpuBegan)
      wall.append(result!.duration / .seconds(1))
    }
    guard let result else { return }
    let medianWall = wall.sorted()[wall.count / 2]
    let medianCPU = cpu.sorted()[cpu.count / 2]
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    print("enumerate \(space), shard \(part), \(counted(jobs, "job")), \(counted(runs, "run")):")
    print(
      "  \(result.puzzles.count) puzzles, \(result.clusters) solvable clusters explored, \(result.states) states, \(result.configurations) configurations"
    )
    print(
      "  median \(Measurement.format(medianWall)) wall, \(Measurement.format(medianCPU)) processor: "
        + String(
          format: "%.0f states/s wall, %.0f states per processor-second",
          Double(result.states) / medianWall, Double(result.states) / medianCPU))
    print("  peak memory \(usage.ru_maxrss / 1024) MiB")
    if part.count > 1 {
      let whole = result.wholeRun(fromShard: medianCPU, of: part, jobs: jobs)
      if result.countedEveryShard {
        print(
          "  counting the configurations: \(Measurement.format(result.counting / .seconds(1))), "
            + "which every shard of this set of walls does, and the whole run once")
      }
      print(
        "  whole run, extrapolated: \(Measurement.format(whole.processor)) of processor time, "
          + "\(Measurement.format(whole.wall)) on \(counted(jobs, "core"))"
      )
    }
    print(
      "  by moves: "
        + result.countsByMoves.enumerated().filter { $0.element > 0 }.map {
          "\($0.offset):\($0.element)"
        }.joined(separator: " "))
    if let histogram, let expected {
      let found = MovesHistogram(result.puzzles)
      print("  " + found.comparison(with: expected, path: histogram))
      if !found.differences(from: expected).isEmpty { throw ExitCode(1) }
    }
  }
}
