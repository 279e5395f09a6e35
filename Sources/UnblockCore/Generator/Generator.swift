/// Grows distinct puzzles of a target difficulty by reverse breadth-first search.
///
/// Each output slot is filled by attempts. An attempt climbs over layouts (see ``Climb``)
/// until some layout's cluster holds a state at the slot's goal distance; the distances
/// come from a breadth-first search backwards from every solved state, so they are exact.
/// It then picks a state at a distance in range, strips blocks that do not matter, and
/// checks the result with the forward ``Solver``.
///
/// Puzzles are distinct in a strong sense: no two of a run share a cluster, nor is one's
/// cluster an image of another's, mirrored left to right or top to bottom or turned half
/// a turn (see ``Cluster/familyKey``), so none can be slid into another or into another's
/// image; in particular no two have the same ``Puzzle/canonicalKey``.
///
/// A run is deterministic: attempt `a` of slot `s` depends only on the options, the seed,
/// `s` and `a`, and results are kept in slot order (see ``SlotScheduler``), so the output
/// is the same for every number of jobs.
public struct Generator: Sendable {
  public let options: GeneratorOptions

  /// A generator for `options`.
  ///
  /// - Throws: The problem ``GeneratorOptions/problem()`` finds, if any.
  public init(options: GeneratorOptions) throws(GeneratorError) {
    if let problem = options.problem() { throw problem }
    self.options = options
  }

  /// What one attempt found.
  public struct AttemptResult: Sendable {
    /// The puzzle, or `nil` when the attempt found none in range.
    public var puzzle: GeneratedPuzzle?
    public var evaluations: Int
    /// The greatest distance the attempt's clusters reached, or -1.
    public var bestDepth: Int
    public var wasCancelled: Bool
  }

  /// Runs attempt `attempt` of output slot `slot`.
  ///
  /// - Parameters:
  ///   - isCancelled: Polled between evaluations.
  ///   - evaluated: Called after every evaluation with the attempt's best depth so far.
  /// - Returns: The same result for the same options, seed, slot and attempt.
  public func attempt(
    slot: Int, attempt: Int, isCancelled: @escaping @Sendable () -> Bool = { false },
    evaluated: (_ depth: Int) -> Void = { _ in }
  ) -> AttemptResult {
    var random = Xoshiro256StarStar(seed: options.seed, stream: [UInt64(slot), UInt64(attempt)])
    let row = options.exitRow ?? random.uniform(options.size.rows)
    let side = options.exitSide.side(using: &random)
    let space = LayoutSpace(size: options.size, chuteRow: row, fixedBlocks: options.fixedBlocks)
    let goal = Self.goal(in: options.generatedMoves, using: &random)
    let climb = Climb(space: space, goal: goal, budget: options.evaluationsPerAttempt)
    // Picking states draws from a stream of its own: the climb owns the main one.
    var picker = Xoshiro256StarStar(
      seed: options.seed, stream: [UInt64(slot), UInt64(attempt), 1])
    var found: GeneratedPuzzle?
    var lastEvaluations = 0
    let outcome = climb.run(
      using: &random,
      accept: { cluster in
        found = finish(
          cluster, goal: goal, side: side, slot: slot, using: &picker, isCancelled: isCancelled)
        return found != nil
      },
      isCancelled: isCancelled,
      progress: { progress in
        if progress.evaluations > lastEvaluations {
          lastEvaluations = progress.evaluations
          evaluated(progress.bestDepth)
        }
      })
    return AttemptResult(
      puzzle: outcome.wasCancelled ? nil : found, evaluations: outcome.evaluations,
      bestDepth: outcome.bestDepth, wasCancelled: outcome.wasCancelled)
  }

  /// The depth an attempt climbs to: anywhere in a bounded range (its first 16 distances
  /// at most), so a level's puzzles are not all at its easiest end; the lower bound of a
  /// range open above, where climbs often overshoot anyway.
  static func goal(in moves: ClosedRange<Int>, using random: inout Xoshiro256StarStar) -> Int {
    guard moves.upperBound != .max else { return moves.lowerBound }
    // Written as a difference, which cannot overflow for a range of non-negative numbers.
    let top = moves.upperBound - moves.lowerBound > 15 ? moves.lowerBound + 15 : moves.upperBound
    return random.uniform(in: moves.lowerBound...top)
  }

