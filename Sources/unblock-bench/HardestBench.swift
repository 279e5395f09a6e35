import ArgumentParser
import Foundation
import UnblockCore

/// `unblock-bench hardest`: how often, how soon and after how much work the search for the
/// hardest puzzle reaches a target depth, over several seeds.
struct HardestBench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hardest",
    abstract: "Measure the search for the hardest puzzle: seeds that reach a target in time.",
    discussion: """
      Runs `unblock generate --hardest`'s search once per seed, each until it reaches \
      --target moves or its time (and --layouts, if given) is up, and prints per seed the \
      depth reached, when and after how many layouts, then the success rate. Layouts and \
      layouts per processor-second do not depend on the other load of the machine; wall \
      time does.

      Targets: 6x6 without fixed blocks reaches 51 moves, the true maximum, within 5 \
      minutes on 2 cores (seed 1, and most of 10 seeds); with one fixed block, 60 moves, \
      the database's hardest, within 10 minutes.

        swift run -c release unblock-bench hardest --seeds 1 --seconds 300 \\
          --target 51
        swift run -c release unblock-bench hardest --seeds 1...10 --seconds 300 \\
          --target 51
        swift run -c release unblock-bench hardest --fixed 1 --seconds 600 \\
          --target 60
      """)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Seeds: N or FIRST...LAST, from 0 to 18446744073709551615 (default: 1).",
      valueName: "seeds"),
    transform: BenchArgument.seeds)
  var seeds: ClosedRange<UInt64> = 1...1

  @Option(parsing: .unconditional, help: "Seconds each seed may search.")
  var seconds = 300

  @Option(
    parsing: .unconditional, help: "Layouts each seed may evaluate (default: no bound but time).")
  var layouts: Int?

  @Option(parsing: .unconditional, help: "The depth that counts as success, 1 or more.")
  var target = 51

  @Option(parsing: .unconditional, help: "Fixed 1x1 blocks.")
  var fixed = 0

  @Option(
    help: ArgumentHelp("Board size, rows x columns, 4x4 to 8x8 (default: 6x6).", valueName: "RxC"),
    transform: BenchArgument.size)
  var size = BoardSize.standard

  @Option(parsing: .unconditional, help: "Layouts per climb.")
  var climbLayouts = HardestSearch.defaultClimbLayouts

  @Option(
    parsing: .unconditional,
    help: "Of every 100 climbs, how many start from a deep cluster found so far (0 to 100).")
  var digPercent = HardestSearch.Strategy().digPercent

  @Option(
    parsing: .unconditional, help: "Starting temperature of climbs from fresh layouts (0 or more).")
  var freshTemperature = HardestSearch.Strategy().freshTemperature

  @Option(
    parsing: .unconditional, help: "Starting temperature of climbs from deep clusters (0 or more).")
  var digTemperature = HardestSearch.Strategy().digTemperature

  @Option(help: "Whether climbs nudge blocks (true or false).")
  var nudging = HardestSearch.Strategy().nudging

  @Option(
    help: "Whether climbs redraw the farthest state they mutate at every step (true or false).")
  var redrawing = HardestSearch.Strategy().redrawing

  @Option(
    parsing: .unconditional,
    help: """
      How many times the current cluster's size a candidate's may reach, 1 to 1000 \
      (default: the search's own, 4 without fixed blocks and 2 with).
      """)
  var growth: Int?

  @Option(
    parsing: .unconditional,
    help: "How many times a climb step redraws a candidate it already tried.")
  var redraws = HardestSearch.Strategy().redraws

  @OptionGroup var parallel: BenchJobs

  func validate() throws {
    try BenchCheck.atLeast(1, seconds, "--seconds")
    if let layouts { try BenchCheck.atLeast(1, layouts, "--layouts") }
    try BenchCheck.atLeast(1, target, "--target")
    try BenchCheck.atLeast(1, climbLayouts, "--climb-layouts")
    try BenchCheck.within(0...100, digPercent, "--dig-percent")
    try BenchCheck.temperature(freshTemperature, "--fresh-temperature")
    try BenchCheck.temperature(digTemperature, "--dig-temperature")
    if let growth { try BenchCheck.within(BenchCheck.growths, growth, "--growth") }
    try BenchCheck.atLeast(0, redraws, "--redraws")
    // The board and the fixed blocks as `unblock generate --hardest` takes them.
    try BenchCheck.generator {
      () throws(GeneratorError) in _ = try search(seed: seeds.lowerBound)
    }
  }

  /// The search of one seed, with the strategy asked for.
  func search(seed: UInt64) throws(GeneratorError) -> HardestSearch {
    var options = GeneratorOptions(moves: 0...Int.max, seed: seed, size: size)
    options.fixedBlocks = fixed
    options.jobs = parallel.count
    var search = try HardestSearch(
      options: options, layouts: layouts, climbLayouts: climbLayouts)
    search.strategy.digPercent = digPercent
    search.strategy.freshTemperature = freshTemperature
    search.strategy.digTemperature = digTemperature
    search.strategy.nudging = nudging
    search.strategy.redrawing = redrawing
    if let growth { search.strategy.growth = growth }
    search.strategy.redraws = redraws
    return search
  }

  func run() async throws {
    let board = size
    let jobs = parallel.count
    say(
      "Hardest search, \(board), \(fixed) fixed, \(counted(jobs, "job")), target \(target) moves, "
        + "\(seconds) s" + (layouts.map { " or \($0) layouts" } ?? "") + " per seed:")
    var successes = 0
    var bestMoves: [Double] = []
    var layoutsToTarget: [Double] = []
    var allLayouts = 0
    var allProcessorSeconds = 0.0
    for seed in seeds {
      let search = try self.search(seed: seed)
      let cpuBegan = GeneratorBench.processorSeconds()
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(seconds)
      let (target, frozen) = (target, search)
      // Each seed runs in its own task, so that cancelling it once the target is met
      // leaves the next seeds' searches alone.
      let (result, reached, last) = await Task {
        var reached: HardestProgress?
        var last: HardestProgress?
        let result = await frozen.run(
          until: deadline,
          progress: { progress in
            if progress.bestMoves > last?.bestMoves ?? -1 {
              say(
                String(
                  format: "    depth %d after %d layouts, %.1f s", progress.bestMoves,
                  progress.layouts, progress.elapsed.secondsValue))
            }
            last = progress
            if reached == nil && progress.bestMoves >= target {
              reached = progress
              // The target is met: the rest of the time would only be waited out.
              withUnsafeCurrentTask { $0?.cancel() }
            }
          })
        return (result, reached, last)
      }.value
      let cpu = GeneratorBench.processorSeconds() - cpuBegan
      let best = result.puzzles.first
      let layoutsDone = last?.layouts ?? result.layouts
      allLayouts += layoutsDone
      allProcessorSeconds += cpu
      bestMoves.append(Double(last?.bestMoves ?? -1))
      var line =
        "  seed " + String(repeating: " ", count: max(0, 3 - "\(seed)".count)) + "\(seed): "
      if let reached {
        successes += 1
        layoutsToTarget.append(Double(reached.layouts))
        line += "reached \(reached.bestMoves) after \(reached.layouts) layouts, "
        line += String(format: "%.1f s", reached.elapsed.secondsValue)
      } else {
        line += "best \(best?.moves ?? -1) after \(layoutsDone) layouts, not \(target)"
      }
      line += String(
        format: "; %.0f layouts per processor-second", Double(layoutsDone) / max(cpu, 1e-9))
      say(line)
      if let best {
        say("    \(best.moves) moves, \(best.clusterSize) states: " + Self.line(best.puzzle))
      }
    }
    let total = bestMoves.count
    say("  \(successes) of \(total) seeds reached \(target) moves")
    let toTarget =
      layoutsToTarget.isEmpty
      ? "none reached it" : String(format: "%.0f", Measurement.median(of: layoutsToTarget))
    say(
      String(format: "  median best %.1f moves", Measurement.median(of: bestMoves))
        + "; median layouts to \(target): \(toTarget); "
        + String(
          format: "%.0f layouts per processor-second",
          Double(allLayouts) / max(allProcessorSeconds, 1e-9)))
  }

  /// Prints a line at once, also into a file: a long run is watched with `tail -f`.
  func say(_ line: String) {
    print(line)
    fflush(nil)
  }

  /// The board as one line of 36 characters (rows one after another), as in the database.
  static func line(_ puzzle: Puzzle) -> String {
    puzzle.grid.map { String($0.map { $0 ?? "." }) }.joined()
  }
}
