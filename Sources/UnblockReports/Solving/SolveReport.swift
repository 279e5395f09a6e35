import UnblockCore
import UnblockFormats

/// What `unblock solve` prints about one puzzle: its verdict, the solution in move
/// notation and the search figures, as text lines or one JSON object.
public struct SolveReport: Sendable {
  public var puzzle: ReportedPuzzle
  public var outcome: SolveOutcome
  /// Whether the start and the board after every move are part of the report.
  public var steps: Bool
  /// Whether the JSON object carries the time the search took (`"microseconds"`);
  /// without it, two runs print the same bytes.
  public var timings: Bool

  public init(
    _ puzzle: ReportedPuzzle, outcome: SolveOutcome, steps: Bool = false, timings: Bool = true
  ) {
    self.puzzle = puzzle
    self.outcome = outcome
    self.steps = steps
    self.timings = timings
  }

  /// The lines for people: the verdict, then the moves and figures indented.
  public var lines: [String] {
    switch outcome {
    case .solved(let solution):
      let moves = solution.moves.count
      var lines = [
        puzzle.solvedLine(moves: moves),
        "  " + (moves == 0 ? "(already solved)" : solution.notation.joined(separator: " ")),
      ]
      lines += SearchFigures.lines(solution.statistics).map { "  " + $0 }
      if steps {
        for (number, board) in solution.boards().enumerated() {
          lines.append(
            number == 0 ? "  start:" : "  \(number). \(solution.notation[number - 1]):")
          lines += GridPrinter.rows(of: board).map { "    " + $0 }
        }
      }
      return lines
    case .unsolvable(let proof):
      return puzzle.unsolvableLines(explored: proof.statesExplored, reason: proof.reason)
        + SearchFigures.lines(proof.statistics).map { "  " + $0 }
    case .gaveUp(let gaveUp, let statistics):
      return [puzzle.gaveUpLine(gaveUp)] + SearchFigures.lines(statistics).map { "  " + $0 }
    }
  }

  /// The same as one JSON object: `"moves"` is null when there is no solution; with
  /// ``steps``, `"steps"` lists `{"move", "board"}` from the start.
  public var json: JSONLine {
    var fields = puzzle.jsonFields
    switch outcome {
    case .solved(let solution):
      fields += [
        ("status", .string("solved")), ("moves", .int(solution.moves.count)),
        ("category", .string(Category(moves: solution.moves.count).rawValue)),
        ("solution", .array(solution.notation.map { .string($0) })),
      ]
      if steps {
        // The start, then the board after each move, as the grid rows the text prints.
        fields.append(
          (
            "steps",
            .array(
              solution.boards().enumerated().map { number, board in
                .object([
                  ("move", number == 0 ? .null : .string(solution.notation[number - 1])),
                  ("board", .array(GridPrinter.rows(of: board).map { .string($0) })),
                ])
              })
          ))
      }
    case .unsolvable(let proof):
      fields += [
        ("status", .string("unsolvable")), ("moves", .null), ("solution", .null),
        ("statesExplored", .int(proof.statesExplored)),
        ("reason", proof.reason.map { .string($0.description) } ?? .null),
        ("reasonBlock", proof.reason.map { .string(String(puzzle.label(of: $0.block))) } ?? .null),
      ]
    case .gaveUp(let gaveUp, _):
      fields += [
        ("status", .string("gave-up")), ("moves", .null), ("solution", .null),
        ("gaveUpAfter", .int(gaveUp.states)),
      ]
    }
    return JSONLine(fields + SearchFigures.json(outcome.statistics, timings: timings))
  }

  /// `solvable in 23 moves (intermediate)`: the verdict the language server shows on a
  /// solvable puzzle's first line.
  public static func solvableLine(moves: Int) -> String {
    "solvable in \(counted(moves, "move")) (\(Category(moves: moves)))"
  }
}
