import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockWeb

struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write one self-contained web page to play, hint and replay puzzles.",
    discussion: """
      Reads puzzles (text grids, YAML puzzle and set files, database lines; folders are \
      searched; '-' reads standard input; a file named twice is read once), checks them \
      as 'check' does, solves each and \
      writes one HTML file with everything inline: style, script and the puzzles' data. \
      The page makes no network request (its Content-Security-Policy forbids every one), \
      so it works from file:// and from any static host.

      On the page, drag a block along its axis (mouse or touch; a slide of any distance \
      is one move), or select it with Tab or a click and slide it with the arrow keys, \
      Shift+arrow as far as it goes; while a block is dragged the keys wait, and Escape \
      puts it back. The board fits the window's width and height. It counts moves \
      against the optimal count \
      ('Moves 3 · best 23') and shows a banner when the prisoner reaches the chute \
      ('Solved in 25 moves · optimal 23'). Undo (Ctrl+Z) and Reset; Hint names the next \
      move of a shortest solution from the current board ('Hint: B+2 · 23 moves to go') \
      and rings it on the board; Play solution / Pause, Step back and Step forward play \
      the stored optimal line with a speed control. A set, or several puzzles, becomes \
      one page with a list and Previous puzzle / Next puzzle; each puzzle's moves are \
      kept in the browser's localStorage under its whole board, and a puzzle the player \
      solved (not the playback) is ticked with their best count. The page cannot edit \
      puzzles, keeps progress in one browser only, and needs JavaScript.

      Hints are exact: the page carries the distance of every board of each puzzle's \
      cluster, computed by the solver, for clusters of at most --hint-states states \
      (default 100,000; about 5 bytes a state), and never more than --max-states. A \
      larger cluster's hints follow the stored optimal line, from the boards on it only, \
      and the page says so.

      A puzzle with errors, a wrong claim or no solution is refused with check's \
      diagnostics (path:line:column) and exit status 1, and no page is written. With \
      --allow-unsolvable, an unsolvable puzzle is played anyway, without hints or \
      solution (check's diagnostics are still printed); a puzzle that breaks a rule or \
      makes a wrong moves or level claim is always refused. A search that gives up at \
      --max-states is reported as check reports it (a warning and the puzzle's \
      'unverified' line). A puzzle with no name is named after its file on the page \
      ('c' for the one puzzle of c.txt; 'c #1', 'c #2', ... for the puzzles of a file \
      that holds several), and 'puzzle N' in messages.

      The page is written atomically (a temporary file renamed over the target); Ctrl-C, \
      SIGTERM or SIGHUP ends the run with exit status 130, 143 or 129 and leaves no half \
      page. '-o -' writes the page to standard output.

      Exit status: 0 written, 1 a puzzle has errors or no solution, or --puzzle picks \
      none, 2 unreadable input or the page could not be written, 3 a search gave up at \
      --max-states, 64 a wrong command line (no -o, --hint-states 0, ...).

      Examples:
        unblock play Puzzles/expert.yaml -o expert.html
        unblock play Puzzles/expert.yaml --puzzle expert-003 -o expert-3.html
        unblock play Puzzles/I-4.yaml Puzzles/B-7764.yaml -o two.html
        unblock play draft.txt --allow-unsolvable -o draft.html
      """)

  @Argument(help: "Puzzle files or folders, or - for standard input.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The HTML file to write, or - for standard output.")
  var output: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Play only this puzzle of each file: its number, from 1, or its name.",
      valueName: "name|index"),
    transform: PuzzleSelector.argument)
  var puzzle: PuzzleSelector?

  @Flag(help: "Play unsolvable puzzles too, without hints (a wrong claim is still refused).")
  var allowUnsolvable = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Carry exact hints for clusters of at most this many states (and --max-states); larger ones follow the optimal line.",
      valueName: "n"))
  var hintStates = PlayablePuzzle.standardHintStates

  @Option(
    parsing: .unconditional,
    help:
      "Give up a search after this many distinct states (default \(StateLimit.solver), as many as fit in \(StateLimit.memoryBudgetText)); a larger cluster gets hints along the optimal line."
  )
  var maxStates: Int?

  @Option(
    help:
      "The page's title, not empty (default: the set's name, or the one puzzle's, which is its file's name when it has none; 'Unblock puzzles' for puzzles from several files)."
  )
  var title: String?

  func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one puzzle file") }
    if hintStates < 1 {
      throw ValidationError("--hint-states must be at least 1, not \(hintStates)")
    }
    if let title, title.allSatisfy(\.isWhitespace) {
      throw ValidationError("--title cannot be empty: leave it out for the default title")
    }
    try SearchOptions.validate(maxStates: maxStates)
    try OutputConflicts.check(outputs: [("-o", output)], inputs: paths)
  }

  func run() throws {
    let writes = StoppableWrites()
    defer { writes.finish() }
    let page = try makePage()
    let bytes = Data(page.html().utf8)
    if output == "-" { return StandardOutput.write(bytes) }
    if case .failure(let failure) = writes.write(bytes, to: output) {
      ReportPrinter.printToStandardError([.error(failure.description, path: output, at: .start)])
      throw ExitStatus.unreadableInput
    }
  }

  /// Checks and solves every puzzle behind the paths; refuses them all, after reporting
  /// every problem, if any is refused.
  private func makePage() throws -> PlayPage {
    let loader = PuzzleLoader()
    let checker = PuzzleChecker(loader: loader, checks: [SolvabilityCheck(maxStates: maxStates)])
    let solver = Solver(maxStates: maxStates)
    // --max-states bounds the search of each cluster for exact hints too; a larger cluster
    // gets hints along the optimal line, as one over --hint-states does.
    let hintLimit = min(hintStates, maxStates ?? .max)
    var puzzles: [PlayablePuzzle] = []
    // The set's name, if any, of each file that gave the page puzzles.
    var sources: [String?] = []
    var unreadable = false
    var invalid = false
    var gaveUp = false
    for path in loader.expandOnce(paths) {
      let file = loader.load(path, selecting: puzzle)
      let report = checker.check(file)
      ReportPrinter.printToStandardError(report.diagnostics)
      if report.isUnreadable { unreadable = true }
      let refused = allowUnsolvable ? report.hasErrorsBesidesUnsolvability : report.hasErrors
      if refused || report.isUnreadable {
        invalid = invalid || !report.isUnreadable
        continue
      }
      let before = puzzles.count
      for (offset, entry) in file.entries.enumerated() {
        guard let puzzle = entry.puzzle else { continue }
        // The page names an unnamed puzzle after its file; messages name it as check does.
        let name =
          entry.metadata.name?.value
          ?? Self.fallbackName(path: file.path, number: file.firstNumber + offset, of: file)
        let solution: [Move]?
        switch try? solver.solve(puzzle) {
        case .solved(let found): solution = found.moves
        case .gaveUp where !allowUnsolvable:
          // check's warning is printed above; its summary says the puzzle is unverified.
          if let checked = report.puzzles.first(where: { $0.entry.location == entry.location }) {
            ReportPrinter.printToStandardError(lines: [checked.summary])
          }
          gaveUp = true
          continue
        default: solution = nil
        }
        puzzles.append(
          try PlayablePuzzle(puzzle, name: name, solution: solution, hintStates: hintLimit))
      }
      if puzzles.count > before { sources.append(file.collection?.name?.value) }
    }
    if unreadable { throw ExitStatus.unreadableInput }
    if invalid { throw ExitStatus.invalidPuzzle }
    if gaveUp { throw ExitStatus.gaveUp }
    guard !puzzles.isEmpty else {
      ReportPrinter.printToStandardError([
        .error("no puzzle to play", path: paths[0], at: .start)
      ])
      throw ExitStatus.invalidPuzzle
    }
    // A set's name titles a page of its puzzles only: puzzles from several files share the
    // neutral title.
    let pageTitle =
      title ?? (sources.count == 1 && puzzles.count > 1 ? sources[0] : nil)
      ?? (puzzles.count == 1 ? puzzles[0].name : "Unblock puzzles")
    return PlayPage(title: pageTitle, puzzles: puzzles)
  }

  /// The name of a puzzle that has none: its file's name for a file of one puzzle, else
  /// `file #N`.
  private static func fallbackName(path: String, number: Int, of file: PuzzleFile) -> String {
    let stem =
      path == "-" ? "puzzle" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return file.entries.count == 1 && number == 1 ? stem : "\(stem) #\(number)"
  }
}
