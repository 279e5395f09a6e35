import ArgumentParser
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockReports

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check puzzle files against the rules of the game.",
    discussion: """
      Reads text grids (.txt, .grid), YAML puzzle and set files (.yaml, .yml) and Rush \
      Hour database lines, and reports every problem as path:line:column: error: message. \
      A line per puzzle follows its problems: 'ok' with its size, 'invalid', or \
      'unverified' when its search gave up at --max-states (neither proved valid nor \
      found invalid, and counted apart in the totals).

      Every puzzle that obeys the rules is then solved exactly: its line says \
      'solvable in N moves' and its category, and a wrong 'moves' or 'level' claim is an \
      error at the claim's line. An unsolvable puzzle is an error, at the block at fault \
      when a simple reason exists. On a terminal, a progress line on standard error shows \
      the puzzles checked, about how many there are, the rate and the time left.

      Each puzzle's whole cluster (every board its blocks can reach) is explored too: a \
      'states' count, a database line's third field or 'generated: states:', is a claim, \
      and a wrong one is an error at the count. A database line with its moves and \
      states claims to be its cluster's representative (catalog import stores it as it \
      stands): one that is not gets a warning at its board naming the representative's \
      line. A puzzle that shares its cluster with a \
      puzzle checked before it in the same run, in any file, or lies in an image of that \
      cluster (its mirror image left to right or top to bottom, or the cluster turned half \
      a turn), gets a warning naming the other puzzle's path:line:column and the image. \
      A cluster larger than --max-states takes no part in that comparison, and its puzzle \
      gets a warning that says so ('family not compared') when the run holds another \
      puzzle. Warnings do not change the exit status.

      The last line gives the totals: 'checked N puzzles in N files: N valid, N invalid', \
      then ', N unverified', ', N malformed files' and ', N unreadable' when there are \
      some. A folder named is not counted as a file; one with no puzzle file is unreadable.

      With --catalog, a puzzle whose cluster, or an image of it (mirrored either way, or \
      turned half a turn), is already in that catalogue (see 'unblock catalog') gets a warning naming the entry: \
      its number, its line and where it was imported from. A catalogue refused on reading \
      (a row changed by hand) gives each puzzle not looked up a warning, and the run exits 2.

      Directories are searched recursively; '-' reads standard input. A file of Rush Hour \
      database lines is streamed, whatever its size; grid and YAML files are limited to \
      4 MiB. --jobs checks that many puzzles at once (default: all cores); the output is \
      in input order and the same for any number of jobs.

      With --format json each line is one object: {"kind":"diagnostic",...} for a \
      problem, {"kind":"puzzle",...} for a puzzle's summary, with its "board" (the tiles \
      in one word, as a database line writes them); see Schemas/check-output.schema.json.

      Exit status: 0 when every puzzle is valid, 1 when some puzzle is invalid, unsolvable \
      or makes a wrong claim, 2 when some input cannot be read (missing, binary, too \
      large, not UTF-8) or the --catalog catalogue is refused (an empty file is no \
      catalogue yet), 3 when some puzzle is unverified and nothing else failed, 64 for a wrong command \
      line, 130 \
      (Ctrl-C), 143 (SIGTERM) or 129 (SIGHUP) when interrupted: the output then ends \
      with the files checked so far and their totals.

      With --watch, the check runs again each time a file behind the paths is saved (in \
      place or by renaming a new file over it), or a puzzle file appears in a folder \
      named, until Ctrl-C (exit status 130). On a terminal the screen is cleared before \
      each report; otherwise a line '--- PATH changed' separates the reports, and in JSON \
      each report ends with a {"kind":"run",...} object: the run's number, the paths \
      that changed, the totals and the status the run would exit with.

      Examples:
        unblock check Puzzles
        unblock check puzzle.yaml set.set.yaml jams.txt
        printf 'AA....\\n......\\n......\\n......\\n' | unblock check -
        unblock check --format json Puzzles
        unblock check --jobs 2 rush.txt
        unblock check --watch Puzzles/mine.yaml
      """)

  @OptionGroup var options: SearchOptions

  @OptionGroup var jobs: JobsOption

  @Flag(help: "Check again at every save, until Ctrl-C.")
  var watch = false

  @Option(
    help: ArgumentHelp(
      "Warn about puzzles already in this catalogue (an SQLite file of 'unblock catalog').",
      valueName: "path"))
  var catalog: String?

  func validate() throws {
    try CatalogPathArgument.validate(catalog, option: "--catalog")
    if watch && options.paths.contains("-") {
      throw ValidationError("--watch cannot watch standard input ('-')")
    }
  }

  /// What the totals line counts.
  typealias Totals = CheckTotals

  func run() throws {
    _ = try catalogChecks()
    if watch { try watchPaths() }
    let format = options.format
    let output = RecordOutput(totals: Totals()) { format == .text ? $0.line : nil }
    let refused = check(into: output)
    var status = output.finish().status
    // A catalogue refused on reading fails the run as it fails every command that reads it.
    if let refused {
      CatalogCommand.note("error: \(refused)")
      status = ExitStatus.unreadableInput.rawValue
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Checks the files behind the paths, writing each puzzle's record to `output` as soon
  /// as it and every puzzle before it are checked, and each file's own problems where they
  /// are known.
  ///
  /// - Returns: The error of the `--catalog` catalogue a look-up met, if any.
  @discardableResult
  func check(into output: RecordOutput<Totals>) -> CatalogError? {
    let format = options.format
    let progress = ProgressLine(label: "checked")
    let running = JobsOption.fitting(jobs.count)
    // `run` opened the catalogue once already, so it opens again.
    let known = (try? catalogChecks()) ?? []
    var stream = PuzzleStream(options.paths, selecting: options.puzzle)
    // A lone puzzle's cluster over --max-states leaves no comparison undone to warn of.
    let clusters = ClusterCheck(
      maxStates: options.maxStates, comparesFamilies: stream.holdsSeveralPuzzles())
    let checks = PuzzleChecker.standardChecks(clusters) + known
    PuzzleChecker(checks: checks).check(
      { stream.next() }, jobs: running, inputReady: { stream.hasInputReady },
      stalled: output.flush
    ) { event in
      switch event {
      case .fileProblems(let problems):
        progress.clear()
        output.write(
          problems.map { format == .json ? $0.jsonLine : $0.description }.joined(separator: "\n"),
          puzzles: 0)
      case .puzzle(let report):
        let lines =
          report.diagnostics.map { format == .json ? $0.jsonLine : $0.description }
          + [format == .json ? report.jsonLine : report.summary]
        progress.clear()
        output.write(lines.joined(separator: "\n")) { $0.add(report) }
        progress.count(share: stream.share)
      case .fileEnded(let report):
        output.write("", puzzles: 0) { $0.addFile(report) }
      }
    }
    progress.clear()
    return known.lazy.compactMap { ($0 as? CatalogCheck)?.refusal }.first
  }
}

extension Check {
  /// The check against `--catalog`, when given; a catalogue that cannot be opened ends the
  /// run with exit status 2.
  func catalogChecks() throws -> [any PuzzleCheck] {
    guard let catalog else { return [] }
    do {
      return [
        CatalogCheck(catalog: try Catalog(path: catalog, mode: .read), maxStates: options.maxStates)
      ]
    } catch {
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
  }
}

extension CheckTotals {
  /// The status a run with these totals exits with.
  var status: Int32 {
    let status = ExitStatus.status(unreadable: unreadable > 0, invalid: failed)
    return status == 0 && unverified > 0 ? ExitStatus.gaveUp.rawValue : status
  }
}
