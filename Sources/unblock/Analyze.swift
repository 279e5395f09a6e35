import ArgumentParser
import UnblockCore
import UnblockReports

struct Analyze: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Explore each puzzle's whole cluster and report its exact structure.",
    discussion: """
      The cluster is every board the puzzle can reach. A breadth-first search backwards \
      from every solved board gives each board its distance to the exit. Reported: the \
      minimal moves and category, the cluster size (start included) and its solved \
      boards, the histogram of distances, the number of distinct shortest solutions \
      (exact up to 18446744073709551615, "at least" beyond), whether the start is the \
      farthest board of its cluster, the unnecessary blocks (removing one leaves the \
      minimal moves unchanged; the prisoner never is), the blocks that no shortest \
      solution moves and those that every one moves. A block that some shortest solution \
      moves is never unnecessary, so only the fixed blocks and those no shortest solution \
      moves need a search of their own.

      --format json prints one object per puzzle, in input order, with "board" (the \
      tiles in one word, as a database line writes them), "moves" (null when \
      unsolvable) and "states" (the cluster size); see Schemas/analyze-output.schema.json. \
      "microseconds" only with --timings, so that two runs print the same bytes.

      A file of Rush Hour database lines is streamed, whatever its size. --jobs analyses \
      that many puzzles at once (default: all cores); the output is in input order and \
      the same for any number of jobs. On a terminal, a progress line on standard error \
      shows the puzzles done, about how many there are, the rate and the time left.

      Exit status as for 'unblock solve'.

      Examples:
        unblock analyze puzzle.yaml
        unblock analyze --format json database.txt
        zcat rush.txt.gz | unblock analyze --format json --jobs 2 -
      """)

  @OptionGroup var options: SearchOptions

  @OptionGroup var jobs: JobsOption

  @Flag(help: "Add each puzzle's search time to --format json (\"microseconds\").")
  var timings = false

  func validate() throws {
    try OutputFormat.validate(timings: timings, format: options.format)
  }

  func run() throws {
    try PuzzleRun.run(options, jobs: JobsOption.fitting(jobs.count), label: "analyzed") {
      puzzle, board in
      let analysis: Analysis
      do throws(SolverError) {
        // A database line's cluster size tells the exploration how much room to make.
        analysis = try Analysis(
          puzzle: board, maxStates: options.maxStates,
          expectedStates: puzzle.entry.metadata.generated?.states?.value)
      } catch {
        let record =
          options.format == .json
          ? AnalysisReport.gaveUpJSON(puzzle).description
          : AnalysisReport.gaveUpLine(puzzle, error)
        return (record, .gaveUp)
      }
      let report = AnalysisReport(puzzle, analysis: analysis, timings: timings)
      let record =
        options.format == .json
        ? report.json.description : report.lines.joined(separator: "\n")
      return (record, analysis.minimalMoves == nil ? .unsolvable : .solved)
    }
  }
}
