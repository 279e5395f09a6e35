import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats
import UnblockReports

struct Generate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Grow new puzzles of a target difficulty by reverse breadth-first search.",
    discussion: """
      Each puzzle is grown by a search over layouts: every layout's whole cluster of \
      reachable states is explored, and a breadth-first search backwards from every solved \
      state gives each state its exact distance to the exit. A state at the target \
      distance becomes a puzzle, once blocks that do not change its moves are taken away \
      and the forward solver has confirmed its moves. Puzzles are distinct: no puzzle can \
      be slid into another, into another's mirror image (left to right or top to bottom), \
      or into another turned half a turn.

      --avoid PATH... keeps the new puzzles out of the clusters, and their images (mirrored \
      left to right or top to bottom, or turned half a turn), of the puzzles in those \
      files and folders (any format check reads), so that no new puzzle can be slid into \
      an existing one or an image of one. A file with an error 'check' would \
      report (a broken rule, an unsolvable puzzle, a wrong moves, level or states claim) \
      stops the run, with the exit status 'check' would give. --catalog PATH does the \
      same for every entry of a catalogue (see 'unblock catalog'): a candidate whose \
      cluster, or an image of it (mirrored either way, or turned half a turn), is \
      catalogued is dropped and the next \
      attempt tried.

      The same options and --seed give byte-identical files whatever --jobs is. Rows \
      count from 0, so the original game's chute is at the right of row 2.

      Output: with --out, one YAML file per puzzle, <prefix>-001.yaml and on, each written \
      as soon as it is found; with --set, one set file at the end; otherwise, or with \
      --set -, the same set on standard output, its schema line written as for a set file \
      in the current folder. Every file the run may write is checked before the search: \
      an existing file without --force, a folder, a pipe or a device where a file goes, or \
      one of the run's own inputs (--avoid, --catalog, also through a link) is refused, \
      as is a new puzzle file inside a folder --avoid reads, which would be avoided next \
      time. \
      Files are written atomically (a temporary file renamed into place; a \
      symbolic link is written through to the file it leads to, which keeps its \
      permissions; a new file gets mode 0644 less the umask), and an existing file is \
      never overwritten without --force. Ctrl-C, SIGTERM and SIGHUP stop \
      the run, keep every complete file (a set gets the puzzles found so far) and list \
      them; so does a reader of the progress that goes away (2>&1 | head -1) when the \
      puzzles go to files, exit status 141.

      --hardest searches for the hardest puzzles instead: climbs over layouts that keep \
      the deepest clusters found and restart from them. It writes the --top K hardest \
      distinct puzzles it found (default 1; no two of one cluster or mirror-image \
      cluster), named hardest-001 and on, within --seconds N (default 60) or after \
      --layouts N layouts, whichever comes first. --layouts is a bound that repeats: the \
      same options, --seed and --layouts give byte-identical files whatever --jobs is, \
      when the time does not run out first (--layouts without --seconds has no time \
      bound). A time bound stops wherever the search is, so it cannot repeat. It takes \
      --size, --fixed, --exit, --exit-row, --seed, --jobs, --prefix, --allow-unnecessary, \
      --force and --out or --set; not --level, --moves, --count, --avoid or --catalog. On a terminal, a line \
      shows the best so far (moves, cluster size), the layouts searched and the time; \
      each new best is also printed as a line of its own. Ctrl-C, SIGTERM and SIGHUP end \
      the search and write the best found so far (exit status 130, 143, 129).

      --format json lists each puzzle written as one JSON object on standard output, a \
      line of its own (see Schemas/generate-output.schema.json): file, name, index, size, \
      exit, exitRow, board, moves, category, states, solutions, solutionsSaturated, seed \
      and generator; with --set, once the set is written at the end. The puzzles then \
      need --out or --set FILE, and the text lines on standard error are left out (errors \
      and warnings stay).

      Each puzzle may take \(GeneratorOptions.defaultAttemptsPerPuzzle) attempts, of up \
      to \(GeneratorOptions.defaultEvaluationsPerAttempt) layouts each. A puzzle that takes \
      them all without a new puzzle ends the run, with a message naming what was asked \
      (moves, fixed blocks, board, chute, avoided clusters): it may be out of reach, or \
      every such puzzle already found or avoided. The puzzles found before are written.

      Exit status: 0 when every puzzle was grown, 3 when some puzzle took every attempt \
      it was allowed, 1 or 2 when a file to avoid has an error or cannot be read (as \
      'check'), 2 when a file could not be written, 64 for a wrong command line, a file \
      in the way or an output that is an input, 130 when interrupted by Ctrl-C, 143 by \
      SIGTERM, 129 by SIGHUP.

      Examples:
        unblock generate --level expert --count 25 --seed 1 --out Puzzles/expert
        unblock generate --moves 15...20 --count 5 --seed 7 --set beginner.yaml
        unblock generate --level advanced --fixed 2 --exit left --exit-row any
        unblock generate --moves 10... --size 5x7 --exit-row 4
        unblock generate --level advanced --count 25 --avoid Puzzles \\
          --set advanced.yaml
        unblock generate --hardest --seconds 300 --seed 1 --set hardest.yaml
        unblock generate --hardest --size 7x7 --fixed 1 --top 3 --layouts 200000 \\
          --seed 2
      """)

  @Option(help: "Target level, a band of minimal moves.")
  var level: Category?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Target minimal moves: MIN...MAX, MIN... or N (instead of --level).",
      valueName: "range"), transform: MovesArgument.parse)
  var moves: MovesArgument?

  @Option(parsing: .unconditional, help: "The number of puzzles, up to 100000 (default 1).")
  var count: Int?

  @Flag(help: "Search for the hardest puzzles instead of a level or range of moves.")
  var hardest = false

  @Option(
    parsing: .unconditional,
    help:
      "With --hardest: seconds to search, up to 604800 (default 60, or no limit with --layouts).")
  var seconds: Int?

  @Option(
    parsing: .unconditional,
    help: "With --hardest: how many distinct puzzles to keep, hardest first, up to 100 (default 1)."
  )
  var top: Int?

  @Option(
    parsing: .unconditional,
    help: "With --hardest: layouts to search; the same --seed and --layouts repeat byte for byte.")
  var layouts: Int?

  @Option(
    parsing: .unconditional,
    help: "The random seed, 0 to 18446744073709551615; random when left out, and printed.",
    transform: Self.seed(from:))
  var seed: UInt64?

  @Option(help: ArgumentHelp("Write one YAML file per puzzle into this folder.", valueName: "dir"))
  var out: String?

  @Option(
    help: ArgumentHelp(
      "Write all puzzles into one YAML set file, or to standard output with '-'.",
      valueName: "file"))
  var set: String?

  @Option(
    help: "The start of file and puzzle names, without '/' (default: the level, or 'puzzle').")
  var prefix: String?

  @Option(help: ArgumentHelp("Board size, rows x columns, 4x4 to 8x8.", valueName: "RxC"))
  var size = SizeArgument(size: .standard)

  @Option(parsing: .unconditional, help: "The exact number of fixed 1x1 blocks.")
  var fixed = 0

  @Option(help: "The side of the escape chute: left, right or any.")
  var exit: GeneratorOptions.ExitSide = .right

  @Option(
    name: .customLong("exit-row"), parsing: .unconditional,
    help: ArgumentHelp(
      "The chute's row, from 0, or any (default: the middle row, 2 on six rows).",
      valueName: "R|any"))
  var exitRow: ExitRowArgument?

  @OptionGroup var jobs: JobsOption

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Keep new puzzles out of the clusters of the puzzles in these files or folders, and out of their mirror images and half turns.",
      valueName: "path"))
  var avoid: [String] = []

  @Option(
    help: ArgumentHelp(
      "Keep new puzzles out of the clusters of this catalogue's entries, and out of their images.",
      valueName: "path"))
  var catalog: String?

  @Flag(help: "Overwrite existing files.")
  var force = false

  @Flag(help: "Keep blocks whose removal would not change the minimal moves.")
  var allowUnnecessary = false

  @Option(
    help: "How to list the puzzles written: text (on standard error), or json (on standard output)."
  )
  var format: OutputFormat = .text

  /// A `--seed` value: a whole number from 0 to 2^64 - 1, or why it is not one.
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError("must be \(GeneratorOptions.seedRange)")
    }
    return seed
  }

  func validate() throws {
    try CatalogPathArgument.validate(catalog, option: "--catalog")
    if hardest {
      try validateHardest()
    } else if (level == nil) == (moves == nil) {
      throw ValidationError("give exactly one of --level and --moves")
    } else if seconds != nil || top != nil || layouts != nil {
      throw ValidationError("--seconds, --top and --layouts go with --hardest")
    }
    if out != nil && set != nil { throw ValidationError("give at most one of --out and --set") }
    if let prefix, let problem = GeneratedFiles.problem(withPrefix: prefix) {
      throw ValidationError(problem)
    }
    // Every puzzle stays in memory until the run ends, so the count is bounded.
    if let count, !(1...Self.maximumCount).contains(count) {
      throw ValidationError("--count must be from 1 to \(Self.maximumCount)")
    }
    if let problem = options(seed: 0).problem() { throw ValidationError(problem.description) }
    try FolderArgument.validate(
      out, option: "--out", standardOutput: "leave out --out (or give --set -)")
    try OutputConflicts.check(outputs: outputFiles, inputs: avoid + (catalog.map { [$0] } ?? []))
    try OutputConflicts.checkInputFolders(outputs: outputFiles, inputs: avoid)
    if format == .json, out == nil, set == nil || set == "-" {
      throw ValidationError(
        "--format json lists the puzzles on standard output: give them a folder (--out) or a set file (--set)"
      )
    }
  }

  /// The start of file and puzzle names: `--prefix`, else the level, `hardest` or `puzzle`.
  var filePrefix: String {
    prefix ?? (hardest ? "hardest" : level?.rawValue ?? "puzzle")
  }

  /// Every file the run may write, with its option: each file `--out` may get, or the
  /// `--set` file (`nil` for standard output).
  var outputFiles: [(option: String, path: String?)] {
    guard let out else { return [("--set", set)] }
    let files = GeneratedFiles(prefix: filePrefix)
    return (0..<(hardest ? top ?? 1 : count ?? 1)).map {
      ("--out", files.filePath(in: out, at: $0))
    }
  }

  /// The most puzzles one run may grow.
  static let maximumCount = 100_000

  /// The generator's options for these arguments.
  func options(seed: UInt64) -> GeneratorOptions {
    var options = GeneratorOptions(
      moves: moves?.range ?? level?.moves ?? 1...Int.max, count: count ?? 1, seed: seed,
      size: size.size)
    options.fixedBlocks = fixed
    options.exitSide = exit
    options.exitRow = exitRow.map(\.row) ?? GeneratorOptions.defaultExitRow(for: size.size)
    options.allowUnnecessary = allowUnnecessary
    options.jobs = jobs.count
    return options
  }

  /// The seed given, or a random one, printed.
  func chosenSeed(_ display: ProgressDisplay) -> UInt64 {
    let seed = seed ?? UInt64.random(in: 0...UInt64(Int32.max))
    if self.seed == nil { display.line("seed \(seed)") }
    return seed
  }

  /// Where the puzzles go, checked before any work (see ``GeneratedOutput/prepare(count:)``).
  func preparedOutput(count: Int, _ display: ProgressDisplay) throws -> GeneratedOutput {
    let destination: GeneratedOutput.Destination =
      if let out {
        .folder(out)
      } else if let set, set != "-" {
        .setFile(set)
      } else {
        .standardOutput
      }
    let output = GeneratedOutput(destination: destination, prefix: filePrefix, force: force)
    do {
      try output.prepare(count: count)
    } catch {
      display.note("error: \(error.description)")
      throw error.isInTheWay ? ExitCode(ExitStatus.usage.rawValue) : ExitStatus.unreadableInput
    }
    return output
  }

  func run() async throws {
    if hardest { return try await runHardest() }
    let display = ProgressDisplay(textLines: format == .text)
    let seed = chosenSeed(display)
    var options = options(seed: seed)
    options.jobs = JobsOption.fitting(options.jobs)
    options.avoidedFamilies = try avoidedFamilies(display)
    let known = try knownToCatalog(display)
    let generator = try Generator(options: options)
    let count = options.count
    let output = try preparedOutput(count: count, display)

    let generation = Task {
      try await generator.generate(
        progress: display.update,
        emit: { puzzle in
          let path = try output.add(puzzle)
          let place = ShownPath.text(path ?? output.files.name(at: puzzle.index))
          display.line(
            "\(place): \(counted(puzzle.moves, "move")) (\(puzzle.category)), \(counted(puzzle.clusterSize, "state"))"
          )
        }, known: known)
    }
    // A stop signal ends the search; the puzzles found so far are written as usual.
    let signals = StopSignals { _ in generation.cancel() }
    display.whenReaderGone(if: writesFiles) { generation.cancel() }
    defer { signals.stop() }
    let result = await generation.result
    display.close()

    var status = ExitStatus.success
    switch result {
    case .success:
      break
    case .failure(GeneratorError.cancelled(let found)):
      if signals.received == nil && display.readerGone {
        status = ProgressDisplay.readerGoneStatus
      } else {
        let signal = signals.received ?? .interrupt
        display.note("interrupted by \(signal.name) after \(found) of \(count) puzzles")
        status = signal.exitStatus
      }
    case .failure(let error as GeneratorError):
      display.note("error: \(error.description)")
      status = ExitStatus.gaveUp
    case .failure(let error as GeneratedOutput.Failure):
      display.note("error: \(error.description)")
      status = ExitStatus.unreadableInput
    case .failure:
      display.note("error: the puzzles could not be written")
      status = ExitStatus.unreadableInput
    }
    status = finish(output, status: status, display)
    if status != ExitStatus.success { throw status }
  }

  /// Whether the puzzles go to files (`--set FILE`, `--out DIR`), which a reader of the
  /// progress that goes away must not cost (see ``ProgressDisplay/whenReaderGone(if:_:)``).
  var writesFiles: Bool { out != nil || (set != nil && set != "-") }

  /// Writes what the output still holds and lists the files; returns the exit status,
  /// 2 if a file could not be written and the run had none worse.
  func finish(_ output: GeneratedOutput, status: ExitCode, _ display: ProgressDisplay) -> ExitCode {
    do {
      let paths = try output.finish()
      if format == .json {
        // Each puzzle written, once its file is: a set file is written last.
        let lines = output.taken.compactMap { record in
          record.file.map { file in
            GeneratedPuzzleReport(
              record.puzzle, name: output.files.name(at: record.puzzle.index), file: file
            ).json.description + "\n"
          }
        }
        StandardOutput.write(Array(lines.joined().utf8))
      }
      if status != ExitStatus.success && !paths.isEmpty {
        display.note("complete files written:")
        for path in paths { display.note("  \(ShownPath.text(path))") }
      } else if !paths.isEmpty {
        display.line("wrote \(counted(paths.count, "file"))")
      }
    } catch {
      display.note("error: \(error.description)")
      if status == ExitStatus.success { return ExitStatus.unreadableInput }
    }
    return status
  }
}
