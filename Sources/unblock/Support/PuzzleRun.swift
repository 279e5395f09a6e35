import ArgumentParser
import UnblockCore
import UnblockFormats
import UnblockReports

/// Walks the puzzles behind a command line's paths, file by file, and keeps what the exit
/// status needs: unreadable input, invalid or unsolvable puzzles, searches that gave up.
struct PuzzleRun {
  var format: OutputFormat
  private(set) var unreadable = false
  private(set) var invalid = false
  private(set) var gaveUp = false

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
  /// `options.paths` that obeys the rules and prints its record, then ends the command
  /// with the status the run earned. A stop signal ends the run between records (see
  /// ``RecordOutput``).
  static func run(_ options: SearchOptions, _ body: (ReportedPuzzle, Puzzle) -> Record) throws {
    var run = PuzzleRun(format: options.format)
    let output = RecordOutput(totals: ())
    run.forEachPuzzle(options.paths, selecting: options.puzzle, output: output, body)
    output.finish()
    try run.finish()
  }

  /// Reads each file in turn, narrowed to the puzzle `selector` picks if any, and calls
  /// `body` for each puzzle that obeys the rules.
  ///
  /// Problems of reading go to standard error (their `path:line:column` form); in JSON
  /// mode, a puzzle that could not be read still gets its object, with `"moves":null`.
  private mutating func forEachPuzzle(
    _ paths: [String], selecting selector: PuzzleSelector?, output: RecordOutput<Void>,
    _ body: (ReportedPuzzle, Puzzle) -> Record
  ) {
    let loader = PuzzleLoader()
    for path in loader.expand(paths) {
      var file = loader.load(path)
      if let selector { file = file.selecting(selector) }
      ReportPrinter.printToStandardError(file.diagnostics)
      if file.isUnreadable { unreadable = true }
      if file.diagnostics.contains(where: { $0.severity == .error }) { invalid = true }
      for (offset, entry) in file.entries.enumerated() {
        let item = ReportedPuzzle(path: file.path, index: file.firstNumber + offset, entry: entry)
        guard let puzzle = entry.puzzle else {
          ReportPrinter.printToStandardError(entry.diagnostics)
          invalid = true
          output.write(format == .json ? item.invalidJSON.description : item.invalidLine)
          continue
        }
        let (text, verdict) = body(item, puzzle)
        output.write(text)
        switch verdict {
        case .solved: break
        case .unsolvable: invalid = true
        case .gaveUp: gaveUp = true
        }
      }
    }
  }

  /// Ends the command with the status the run earned: unreadable input first, then
  /// invalid or unsolvable puzzles, then searches that gave up.
  private func finish() throws {
    if unreadable { throw ExitStatus.unreadableInput }
    if invalid { throw ExitStatus.invalidPuzzle }
    if gaveUp { throw ExitStatus.gaveUp }
  }
}
