/// An exact breadth-first solver over bitboards.
///
/// Breadth-first search visits boards in order of their distance from the start, so the
/// first solved board it meets lies at the minimal number of moves. Each distinct board
/// costs 16 bytes for its state, 4 for its parent and 16 to 32 for the hash table.
public struct Solver: Sendable {
  /// The most distinct states any search may hold: states are numbered in 32 bits.
  public static let stateCapacity = Int(UInt32.max) - 1

  /// The most distinct states a search may hold: it gives up when it meets one more.
  /// `nil` means ``stateCapacity``.
  public var maxStates: Int?

  public init(maxStates: Int? = nil) {
    self.maxStates = maxStates
  }

  /// The effective limit.
  var limit: Int { min(max(maxStates ?? Self.stateCapacity, 1), Self.stateCapacity) }

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
    let clock = ContinuousClock()
    let began = clock.now
    guard let startKey = bitboard.key(of: start) else {
      return .unsolvable(
        Unsolvability(
          statesExplored: 0, reason: nil,
          statistics: SearchStatistics(
            boardsExamined: 0, distinctBoards: 0, boardsPerLevel: [],
            duration: clock.now - began)))
    }
    let limit = self.limit
    var table = StateTable(expected: 4096)
    var parents = GrowableBuffer<UInt32>(capacity: 4096)
    var batch = MoveBatch(for: bitboard)
    defer {
      table.deallocate()
      parents.deallocate()
      batch.deallocate()
    }
    _ = table.insert(start, key: startKey)
    parents.append(0)
    var examined = 0
    var levels = [1]
    var found: Int? = bitboard.isSolved(start) ? 0 : nil
    var gaveUp = false
    var levelStart = 0
    var distinct = 1
    bitboard.withSuccessors { successors in
      while found == nil, !gaveUp, levelStart < table.count {
        let levelEnd = table.count
        for index in levelStart..<levelEnd {
          batch.expand(index, in: &table, with: successors) { nextIndex, inserted, next in
            examined &+= 1
            guard inserted else { return true }
            parents.append(UInt32(truncatingIfNeeded: index))
            distinct &+= 1
            if bitboard.isSolved(next) {
              found = nextIndex
            } else if distinct > limit {
              gaveUp = true
            }
            return found == nil && !gaveUp
          }
          if found != nil || gaveUp { break }
        }
        if table.count > levelEnd { levels.append(table.count - levelEnd) }
        levelStart = levelEnd
      }
    }
    let statistics = SearchStatistics(
      boardsExamined: examined, distinctBoards: table.count, boardsPerLevel: levels,
      duration: clock.now - began)
    if let found {
      var path = [found]
      while path[path.count - 1] != 0 { path.append(Int(parents[path[path.count - 1]])) }
      let states = path.reversed().map { table[$0] }
      return .solved(
        Solution(
          puzzle: bitboard.puzzle(for: start),
          moves: zip(states, states.dropFirst()).compactMap { bitboard.move(from: $0, to: $1) },
          statistics: statistics))
    }
    if gaveUp { return .gaveUp(states: limit, statistics: statistics) }
    let puzzle = bitboard.puzzle(for: start)
    return .unsolvable(
      Unsolvability(
        statesExplored: table.count, reason: puzzle.unsolvableReason(), statistics: statistics))
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

extension Bitboard {
  /// The move that turns one state into a neighbouring one, if a single move does.
  public func move(from state: BoardState, to next: BoardState) -> Move? {
    var move: Move?
    withSuccessors { successors in
      successors.forEach(from: state, key: 0) { piece, distance, candidate, _ in
        if candidate == next { move = Move(block: pieces[piece].block, distance: distance) }
      }
    }
    return move
  }
}
