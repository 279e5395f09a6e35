import UnblockCore
import UnblockFormats

/// What `unblock hint` prints about one puzzle: the first move of a shortest solution and
/// the moves that remain, as one text line (two for an unsolvable puzzle with a reason) or
/// one JSON object.
public struct HintReport: Sendable {
  public var puzzle: ReportedPuzzle
  /// The next move, `nil` when the puzzle is already solved or has no solution.
  public var hint: Hint?
  public var outcome: SolveOutcome

  public init(_ puzzle: ReportedPuzzle, hint: Hint?, outcome: SolveOutcome) {
    self.puzzle = puzzle
    self.hint = hint
    self.outcome = outcome
  }

  /// The hint's move in the puzzle's own labels, such as `A+3`.
  private var move: String? {
    guard let hint, let board = puzzle.entry.puzzle else { return nil }
    return board.notation(for: hint.move)
  }

  public var lines: [String] {
    switch outcome {
    case .solved:
      guard let hint, let move else { return ["\(puzzle.heading): already solved"] }
      return ["\(puzzle.heading): \(move) (\(counted(hint.remainingMoves, "move")) to go)"]
    case .unsolvable(let proof):
      return puzzle.unsolvableLines(explored: proof.statesExplored, reason: proof.reason)
    case .gaveUp(let gaveUp, _):
      return [puzzle.gaveUpLine(gaveUp)]
    }
  }

  public var json: JSONLine {
    var fields = puzzle.jsonFields
    switch outcome {
    case .solved:
      if let hint, let move {
        fields += [
          ("status", .string("solved")), ("move", .string(move)),
          ("moves", .int(hint.remainingMoves)),
        ]
      } else {
        fields += [("status", .string("solved")), ("move", .null), ("moves", .int(0))]
      }
    case .unsolvable:
      fields += [("status", .string("unsolvable")), ("move", .null), ("moves", .null)]
    case .gaveUp:
      fields += [("status", .string("gave-up")), ("move", .null), ("moves", .null)]
    }
    return JSONLine(fields)
  }
}
