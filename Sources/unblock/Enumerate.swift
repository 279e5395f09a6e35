import ArgumentParser
import Foundation
import Synchronization
import UnblockCore
import UnblockFormats
import UnblockReports

struct Enumerate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List every solvable, minimal puzzle of a board, as Rush Hour database lines.",
    discussion: """
      Writes one line per cluster of states that reach one another, for every cluster \
      that is solvable and minimal (removing any one block, walls included, changes the \
      minimal moves of its representative). The representative is the state farthest \
      from a solved state, ties going to the least state by its horizontal mask, then \
      its vertical mask. A line is 'MM BOARD STATES': the moves with two digits, the \
      board row by row ('o' empty, 'x' a wall, blocks lettered by the database's rule) \
      and the cluster's size. Lines come hardest first, then by board; the bytes are the \
      same for any --jobs. `--size 6x6 --walls 0...2` gives the lines of Michael \
      Fogleman's Rush Hour database.

      The lines go to -o FILE, or to standard output without -o or with '-o -'. They \
      start with '#' header lines that record the size, exit and walls, and with \
      --shard the shard and the rule its share was dealt by:
        # unblock enumerate
        # size: 6x6
        # exit: right, row 2
        # walls: 0...2
        # shard: 3/8
        # seeds: solved, packed, no block out of reach
      and end with '# end: N lines, fnv1a64 HEX', the number of lines before it and the \
      FNV-1a 64-bit hash of their bytes: a file cut short, or with a line added, changed, \
      deleted or moved by hand, no longer matches it, unless the line is written again to \
      match. It guards against accidents, not against a forger; `unblock check FILE` \
      proves each line's moves and states by exploring its cluster. The file is read \
      back byte for byte: a byte-order mark or CRLF line ends (added by an editor or a \
      transfer) keep it from being a finished run, and are named.

      On a board whose chute is in its middle row (5x5, 5x6, 7x7), reflecting a puzzle \
      top to bottom gives a puzzle of the same board with the same moves: a \
      configuration of blocks and its reflection are explored once, and the lesser's \
      shard writes both's lines (its seeds line ends ', mirror images by the lesser \
      configuration').

      --shard I/N (I from 0 to N-1, N at most 1000000) does a deterministic share of the \
      work: every \
      cluster is written by exactly one of the N shards, with no communication. \
      `unblock catalog merge` joins the shard files into the bytes of the unsharded run. \
      The file is written atomically when the run ends, so an interrupted run leaves \
      nothing ('interrupted by SIGTERM; part-3.txt not written'); lines going to standard \
      output stop on a whole line ('interrupted by SIGTERM after 1024 puzzles; every line \
      above is complete'). An output the run could not write at its end (a missing or \
      read-only folder, a read-only file, a named pipe or a device, as -o or --db) is \
      refused before the run starts; a run whose output file already holds the same \
      enumeration (same header, every line in the form enumerate writes with counts a \
      cluster may have, in order, each board once, and the '# end:' line that sums them) \
      does nothing and succeeds, so rerunning every shard's command resumes a sharded run; \
      within those bounds its lines' moves and states are taken as they are, not explored \
      again. A file with the header but a line not in \
      that form or out of order, cut short, or whose '# end:' line does not sum its lines \
      or is missing (cut, or written by an unblock before 2026-11-27) is reported at \
      path:line:column and refused. Another file in the way, a catalog query's lines among \
      them, is replaced only with --force.

      --resume DIR makes one long run resumable: each finished batch of the work \
      (--batch-seeds, a million seeds by default) is written atomically to DIR, and the same command run again \
      after a stop (Ctrl-C, SIGTERM, a crash) does only the batches still missing (a \
      batch file whose '# end:' line no longer sums it, cut or edited, is named and done \
      again), then \
      writes the same bytes as an uninterrupted run and deletes its files from DIR, and DIR \
      when nothing else is left; the temporary files of a killed run are removed. DIR \
      records the run's parameters and batch size; a folder of another run is refused. \
      As the run deletes DIR's files and DIR itself, -o or --db naming DIR or a file in it \
      is refused before the run (exit 64); the clean-up deletes only run.txt holding this \
      run and batch files that read back whole, by what they hold, not by their names.

      --histogram TSV compares the counts of puzzles by moves, of the run or of the file \
      already there, with a moves<TAB>puzzles file such as the database's published \
      histogram, and prints 'counts equal ...' or where they differ (then exit 1). The \
      TSV file is read before the run starts; -o or --db naming it (by any spelling or \
      link) is refused, even with --force.

      --db writes the lines into a catalogue (created when missing), instead of standard \
      output or besides -o FILE: the catalogue ends exactly as `unblock catalog import` \
      of the file would leave it, each line taken as its cluster's representative, with \
      its moves and cluster size. The entries' source is the file and line (-o), or \
      'enumerate RxC' and the line the file would have. When -o already holds the \
      finished enumeration, the catalogue imports that file and nothing is enumerated \
      again.

      --dry-run checks everything a run would check before its work (the options, \
      --histogram's file, -o and --db: a missing or read-only folder, a file in the way, \
      the same file twice, a catalogue that is not one) and says what the run would do, \
      without enumerating and without writing, creating or deleting anything: 'dry run: \
      would enumerate 5x5 and write 5x5.txt' (exit 0), with --resume followed by what its \
      folder holds (', resuming from rush.parts: 12 batches done, 1 damaged to do again', \
      ', recording batches in rush.parts (none done yet)' or ', recording batches in the \
      new folder rush.parts'; a folder the run would refuse is refused), or \
      'dry run: 5x5.txt already holds this enumeration; nothing to do' (exit 3; the \
      file's counts are not compared with --histogram, which the run itself does); a \
      file the run would refuse is refused with the run's message and exit status. A merged \
      file holds the unsharded run's enumeration, so `--dry-run` without --shard tells a \
      finished merge. With --format json it prints the run's output, catalog, size, exit, \
      exitRow, walls and shard, then "dryRun": true, "action": "enumerate" or "nothing", \
      and "resume": {folder, exists, finishedBatches, damagedBatches}, or null without \
      --resume or with nothing to do (see Schemas/enumerate-dry-run-output.schema.json).

      Rows count from 0; the exit row defaults to (rows - 1) / 2, row 2 of a 6x6 board.

      --format json prints, when the run is done, one JSON object on standard output \
      instead of the summary on standard error (see Schemas/enumerate-output.schema.json): \
      output, catalog, size, exit, exitRow, walls {min, max}, shard {index, count} or \
      null, reused (true when -o already held the enumeration and nothing was enumerated), \
      puzzles, configurations, seeds, clusters and states (null when reused; batches read \
      back from --resume's folder included), hardest \
      {moves, board, states} (the first line) or null, byMoves [{moves, puzzles}], and \
      histogram {file, equal, differences [{moves, found, expected}]} with --histogram, \
      else null; "milliseconds", "statesPerSecond" (explored by this run) and \
      "resumedStates" (read back from --resume's folder) only with --timings, so that two \
      runs print the same bytes. The lines then need -o FILE or --db.

      Exit status: 0 on success, 1 when the counts differ from --histogram, 2 when a \
      file could not be read or written or the catalogue is refused (not SQLite, newer \
      schema), 3 with --dry-run when -o already holds this enumeration, 64 for a wrong \
      command line or a file in the way, 130 when interrupted by Ctrl-C, 143 by SIGTERM, \
      129 by SIGHUP.

      Examples:
        unblock enumerate --size 5x5
        unblock enumerate --size 5x5 -o 5x5.txt
        unblock enumerate --size 6x6 --walls 0 --jobs 2 -o rush-0-walls.txt
        unblock enumerate --size 6x6 --walls 0...2 --shard 3/8 -o part-3.txt
        unblock enumerate --size 6x6 --exit left --exit-row 3 -o left-3.txt
        unblock enumerate --size 6x6 --walls 0...2 --resume rush.parts -o rush.txt
        unblock enumerate --size 6x6 --walls 0...2 -o rush.txt \\
          --histogram rush-database-histogram.tsv
        unblock enumerate --size 5x5 --db catalog.sqlite
        unblock enumerate --size 6x6 --walls 0...2 --shard 3/8 -o part-3.txt --dry-run
      """)

  @Option(help: ArgumentHelp("Board size, rows x columns, 4x4 to 8x8.", valueName: "RxC"))
  var size = SizeArgument(size: .standard)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The number of walls: N or MIN...MAX (default 0).", valueName: "N|MIN...MAX"),
    transform: WallsArgument.parse)
  var walls = WallsArgument(range: 0...0)

  @Option(help: "The side of the escape chute: right or left.")
  var exit: Chute.Side = .right

  @Option(parsing: .unconditional, help: "The row of the chute, from 0 (default: (rows - 1) / 2).")
  var exitRow: Int?

  @Option(
    parsing: .unconditional,
    help: "The number of threads, from 1 to 1024 (default: the number of cores).")
  var jobs: Int?

  /// The threads to run: as asked, or one per core.
  var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  @Option(
    name: .customLong("shard"), parsing: .unconditional,
    help: ArgumentHelp("Do shard I of N, I from 0 to N-1, N at most 1000000.", valueName: "I/N"))
  var shardText: String?

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp(
      "The file to write; - for standard output (default: standard output, unless --db).",
      valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Also write the lines into this catalogue, as 'catalog import' of the file would.",
      valueName: "path"))
  var db: String?

  @Flag(help: "Replace a file in the way that holds something else.")
  var force = false

  @Option(
    help: ArgumentHelp(
      "Record finished batches in this folder, and resume from it when run again.",
      valueName: "dir"))
  var resume: String?

  @Option(
    help: ArgumentHelp(
      "Compare the counts of puzzles by moves with this moves<TAB>puzzles file.",
      valueName: "tsv"))
  var histogram: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --resume: the seeds of a batch of work, the unit it records (default: a million).",
      valueName: "N"))
  var batchSeeds: Int?

  /// The seeds of a batch: as asked, or the default.
  var batchSize: Int { batchSeeds ?? Enumerator.defaultBatchSeeds }

  @Option(help: "The report when done: text (on standard error), or json (on standard output).")
  var format: OutputFormat = .text

  @Flag(
    help:
      "Check the options and outputs and say what the run would do, without enumerating (exit 0: it would enumerate, 3: -o already holds this enumeration)."
  )
  var dryRun = false

  @Flag(help: "Add the run's time to --format json (\"milliseconds\", \"statesPerSecond\").")
  var timings = false

  func validate() throws {
    try CatalogPathArgument.validate(db, option: "--db")
    try JobsOption.check(jobs)
    if let batchSeeds {
      guard batchSeeds >= 1 else {
        throw ValidationError("--batch-seeds must be at least 1, not \(batchSeeds)")
      }
      // Batches are the unit a checkpoint records: without one, the size changes nothing.
      guard resume != nil else {
        throw ValidationError("--batch-seeds sets the batches --resume records; give --resume DIR")
      }
    }
    try OutputFormat.validate(timings: timings, format: format)
    for (option, path) in [("--histogram", histogram), ("--resume", resume)] where path == "" {
      throw ValidationError(
        "\(option) needs a \(option == "--resume" ? "folder" : "file") name, not ''")
    }
    if let problem = space.problem { throw ValidationError(problem) }
    if case .failure(let error) = shardText.map(EnumerationShard.parse) {
      throw ValidationError(error.description)
    }
    // The histogram is read: an output that is it (by any spelling or link) would lose it.
    try OutputConflicts.check(
      outputs: [("-o", output), ("--db", db)], inputs: histogram.map { [$0] } ?? [])
    // Checked before any work, and before the run makes the folder or a catalogue.
    try OutputConflicts.checkOwnedFolder(
      outputs: [("-o", output), ("--db", db)], folder: ("--resume", resume),
      fate: "whose files the run deletes with the folder when it is done")
    if format == .json, toStandardOutput {
      throw ValidationError(
        "--format json prints its report on standard output: give the lines a file (-o FILE) or a catalogue (--db)"
      )
    }
  }

  /// The shard asked for; `validate()` has refused a bad one.
  var shard: EnumerationShard? {
    guard case .success(let shard) = shardText.map(EnumerationShard.parse) else { return nil }
    return shard
  }

  var space: EnumerationSpace {
    EnumerationSpace(
      size: size.size,
      chute: Chute(
        side: exit, row: exitRow ?? EnumerationSpace.defaultChuteRow(rows: size.size.rows)),
      walls: walls.range)
  }

  /// Whether the lines go to standard output: with `-o -`, or with neither `-o` nor `--db`.
  var toStandardOutput: Bool { output == "-" || (output == nil && db == nil) }

  /// The file the lines go to, if any.
  var file: String? { output == "-" ? nil : output }

  func run() async throws {
    let header = EnumerationHeader(space: space, shard: shard)
    let expected = try histogram.map(EnumerationOutput.readHistogram)
    let comparison = histogram.flatMap { path in
      expected.map { EnumerationReport.Comparison(path: path, expected: $0) }
    }
    // Outputs that could not be written are refused before the work, not after it.
    var finished: ShardFile?
    if let output = file {
      switch EnumerationOutputFile.decision(at: output, for: header, force: force) {
      case .write:
        try EnumerationOutput.checkWritable(output)
      case .reuse(let file):
        finished = file
      case .refuse(let message, let details):
        if let details { FileHandle.standardError.write(Data("\(details)\n".utf8)) }
        throw Self.refuse(message)
      }
    }
    if dryRun {
      try db.map(EnumerationCatalog.check)
      // The folder matters only to a run that enumerates; one with nothing to do never
      // opens it.
      var resumed: EnumerationDryRunReport.Resume?
      if let resume, finished == nil {
        switch CheckpointDirectory.inspect(path: resume, for: header, batchSeeds: batchSize) {
        case .success(let contents): resumed = .init(folder: resume, contents: contents)
        case .failure(let failure): throw Self.refuse(failure)
        }
      }
      let report = EnumerationDryRunReport(
        header: header, output: file, catalog: db, action: finished == nil ? .enumerate : .nothing,
        resume: resumed)
      switch format {
      case .json: StandardOutput.write(Array((report.json.description + "\n").utf8))
      case .text: FileHandle.standardError.write(Data((report.text + "\n").utf8))
      }
      if finished != nil { throw ExitStatus.alreadyDone }
      return
    }
    if let output = file, let finished {
      // A catalogue that cannot take the file is refused before anything is said of it.
      let catalog = try db.map(EnumerationCatalog.open)
      let next = db.map { "importing it into \(ShownPath.text($0))" } ?? "nothing to do"
      FileHandle.standardError.write(
        Data("\(ShownPath.text(output)) already holds this enumeration; \(next)\n".utf8))
      // The file is finished: the catalogue takes it as `catalog import` would, and
      // the enumeration is not done again.
      if let catalog {
        let stop = Atomic<Bool>(false)
        let signals = StopSignals { _ in stop.store(true, ordering: .relaxed) }
        defer { signals.stop() }
        try EnumerationCatalog.importFile(
          output, into: catalog, jobs: jobCount,
          isStopped: { stop.load(ordering: .relaxed) }, signals: signals)
      }
      // The file was read through to be taken as finished: its lines are at hand.
      let puzzles = finished.puzzles.map(\.puzzle)
      try finish(
        EnumerationReport(
          header: header, output: output, catalog: db, work: nil,
          counts: MovesHistogram(puzzles), hardest: puzzles.first, comparison: comparison,
          timings: timings))
      return
    }
    // A catalogue that cannot take the lines is refused before the work, not after it.
    let catalog = try db.map(EnumerationCatalog.open)
    let display = EnumerationProgressLine(label: "enumerate \(space.size)")
    let stop = Atomic<Bool>(false)
    let signals = StopSignals { _ in stop.store(true, ordering: .relaxed) }
    defer { signals.stop() }
    var checkpoint: CheckpointDirectory?
    if let resume {
      switch CheckpointDirectory.open(path: resume, for: header, batchSeeds: batchSize) {
      case .success(let folder): checkpoint = folder
      case .failure(let failure): throw Self.refuse(failure)
      }
      for damaged in checkpoint?.damaged ?? [] {
        FileHandle.standardError.write(Data("warning: \(damaged)\n".utf8))
      }
      if let done = checkpoint?.finishedBatches, done > 0 {
        FileHandle.standardError.write(
          Data("resuming: \(done) batches already done in \(ShownPath.text(resume))\n".utf8))
      }
    }
    let enumerator = Enumerator(space: space)
    let result: EnumerationResult?
    do {
      result = try enumerator.run(
        shard: shard ?? .whole, jobs: jobCount, batchSeeds: batchSize, checkpoint: checkpoint,
        shouldStop: { stop.load(ordering: .relaxed) }, progress: { display.show($0) })
    } catch {
      display.clear()
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitStatus.unreadableInput
    }
    display.clear()
    guard let result else {
      let target = [toStandardOutput ? "standard output" : file, db].compactMap { $0 }.map(
        ShownPath.text
      )
      .joined(separator: " and ")
      let kept = resume.map { "; the finished batches are kept in \(ShownPath.text($0))" } ?? ""
      let signal = signals.received ?? .interrupt
      // A catalogue this run created holds nothing yet: it goes, so that it was not written.
      catalog?.discardIfCreated()
      FileHandle.standardError.write(
        Data("interrupted by \(signal.name); \(target) not written\(kept)\n".utf8))
      throw signal.exitStatus
    }
    if let output = file {
      let body = header.text + result.puzzles.map { $0.line + "\n" }.joined()
      let text = body + FileTrailer.line(for: body)
      if case .failure(let failure) = AtomicFileWriter.write(text, to: output) {
        FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
        throw ExitStatus.unreadableInput
      }
    } else if toStandardOutput {
      EnumerationOutput.print(result, header: header)
    }
    checkpoint?.remove()
    if format == .text {
      let target = file ?? (toStandardOutput ? "standard output" : "the catalogue")
      FileHandle.standardError.write(
        Data((EnumerationOutput.summary(result, path: target) + "\n").utf8))
    }
    if let catalog {
      try EnumerationCatalog.importLines(
        result, header: header, path: file ?? "enumerate \(space.size)", into: catalog,
        jobs: jobCount, isStopped: { stop.load(ordering: .relaxed) }, signals: signals)
    }
    try finish(
      EnumerationReport(
        result, header: header, output: file, catalog: db, comparison: comparison,
        timings: timings))
  }

  /// Says `error: message` and gives the exit status of a wrong command line (64): for what
  /// is found wrong once the run looks at its files, when the parser's usage no longer
  /// applies.
  private static func refuse(_ message: String) -> ExitCode {
    ReportPrinter.printError(message)
    return ExitStatus.usage
  }

  /// Says why the `--resume` folder is refused: exit 2 when its files could not be written
  /// there, as `-o` in such a folder; 64 when it is in the way.
  private static func refuse(_ failure: CheckpointDirectory.Failure) -> ExitCode {
    ReportPrinter.printError(failure.description)
    return failure.cannotWrite ? ExitStatus.unreadableInput : ExitStatus.usage
  }

  /// Says how the counts compare with `--histogram`, or prints the JSON report; exit 1
  /// when the counts differ.
  private func finish(_ report: EnumerationReport) throws {
    switch format {
    case .json:
      StandardOutput.write(Array((report.json.description + "\n").utf8))
    case .text:
      guard let comparison = report.comparison else { return }
      let verdict = report.counts.comparison(with: comparison.expected, path: comparison.path)
      // Lines on standard output must not be joined by the verdict.
      EnumerationOutput.say(verdict, toStandardError: toStandardOutput)
    }
    if !report.countsAgree { throw ExitStatus.invalidPuzzle }
  }
}