  /// Turns a cluster that reached the goal into a finished puzzle, or `nil` when none of
  /// the states tried makes one.
  func finish(
    _ cluster: Cluster, goal: Int, side: Chute.Side, slot: Int,
    using random: inout Xoshiro256StarStar,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> GeneratedPuzzle? {
    guard let depth = cluster.maximumDistance, depth >= goal else { return nil }
    // The farthest states make the best puzzles; past the range, the goal keeps the spread.
    let distance = depth <= options.moves.upperBound ? depth : goal
    var states = cluster.indices(atDistance: distance)
    // A few states of the layer, in random order: neighbours in one layer tend to share
    // their fate, so more tries cost more than they find.
    for _ in 0..<min(4, states.count) {
      let index = states.remove(at: random.uniform(states.count))
      if isCancelled() { return nil }
      if let puzzle = finishState(
        cluster.puzzle(at: index), moves: distance, side: side, slot: slot,
        isCancelled: isCancelled)
      {
        return puzzle
      }
    }
    return nil
  }

  /// Prunes, verifies and measures one state of a cluster.
  ///
  /// Unnecessary blocks go one at a time, because two blocks may each be unnecessary while
  /// the pair is not; the minimal moves stay `moves` throughout, as removing an
  /// unnecessary block changes them by definition not at all. An unnecessary fixed block
  /// cannot go, as the number of fixed blocks is fixed, and rules the state out.
  ///
  /// A state a few moves from the exit may lie in a cluster of millions of states (an 8x8
  /// board full of blocks), which each analysis explored whole; such a state first loses
  /// its unnecessary blocks by the forward solver alone (see ``prunedBySolver(_:moves:)``),
  /// which stops at the first solution, and is analysed once they are gone.
  func finishState(
    _ state: Puzzle, moves: Int, side: Chute.Side, slot: Int,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> GeneratedPuzzle? {
    var puzzle = state
    // On a board larger than 6x6, a block removed often frees a cluster of millions of
    // states, which an analysis explores whole: the searches prune at any distance there.
    let searchesFirst =
      moves <= Self.solverPruningMoves || options.size.rows * options.size.columns > 36
    if searchesFirst, !options.allowUnnecessary {
      guard let pruned = prunedBySolver(puzzle, moves: moves, isCancelled: isCancelled) else {
        return nil
      }
      puzzle = pruned
    }
    var analysis: Analysis
    while true {
      if isCancelled() { return nil }
      guard
        let next = try? Analysis(
          puzzle: puzzle, maxStates: Self.verificationLimit, shouldStop: isCancelled),
        next.minimalMoves == moves, next.undecidedBlocks.isEmpty
      else { return nil }
      analysis = next
      if options.allowUnnecessary || analysis.unnecessaryBlocks.isEmpty { break }
      guard
        let index = analysis.unnecessaryBlocks.first(where: {
          puzzle.blocks[$0].orientation != .fixed
        })
      else { return nil }
      puzzle.blocks.remove(at: index)
    }
    if side == .left { puzzle = puzzle.mirrored() }
    puzzle = puzzle.canonicallyLabelled()
    // The distances are exact by construction; the forward solver checks them anyway.
    guard (try? Solver(maxStates: Self.verificationLimit).solve(puzzle))?.minimalMoves == moves
    else { return nil }
    return GeneratedPuzzle(
      puzzle: puzzle, moves: moves, clusterSize: analysis.clusterSize,
      solutions: analysis.optimalSolutionCount, seed: options.seed, index: slot,
      familyKey: analysis.cluster.familyKey, generatorVersion: UnblockVersion.current)
  }

  /// The most states the checks of a finished puzzle may explore: 8 million, or the
  /// default cluster limit when the memory the process may take makes that less (an 8x8
  /// run under `ulimit -v 1000000` failed to allocate its 8 million states; audit 37b).
  static let verificationLimit = min(8_000_000, StateLimit.cluster)

  /// The most moves a state may be from the exit for ``prunedBySolver(_:moves:)``: the
  /// solver's searches of so short a distance stay small, where a state farther out is
  /// pruned faster by the analysis of its cluster.
  static let solverPruningMoves = 8

  /// The most states each of ``prunedBySolver(_:moves:)``'s searches may hold: past it,
  /// the pruning stops and the analyses go on from there.
  static let solverPruningLimit = 500_000

  /// `puzzle` with its unnecessary movable blocks removed as ``finishState`` removes them
  /// (the first one, by index, at a time), found by the forward solver: a block is
  /// unnecessary when the puzzle without it has no solution of fewer than `moves` moves
  /// (see ``ShorterSolutionSearch``), which stops at the first shorter solution and
  /// prunes by the exit bound, so it never explores the cluster whole. `nil` when an
  /// unnecessary block is fixed and no movable one is, which rules the state out, or
  /// when the run is cancelled. A search that meets ``solverPruningLimit`` ends the
  /// pruning, and the puzzle is returned as it stands for the analyses to go on.
  func prunedBySolver(
    _ puzzle: Puzzle, moves: Int, isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> Puzzle? {
    let solver = Solver(maxStates: Self.solverPruningLimit, shouldStop: isCancelled)
    var search = ShorterSolutionSearch(expected: ShorterSolutionSearch.initialRoom)
    var puzzle = puzzle
    pruning: while true {
      var fixedIsUnnecessary = false
      for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
        if isCancelled() { return nil }
        var reduced = puzzle
        reduced.blocks.remove(at: index)
        guard let bitboard = try? Bitboard(reduced) else { return puzzle }
        // Removing a block only frees tiles: the moves stay, or drop.
        switch solver.hasSolution(
          bitboard, from: bitboard.start, movesBelow: moves, using: &search,
          expected: ShorterSolutionSearch.initialRoom)
        {
        case .gaveUp: return puzzle
        case .shorter: continue
        case .none: break
        }
        if puzzle.blocks[index].orientation == .fixed {
          fixedIsUnnecessary = true
          continue
        }
        puzzle = reduced
        continue pruning
      }
      return fixedIsUnnecessary ? nil : puzzle
    }
  }
}
