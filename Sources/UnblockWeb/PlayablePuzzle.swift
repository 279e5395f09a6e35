import UnblockCore

/// One puzzle as the play page carries it: its board, a shortest solution to play back, and
/// what its hints need.
public struct PlayablePuzzle: Sendable {
  /// The most states whose distances a page carries for one puzzle by default; above, the
  /// hints follow the stored optimal line. At about 5 bytes a state in base64, 100,000
  /// states make half a megabyte of page.
  public static let standardHintStates = 100_000

  /// What the page's hints can do for this puzzle.
  public enum Hints: Sendable {
    /// Exact from every reachable board: the distance of every state of the cluster.
    case exact(DistanceTable)
    /// The cluster has more than `limit` states: hints follow the stored optimal line, and
    /// only from the boards on it.
    case optimalLine(limit: Int)
    /// The puzzle has no solution (played with `--allow-unsolvable`): no hints.
    case none
  }

  public let puzzle: Puzzle
  /// The name shown for the puzzle.
  public let name: String
  /// A shortest solution, `nil` when the puzzle has none.
  public let solution: [Move]?
  public let hints: Hints

  /// The minimal number of moves, `nil` when unsolvable.
  public var minimalMoves: Int? { solution?.count }

  /// The puzzle's category by its minimal number of moves, `nil` when unsolvable.
  public var level: Category? { minimalMoves.map(Category.init(moves:)) }

  /// Prepares `puzzle` for the page.
  ///
  /// - Parameters:
  ///   - solution: a shortest solution, as the solver found it; `nil` when it has none.
  ///   - hintStates: the most states whose distances the page carries; a larger cluster
  ///     gets hints along `solution` only.
  /// - Throws: ``SolverError/invalidPuzzle(_:)`` when the puzzle breaks a rule.
  /// - Complexity: O(states × blocks) for a cluster of at most `hintStates` states.
  public init(
    _ puzzle: Puzzle, name: String, solution: [Move]?,
    hintStates: Int = PlayablePuzzle.standardHintStates
  ) throws(SolverError) {
    let violations = puzzle.violations()
    guard violations.isEmpty else { throw .invalidPuzzle(violations) }
    self.puzzle = puzzle
    self.name = name
    self.solution = solution
    guard solution != nil else {
      hints = .none
      return
    }
    do {
      let cluster = try Cluster(puzzle: puzzle, maxStates: hintStates)
      hints = DistanceTable(cluster).map(Hints.exact) ?? .none
    } catch {
      guard case .gaveUp = error else { throw error }
      hints = .optimalLine(limit: hintStates)
    }
  }
}
