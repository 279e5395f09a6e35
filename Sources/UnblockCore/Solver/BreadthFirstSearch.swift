/// The breadth-first search of ``Solver``: from one state to the first solved state, with
/// the buffers one search leaves to the next, so a batch of small searches allocates once.
/// (``Analysis`` asks only whether a shorter solution exists, which ``ShorterSolutionSearch``
/// answers with far fewer states.)
///
/// Each distinct board costs 8 bytes for its code, 4 for its parent and 32 to 64 for the
/// hash table.
struct BreadthFirstSearch: ~Copyable {
  /// What one search found.
  struct Result {
    /// The number of the first solved state met, if any.
    var found: Int?
    /// Whether the search met its limit of distinct states first.
    var gaveUp = false
    /// Whether the search stopped because it was asked to.
    var stopped = false
    /// Boards generated as successors, duplicates included.
    var examined = 0
    /// Distinct boards reached, the start included.
    var distinct = 1
    /// Element `d` is the number of distinct boards first reached after `d` moves.
    var levels = [1]

    /// The number of moves from the start to ``found``, when the search found a state.
    var moves: Int { levels.count - 1 }
  }

  /// The states met, in the order met; state 0 is the start.
  private(set) var table: StateTable
  /// Element `i` is the number of the state state `i` was first reached from.
  private(set) var parents: GrowableBuffer<UInt32>
  /// Room for the successors of one state.
  private let numbers: UnsafeMutablePointer<UInt32>

  /// The most successors a state of any bitboard can have: 16 lanes of at most
  /// ``LaneKind/widthLimit`` moves, or of ``Expander/vectorWidth`` written successors.
  static let successorLimit = 16 * max(LaneKind.widthLimit, Expander.vectorWidth)

  /// A search with room for about `expected` states before it grows.
  init(expected: Int) {
    table = StateTable(expected: expected)
    parents = GrowableBuffer(capacity: expected)
    numbers = .allocate(capacity: Self.successorLimit)
  }

  /// Searches breadth-first from `start` for a solved state.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - batch: Its move generator.
  ///   - start: The code of the state to start from.
  ///   - bound: The search expands no state `bound - 1` moves from the start, as its moves
  ///     could only lead to solutions of `bound` moves or more; `nil` means no bound. Of
  ///     the states `bound - 1` moves away, the largest level, it keeps none but the first
  ///     solved one: the others are generated and never looked up.
  ///   - limit: The most distinct states to hold: the search gives up when it meets one more.
  ///   - shouldStop: Asked before each level whether to stop now.
  ///   - expected: The states to make room for before growing.
  /// - Returns: What the search found; ``table`` and ``parents`` hold its states until the
  ///   next search.
  mutating func run(
    _ bitboard: Bitboard, batch: borrowing MoveBatch, from start: UInt64, movesBelow bound: Int?,
    limit: Int, shouldStop: (@Sendable () -> Bool)?, expected: Int
  ) -> Result {
    table.removeAll(expected: expected)
    parents.removeAll()
    _ = table.insert(start)
    parents.append(0)
    var result = Result()
    if bitboard.isSolved(code: start) { result.found = 0 }
    var levelStart = 0
    var previousStart = 0
    // The level expanded next lies `result.levels.count - 1` moves from the start.
    let levelLimit = bound ?? Int.max
    while result.found == nil, !result.gaveUp, levelStart < table.count,
      result.levels.count < levelLimit
    {
      if let shouldStop, shouldStop() {
        result.stopped = true
        break
      }
      let levelEnd = table.count
      if result.levels.count == levelLimit - 1 {
        // The moves of this level reach the last level the bound allows, where only a
        // solved state matters: the first one, in the order the loop below meets them.
        for index in levelStart..<levelEnd {
          guard let code = batch.firstSuccessor(of: table[index], where: bitboard.isSolved(code:))
          else { continue }
          // The solved state would be one past the limit: the search holds at most `limit`.
          if table.count >= limit {
            result.gaveUp = true
            result.distinct = table.count
            break
          }
          result.found = table.insert(code).index
          parents.append(UInt32(truncatingIfNeeded: index))
          result.levels.append(1)
          result.distinct = table.count
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
          // The state past the limit is one too many, solved or not: a search holds at
          // most `limit` states, and its figures never count more.
          if next >= limit {
            result.gaveUp = true
          } else if bitboard.isSolved(code: table[next]) {
            result.found = next
          }
          if result.found != nil || result.gaveUp {
            // Stop where a move-by-move search stops: at this successor. A search that
            // gives up holds `limit` states: the one past the limit is not counted, so
            // the figures agree with "gave up after `limit` states".
            result.examined &+= position
            result.distinct = result.gaveUp ? next : next + 1
            break
          }
        }
        if result.found != nil || result.gaveUp { break }
        result.examined &+= count
        result.distinct = table.count
      }
      if result.distinct > levelEnd { result.levels.append(result.distinct - levelEnd) }
      levelStart = levelEnd
    }
    return result
  }

  /// The codes of the states from the start to state `index`, by the parents.
  func path(to index: Int) -> [UInt64] {
    var path = [index]
    while path[path.count - 1] != 0 { path.append(Int(parents[path[path.count - 1]])) }
    return path.reversed().map { table[$0] }
  }

  deinit {
    numbers.deallocate()
  }
}
