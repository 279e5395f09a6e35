import ArgumentParser
import UnblockCore
import UnblockReports

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
    try PuzzleRun.run(options, label: "hinted", invalidFields: ["move"]) { puzzle, board in
      guard let (hint, outcome) = try? solver.hint(board) else { return ("", .unsolvable) }
      let report = HintReport(puzzle, hint: hint, outcome: outcome)
      let record =
        options.format == .json
        ? report.json.description : report.lines.joined(separator: "\n")
      return (record, .init(outcome))
    }
  }
}
