import ArgumentParser
@preconcurrency import Glibc
import UnblockCore
import UnblockFormats

/// `unblock catalog merge`: the shard files of a sharded enumeration, joined.
struct CatalogMergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the shard files of a sharded enumeration into the file of an unsharded run.",
    discussion: """
      Each PART is a file written by 'unblock enumerate ... --shard I/N'. The parts must be \
      all N shards of one enumeration, each once: the merge refuses a missing shard, a \
      shard given twice, a shard of another board class or shard count, and a file that is \
      not as enumerate wrote it (a catalog query's lines, under '# selected by:', among \
      them), naming each (path:line:column), and then writes nothing. \
      OUT (-o/--output) gets exactly the bytes 'unblock enumerate' writes without --shard: the header \
      without its '# shard:' and '# seeds:' lines, then every line, hardest first, then by \
      board. It is written at once (never half), and an existing OUT is kept unless \
      --force is given; '-o -' prints it on standard output instead. OUT may not be one of \
      the parts. A file of an unsharded run is the one shard of its run (1/1): merged \
      alone, it is checked and copied as it is.

      Exit status: 0 merged, 1 the parts do not merge, 2 a part cannot be read or OUT \
      (a file, or standard output) cannot be written, 64 OUT exists (without --force) or \
      is one of the parts. OUT is checked before the parts are read.

      Examples:
        unblock catalog merge shards/shard-*-of-8.txt -o 6x6.txt
      """)

  @Argument(help: "The shard files, in any order.")
  var parts: [String]

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The merged file OUT, or - for standard output.", valueName: "out"))
  var output: String

  @Flag(help: "Replace OUT, the -o/--output file, when it exists.")
  var force = false

  func validate() throws {
    if parts.isEmpty { throw ValidationError("give the shard files to merge") }
    try OutputConflicts.check(outputs: [("-o", output)], inputs: parts)
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
        let count = files.reduce(0) { $0 + $1.puzzles.count }
        if output == "-" {
          // A stop signal ends the output on a whole line.
          let printed = RecordOutput(totals: (), unit: "line")
          printed.write(linesOf: text)
          printed.finish()
          fputs("merged \(counted(files.count, "shard")), \(count) puzzles\n", stderr)
          return
        }
        try Self.refuse(AtomicFileWriter.write(text, to: output, replacing: force))
        print("merged \(counted(files.count, "shard")), \(count) puzzles, into \(output)")
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
      fputs("error: \(path) exists; use --force to replace it\n", stderr)
      throw ExitCode.validationFailure
    }
    fputs("error: \(failure)\n", stderr)
    throw ExitStatus.unreadableInput
  }
}
