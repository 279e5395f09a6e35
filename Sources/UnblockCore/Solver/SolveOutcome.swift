/// What a search found: a solution, a proof that none exists, or nothing within its limit.
public enum SolveOutcome: Sendable {
  /// The puzzle is solvable; the solution is one of the shortest.
  case solved(Solution)
  /// No state the puzzle can reach is solved.
  case unsolvable(Unsolvability)
  /// The search met its limit of distinct states first.
  case gaveUp(GaveUp, statistics: SearchStatistics)

  /// The minimal number of moves, when the search found them.
  public var minimalMoves: Int? {
    if case .solved(let solution) = self { solution.moves.count } else { nil }
  }

  /// Whether the search met its limit before it found an answer.
  public var gaveUp: Bool {
    if case .gaveUp = self { true } else { false }
  }

  /// The figures of the search, whatever it found.
  public var statistics: SearchStatistics {
    switch self {
    case .solved(let solution): solution.statistics
    case .unsolvable(let unsolvability): unsolvability.statistics
    case .gaveUp(_, let statistics): statistics
    }
  }
}

/// A proof that a puzzle has no solution: its whole cluster was explored.
public struct Unsolvability: Sendable {
  /// The number of states the puzzle can reach, the start included; none of them is solved.
  public var statesExplored: Int
  /// A simple reason, when one exists (see ``Puzzle/unsolvableReason()``).
  public var reason: UnsolvableReason?
  public var statistics: SearchStatistics
}
