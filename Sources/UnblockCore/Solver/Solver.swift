/// An exact breadth-first solver over bitboards.
///
/// Breadth-first search visits boards in order of their distance from the start, so the
/// first solved board it meets lies at the minimal number of moves. Each distinct board
/// costs 8 bytes for its code, 4 for its parent and 32 to 64 for the hash table.
public struct Solver: Sendable {
  /// The most distinct states a search may hold: it gives up when it meets one more.
  /// `nil` means ``StateLimit/solver``, as many as fit in ``StateLimit/memoryBudget``;
  /// no limit goes beyond ``StateLimit/capacity``.
  public var maxStates: Int?
  /// Asked before each level of the search, whether to stop now: an editor's search whose
  /// document changed stops within a level instead of running on. A stopped search
  /// reports ``SolveOutcome/gaveUp(_:statistics:)`` after the states it held.
  public var shouldStop: (@Sendable () -> Bool)?

  public init(maxStates: Int? = nil, shouldStop: (@Sendable () -> Bool)? = nil) {
    self.maxStates = maxStates
    self.shouldStop = shouldStop
  }

  /// The effective limit.
  var limit: Int { StateLimit.effective(maxStates, standard: StateLimit.solver) }

  /// Finds a shortest solution, or proves that there is none.
  ///
  /// - Parameter puzzle: The puzzle to solve.
  /// - Returns: A shortest solution, a proof of unsolvability with the number of states
  ///   explored, or the figures of a search that met ``maxStates``.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule.
  /// - Complexity: O(states × moves per state) time, O(states) memory.
  public func solve(_ puzzle: Puzzle) throws(SolverError) -> SolveOutcome {
    let bitboard = try Bitboard(puzzle)
    return solve(bitboard, from: bitboard.start)
  }

  /// Finds a shortest solution from one state of a compiled puzzle.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - start: The state to solve from: an arrangement of the template's blocks, as
  ///     ``Bitboard/state(of:)`` and the states of a ``Cluster`` are. Any other pair of
  ///     masks is no board, and comes back unsolvable with no state explored.
  public func solve(_ bitboard: Bitboard, from start: BoardState) -> SolveOutcome {
    solve(bitboard, from: start, movesBelow: nil)
  }

  /// Finds a shortest solution of fewer than `bound` moves, or shows there is none.
  ///
  /// - Parameter bound: The search expands no state `bound - 1` moves from the start, as
  ///   its moves could only lead to solutions of `bound` moves or more; `nil` means no
  ///   bound. Of the states `bound - 1` moves away, the largest level, it keeps none but
  ///   the first solved one: the others are generated and never looked up.
  /// - Parameter expected: The states to make room for before growing; many small
  ///   searches, as an enumeration's, start small.
  /// - Returns: As ``solve(_:from:)``, but `.unsolvable` may also mean only that no
  ///   solution has fewer than `bound` moves.
  func solve(
    _ bitboard: Bitboard, from start: BoardState, movesBelow bound: Int?, expected: Int = 4096
  ) -> SolveOutcome {
    let clock = ContinuousClock()
    let began = clock.now
    guard let startCode = bitboard.code(of: start) else {
      return .unsolvable(
        Unsolvability(
          statesExplored: 0, reason: nil,
          statistics: SearchStatistics(
            boardsExamined: 0, distinctBoards: 0, boardsPerLevel: [],
            duration: clock.now - began)))
    }
    var search = BreadthFirstSearch(expected: expected)
    let found = search.run(
      bitboard, batch: MoveBatch(for: bitboard), from: startCode, movesBelow: bound,
      limit: limit, shouldStop: shouldStop, expected: expected)
    let statistics = SearchStatistics(
      boardsExamined: found.examined, distinctBoards: found.distinct,
      boardsPerLevel: found.levels, duration: clock.now - began)
    if let index = found.found {
      let codes = search.path(to: index)
      return .solved(
        Solution(
          puzzle: bitboard.puzzle(for: start),
          moves: zip(codes, codes.dropFirst()).compactMap { bitboard.move(from: $0, to: $1) },
          statistics: statistics))
    }
    if found.gaveUp { return .gaveUp(GaveUp(states: limit), statistics: statistics) }
    if found.stopped { return .gaveUp(GaveUp(states: found.distinct), statistics: statistics) }
    // Under a bound, "unsolvable" only means no shorter solution: there is no reason to find.
    let reason = bound == nil ? bitboard.puzzle(for: start).unsolvableReason() : nil
    return .unsolvable(
      Unsolvability(statesExplored: found.distinct, reason: reason, statistics: statistics))
  }

  /// Whether a state has a solution of fewer than `bound` moves, with the buffers of
  /// `search`: the question ``Analysis`` asks of each puzzle less one block.
  ///
  /// - Returns: `.shorter` when some solution has fewer than `bound` moves, `.none` when
  ///   none has (also when `start` is no arrangement of the template's blocks), and
  ///   `.gaveUp` when the search met ``maxStates`` or was stopped first.
  func hasSolution(
    _ bitboard: Bitboard, from start: BoardState, movesBelow bound: Int,
    using search: inout ShorterSolutionSearch, expected: Int
  ) -> ShorterSolutionSearch.Outcome {
    guard let startCode = bitboard.code(of: start) else { return .none }
    return search.run(
      bitboard, from: startCode, movesBelow: bound, limit: limit, shouldStop: shouldStop,
      expected: expected)
  }

  /// The next move of a shortest solution.
  ///
  /// - Returns: The solver's outcome and, when the puzzle is solvable and not yet solved,
  ///   the first move of the solution with the number of moves left.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule.
  public func hint(_ puzzle: Puzzle) throws(SolverError) -> (hint: Hint?, outcome: SolveOutcome) {
    let outcome = try solve(puzzle)
    if case .solved(let solution) = outcome { return (solution.hint, outcome) }
    return (nil, outcome)
  }
}
