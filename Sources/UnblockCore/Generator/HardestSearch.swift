/// A search for the hardest puzzles of a board: the deepest clusters that numbered climbs
/// over layouts (see ``Climb``) can find, each pruned and verified as the generator's
/// puzzles are.
///
/// Climb `c` evaluates ``climbLayouts`` layouts (the last one fewer, to make up
/// ``layouts`` exactly). It starts from a fresh random layout, or, once in four once there
/// are some, from a farthest state of one of the deepest clusters found so far, so the
/// search mostly explores and sometimes digs on where it did best (see ``Strategy``).
/// Exploring pays most: the climb's annealing is what leaves a local peak, and a climb
/// started hot (a drop of 6 moves taken at first with odds 1 in e) ends deeper on average
/// than one started at 3 or 1.
///
/// A run is deterministic for a work bound: climb `c` depends only on the options, the
/// seed, `c` and the deepest clusters of climbs `0..<c - lag` (see ``lag``), and results
/// are merged in climb order, so the puzzles are the same for every number of jobs. A time
/// bound stops wherever the climbs are at that moment, so it cannot repeat.
public struct HardestSearch: Sendable {
  /// The board, chute, fixed blocks, seed, jobs and pruning rule; the move range, count and
  /// per-attempt budgets are not used.
  public let options: GeneratorOptions
  /// How many distinct puzzles to give, hardest first.
  public let top: Int
  /// The most layouts to evaluate in all; `nil` for no bound but time and cancellation.
  public let layouts: Int?
  /// The layouts one climb evaluates before the next starts afresh or from the best.
  public let climbLayouts: Int
  /// How the climbs search; the benchmark compares strategies.
  package var strategy: Strategy
  private let generator: Generator

  /// How the climbs of a search choose their start and their steps.
  package struct Strategy: Hashable, Sendable {
    /// Of every 100 climbs, how many start from a deep cluster found so far (once there
    /// are some) rather than from a fresh random layout.
    package var digPercent = 25
    /// The starting temperature of a climb from a fresh layout.
    package var freshTemperature = 6.0
    /// The starting temperature of a climb from a deep cluster.
    package var digTemperature = 3.0
    /// Whether climbs use ``LayoutSpace/Mutation/nudge``s.
    package var nudging = false
    /// Whether climbs redraw the state they mutate; see ``Climb/redrawing``.
    package var redrawing = false
    /// How many times the current cluster's size a candidate's cluster may reach before
    /// it scores as unsolvable; see ``Climb/growth``.
    package var growth: Int
    /// How many times a step redraws a candidate it already tried; see ``Climb/redraws``.
    /// Near a peak, where random draws repeat most, this spends the layouts on new
    /// neighbours (with 8, seed 6 reached the 60-move 1-wall puzzle after 87,545 layouts,
    /// but wall-free seed 1 was still at 50 after some 900,000, where it reached 51 after
    /// 257,822 without), so it is off unless asked for.
    package var redraws = 0

    /// The strategy for boards with `fixedBlocks` fixed blocks.
    ///
    /// With fixed blocks a climb grows candidates to at most twice the current cluster
    /// (wall-free boards: 4 times): the 60-move one-wall puzzle is an isolated spike whose
    /// neighbours are 37 moves and less, so layouts are better spent on many cheap
    /// candidates (about twice as many per processor-second) than on large clusters. Seed
    /// 1 reached it after 2,692,514 layouts this way, and stayed at 55 for 2.6 million with
    /// growth 4. On wall-free boards growth 4 is what reached 51 for 8 seeds of 10.
    package init(fixedBlocks: Int = 0) {
      growth = fixedBlocks > 0 ? 2 : 4
    }
  }

  /// How many climbs behind a climb's view of the best clusters is: climb `c` sees the
  /// merged results of climbs `0..<c - lag`. It lets up to `lag` climbs run at once with
  /// none waiting for another, and keeps the output the same for every number of jobs.
  public static let lag = 16
  /// The default of ``climbLayouts``.
  public static let defaultClimbLayouts = 5_000
  /// The fewest clusters the search keeps to restart from.
  static let minimumPool = 8

