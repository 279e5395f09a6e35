/// Why the solver or the analyser could not give an answer.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The puzzle breaks the rules of the game; the violations say how, in
  /// ``Puzzle/violations()`` order.
  case invalidPuzzle([RuleViolation])
  /// The search met its limit of distinct states before it had an answer.
  case gaveUp(GaveUp)

  public var description: String {
    switch self {
    case .invalidPuzzle(let violations):
      "the puzzle breaks the rules: "
        + violations.map(\.description).joined(separator: "; ")
    case .gaveUp(let gaveUp):
      gaveUp.description
    }
  }
}
