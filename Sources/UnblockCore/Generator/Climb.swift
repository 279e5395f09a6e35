/// A local search over the layouts of a ``LayoutSpace`` for one whose cluster is deep.
///
/// Each layout is scored by the greatest distance to the exit in its cluster, which a full
/// exploration and a backward breadth-first search from every solved state give exactly.
/// A mutation that keeps or raises the score is always taken; one that lowers it is taken
/// with the simulated-annealing probability `exp(-drop / temperature)`, the temperature
/// falling to zero over the budget, so the search can leave a plateau early and settles
/// into plain hill climbing late.
package struct Climb: Sendable {
  /// The layouts to search.
  package var space: LayoutSpace
  /// The depth that ends the climb as soon as some layout reaches it.
  package var goal: Int
  /// The most layouts to evaluate.
  package var budget: Int
  /// The starting temperature; 0 is plain hill climbing.
  package var temperature: Double
  /// Layouts whose cluster has more states than this score as unsolvable, which bounds
  /// the time and memory of one evaluation on large boards.
  package var maxStates: Int
  /// Whether mutations include ``LayoutSpace/Mutation/nudge``; see
  /// ``LayoutSpace/mutated(_:using:nudging:)``.
  package var nudging: Bool
  /// How many of the deepest clusters the outcome lists; see ``Outcome/deepest``.
  package var keep: Int
  /// Whether each mutation starts from a state of the current cluster's deepest layer
  /// drawn afresh, rather than always from the one drawn when the cluster was taken: a
  /// plateau then offers the neighbours of all its farthest states.
  package var redrawing: Bool
  /// How many times the current cluster's size a candidate's cluster may grow before its
  /// exploration stops and it scores as unsolvable (never below ``minimumLimit``).
  package var growth: Int
  /// How many times a step draws its mutation again when it repeats a candidate already
  /// tried from the same layout; 0 never redraws. At a local peak random draws repeat
  /// more and more of the peak's few hundred neighbours, each a wasted exploration.
  package var redraws: Int

  package init(
    space: LayoutSpace, goal: Int, budget: Int, temperature: Double = 3,
    maxStates: Int? = nil, nudging: Bool = false, keep: Int = 1, redrawing: Bool = false,
    growth: Int = 4, redraws: Int = 0
  ) {
    self.growth = growth
    self.redraws = redraws
    self.redrawing = redrawing
    self.keep = keep
    self.space = space
    self.goal = goal
    self.budget = budget
    self.temperature = temperature
    self.maxStates = maxStates ?? Self.defaultMaxStates(for: space.size)
    self.nudging = nudging
  }

  /// The cluster size beyond which a layout is not worth its exploration: hard clusters
  /// are small (the 51-move 6x6 puzzle has 4,780 states), and open boards with huge
  /// shallow clusters would take most of the time. 10,000 on 6x6, growing with the
  /// square of the number of tiles.
  package static func defaultMaxStates(for size: BoardSize) -> Int {
    let tiles = size.rows * size.columns
    return max(2_000, 10_000 * tiles * tiles / (36 * 36))
  }

  /// Where a climb ended.
  package struct Outcome: Sendable {
    /// The deepest cluster seen, or `nil` when no layout was solvable.
    package var best: Cluster?
    /// The greatest distance in ``best``, or -1.
    package var bestDepth: Int
    /// The number of layouts evaluated.
    package var evaluations: Int
    /// Whether the climb stopped because it was cancelled.
    package var wasCancelled: Bool
    /// The deepest clusters seen, at most ``Climb/keep``, deepest first (the first met
    /// first among equals), no two with the same depth and number of states: a cheap
    /// stand-in for different clusters, as one cluster is met again and again on a
    /// plateau. ``best`` is the first.
    package var deepest: [Cluster] = []

    /// Lists `cluster` among the deepest, if it is deep enough and not listed already.
    mutating func offer(_ cluster: Cluster?, depth: Int, keep: Int) {
      guard let cluster, depth >= 0 else { return }
      if deepest.count >= keep, let last = deepest.last, depth <= Climb.depth(of: last) {
        return
      }
      guard
        !deepest.contains(where: { Climb.depth(of: $0) == depth && $0.count == cluster.count })
      else { return }
      let index = deepest.firstIndex { Climb.depth(of: $0) < depth } ?? deepest.endIndex
      deepest.insert(cluster, at: index)
      if deepest.count > keep { deepest.removeLast() }
    }
  }

  /// Climbs from a random layout, or from `start`, until some cluster reaches ``goal``,
  /// the budget is spent, or `isCancelled` says to stop.
  ///
  /// - Parameters:
  ///   - start: The first layout, a layout of ``space``; `nil` draws a random one.
  ///   - generator: The attempt's random stream; the outcome depends on nothing else.
  ///   - accept: Whether a cluster that reached the goal is good enough to stop at; the
  ///     climb goes on from it when it is not.
  ///   - isCancelled: Polled once per evaluation.
  ///   - progress: Called after every evaluation with the outcome so far.
  package func run(
    from start: Puzzle? = nil,
    using generator: inout Xoshiro256StarStar,
    accept: (Cluster) -> Bool = { _ in true },
    isCancelled: () -> Bool = { false },
    progress: (Outcome) -> Void = { _ in }
  ) -> Outcome {
    var layout = start ?? space.randomLayout(using: &generator)
    let cluster = evaluate(layout, maxStates: maxStates)
    var score = Self.depth(of: cluster)
    var size = cluster?.count ?? maxStates
    var current = redrawing ? cluster : nil
    var layer = current.map { $0.indices(atDistance: score) } ?? []
    var outcome = Outcome(best: cluster, bestDepth: score, evaluations: 1, wasCancelled: false)
    if keep > 1 { outcome.offer(cluster, depth: score, keep: keep) }
    progress(outcome)
    if let cluster, score >= goal, accept(cluster) { return outcome }
    // The candidates tried from `tried.base`, when redrawing repeats.
    var tried = (base: layout, candidates: Set<Puzzle>())
    while outcome.evaluations < budget {
      if isCancelled() {
        outcome.wasCancelled = true
        return outcome
      }
      var base = layout
      if let current, layer.count > 1 {
        base = current.puzzle(at: layer[generator.uniform(layer.count)])
      }
      var candidate = space.mutated(base, using: &generator, nudging: nudging)
      if redraws > 0 {
        if tried.base != base { tried = (base, []) }
        for _ in 0..<redraws where tried.candidates.contains(candidate) {
          candidate = space.mutated(base, using: &generator, nudging: nudging)
        }
        tried.candidates.insert(candidate)
      }
      // A candidate whose cluster is several times the current one's is almost never
      // deeper; stopping its exploration early saves most of the time it would take.
      let limit = min(maxStates, max(Self.minimumLimit, growth * size))
      let candidateCluster = evaluate(candidate, maxStates: limit)
      let candidateScore = Self.depth(of: candidateCluster)
      outcome.evaluations += 1
      // The random number is drawn on every step, so the stream stays aligned whatever
      // the scores are.
      let roll = Double(generator.next() >> 11) * 0x1p-53
      let heat = temperature * Double(budget - outcome.evaluations) / Double(budget)
      let drop = Double(score - candidateScore)
      if candidateScore >= score || (heat > 0 && roll < Self.exp(-drop / heat)) {
        layout = Self.farthestState(of: candidateCluster, using: &generator) ?? candidate
        score = candidateScore
        size = candidateCluster?.count ?? limit
        if redrawing {
          current = candidateCluster
          layer = candidateCluster.map { $0.indices(atDistance: candidateScore) } ?? []
        }
      }
      if candidateScore > outcome.bestDepth {
        outcome.best = candidateCluster
        outcome.bestDepth = candidateScore
      }
      if keep > 1 { outcome.offer(candidateCluster, depth: candidateScore, keep: keep) }
      progress(outcome)
      if let candidateCluster, candidateScore >= goal, accept(candidateCluster) {
        outcome.best = candidateCluster
        outcome.bestDepth = candidateScore
        return outcome
      }
    }
    return outcome
  }

  /// The cluster of a layout, or `nil` when it has more than `maxStates` states.
  func evaluate(_ layout: Puzzle, maxStates: Int) -> Cluster? {
    try? Cluster(puzzle: layout, maxStates: maxStates)
  }

  /// The smallest limit on a candidate's cluster, whatever the current one's size.
  static let minimumLimit = 2_000

  /// A random state of the cluster's deepest layer, the best place to mutate from: a
  /// block added or moved there meets the prisoner's hardest road.
  static func farthestState(of cluster: Cluster?, using generator: inout Xoshiro256StarStar)
    -> Puzzle?
  {
    guard let cluster, let depth = cluster.maximumDistance,
      let index = generator.element(of: cluster.indices(atDistance: depth))
    else { return nil }
    return cluster.puzzle(at: index)
  }

  /// The score of a cluster: its greatest distance, or -1 when nothing is solved.
  static func depth(of cluster: Cluster?) -> Int {
    cluster?.maximumDistance ?? -1
  }

  /// `e` to the power `x` for `x <= 0`, in pure Swift so the core needs no C library; the
  /// exact value matters little, and it is the same on every machine.
  static func exp(_ x: Double) -> Double {
    guard x > -40 else { return 0 }
    // e^x = (e^(x/64))^64, with a short Taylor series for the small exponent.
    let y = x / 64
    var result = 1 + y * (1 + y / 2 * (1 + y / 3 * (1 + y / 4 * (1 + y / 5))))
    for _ in 0..<6 { result *= result }
    return result
  }
}
