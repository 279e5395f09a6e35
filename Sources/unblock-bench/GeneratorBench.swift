import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench generator`: Expert puzzles per second per core, and the hardest puzzle a
/// timed search finds.
struct GeneratorBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generator",
    abstract: "Measure the generator: Expert puzzles per second per core, then a timed search.",
    discussion: """
      Targets: at least 1 Expert (31+ moves) 6x6 puzzle per second on one core, and a timed \
      search (5 minutes by default) that reaches 40 moves or more; the true maximum on a \
      6x6 board without fixed blocks is 51.

        swift run -c release unblock-bench generator
        swift run -c release unblock-bench generator --count 10 --seconds 60
      """)

  @Option(parsing: .unconditional, help: "Expert puzzles to grow on one core for the rate.")
  var count = 20

  @Option(
    parsing: .unconditional, help: "Seconds of the timed search for the hardest puzzle; 0 skips it."
  )
  var seconds = 300

  /// The workers of the timed search.
  @OptionGroup var parallel: BenchJobs

  @Option(
    parsing: .unconditional, help: "The seed.", transform: BenchArgument.seed)
  var seed: UInt64 = 1

  @Option(parsing: .unconditional, help: "Layouts one climb of the timed search may evaluate.")
  var climbBudget = HardestSearch.defaultClimbLayouts

  func validate() throws {
    try BenchCheck.atLeast(1, count, "--count")
    try BenchCheck.atLeast(0, seconds, "--seconds")
    try BenchCheck.atLeast(1, climbBudget, "--climb-budget")
  }

  func run() async throws {
    var options = GeneratorOptions(moves: Category.expert.moves, count: count, seed: seed)
    options.jobs = 1
    let generator = try Generator(options: options)
    let clock = ContinuousClock()
    let began = clock.now
    let cpuBegan = Self.processorSeconds()
    var last: GeneratorProgress?
    let puzzles = try await generator.generate(progress: { last = $0 })
    let seconds = (clock.now - began).secondsValue
    let cpuSeconds = Self.processorSeconds() - cpuBegan
    let moves: [Int] = puzzles.map { $0.moves }
    let rate = Double(puzzles.count) / seconds
    let mean = Double(moves.reduce(0, +)) / Double(max(moves.count, 1))
    let evaluations = last?.evaluations ?? 0
    let attempts = last?.attempts ?? 0
    print("Expert puzzles, 6x6, chute right of row 2, no fixed blocks, seed \(seed), 1 job:")
    print(
      "  \(puzzles.count) puzzles in \(Measurement.format(seconds)): "
        + String(format: "%.2f puzzles/s per core (target >= 1)", rate))
    // Other processes on a shared machine slow the wall clock, not the work done.
    print(
      "  \(Measurement.format(cpuSeconds)) of processor time: "
        + String(format: "%.2f puzzles per processor-second", Double(puzzles.count) / cpuSeconds))
    print("  moves \(moves.min() ?? 0)...\(moves.max() ?? 0), mean " + String(format: "%.1f", mean))
    print(
      "  \(attempts) attempts, \(evaluations) layouts evaluated, "
        + String(format: "%.0f layouts/s", Double(evaluations) / seconds))
    guard self.seconds > 0 else { return }

    var search = GeneratorOptions(moves: 0...Int.max, seed: seed)
    search.jobs = parallel.count
    let searcher = try HardestSearch(options: search, climbLayouts: climbBudget)
    print("Timed search, 6x6, no fixed blocks, \(counted(search.jobs, "job")), \(self.seconds) s:")
    var lastDepth = -1
    let result = await searcher.run(
      until: clock.now + .seconds(self.seconds),
      progress: { progress in
        if progress.bestMoves > lastDepth {
          lastDepth = progress.bestMoves
          print(
            String(
              format: "  %6.1f s: depth %d after %d layouts", progress.elapsed.secondsValue,
              progress.bestMoves, progress.layouts))
        }
      })
    guard let hardest = result.puzzles.first else {
      print("  no solvable layout found")
      return
    }
    print("  hardest: \(hardest.moves) moves (target >= 40, maximum 51)")
    print("  \(hardest.clusterSize) states, \(hardest.solutions) shortest solutions")
    for row in hardest.puzzle.grid {
      print("    " + String(row.map { $0 ?? "." }))
    }
  }
}

extension GeneratorBench {
  /// The processor time this process has used, user and system, in seconds.
  static func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
    return user + system
  }
}

extension Duration {
  var secondsValue: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
