/// Every state a puzzle can reach, with each state's exact distance to the exit.
///
/// The cluster is explored breadth-first from the start, keeping the graph of moves; a
/// multi-source breadth-first search from every solved state then walks the same graph
/// backwards (moves are reversible) and gives each state its minimal number of moves (see
/// ``ClusterExploration``). That walk waits for the first question that needs a distance:
/// the size, the states, the start's moves (``solveOutcome``) and the ``family`` need none.
/// States are numbered from 0, the start, in the order the exploration met them.
///
/// A generator uses it this way: build a cluster from a layout, pick a number from
/// ``indices(atDistance:)`` and turn it into a puzzle with ``puzzle(at:)``; the puzzle keeps
/// the layout's labels and needs exactly that many moves.
public struct Cluster: Sendable {
  /// The compiled puzzle; its template is the puzzle the cluster was built from.
  public let bitboard: Bitboard
  let storage: ClusterStorage
  /// The number of solved states.
  public let solvedCount: Int
  /// The figures of the forward exploration.
  public let exploration: SearchStatistics

  /// The number of the start state.
  public static let startIndex = 0

  /// Explores the cluster of a puzzle.
  ///
  /// - Parameters:
  ///   - puzzle: The puzzle; it becomes state 0.
  ///   - maxStates: The most states to explore; `nil` means ``StateLimit/cluster``.
  ///   - shouldStop: Asked before each level of the exploration whether to stop now, as
  ///     an editor stops the search of a stale document.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule, and
  ///   ``SolverError/gaveUp(_:)`` when the cluster has more than `maxStates` states or
  ///   the exploration was stopped.
  /// - Complexity: O(states × moves per state) time and memory.
  public init(
    puzzle: Puzzle, maxStates: Int? = nil, shouldStop: (@Sendable () -> Bool)? = nil
  ) throws(SolverError) {
    let bitboard = try Bitboard(puzzle)
    try self.init(
      bitboard: bitboard, from: bitboard.start, maxStates: maxStates, shouldStop: shouldStop)
  }

  /// The states an exploration makes room for when nothing says how many to expect.
  public static let defaultRoom = 4096

  /// Explores the cluster of one state of a compiled puzzle.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - start: An arrangement of the template's blocks, as ``Bitboard/state(of:)`` and the
  ///     states of another cluster are; it becomes state 0.
  ///   - maxStates: The most states to explore; `nil` means ``StateLimit/cluster``.
  ///   - expected: The states to make room for before growing: an enumeration's many small
  ///     clusters start small, as clearing room costs more than exploring them.
  ///   - shouldStop: Asked before each level of the exploration whether to stop now.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when `start` is no such arrangement, with
  ///   the rules that the board its masks spell breaks, and ``SolverError/gaveUp(_:)``
  ///   when the cluster has more than `maxStates` states, or the exploration was stopped
  ///   (with the states explored by then).
  public init(
    bitboard: Bitboard, from start: BoardState, maxStates: Int? = nil,
    expected: Int = Cluster.defaultRoom, shouldStop: (@Sendable () -> Bool)? = nil
  ) throws(SolverError) {
    let clock = ContinuousClock()
    let began = clock.now
    guard let startCode = bitboard.code(of: start) else {
      throw .invalidPuzzle(bitboard.puzzle(for: start).violations())
    }
    let limit = StateLimit.effective(maxStates, standard: StateLimit.cluster)
    var explored = ClusterExploration(expected: expected)
    guard
      explored.explore(
        bitboard, batch: MoveBatch(for: bitboard), from: startCode, limit: limit,
        shouldStop: shouldStop)
    else { throw .gaveUp(GaveUp(states: min(explored.count, limit))) }
    self.bitboard = bitboard
    solvedCount = explored.solved.count
    exploration = SearchStatistics(
      boardsExamined: explored.edges.count, distinctBoards: explored.count,
      boardsPerLevel: explored.levels, duration: clock.now - began)
    storage = ClusterStorage(explored)
  }

  /// The puzzle the cluster was built from.
  public var puzzle: Puzzle { bitboard.template }

  /// The number of states, the start included.
  public var count: Int { storage.count }

  /// Whether some state is solved; then every state has a distance, as the cluster is
  /// connected.
  public var isSolvable: Bool { solvedCount > 0 }

  /// The state numbered `index`.
  ///
  /// - Precondition: `index` is in `0..<count`, as for an array's subscript.
  public func state(at index: Int) -> BoardState {
    precondition((0..<count).contains(index), "state index out of range")
    return bitboard.state(of: storage.table[index])
  }

  /// The number of a state, if it belongs to the cluster.
  public func index(of state: BoardState) -> Int? {
    bitboard.code(of: state).flatMap(storage.index(of:))
  }

  /// The puzzle in state `index`, with the original labels and block order.
  public func puzzle(at index: Int) -> Puzzle { bitboard.puzzle(for: state(at: index)) }

  /// The minimal number of moves from state `index`, or `nil` when the cluster has no
  /// solved state.
  public func distance(at index: Int) -> Int? {
    precondition((0..<count).contains(index), "state index out of range")
    let distance = storage.distances[index]
    return distance < 0 ? nil : Int(distance)
  }

  /// The minimal number of moves from the start, or `nil` when it is unsolvable.
  public var minimalMoves: Int? { distance(at: Self.startIndex) }

  /// Every state's distance to the exit, by state number; `nil` when unsolvable.
  public var distances: [Int]? {
    guard isSolvable else { return nil }
    return (0..<count).map { Int(storage.distances[$0]) }
  }

  /// Element `d` is the number of states at distance `d`; empty when unsolvable.
  public var histogram: [Int] {
    guard isSolvable else { return [] }
    return storage.distanceCounts
  }

  /// The greatest distance of any state, or `nil` when unsolvable.
  public var maximumDistance: Int? { isSolvable ? histogram.count - 1 : nil }

  /// Whether no state of the cluster is farther from the exit than the start.
  public var startIsFarthest: Bool {
    guard let moves = minimalMoves, let maximumDistance else { return false }
    return moves == maximumDistance
  }

  /// The numbers of the states at distance `distance`, in increasing order.
  public func indices(atDistance distance: Int) -> [Int] {
    (0..<count).filter { storage.distances[$0] == distance }
  }

  /// The states at distance `distance`, in the order of their numbers.
  public func states(atDistance distance: Int) -> [BoardState] {
    indices(atDistance: distance).map(state(at:))
  }

  /// A state of the cluster as a puzzle, with the original labels and block order.
  public func puzzle(for state: BoardState) -> Puzzle { bitboard.puzzle(for: state) }

  /// The numbers of the states one move away from state `index`.
  public func neighbours(of index: Int) -> [Int] {
    precondition((0..<count).contains(index), "state index out of range")
    return (storage.offsets[index]..<storage.offsets[index + 1]).map { Int(storage.edges[$0]) }
  }
}
