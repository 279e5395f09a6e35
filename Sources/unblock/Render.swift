import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockImaging
import UnblockReports

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a puzzle, or every puzzle of a set, as PNG images of the game board.",
    discussion: """
      Reads one puzzle (text grid, YAML or a database line; '-' for standard input) and \
      draws it: the frame with the escape chute cut in, the recessed board, the blocks \
      with gaps between them, the prisoner in red (orange in the plain theme) and fixed \
      blocks riveted. Each image is \
      written atomically (a temporary file renamed over the target); a symbolic link \
      named by -o or --solution is written through: the file it leads to is replaced and keeps its permissions, and \
      the link stays a link; a new file gets mode 0644 less the umask. Ctrl-C, SIGTERM or \
      SIGHUP ends the run with exit status 130, 143 or 129, after the image being written, \
      if any, is complete: no temporary file or half an image is left.

      Themes: wood (the look of the game) and plain (navy frame, grey board, blue blocks, \
      orange prisoner). 'unblock scan' \
      reads every image this command draws back into the same puzzle, with the blocks \
      relabelled in reading order.

      With --solution, the solver also finds a shortest solution and a second image shows \
      it as a sheet: the start and the board after each move, captioned '1. B-1', ..., \
      with every block labelled and the block that moved ringed in blue (wood) or \
      yellow (plain). The solution and the sheet's size are settled before either image \
      is written: a puzzle with no solution, a search that gives up, or a sheet too \
      large to draw ends the run with the file at -o as it was.

      '-' as -o, --solution or --sheet (one of them) writes that image to standard output.

      With --out-dir instead of -o, every puzzle of the file is drawn to its own PNG in \
      that folder (created if missing), and each path written is printed. Every puzzle \
      must obey the rules; it is not solved, so 'check' tells a puzzle unsolvable or one \
      whose moves or level claim is wrong. Names follow the puzzles': ASCII letters lowercased; lowercase \
      letters, digits and '-' kept; any other character becomes '-'; runs of '-' become \
      one, leading and trailing '-' are dropped, and at most 100 characters are kept; a \
      puzzle with no name, or none left, is 'puzzle-N' (its number in the file); a name \
      taken already gets '-2', '-3', .... An existing image is refused unless --force, \
      and a symbolic link always, so nothing is written outside the folder; so is, even \
      with --force, an image that would be the input file or the --sheet.

      With --sheet, every puzzle of the file is solved and drawn on one contact sheet, \
      --columns across (by default about the square root of the count), each captioned \
      with its name and then its level and minimal moves ('expert, 32 moves'), \
      'unsolvable' or 'gave up after N states'. The sheet is written even then, each such \
      puzzle is reported, and the exit status is 1 (3 when a search only gave up). \
      --out-dir and --sheet may be given together, but not with --sheet -.

      --puzzle picks one puzzle of a set file (or any file of several): digits alone are \
      its number in the file, from 1, as 'check' counts; anything else is its name.

      Exit status: 0 written, 1 the puzzle has errors, the file holds more than one and \
      --puzzle picks none, no puzzle matches --puzzle, or (with --solution, or --sheet \
      for any puzzle) it has no solution, 2 unreadable input or the image could not be \
      written, 3 the solver gave up at its limit, 64 two outputs are one file (by any \
      spelling or link, written yet or not) or an output is the input, or (with --out-dir) \
      an image is in the way or is a symbolic link, or a file is where the folder should be.

      Examples:
        unblock render Puzzles/I-4.yaml -o i4.png
        unblock render Puzzles/expert.yaml --puzzle 3 -o expert-3.png
        unblock render Puzzles/expert.yaml --puzzle expert-003 -o expert-3.png
        unblock render --tile 32 --theme plain --labels puzzle.txt -o small.png
        printf 'AA..>\\n....\\n.BB.\\n....\\n' | unblock render - -o 4x4.png
        unblock render Puzzles/B-7764.yaml -o b.png --tile 32 \\
          --solution b-solution.png
        unblock render puzzle.txt -o - | unblock scan -
        unblock render Puzzles/expert.yaml --out-dir expert-images
        unblock render Puzzles/expert.yaml --sheet expert-sheet.png --tile 24 \\
          --columns 5
      """)

  @Argument(help: "The puzzle file, or - for standard input.")
  var path: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Draw only this puzzle of the file: its number, from 1, or its name.",
      valueName: "name|index"),
    transform: PuzzleSelector.argument)
  var puzzle: PuzzleSelector?

  @Option(name: .shortAndLong, help: "The PNG file to write, or - for standard output.")
  var output: String?

  @Option(
    name: .customLong("out-dir"),
    help: ArgumentHelp(
      "Draw every puzzle of the file, each to its own PNG in this folder (not -), named after the puzzle.",
      valueName: "dir"))
  var outDir: String?

  @Flag(help: "With --out-dir: overwrite images already there.")
  var force = false

  @Option(
    help: ArgumentHelp(
      "Draw every puzzle of the file on one contact sheet here, each captioned with its name, level and minimal moves (- for standard output).",
      valueName: "file"))
  var sheet: String?

  @Option(
    parsing: .unconditional,
    help: "With --sheet: boards per row (default: about the square root of the count).")
  var columns: Int?

  @Option(parsing: .unconditional, help: "Tile size in pixels, from 16 to 512.")
  var tile = 64

  @Option(help: "The look: wood or plain.")
  var theme: BoardTheme = .wood

  @Flag(help: "Write each block's label on it.")
  var labels = false

  @Option(
    help:
      "Also solve the puzzle and draw a shortest solution as a sheet of boards here (- for standard output)."
  )
  var solution: String?

  @Option(
    parsing: .unconditional,
    help:
      "With --solution or --sheet: give up a search after this many distinct states (default \(StateLimit.solver), as many as fit in \(StateLimit.memoryBudgetText))."
  )
  var maxStates: Int?

  func validate() throws {
    if output == nil && outDir == nil && sheet == nil {
      throw ValidationError(
        "give -o FILE to draw one puzzle, or --out-dir DIR or --sheet FILE to draw every puzzle")
    }
    if output != nil && (outDir != nil || sheet != nil) {
      throw ValidationError(
        "-o draws one puzzle, --out-dir and --sheet every puzzle; give -o alone")
    }
    if output == nil && solution != nil { throw ValidationError("--solution goes with -o") }
    if output == nil && puzzle != nil {
      throw ValidationError("--puzzle goes with -o; --out-dir and --sheet draw every puzzle")
    }
    if force && outDir == nil {
      throw ValidationError("--force goes with --out-dir; -o and --sheet always replace their file")
    }
    try FolderArgument.validate(
      outDir, option: "--out-dir",
      standardOutput: "give -o - (one puzzle) or --sheet - (every puzzle on one sheet)")
    if outDir != nil && sheet == "-" {
      throw ValidationError(
        "--sheet - cannot go with --out-dir, which prints the paths it writes on standard output")
    }
    if let columns {
      if sheet == nil { throw ValidationError("--columns goes with --sheet") }
      if columns < 1 { throw ValidationError("--columns must be at least 1, not \(columns)") }
    }
    if output == "-" && solution == "-" {
      throw ValidationError("-o and --solution cannot both write to standard output ('-')")
    }
    let range = BoardGeometry.minimumTile...BoardGeometry.maximumTile
    guard range.contains(tile) else {
      throw ValidationError(
        "--tile must be from \(range.lowerBound) to \(range.upperBound), not \(tile)")
    }
    try SearchOptions.validate(maxStates: maxStates)
    try OutputConflicts.check(
      outputs: [("-o", output), ("--solution", solution), ("--sheet", sheet)], inputs: [path])
  }

  func run() throws {
    let writes = StoppableWrites()
    defer { writes.finish() }
    let file = PuzzleLoader().load(.file(path), selecting: puzzle)
    guard !file.hasErrors else {
      ReportPrinter.printToStandardError(file.allDiagnostics)
      throw file.isUnreadable ? ExitStatus.unreadableInput : ExitStatus.invalidPuzzle
    }
    let options = RenderOptions(tile: tile, theme: theme, labels: labels)
    if let outDir {
      let targets = Self.targets(for: file, in: outDir)
      // The images' names come from the puzzles, so they are checked once the file is read,
      // before anything is drawn: none may be the input, nor the sheet.
      try OutputConflicts.refuse(
        outputs: [("--sheet", sheet)] + targets.map { ("--out-dir", $0) }, inputs: [path])
      try drawEach(file, to: targets, in: outDir, options: options, with: writes)
    }
    if let sheet { try drawSheet(file, to: sheet, options: options, with: writes) }
    guard let output else { return }
    guard file.entries.count == 1, let puzzle = file.entries[0].puzzle else {
      ReportPrinter.printToStandardError([
        .error(
          "render draws one puzzle; this file holds \(file.entries.count): pick one with --puzzle",
          path: path,
          at: .start)
      ])
      throw ExitStatus.invalidPuzzle
    }
    // Everything that can fail, the solution and the size of its sheet included, is
    // decided before either file is written: a failing run leaves both as they were.
    let image = try encoded(for: output) { () throws(ImagingError) in
      try BoardRenderer.render(puzzle, options: options)
    }
    let sheet = try solution.map {
      try solutionSheet(of: puzzle, in: file, to: $0, options: options)
    }
    try store(image, to: output, with: writes)
    if let solution, let sheet { try store(sheet, to: solution, with: writes) }
  }

  /// The PNG of a shortest solution of `puzzle`, the only puzzle of `file`, as a sheet of
  /// boards for `target`; a puzzle with none is reported as solve reports it, at the puzzle
  /// or the block at fault, with exit 1, or 3 when the search gave up.
  private func solutionSheet(
    of puzzle: Puzzle, in file: PuzzleFile, to target: String, options: RenderOptions
  ) throws -> [UInt8] {
    let reported = ReportedPuzzle(path: path, index: file.firstNumber, entry: file.entries[0])
    let outcome: SolveOutcome
    do {
      outcome = try Solver(maxStates: maxStates).solve(puzzle)
    } catch {
      ReportPrinter.printToStandardError([
        .error(error.description, path: path, at: reported.entry.location)
      ])
      if case .gaveUp = error { throw Self.gaveUp(searches: 1) }
      throw ExitStatus.invalidPuzzle
    }
    switch outcome {
    case .solved(let found):
      let steps = SolutionSheet.steps(of: found)
      // The captions name blocks, so the boards of a sheet always carry their labels.
      var labelled = options
      labelled.labels = true
      return try encoded(for: target) { () throws(ImagingError) in
        try SolutionSheet.render(steps, options: labelled)
      }
    case .unsolvable, .gaveUp:
      ReportPrinter.printToStandardError(
        [reported.noSolution(to: "draw", outcome)].compactMap { $0 })
      if case .gaveUp = outcome { throw Self.gaveUp(searches: 1) }
      throw ExitStatus.invalidPuzzle
    }
  }

  /// The image of each puzzle of `file` in `folder`, named by ``PuzzleFileNames``, in the
  /// folder as the user spelled it, so that the paths printed are theirs too.
  private static func targets(for file: PuzzleFile, in folder: String) -> [String] {
    let names = PuzzleFileNames.names(
      for: file.entries.map { $0.metadata.name?.value }, fileExtension: "png",
      firstNumber: file.firstNumber)
    return names.map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
  }

  /// Draws every puzzle of `file` to its target in `folder` (see ``targets(for:in:)``), and
  /// prints each path written. Before any drawing, the folder is created and every target
  /// checked: without `--force` none may exist, and none may be a symbolic link, so that
  /// nothing is written outside the folder.
  private func drawEach(
    _ file: PuzzleFile, to targets: [String], in folder: String, options: RenderOptions,
    with writes: StoppableWrites
  ) throws {
    if case .failure(let failure) = OutputFolder.create(folder) {
      ReportPrinter.printError(failure)
      if case .fileInTheWay = failure { throw ExitStatus.usage }
      throw ExitStatus.unreadableInput
    }
    for target in targets {
      var status = stat()
      guard lstat(target, &status) == 0 else { continue }
      let problem =
        (status.st_mode & S_IFMT) == S_IFLNK
        ? "is a symbolic link; --out-dir writes only files of its own in the folder"
        : force ? nil : "exists; use --force to overwrite it"
      if let problem {
        ReportPrinter.printToStandardError([.error(problem, path: target, at: .start)])
        throw ExitStatus.usage
      }
    }
    for (entry, target) in zip(file.entries, targets) {
      guard let puzzle = entry.puzzle else { continue }
      // The path is printed as the image is written, before a stop signal can end the run.
      try write(target, replacing: force, with: writes, whenWritten: { print(target) }) {
        () throws(ImagingError) in
        try BoardRenderer.render(puzzle, options: options)
      }
    }
    // The paths printed are the run's record of what it wrote: losing them is a failure.
    try StandardOutput.finish()
  }

  /// Solves every puzzle of `file` and draws them on one contact sheet at `target`. The
  /// sheet is written even when some puzzle has no solution (its caption says so); each
  /// such puzzle is then reported, and the run ends with exit 1, or 3 when a search gave up.
  private func drawSheet(
    _ file: PuzzleFile, to target: String, options: RenderOptions, with writes: StoppableWrites
  ) throws {
    let solver = Solver(maxStates: maxStates)
    var problems: [Diagnostic] = []
    var unsolvable = false
    var gaveUpCount = 0
    var entries: [ContactSheet.Entry] = []
    for (offset, entry) in file.entries.enumerated() {
      guard let puzzle = entry.puzzle, let outcome = try? solver.solve(puzzle) else { continue }
      let name = entry.metadata.name?.value ?? "puzzle \(file.firstNumber + offset)"
      entries.append(ContactSheet.Entry(puzzle: puzzle, name: name, outcome: outcome))
      switch outcome {
      case .solved: break
      case .unsolvable:
        problems.append(
          .error("\(JSONLine.quoted(name)) is unsolvable", path: file.path, at: entry.location))
        unsolvable = true
      case .gaveUp(let gaveUp, _):
        problems.append(
          .error("\(JSONLine.quoted(name)): \(gaveUp)", path: file.path, at: entry.location))
        gaveUpCount += 1
      }
    }
    try write(target, with: writes) { () throws(ImagingError) in
      try ContactSheet.render(entries, options: options, columns: columns)
    }
    ReportPrinter.printToStandardError(problems)
    if unsolvable { throw ExitStatus.invalidPuzzle }
    if gaveUpCount > 0 { throw Self.gaveUp(searches: gaveUpCount) }
  }

  /// Says how many searches gave up at their limit and what to raise, and gives the exit
  /// status that ends the run.
  private static func gaveUp(searches: Int) -> ExitCode {
    ReportPrinter.printToStandardError(lines: [
      StateLimitName.commandLine.gaveUpNote(searches: searches)
    ])
    return ExitStatus.gaveUp
  }

  /// Draws an image and writes it to `target` atomically, or to standard output for `-`,
  /// reporting failures as exit 2.
  private func write(
    _ target: String, replacing: Bool = true, with writes: StoppableWrites,
    whenWritten: () -> Void = {}, drawing draw: () throws(ImagingError) -> Bitmap
  ) throws {
    try store(
      encoded(for: target, drawing: draw), to: target, replacing: replacing, with: writes,
      whenWritten: whenWritten)
  }

  /// Draws an image for `target` and encodes it as PNG, reporting a failure at `target` as
  /// exit 2.
  private func encoded(
    for target: String, drawing draw: () throws(ImagingError) -> Bitmap
  ) throws -> [UInt8] {
    do {
      return try PNGCodec.encode(draw())
    } catch {
      ReportPrinter.printToStandardError([.error(error.description, path: target, at: .start)])
      throw ExitStatus.unreadableInput
    }
  }

  /// Writes a PNG to `target` atomically, or to standard output for `-`, reporting a
  /// failure as exit 2.
  private func store(
    _ bytes: [UInt8], to target: String, replacing: Bool = true, with writes: StoppableWrites,
    whenWritten: () -> Void = {}
  ) throws {
    if target == "-" { return StandardOutput.write(bytes) }
    if case .failure(let failure) = writes.write(
      Data(bytes), to: target, replacing: replacing, whenWritten: whenWritten)
    {
      ReportPrinter.printToStandardError([.error(failure.description, path: target, at: .start)])
      throw ExitStatus.unreadableInput
    }
  }
}

extension BoardTheme: ExpressibleByArgument {}