/// `--walls N` or `--walls MIN...MAX`.
struct WallsArgument: ExpressibleByArgument {
  var range: ClosedRange<Int>

  init(range: ClosedRange<Int>) {
    self.range = range
  }

  init?(argument: String) {
    guard let range = EnumerationHeader.parseWalls(argument) else { return nil }
    self.range = range
  }

  /// Reads walls as ``init(argument:)`` does, or says what is wrong, for the option's
  /// error.
  static func parse(_ argument: String) throws -> WallsArgument {
    if let walls = WallsArgument(argument: argument) { return walls }
    throw MovesArgument.Problem(description: problem(with: argument))
  }

  /// Why `argument` is no number of walls: an open range, a number of more than 9 digits,
  /// a reversed range, or anything else.
  static func problem(with argument: String) -> String {
    let parts = argument.components(separatedBy: "...")
    let isDigits = { (text: String) in
      !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
    if parts.count == 2, parts.contains(""), parts.contains(where: isDigits) {
      return "walls are N or MIN...MAX, with both ends"
    }
    if parts.count <= 2, parts.allSatisfy(isDigits) {
      if parts.contains(where: { $0.count > 9 }) { return "walls are at most 9 digits" }
      return "MIN \(parts[0]) is over MAX \(parts[1])"
    }
    return "'\(argument)' is not a number of walls: N or MIN...MAX, such as 0...2"
  }

  var defaultValueDescription: String {
    range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)...\(range.upperBound)"
  }
}
