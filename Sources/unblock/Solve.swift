import ArgumentParser
import UnblockCore
import UnblockFormats

struct Solve: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Find each puzzle's minimal number of moves and one shortest solution.",
    discussion: """
      An exact breadth-first search. Moves are written with the puzzle's own labels: \
      A+3 slides A three tiles right (or down, for a vertical block), B-1 slides B one \
      tile left (or up). The figures of the original Unblocker app follow: boards \
      examined, distinct boards, largest frontier, time, and boards per level.

      An unsolvable puzzle is reported with the number of states explored and, when a \
      simple reason exists, an error at the block at fault.

      --format json prints one object per puzzle, in input order, with "moves" (null \
      when there is no solution) and "solution" (the moves as strings); with --steps, \
      "steps" lists the start and the board after each move, as {"move", "board"} with \
      the board's grid rows ("move" is null for the start).

      Exit status: 0 when every puzzle is solved, 1 when some puzzle is invalid or \
      unsolvable, 2 when some input cannot be read, 3 when a search gave up at \
      --max-states; 130, 143 or 129 when Ctrl-C, SIGTERM or SIGHUP stopped the run \
      between two puzzles (the output ends with the last puzzle finished).

      Examples:
        unblock solve puzzle.yaml
        unblock solve --steps I-4.txt
        unblock solve --format json database.txt
      """)

  @OptionGroup var options: SearchOptions

  @Flag(help: "Print the board after every move.")
  var steps = false

  func run() throws {
    let solver = Solver(maxStates: options.maxStates)
    try PuzzleRun.run(options) { item, puzzle in
      // The loader hands over valid puzzles only, so the solver cannot refuse them.
      guard let outcome = try? solver.solve(puzzle) else { return ("", .unsolvable) }
      let record =
        options.format == .json
        ? json(outcome, item: item).description
        : text(outcome, item: item).joined(separator: "\n")
      return (record, .init(outcome))
    }
  }

  private func text(_ outcome: SolveOutcome, item: PuzzleRun.Item) -> [String] {
    switch outcome {
    case .solved(let solution):
      let moves = solution.moves.count
      var lines = [
        item.solvedLine(moves: moves),
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
      return item.unsolvableLines(explored: proof.statesExplored, reason: proof.reason)
        + SearchFigures.lines(proof.statistics).map { "  " + $0 }
    case .gaveUp(let gaveUp, let statistics):
      return [item.gaveUpLine(gaveUp)]
        + SearchFigures.lines(statistics).map { "  " + $0 }
    }
  }

  private func json(_ outcome: SolveOutcome, item: PuzzleRun.Item) -> JSONLine {
    var fields = item.jsonFields
    switch outcome {
    case .solved(let solution):
      fields += [
        ("status", .string("solved")), ("moves", .int(solution.moves.count)),
        ("category", .string(Category(moves: solution.moves.count).rawValue)),
        ("solution", .array(solution.notation.map { .string($0) })),
      ]
      if steps {
        // The start, then the board after each move, as the grid rows --steps prints.
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
        ("reasonBlock", proof.reason.map { .string(String(item.label(of: $0.block))) } ?? .null),
      ]
    case .gaveUp(let gaveUp, _):
      fields += [
        ("status", .string("gave-up")), ("moves", .null), ("solution", .null),
        ("gaveUpAfter", .int(gaveUp.states)),
      ]
    }
    return JSONLine(fields + SearchFigures.json(outcome.statistics))
  }
}

extension PuzzleRun.Item {
  /// The label of block `index` of the puzzle.
  func label(of index: Int) -> Character {
    guard let puzzle = entry.puzzle, puzzle.blocks.indices.contains(index) else { return "?" }
    return puzzle.blocks[index].label
  }
}
