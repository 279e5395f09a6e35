/// Everything the toolkit can say about one puzzle: its cluster, its distances, its
/// shortest solutions and the blocks it could do without.
public struct Analysis: Sendable {
  /// The explored cluster, with every state's distance to the exit.
  public let cluster: Cluster
  /// The shortest solutions from the start; `nil` when the puzzle is unsolvable.
  public let shortestPaths: Cluster.ShortestPaths?
  /// The blocks, by index in ``Puzzle/blocks``, whose removal leaves the minimal moves
  /// unchanged. The prisoner is always necessary. Empty when the puzzle is unsolvable.
  public let unnecessaryBlocks: [Int]
  /// The blocks whose check met the state limit, so that whether they are necessary is
  /// unknown. They are not in ``unnecessaryBlocks``.
  public let undecidedBlocks: [Int]
  /// A simple reason why the puzzle is unsolvable, when it is and one exists.
  public let unsolvableReason: UnsolvableReason?
  /// Element `d` is the number of states at distance `d` from the exit: counted once, as a
  /// report reads it several times and each count walks every state.
  public let distanceHistogram: [Int]
  /// Wall-clock time of the whole analysis.
  public let duration: Duration

  /// Analyses a puzzle.
  ///
  /// - Parameters:
  ///   - puzzle: The puzzle.
  ///   - maxStates: The most states any one search may hold; `nil` means
  ///     ``StateLimit/cluster`` for the cluster and ``StateLimit/solver`` for the searches
  ///     for unnecessary blocks.
  ///   - expectedStates: About how many states the cluster has, when known (a Rush Hour
  ///     database line says): the exploration makes room for them at once instead of
  ///     growing as it goes. Only a hint: any number gives the same analysis, and the room
  ///     made is at most ``roomLimit`` and the state limit.
  ///   - shouldStop: Asked before each level of the exploration and of each search for
  ///     unnecessary blocks whether to stop now, as an editor stops a cancelled hover. A
  ///     search stopped counts its block as undecided, so a stopped analysis is not one to
  ///     show.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule, and
  ///   ``SolverError/gaveUp(_:)`` when its cluster has more than `maxStates` states or the
  ///   exploration was stopped.
  /// - Complexity: One cluster exploration, plus one solve for each fixed block and each
  ///   block that no shortest solution moves (``idleBlocks``), for ``unnecessaryBlocks``.
  ///   A block some shortest solution moves is necessary: that solution without the
  ///   block's moves still solves the puzzle without the block, in fewer moves.
  public init(
    puzzle: Puzzle, maxStates: Int? = nil, expectedStates: Int? = nil,
    shouldStop: (@Sendable () -> Bool)? = nil
  ) throws(SolverError) {
    let clock = ContinuousClock()
    let began = clock.now
    let bitboard = try Bitboard(puzzle)
    let room = min(
      max(expectedStates ?? Cluster.defaultRoom, 1), Self.roomLimit,
      StateLimit.effective(maxStates, standard: StateLimit.cluster))
    cluster = try Cluster(
      bitboard: bitboard, from: bitboard.start, maxStates: maxStates, expected: room,
      shouldStop: shouldStop)
    shortestPaths = cluster.shortestPaths()
    distanceHistogram = cluster.histogram
    var unnecessary: [Int] = []
    var undecided: [Int] = []
    if let moves = cluster.minimalMoves {
      (unnecessary, undecided) = Self.unnecessaryBlocks(
        of: cluster, at: Cluster.startIndex, moves: moves, idle: shortestPaths?.idleBlocks ?? [],
        solver: Solver(maxStates: maxStates, shouldStop: shouldStop))
    }
    unnecessaryBlocks = unnecessary
    undecidedBlocks = undecided
    unsolvableReason = cluster.isSolvable ? nil : puzzle.unsolvableReason()
    duration = clock.now - began
  }

  /// The most states an exploration makes room for on a hint alone, 262,144 (8 MiB of
  /// table): a wrong hint costs no more than that; a larger cluster grows as without one.
  public static let roomLimit = 1 << 18