  /// A search with `options`.
  ///
  /// - Throws: The problem ``GeneratorOptions/problem()`` finds; ``GeneratorError/badTop(_:)``
  ///   for `top` below 1; ``GeneratorError/badBudget`` for `layouts` or `climbLayouts`
  ///   below 1.
  public init(
    options: GeneratorOptions, top: Int = 1, layouts: Int? = nil,
    climbLayouts: Int = defaultClimbLayouts
  ) throws(GeneratorError) {
    var options = options
    options.moves = 1...Int.max
    options.count = top
    generator = try Generator(options: options)
    guard top >= 1 else { throw .badTop(top) }
    guard (layouts ?? 1) >= 1, climbLayouts >= 1 else { throw .badBudget }
    self.options = options
    self.top = top
    self.layouts = layouts
    self.climbLayouts = climbLayouts
    strategy = Strategy(fixedBlocks: options.fixedBlocks)
  }

  /// What a search found.
  public struct Result: Sendable {
    /// The hardest puzzles found, hardest first, no two of one family; fewer than ``top``
    /// when the search found fewer distinct deep clusters, and empty when no layout was
    /// solvable.
    public var puzzles: [GeneratedPuzzle]
    /// The layouts evaluated.
    public var layouts: Int
    /// The climbs run, the stopped ones included.
    public var climbs: Int
    /// Whether the task was cancelled before the work bound was spent.
    public var wasCancelled: Bool
  }

  /// Runs climbs until ``layouts`` are evaluated, `deadline` passes or the task is
  /// cancelled, whichever comes first, then finishes the deepest clusters into puzzles.
  /// Climbs under way when the search stops keep what they found.
  ///
  /// - Parameters:
  ///   - deadline: When to stop; `nil` for no time bound (then ``layouts`` or cancellation
  ///     must end the search).
  ///   - progress: Called from the calling task a few times a second and after every climb.
  public func run(
    until deadline: ContinuousClock.Instant? = nil,
    progress: (HardestProgress) -> Void = { _ in }
  ) async -> Result {
    let clock = ContinuousClock()
    let began = clock.now
    let counters = LiveCounters()
    let climbCount = layouts.map { ($0 + climbLayouts - 1) / climbLayouts } ?? Int.max
    var pool = ElitePool(capacity: max(2 * top, Self.minimumPool))
    // The pool as it stood after the first k climbs were merged, kept for climb k + lag.
    var snapshots: [Int: [ElitePool.Entry]] = [:]
    var waiting: [Int: ClimbResult] = [:]
    var merged = 0
    var started = 0
    var evaluated = 0

    func isExpired() -> Bool { deadline.map { clock.now >= $0 } ?? false }
    func report() {
      let best = counters.best
      progress(
        HardestProgress(
          layouts: counters.evaluations.load(ordering: .relaxed), climbs: merged,
          bestMoves: best.depth, bestClusterSize: best.states, elapsed: clock.now - began))
    }
    func mergeWaiting() {
      while let result = waiting.removeValue(forKey: merged) {
        for cluster in result.outcome.deepest {
          pool.merge(
            cluster, depth: Climb.depth(of: cluster), chuteRow: result.chuteRow,
            side: result.side, climb: result.number)
        }
        evaluated += result.outcome.evaluations
        merged += 1
        if merged + Self.lag < climbCount { snapshots[merged] = pool.entries }
      }
    }

    await withTaskCancellationHandler {
      await withTaskGroup(of: Event.self) { group in
        var running = 0
        func startWork() {
          while running < options.jobs, started < climbCount, started - Self.lag <= merged,
            !counters.isStopped, !isExpired()
          {
            let number = started
            let elites =
              number > Self.lag ? snapshots.removeValue(forKey: number - Self.lag) ?? [] : []
            started += 1
            running += 1
            group.addTask { [self] in
              let result = await LiveCounters.offload {
                self.climb(
                  number, from: elites,
                  isCancelled: {
                    counters.isStopped || deadline.map { clock.now >= $0 } ?? false
                  },
                  record: { counters.record(depth: $0.bestDepth, states: $0.best?.count ?? 0) })
              }
              return .finished(result)
            }
          }
        }
        startWork()
        group.addTask { await Event.tick() }
        while let event = await group.next() {
          switch event {
          case .tick:
            report()
            if running > 0 && !Task.isCancelled { group.addTask { await Event.tick() } }
          case .finished(let result):
            running -= 1
            waiting[result.number] = result
            mergeWaiting()
            report()
            startWork()
          }
          if running == 0 {
            group.cancelAll()
            break
          }
        }
      }
    } onCancel: {
      counters.stop()
    }
    mergeWaiting()
    return Result(
      puzzles: finish(pool), layouts: evaluated, climbs: merged,
      wasCancelled: counters.isStopped && merged < climbCount)
  }

