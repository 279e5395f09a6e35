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

      --format json prints one JSON line per puzzle found, with "move" (null when the \
      puzzle is solved already or has no solution) and "moves" (see \
      Schemas/hint-output.schema.json); a puzzle that cannot be read gets "status": \
      "invalid". A file with no puzzle (empty, only comments, YAML that does not parse, \
      none matching --puzzle) is reported on standard error only, with exit status 1, \
      and so is a file that cannot be read (missing, binary, a folder with no puzzle \
      files), with exit status 2.

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
