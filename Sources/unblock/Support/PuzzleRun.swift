import ArgumentParser
import UnblockCore
import UnblockFormats
import UnblockReports

/// Walks the puzzles behind a command line's paths, file by file, and keeps what the exit
/// status needs: unreadable input, invalid or unsolvable puzzles, searches that gave up.
struct PuzzleRun {
  var format: OutputFormat
  /// The fields an invalid puzzle's JSON record adds for the command, each `null` (hint's
  /// `move`), so that every record of a command has the same keys.
  var invalidFields: [String] = []
  private(set) var unreadable = false
  private(set) var invalid = false
  /// The searches that gave up at their limit.
  private(set) var gaveUp = 0

  private init(format: OutputFormat) {
    self.format = format
  }

  /// What a command found about one puzzle, for the exit status.
  enum Verdict {
    case solved
    case unsolvable
    case gaveUp

    /// What a search's outcome means for the exit status.
    init(_ outcome: SolveOutcome) {
      switch outcome {
      case .solved: self = .solved
      case .unsolvable: self = .unsolvable
      case .gaveUp: self = .gaveUp
      }
    }
  }

  /// What a command prints about one puzzle (its lines, without the last line end), and
  /// what it found.
  typealias Record = (text: String, verdict: Verdict)

  /// What `solve`, `hint` and `analyze` share: calls `body` for each puzzle behind
  /// `options.paths` that obeys the rules, `jobs` puzzles at once, and prints the records
  /// in input order; then ends the command with the status the run earned. A stop signal
  /// ends the run between records (see ``RecordOutput``).
  ///
  /// - Parameters:
  ///   - label: What the progress line on a terminal says was done: `solved`.
  ///   - body: The record of one puzzle; called on worker threads, so it must depend on
  ///     nothing but its puzzle, for the output to be the same for any number of jobs.
  static func run(
    _ options: SearchOptions, jobs: Int = 1, label: String, invalidFields: [String] = [],
    _ body: @escaping @Sendable (ReportedPuzzle, Puzzle) -> Record
  ) throws {
    var run = PuzzleRun(format: options.format)
    run.invalidFields = invalidFields
    let output = RecordOutput(totals: ())
    run.forEachPuzzle(options, jobs: jobs, label: label, output: output, body)
    output.finish()
    try run.finish()
  }

  /// What one step of the walk prints: a file's problems, or one puzzle's record.
  private enum Step: Sendable {
    case fileProblems([Diagnostic])
    case invalid(ReportedPuzzle)
    case record(Record)
    case fileEnded(isUnreadable: Bool)
  }

  /// Reads each file in turn, narrowed to the puzzle `--puzzle` picks if any, and calls
  /// `body` for each puzzle that obeys the rules.
  ///
  /// Problems of reading go to standard error (their `path:line:column` form); in JSON
  /// mode, a puzzle that could not be read still gets its object, with `"moves":null`.
  private mutating func forEachPuzzle(
    _ options: SearchOptions, jobs: Int, label: String, output: RecordOutput<Void>,
    _ body: @escaping @Sendable (ReportedPuzzle, Puzzle) -> Record
  ) {
    var stream = PuzzleStream(options.paths, selecting: options.puzzle)
    let progress = ProgressLine(label: label)
    let format = format
    OrderedParallelMap(jobs: jobs).run(
      { stream.next() },
      transform: { item -> Step in
        switch item {
        case .fileProblems(let problems): return .fileProblems(problems)
        case .fileEnded(let report): return .fileEnded(isUnreadable: report.isUnreadable)
        case .puzzle(let path, let index, let entry):
          let puzzle = ReportedPuzzle(path: path, index: index, entry: entry)
          guard let board = entry.puzzle else { return .invalid(puzzle) }
          return .record(body(puzzle, board))
        }
      },
      emit: { step in
        progress.clear()
        switch step {
        case .fileProblems(let problems):
          ReportPrinter.printToStandardError(problems)
          if problems.contains(where: { $0.severity == .error }) { invalid = true }
        case .invalid(let item):
          ReportPrinter.printToStandardError(item.entry.diagnostics)
          invalid = true
          output.write(
            format == .json
              ? item.invalidJSON(adding: invalidFields).description : item.invalidLine)
          progress.count(share: stream.share)
        case .record(let (text, verdict)):
          output.write(text)
          switch verdict {
          case .solved: break
          case .unsolvable: invalid = true
          case .gaveUp: gaveUp += 1
          }
          progress.count(share: stream.share)
        case .fileEnded(let isUnreadable):
          if isUnreadable { unreadable = true }
        }
      }, inputReady: { stream.hasInputReady }, stalled: output.flush)
    progress.clear()
  }

  /// Ends the command with the status the run earned: unreadable input first, then
  /// invalid or unsolvable puzzles, then searches that gave up, which a note counts and
  /// says what to raise.
  private func finish() throws {
    if gaveUp > 0 {
      ReportPrinter.printToStandardError(lines: [
        StateLimitName.commandLine.gaveUpNote(searches: gaveUp)
      ])
    }
    if unreadable { throw ExitStatus.unreadableInput }
    if invalid { throw ExitStatus.invalidPuzzle }
    if gaveUp > 0 { throw ExitStatus.gaveUp }
  }
}