  /// What one climb found, with where its layouts' chute was.
  struct ClimbResult: Sendable {
    var number: Int
    var outcome: Climb.Outcome
    var chuteRow: Int
    var side: Chute.Side
  }

  /// Runs climb `number`.
  ///
  /// - Parameters:
  ///   - elites: The deepest clusters of the climbs `lag` and more before it, deepest first.
  ///   - isCancelled: Polled once per evaluation.
  ///   - record: Called after every evaluation with the climb's outcome so far.
  /// - Returns: The same result for the same options, seed, number and elites, unless
  ///   cancelled.
  func climb(
    _ number: Int, from elites: [ElitePool.Entry], isCancelled: () -> Bool,
    record: (Climb.Outcome) -> Void
  ) -> ClimbResult {
    var random = Xoshiro256StarStar(seed: options.seed, stream: [Self.streamTag, UInt64(number)])
    let budget = layouts.map { min(climbLayouts, $0 - number * climbLayouts) } ?? climbLayouts
    var start: Puzzle?
    var chuteRow: Int
    var side: Chute.Side
    if !elites.isEmpty && random.uniform(100) < strategy.digPercent {
      // The better of two picks: deep clusters are tried more, all of them sometimes.
      let elite = elites[min(random.uniform(elites.count), random.uniform(elites.count))]
      start = Climb.farthestState(of: elite.cluster, using: &random)
      chuteRow = elite.chuteRow
      side = elite.side
    } else {
      chuteRow = options.exitRow ?? random.uniform(options.size.rows)
      side = options.exitSide.side(using: &random)
    }
    let space = LayoutSpace(
      size: options.size, chuteRow: chuteRow, fixedBlocks: options.fixedBlocks)
    // Digging on from a deep layout wants less of the annealing's wandering off, but
    // some: deep clusters are local peaks, and the next peak is seldom one step away.
    let climb = Climb(
      space: space, goal: .max, budget: budget,
      temperature: start == nil ? strategy.freshTemperature : strategy.digTemperature,
      nudging: strategy.nudging, keep: max(top, 2), redrawing: strategy.redrawing,
      growth: strategy.growth, redraws: strategy.redraws)
    let outcome = climb.run(
      from: start, using: &random, isCancelled: isCancelled, progress: record)
    return ClimbResult(number: number, outcome: outcome, chuteRow: chuteRow, side: side)
  }

  /// The pool's clusters as finished puzzles, deepest first, at most ``top``, no two of one
  /// family once pruned.
  func finish(_ pool: ElitePool) -> [GeneratedPuzzle] {
    var kept: [GeneratedPuzzle] = []
    var families: Set<CanonicalKey> = []
    for entry in pool.entries where kept.count < top {
      var picker = Xoshiro256StarStar(
        seed: options.seed, stream: [Self.streamTag, UInt64(entry.climb), 1])
      var states = entry.cluster.indices(atDistance: entry.depth)
      for _ in 0..<min(4, states.count) {
        let index = states.remove(at: picker.uniform(states.count))
        if let puzzle = generator.finishState(
          entry.cluster.puzzle(at: index), moves: entry.depth, side: entry.side,
          slot: kept.count), !families.contains(puzzle.familyKey)
        {
          families.insert(puzzle.familyKey)
          kept.append(puzzle)
          break
        }
      }
    }
    return kept
  }

  /// Sets the search's random streams apart from the generator's: "hard".
  static let streamTag: UInt64 = 0x6861_7264

  /// What the coordinating task hears from its children.
  private enum Event: Sendable {
    case finished(ClimbResult)
    case tick

    /// A tick a quarter of a second from now, or at once when cancelled.
    static func tick() async -> Event {
      try? await Task.sleep(for: .milliseconds(250))
      return .tick
    }
  }
}

/// How far a search for the hardest puzzles has come, for a progress line.
public struct HardestProgress: Hashable, Sendable {
  /// The layouts evaluated so far, climbs under way included.
  public var layouts: Int
  /// The climbs finished so far.
  public var climbs: Int
  /// The greatest distance to the exit met in any cluster so far, or -1.
  public var bestMoves: Int
  /// The number of states of the first cluster that reached ``bestMoves``.
  public var bestClusterSize: Int
  /// The time since the search started.
  public var elapsed: Duration

  /// Layouts evaluated per second.
  public var layoutsPerSecond: Double {
    let seconds = elapsed.seconds
    return seconds > 0 ? Double(layouts) / seconds : 0
  }
}
