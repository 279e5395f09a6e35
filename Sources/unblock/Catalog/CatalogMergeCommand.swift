import ArgumentParser
@preconcurrency import Glibc
import UnblockCore
import UnblockFormats
import UnblockReports

/// `unblock catalog merge`: the shard files of a sharded enumeration, joined.
struct CatalogMergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the shard files of a sharded enumeration into the file of an unsharded run.",
    discussion: """
      Each PART is a file written by 'unblock enumerate ... --shard I/N'. The parts must be \
      all N shards of one enumeration, each once: the merge refuses a missing shard, a \
      shard given twice, a shard of another board class or shard count, and a file not in \
      the form enumerate writes (below; a catalog query's lines, under '# selected by:', \
      among them), naming each (path:line:column), and then writes nothing. \
      OUT (-o/--output) gets exactly the bytes 'unblock enumerate' writes without --shard: the header \
      without its '# shard:' and '# seeds:' lines, then every line, hardest first, then by \
      board. It is written at once (never half), and an existing OUT is kept unless \
      --force is given; '-o -' prints it on standard output instead. OUT may not be one of \
      the parts. A file of an unsharded run is the one shard of its run (1/1): merged \
      alone, it is checked and copied as it is.

      What is checked is each part's form, not its answers: the header, each line as \
      enumerate prints it, with counts a cluster may have (2 to 4294967294 states, 1 to one \
      less than its states moves), in order, each board once, and the last line, '# end: N \
      lines, fnv1a64 HEX', which tells a part cut short and a line added, changed, deleted \
      or moved by hand, unless the trailer was written again to match; a part is read byte \
      for byte, so a byte-order mark or CRLF line ends (which enumerate never writes) are \
      refused, and named. Within those bounds \
      the moves and states of a line are taken as they are (to prove them is to explore \
      every cluster again): 'unblock check PART' proves each line's moves and states.

      --format json prints, once merged, one JSON object on standard output instead of the \
      summary (see Schemas/catalog-merge-output.schema.json): output (OUT as named), shards \
      (the parts merged) and puzzles (the lines of OUT). It needs -o OUT, not '-o -'; a \
      problem is still said on standard error at path:line:column.

      Exit status: 0 merged, 1 the parts do not merge, 2 a part cannot be read or OUT \
      (a file, or standard output) cannot be written, 64 for a wrong command line, or OUT \
      exists (without --force) or is one of the parts. OUT is checked before the parts are read.

      Examples:
        unblock catalog merge shards/shard-*-of-8.txt -o 6x6.txt
        unblock catalog merge shards/shard-*-of-8.txt -o 6x6.txt --format json
      """)

  @Argument(help: "The shard files, in any order.")
  var parts: [String]

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The merged file OUT, or - for standard output.", valueName: "out"))
  var output: String

  @Flag(help: "Replace OUT, the -o/--output file, when it exists.")
  var force = false

  @Option(help: "The report when merged: text, or json (on standard output).")
  var format: OutputFormat = .text

  func validate() throws {
    if parts.isEmpty { throw ValidationError("give the shard files to merge") }
    try OutputConflicts.check(outputs: [("-o", output)], inputs: parts)
    if format == .json, output == "-" {
      throw ValidationError(
        "--format json prints its report on standard output: give the merged lines a file (-o OUT)"
      )
    }
  }

  func run() throws {
    // An OUT the merge could not write is said before the parts are read.
    if output != "-" { try Self.refuse(AtomicFileWriter.check(output, replacing: force)) }
    var files: [ShardFile] = []
    var unreadable = false
    var problems: [ShardMerge.Problem] = []
    for path in parts {
      switch InputFile.read(path, limit: 1 << 40) {
      case .failure(let error):
        unreadable = true
        problems.append(.file(error.diagnostic(path: path)))
      case .success(let bytes):
        switch ShardFile.read(bytes, path: path) {
        case .success(let file): files.append(file)
        case .failure(let failure): problems += failure.problems
        }
      }
    }
    if problems.isEmpty {
      switch ShardMerge.merge(files) {
      case .success(let text):
        if output == "-" {
          // A stop signal ends the output on a whole line.
          let printed = RecordOutput(totals: (), unit: "line")
          printed.write(linesOf: text)
          printed.finish()
          fputs(MergeReport(files, output: nil).text + "\n", stderr)
          return
        }
        try Self.refuse(AtomicFileWriter.write(text, to: output, replacing: force))
        let report = MergeReport(files, output: output)
        print(format == .json ? report.json.description : report.text)
        try StandardOutput.finish()
        return
      case .failure(let failure):
        problems = failure.problems
      }
    }
    for problem in problems { fputs(problem.description + "\n", stderr) }
    throw unreadable ? ExitStatus.unreadableInput : ExitStatus.invalidPuzzle
  }

  /// Says why OUT is not written, if it is not: an existing OUT without --force is a file
  /// in the way (exit 64, as for `enumerate` and `render`); any other failure, exit 2.
  private static func refuse(_ result: Result<Void, AtomicFileWriter.Failure>) throws {
    guard case .failure(let failure) = result else { return }
    if case .exists(let path) = failure {
      fputs("error: \(ShownPath.text(path)) exists; use --force to replace it\n", stderr)
      throw ExitCode.validationFailure
    }
    fputs("error: \(failure)\n", stderr)
    throw ExitStatus.unreadableInput
  }
}
