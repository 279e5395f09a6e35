import ArgumentParser
import UnblockCore
import UnblockReports

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

      --format json prints one object per puzzle, in input order, with "board" (the \
      tiles in one word, as a database line writes them), "moves" (null when there is \
      no solution) and "solution" (the moves as strings), and "microseconds" only with \
      --timings (see Schemas/solve-output.schema.json); with --steps, \
      "steps" lists the start and the board after each move, as {"move", "board"} with \
      the board's grid rows ("move" is null for the start). There is one JSON line per \
      puzzle found, a puzzle that cannot be read included ("status": "invalid"); a file \
      with no puzzle (empty, only comments, YAML that does not parse, none matching \
      --puzzle) is reported on standard error only, with exit status 1, and so is a \
      file that cannot be read (missing, binary, a folder with no puzzle files), with \
      exit status 2.

      A file of Rush Hour database lines is streamed, whatever its size. --jobs solves \
      that many puzzles at once (default: all cores); the output is in input order and \
      the same for any number of jobs.

      --puzzle takes one puzzle of each file: digits alone are its number in the file, \
      from 1, as 'check' counts; anything else is its name. It keeps its own number in \
      the report.

      Exit status: 0 when every puzzle is solved, 1 when some puzzle is invalid or \
      unsolvable or no puzzle of a file matches --puzzle, 2 when some input cannot be read, 3 when a search gave up at \
      --max-states, 64 for a wrong command line; 130, 143 or 129 when Ctrl-C, SIGTERM or SIGHUP stopped the run \
      between two puzzles (the output ends with the last puzzle finished).

      Examples:
        unblock solve puzzle.yaml
        unblock solve --steps I-4.txt
        unblock solve Puzzles/expert.yaml --puzzle expert-003
        unblock solve --format json database.txt
      """)

  @OptionGroup var options: SearchOptions

  @OptionGroup var jobs: JobsOption

  @Flag(help: "Add each puzzle's search time to --format json (\"microseconds\").")
  var timings = false

  @Flag(help: "Print the board after every move.")
  var steps = false

  func validate() throws {
    try OutputFormat.validate(timings: timings, format: options.format)
  }

  func run() throws {
    let running = JobsOption.fitting(jobs.count)
    let solver = Solver(maxStates: options.maxStates)
    try PuzzleRun.run(options, jobs: running, label: "solved") { puzzle, board in
      // The loader hands over valid puzzles only, so the solver cannot refuse them.
      guard let outcome = try? solver.solve(board) else { return ("", .unsolvable) }
      let report = SolveReport(puzzle, outcome: outcome, steps: steps, timings: timings)
      let record =
        options.format == .json
        ? report.json.description : report.lines.joined(separator: "\n")
      return (record, .init(outcome))
    }
  }
}
