import ArgumentParser
import Foundation
import UnblockFormats

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert puzzles between the text grid, YAML and Rush Hour database lines.",
    discussion: """
      Reads every puzzle of the given files and prints them all in the target format on \
      standard output: grids separated by blank lines, one YAML puzzle file (a set file \
      when there are several puzzles), or one database line per puzzle. Block labels are \
      kept. Database lines hold 6x6 puzzles with a right chute, and the puzzles of any \
      board under the '# unblock enumerate' header that names it: lines read under such a \
      header are written under it, ended by the trailer that sums them; any other puzzle \
      is refused, each at its own line, and its file is not converted (a file is \
      converted whole or not at all).

      Every comment is carried: grid and database-line comments stay with their puzzle \
      (between the same rows of a grid), YAML comments become '#' lines above their \
      puzzle in a grid or database file (those at the end of a set's puzzle, below it), \
      and when files are merged into one set, each \
      file's comments on its set's name, author and list go above its first puzzle and \
      its last comments below its last puzzle. A YAML comment that cannot stay at the end \
      of its line (two comments on what YAML writes as one line, such as 'exit') moves to \
      a line of its own above its key, with a warning at the comment. A comment line \
      longer than 4096 characters, which no format reads, is an error of its file at its \
      line (exit status 1), never dropped in silence.

      Files with errors are skipped with their problems on standard error. A database-line file is streamed, whatever its size: \
      into a grid or lines, each invalid line is reported and skipped (its comments go \
      above the next line written), and the rest converted; into YAML, the file is read twice (once to find its problems, and \
      skipped whole when it has one, as any file), except standard input, which is read \
      whole. On a terminal a progress line shows each read.

      Exit status: 0 converted, 1 some file or line has errors (it was skipped), 2 some \
      input cannot be read, 64 a wrong command line, 130, 143 or 129 when Ctrl-C, SIGTERM \
      or SIGHUP stopped it (the output then ends on a whole line).

      Examples:
        unblock convert --to yaml jams.txt > jams.set.yaml
        unblock convert --to grid Puzzles/I-4.yaml
        unblock convert --to line Puzzles/expert.yaml
      """)

  /// The formats `convert` writes.
  enum Target: String, ExpressibleByArgument, CaseIterable {
    case grid
    case yaml
    case line

    var format: PuzzleFormat {
      switch self {
      case .grid: .grid
      case .yaml: .yaml
      case .line: .databaseLines
      }
    }
  }

  @Option(help: "The format to write: grid, yaml or line.")
  var to: Target

  @Argument(help: "Puzzle files, directories, or - for standard input.")
  var paths: [String]

  func run() throws {
    // A stop signal ends the run between two writes, so the output ends on a whole line.
    let output = RecordOutput(totals: ())
    let (unreadable, failed) =
      to == .yaml ? convertToOneYAMLFile(output) : convertFileByFile(output)
    output.finish()
    let status = ExitStatus.status(unreadable: unreadable, invalid: failed)
    if status != 0 { throw ExitCode(status) }
  }

  /// Prints every puzzle as one YAML file (see ``YAMLSetConversion``); returns whether some
  /// file was unreadable, and whether some was not converted.
  private func convertToOneYAMLFile(_ output: RecordOutput<Void>) -> (
    unreadable: Bool, failed: Bool
  ) {
    let loader = PuzzleLoader()
    // On a terminal, each read of a streamed file shows its progress: the first checks
    // the file, the second writes it.
    let checking = ProgressLine(label: "checked")
    let writing = ProgressLine(label: "converted")
    let clear = {
      checking.clear()
      writing.clear()
    }
    defer { clear() }
    let outcome = YAMLSetConversion.convert(
      loader.expandOnce(paths), loader: loader,
      write: {
        clear()
        output.write(lines: $0, puzzles: $1)
      },
      report: {
        clear()
        ReportPrinter.printToStandardError($0)
      },
      counted: { pass, share in
        switch pass {
        case .checking: checking.count(share: share)
        case .writing: writing.count(share: share)
        }
      })
    return (outcome.unreadable, outcome.failed)
  }

  /// Converts the files one after the other: a grid or YAML file whole, skipped when it
  /// has an error; a database-line file streamed in batches, each invalid line reported
  /// and skipped.
  private func convertFileByFile(_ output: RecordOutput<Void>) -> (
    unreadable: Bool, failed: Bool
  ) {
    let loader = PuzzleLoader()
    var unreadable = false
    var failed = false
    var printedBefore = false
    // Lines under an enumeration's header end as its file does, with the trailer that sums
    // them, so that `check` does not take the copy for a file cut short. Other lines, such
    // as the database's, are not summed. A copy with lines missing (a line skipped, a read
    // stopped by a bad byte, an enumeration read that its own trailer does not vouch for)
    // gets no trailer: it would vouch for a part as for a whole run.
    var sum: FileTrailer.Sum?
    var whole = true
    // The header the lines written open with: every later line is read on its board.
    var outputHeader: EnumerationHeader?
    // Grids are separated by a blank line, within a file and between files.
    // With `warn`, says what the target format loses once the file is printed; returns
    // whether it said so. `header` is the one a streamed file opened with, for its later
    // batches.
    @discardableResult func emit(
      _ file: PuzzleFile, under header: EnumerationHeader? = nil, warn: Bool = true
    ) -> Bool {
      guard !file.entries.isEmpty || !file.trailingComments.isEmpty else { return false }
      let own = header ?? file.enumerationHeader
      if to == .line, printedBefore, let own,
        !(outputHeader.map(own.namesSameBoard(as:)) ?? false)
      {
        // Its lines would be read on the board of the lines above them.
        ReportPrinter.printToStandardError([
          .error(
            "not converted: its '# unblock enumerate' header names another board than the lines written before it; convert it on its own",
            path: file.path, at: .start)
        ])
        failed = true
        return false
      }
      guard
        let text = print(
          file, after: printedBefore && to == .grid ? "\n" : "",
          under: own ?? (to == .line ? outputHeader : nil), to: output)
      else {
        failed = true
        return false
      }
      if !printedBefore, to == .line, text.hasPrefix(EnumerationHeader.title + "\n") {
        sum = FileTrailer.Sum()
        outputHeader = own
      }
      sum?.add(text)
      printedBefore = true
      guard warn, let warning = file.fieldsNotKept(by: to.format) else { return false }
      ReportPrinter.printToStandardError([warning])
      return true
    }
    // A file named twice (another spelling, a link, inside a folder named too) is
    // converted once, as check reads it: its puzzles were written twice.
    let expanded = loader.expandOnce(paths)
    // On a terminal, a streamed file's conversion shows its progress: the database is
    // millions of lines.
    let progress = ProgressLine(label: "converted")
    var reading = ReadingShare(expanded)
    defer { progress.clear() }
    for path in expanded {
      var source = loader.open(path)
      guard source.isStreamed else {
        let file = source.collect()
        if file.hasErrors {
          ReportPrinter.printToStandardError(file.allDiagnostics)
          unreadable = unreadable || file.isUnreadable
          failed = true
        } else {
          // An enumeration's trailer vouches for its own file's bytes, not the conversion's.
          emit(file.droppingTrailer())
        }
        reading.finish(source.path, bytesRead: nil)
        continue
      }
      var batch = PuzzleFile(path: source.path, format: .databaseLines)
      // A streamed file says once what it loses (the moves and states, in a grid).
      var warned = false
      // The enumeration header the file opens with, once its first batch is read.
      var header: EnumerationHeader?
      // The comments above a line skipped, carried to the next line written: the
      // enumeration header above a first line that is invalid among them.
      var carried: [String] = []
      while var entry = source.next() {
        progress.count(share: reading.share(current: source.bytesTaken ?? 0))
        guard entry.isValid else {
          progress.clear()
          ReportPrinter.printToStandardError(entry.diagnostics)
          failed = true
          whole = false
          carried += entry.comments
          continue
        }
        entry.comments = carried + entry.comments
        carried = []
        batch.entries.append(entry)
        // A pipe that pauses gets what came before the pause at once, not at the next 4,096.
        let stalled = !source.hasInputReady
        if batch.entries.count == Self.batchSize || stalled {
          progress.clear()
          header = header ?? batch.enumerationHeader
          if emit(batch, under: header, warn: !warned) { warned = true }
          batch.entries = []
          if stalled { output.flush() }
        }
      }
      progress.clear()
      // An enumeration's trailer vouches for its own file's bytes, not the conversion's.
      batch.trailingComments = carried + FileTrailer.droppingTrailer(source.trailingComments)
      emit(batch, under: header ?? batch.enumerationHeader, warn: !warned)
      let problems = source.takeDiagnostics()
      ReportPrinter.printToStandardError(problems)
      if problems.contains(where: { $0.severity == .error }) { failed = true }
      // A streamed file's own problems are lines it could not hold, or a trailer that does
      // not vouch for its lines.
      if !problems.isEmpty || source.isUnreadable { whole = false }
      unreadable = unreadable || source.isUnreadable
      reading.finish(source.path, bytesRead: source.bytesTaken)
    }
    if let sum {
      if whole && !failed {
        output.write(lines: sum.line, puzzles: 0)
      } else {
        FileHandle.standardError.write(
          Data(
            ("warning: no '# end:' line written: lines were not converted, or an enumeration "
              + "read is not whole, so the output must not pass for a whole run\n").utf8))
      }
    }
    return (unreadable, failed)
  }

  /// The puzzles of a streamed file printed at once.
  static let batchSize = 4096

  /// Prints `file` in the target format after `separator`, or says why it cannot be;
  /// returns what it printed, or `nil`.
  private func print(
    _ file: PuzzleFile, after separator: String, under header: EnumerationHeader?,
    to output: RecordOutput<Void>
  ) -> String? {
    // Standard output is a file of the current folder (`> file.yaml`).
    switch CanonicalPrinter.print(file, as: to.format, schemasFrom: ".", under: header) {
    case .success(let text):
      output.write(lines: separator + text, puzzles: file.entries.count)
      return separator + text
    case .failure(let failure):
      var problems = failure.diagnostics(path: file.path)
      // The puzzles that could be written are not: said, so that none goes missing unseen.
      if case .unsupported(let refusals) = failure, refusals.count < file.entries.count {
        problems.append(
          .error(
            "not converted: \(refusals.count) of the file's \(file.entries.count) puzzles cannot be \(CanonicalPrinter.noun(to.format)), and a file is converted whole; convert the others on their own",
            path: file.path, at: .start))
      }
      ReportPrinter.printToStandardError(problems)
      return nil
    }
  }
}
