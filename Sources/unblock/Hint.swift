import ArgumentParser
import UnblockCore
import UnblockFormats

struct Hint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the next move of a shortest solution and how many moves remain.",
    discussion: """
      Prints, for each puzzle, the first move of a shortest solution in the puzzle's own \
      labels (A+3 is three tiles right or down, B-1 one tile left or up) and the minimal \
      number of moves from the current board, that move included.

      Exit status as for 'unblock solve'.

      Examples:
        unblock hint puzzle.txt
        unblock hint --format json puzzle.yaml
      """)

  @OptionGroup var options: SearchOptions

  func run() throws {
    let solver = Solver(maxStates: options.maxStates)
    try PuzzleRun.run(options) { item, puzzle in
      guard let (hint, outcome) = try? solver.hint(puzzle) else { return ("", .unsolvable) }
      var fields = item.jsonFields
      let text: String
      switch outcome {
      case .solved:
        if let hint {
          let move = puzzle.notation(for: hint.move)
          text =
            "\(item.heading): \(move) (\(counted(hint.remainingMoves, "move")) to go)"
          fields += [
            ("status", .string("solved")), ("move", .string(move)),
            ("moves", .int(hint.remainingMoves)),
          ]
        } else {
          text = "\(item.heading): already solved"
          fields += [("status", .string("solved")), ("move", .null), ("moves", .int(0))]
        }
      case .unsolvable(let proof):
        text = item.unsolvableLines(explored: proof.statesExplored, reason: proof.reason)
          .joined(separator: "\n")
        fields += [("status", .string("unsolvable")), ("move", .null), ("moves", .null)]
      case .gaveUp(let gaveUp, _):
        text = item.gaveUpLine(gaveUp)
        fields += [("status", .string("gave-up")), ("move", .null), ("moves", .null)]
      }
      return (options.format == .json ? JSONLine(fields).description : text, .init(outcome))
    }
  }
}
