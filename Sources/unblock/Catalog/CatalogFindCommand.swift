import ArgumentParser
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockReports

struct CatalogFindCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Say whether puzzles, or their mirror images, are in a catalogue.",
    discussion: """
      Explores each puzzle's cluster once and looks its representative up; when the \
      cluster is not catalogued, its images' are looked up too: mirrored left to right, \
      top to bottom, and turned half a turn. A puzzle is found \
      when it is an entry's board or any other state of that entry's cluster. Each \
      puzzle gets a line: 'found entry N (LINE), from SOURCE', how the puzzle relates to it \
      (same cluster, mirror image, mirror image top to bottom, or half turn), and the \
      puzzle's own distance to the exit; or 'not in the catalogue'.

      Exit status: 0 when every puzzle is found, 1 when some puzzle is not found or \
      breaks a rule, 2 when a file cannot be read, the catalogue is missing or refused, or \
      standard output cannot be written, \
      3 when a cluster is larger than --max-states, 64 for a wrong command line.

      Examples:
        unblock catalog find puzzle.yaml --db catalog.sqlite
        echo '51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780' \\
          | unblock catalog find - --db c.sqlite
      """)

  @OptionGroup var catalog: CatalogOption

  @Option(
    parsing: .unconditional,
    help: "Give up on a cluster larger than this (default \(StateLimit.cluster)).")
  var maxStates: Int?

  @Option(help: "Output format: text, or json (one object per line).")
  var format: OutputFormat = .text

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func validate() throws {
    try SearchOptions.validate(maxStates: maxStates)
  }

  func run() throws {
    let opened: Catalog
    do {
      opened = try Catalog(path: catalog.db, mode: .read)
    } catch {
      CatalogCommand.note("error: \(error)")
      throw ExitStatus.unreadableInput
    }
    var status = ExitStatus.success
    func worsen(_ next: ExitCode) {
      if status == ExitStatus.success || next == ExitStatus.unreadableInput { status = next }
    }
    // Streamed, as `check` reads: a database-line file of any size in bounded memory, each
    // problem reported where it is met. A file named twice (another spelling, a link,
    // inside a folder named too) is looked up once: each finding was printed twice.
    var stream = PuzzleStream(paths)
    // The searches that gave up at --max-states, which a note counts at the end.
    var gaveUp = 0
    while let item = stream.next() {
      let path: String
      let index: Int
      let entry: PuzzleEntry
      switch item {
      case .fileProblems(let problems):
        ReportPrinter.printToStandardError(problems)
        continue
      case .fileEnded(let report):
        if report.isUnreadable { worsen(ExitStatus.unreadableInput) }
        if report.isMalformed { worsen(ExitStatus.invalidPuzzle) }
        continue
      case .puzzle(let file, let number, let read):
        (path, index, entry) = (file, number, read)
      }
      ReportPrinter.printToStandardError(entry.diagnostics)
      guard let puzzle = entry.puzzle else {
        worsen(ExitStatus.invalidPuzzle)
        continue
      }
      let place = ShownPath.place(path, entry.location)
      let finding: Catalog.Finding
      do {
        finding = try opened.find(puzzle, maxStates: maxStates)
      } catch let error as CatalogError {
        CatalogCommand.note("error: \(error)")
        throw ExitStatus.unreadableInput
      } catch {
        CatalogCommand.note("\(place): error: \(error)")
        worsen(ExitStatus.gaveUp)
        gaveUp += 1
        continue
      }
      if finding.entry == nil { worsen(ExitStatus.invalidPuzzle) }
      print(
        format == .json
          ? Self.json(finding, ReportedPuzzle(path: path, index: index, entry: entry)).description
          : Self.text(finding, place))
    }
    try StandardOutput.finish()
    if gaveUp > 0 {
      CatalogCommand.note(StateLimitName.commandLine.gaveUpNote(searches: gaveUp))
    }
    if status != ExitStatus.success { throw status }
  }

  /// `a.txt:1:1: found entry 3 (51 GBB... 4780), from rush.txt:2: same cluster; the puzzle
  /// is 51 moves from the exit`.
  static func text(_ finding: Catalog.Finding, _ place: String) -> String {
    let distance =
      finding.distance.map { "the puzzle is \(counted($0, "move")) from the exit" }
      ?? "the puzzle is unsolvable"
    guard let entry = finding.entry, let relation = finding.relation else {
      return
        "\(place): not in the catalogue (\(distance), \(counted(finding.states, "state")) in its cluster)"
    }
    return
      "\(place): found entry \(entry.id ?? 0) (\(entry.line)), from \(entry.shownSource): \(relation.phrase); \(distance)"
  }

  /// The puzzle's fields as every per-puzzle object starts (`path`, `line`, `column`,
  /// `index`, `name`, `board`), then the finding.
  static func json(_ finding: Catalog.Finding, _ puzzle: ReportedPuzzle) -> JSONLine {
    JSONLine(
      puzzle.jsonFields + [
        ("found", .bool(finding.entry != nil)),
        ("relation", finding.relation.map { .string($0.rawValue) } ?? .null),
        ("distance", finding.distance.map(JSONLine.Value.int) ?? .null),
        ("states", .int(finding.states)),
        ("entry", finding.entry.map { .object($0.jsonFields) } ?? .null),
      ])
  }
}