  /// The puzzle analysed.
  public var puzzle: Puzzle { cluster.puzzle }
  /// The minimal number of moves, or `nil` when the puzzle is unsolvable.
  public var minimalMoves: Int? { cluster.minimalMoves }
  /// The number of states reachable from the start, the start included.
  public var clusterSize: Int { cluster.count }
  /// The number of solved states in the cluster.
  public var solvedStates: Int { cluster.solvedCount }
  /// The number of distinct shortest solutions, saturating at `UInt64.max`; 0 when
  /// unsolvable.
  public var optimalSolutionCount: UInt64 { shortestPaths?.count ?? 0 }
  /// The greatest distance of any state, or `nil` when unsolvable.
  public var maximumDistance: Int? { cluster.isSolvable ? distanceHistogram.count - 1 : nil }
  /// Whether no state of the cluster is farther from the exit than the start.
  public var startIsFarthest: Bool {
    guard let moves = minimalMoves else { return false }
    return moves == maximumDistance
  }
  /// The movable blocks that move in no shortest solution.
  public var idleBlocks: [Int] { shortestPaths?.idleBlocks ?? [] }
  /// The blocks that every shortest solution moves; empty when unsolvable.
  public var alwaysMovedBlocks: [Int] { shortestPaths?.alwaysMovedBlocks ?? [] }
  /// The band of the minimal moves, when solvable.
  public var category: Category? { minimalMoves.map(Category.init(moves:)) }

  /// The blocks of a solvable state whose removal leaves its minimal moves unchanged.
  ///
  /// A block some shortest solution moves is necessary, with no search: drop its moves
  /// from that solution, and the other blocks' moves stay legal (the block's tiles only
  /// become free) and solve the puzzle without it in fewer moves. Only the blocks that no
  /// shortest solution moves, the idle and the fixed ones, may be unnecessary.
  ///
  /// - Parameters:
  ///   - cluster: The state's cluster; blocks are numbered as in its ``Cluster/puzzle``.
  ///   - index: The state's number in the cluster.
  ///   - moves: Its minimal moves.
  ///   - idle: The movable blocks no shortest solution from the state moves.
  ///   - solver: The limits of the searches of the reduced puzzles.
  ///   - expected: The states each search makes room for before growing.
  ///   - stopEarly: Whether to stop at the first block found unnecessary or undecided, for
  ///     a caller that only asks whether the state is minimal.
  /// - Returns: The unnecessary blocks, and those whose search met the solver's limit.
  /// - Complexity: One bounded search for each fixed block and each idle block whose tiles
  ///   some other block could reach (``Bitboard/leavesTilesOutOfReach(removing:from:)``)
  ///   and whose removal could lower the state's blocking bound below its minimal moves
  ///   (``keepsBound(_:without:at:holding:)``): the others are unnecessary with no search.
  ///   The searches are pruned by that bound (``ShorterSolutionSearch``) and share their
  ///   buffers.
  static func unnecessaryBlocks(
    of cluster: Cluster, at index: Int, moves: Int, idle: [Int], solver: Solver,
    expected: Int = 4096, stopEarly: Bool = false
  ) -> (unnecessary: [Int], undecided: [Int]) {
    var unnecessary: [Int] = []
    var undecided: [Int] = []
    let bitboard = cluster.bitboard
    let blocks = bitboard.template.blocks
    let state = cluster.state(at: index)
    let holding = ExitBound(bitboard).tilesHolding(cluster.storage.table[index], atLeast: moves)
    var search = ShorterSolutionSearch(expected: expected)
    for block in blocks.indices
    where !blocks[block].isPrisoner && (blocks[block].orientation == .fixed || idle.contains(block))
    {
      // Removing a block only frees tiles, so every solution stays a solution and the
      // reduced puzzle can only be as hard or easier: it needs `moves` moves unless it
      // has a solution of fewer, which is all the search looks for.
      if Self.keepsBound(bitboard, without: block, at: state, holding: holding)
        || bitboard.leavesTilesOutOfReach(removing: block, from: state)
      {
        unnecessary.append(block)
      } else {
        let reduced = bitboard.removing(block: block)
        switch solver.hasSolution(
          reduced, from: bitboard.state(state, without: block), movesBelow: moves,
          using: &search, expected: expected)
        {
        case .shorter: break
        case .none: unnecessary.append(block)
        case .gaveUp: undecided.append(block)
        }
      }
      if stopEarly, !unnecessary.isEmpty || !undecided.isEmpty { break }
    }
    return (unnecessary, undecided)
  }

  /// Whether the state less `block` keeps a blocking bound of the state's minimal moves:
  /// then the block is unnecessary with no search (see ``ExitBound/tilesHolding(_:atLeast:)``).
  ///
  /// - Parameter holding: `tilesHolding` of the state and its minimal moves.
  static func keepsBound(
    _ bitboard: Bitboard, without block: Int, at state: BoardState, holding: UInt64?
  ) -> Bool {
    guard let holding else { return false }
    return bitboard.tiles(of: block, in: state) & holding == 0
  }
}
