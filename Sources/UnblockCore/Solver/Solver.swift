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
    let limit = self.limit
    var table = StateTable(expected: expected)
    var parents = GrowableBuffer<UInt32>(capacity: expected)
    let batch = MoveBatch(for: bitboard)
    _ = table.insert(startCode)
    parents.append(0)
    var examined = 0
    var levels = [1]
    var found: Int? = bitboard.isSolved(code: startCode) ? 0 : nil
    var gaveUp = false
    var levelStart = 0
    var distinct = 1
    let numbers = UnsafeMutablePointer<UInt32>.allocate(capacity: batch.capacity)
    defer { numbers.deallocate() }
    var previousStart = 0
    // The level expanded next lies `levels.count - 1` moves from the start.
    let levelLimit = bound ?? Int.max
    var stopped = false
    while found == nil, !gaveUp, levelStart < table.count, levels.count < levelLimit {
      if let shouldStop, shouldStop() {
        stopped = true
        break
      }
      let levelEnd = table.count
      if levels.count == levelLimit - 1 {
        // The moves of this level reach the last level the bound allows, where only a
        // solved state matters: the first one, in the order the loop below meets them.
        for index in levelStart..<levelEnd {
          guard let code = batch.firstSuccessor(of: table[index], where: bitboard.isSolved(code:))
          else { continue }
          found = table.insert(code).index
          parents.append(UInt32(truncatingIfNeeded: index))
          levels.append(1)
          distinct = table.count
          break
        }
        break
      }
      table.forget(below: previousStart)
      previousStart = levelStart
      for index in levelStart..<levelEnd {
        let before = table.count
        let count = batch.expand(index, in: &table, into: numbers)
        // New states come last in the table, in the order of their moves.
        for _ in before..<table.count { parents.append(UInt32(truncatingIfNeeded: index)) }
        var position = 0
        while position < count, table.count > before {
          let next = Int(numbers[position])
          position &+= 1
          guard next >= before else { continue }
          if bitboard.isSolved(code: table[next]) {
            found = next
          } else if next >= limit {
            gaveUp = true
          }
          if found != nil || gaveUp {
            // Stop where a move-by-move search stops: at this successor. A search that
            // gives up holds `limit` states: the one past the limit is not counted, so
            // the figures agree with "gave up after `limit` states".
            examined &+= position
            distinct = gaveUp ? next : next + 1
            break
          }
        }
        if found != nil || gaveUp { break }
        examined &+= count
        distinct = table.count
      }
      if distinct > levelEnd { levels.append(distinct - levelEnd) }
      levelStart = levelEnd
    }
    let statistics = SearchStatistics(
      boardsExamined: examined, distinctBoards: distinct, boardsPerLevel: levels,
      duration: clock.now - began)
    if let found {
      var path = [found]
      while path[path.count - 1] != 0 { path.append(Int(parents[path[path.count - 1]])) }
      let codes = path.reversed().map { table[$0] }
      return .solved(
        Solution(
          puzzle: bitboard.puzzle(for: start),
          moves: zip(codes, codes.dropFirst()).compactMap { bitboard.move(from: $0, to: $1) },
          statistics: statistics))
    }
    if gaveUp { return .gaveUp(GaveUp(states: limit), statistics: statistics) }
    if stopped { return .gaveUp(GaveUp(states: distinct), statistics: statistics) }
    let puzzle = bitboard.puzzle(for: start)
    return .unsolvable(
      Unsolvability(
        statesExplored: distinct, reason: puzzle.unsolvableReason(), statistics: statistics))
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
