import ArgumentParser
import Foundation
import UnblockCore
import UnblockFormats

/// The checks every benchmark makes of its command line and its files before any work, so
/// that a bad value is refused as `unblock` refuses it: a wrong command line with a
/// `ValidationError` naming the option (exit 64), a file that cannot be read or written
/// with its path and the reason (exit 2). A benchmark never traps on a value it was given,
/// nor times a run that could not finish.
enum BenchCheck {
  /// `unblock`'s status for an input that could not be read or an output that could not
  /// be written (its `ExitStatus.unreadableInput`).
  static let unreadableInput = ExitCode(2)

  /// Refuses `value` below `minimum`: `--runs must be at least 1, not 0`.
  static func atLeast(_ minimum: Int, _ value: Int, _ option: String) throws {
    guard value >= minimum else {
      throw ValidationError("\(option) must be at least \(minimum), not \(value)")
    }
  }

  /// Refuses `value` outside `range`: `--dig-percent must be from 0 to 100, not 150`.
  static func within<Value: Comparable>(
    _ range: ClosedRange<Value>, _ value: Value, _ option: String
  ) throws {
    guard range.contains(value) else {
      throw ValidationError(
        "\(option) must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
    }
  }

  /// The runs a benchmark takes: its timings are kept, one per run, and a count beyond
  /// this would take longer than anyone waits (a huge one trapped on an overflow, or on an
  /// allocation of its timings).
  static let runs = 1...10_000

  /// Refuses a `--runs` outside ``runs``.
  static func runs(_ value: Int) throws { try within(runs, value, "--runs") }

  /// Refuses, before any work, an output that is a file the run reads (another spelling, or
  /// a link to it, too), as `unblock` refuses an output that is one of its inputs: a
  /// `--write` over the `--lines` it reads replaced them, comments and all (exit 64).
  static func distinct(
    _ output: (path: String?, option: String), from input: (path: String?, option: String)
  ) throws {
    guard let path = output.path, let read = input.path, FileIdentity(path) == FileIdentity(read)
    else { return }
    throw ValidationError(
      "\(output.option) \(path) is the file \(input.option) names; give it another file")
  }

  /// Refuses `-` for an option that writes a file: the bench's report is its standard
  /// output, and `-` named a file of that name in the current folder (exit 64).
  static func fileNamed(_ path: String?, _ option: String) throws {
    guard path == "-" else { return }
    throw ValidationError(
      "\(option) writes a file, and '-' is none: standard output holds the bench's report")
  }

  /// Refuses a number of threads the parallel work does not take, as `unblock --jobs` does.
  static func jobs(_ jobs: Int?) throws {
    if let jobs { try within(OrderedParallelMap.allowedJobs, jobs, "--jobs") }
  }

  /// The growth bounds of the hardest search that `hardest` and `hardest-probe` take: how
  /// many times the current cluster's size a candidate's may reach.
  static let growths = 1...1_000

  /// Refuses a temperature that is not a number of 0 or more (`nan`, `inf`, `-1`).
  static func temperature(_ value: Double, _ option: String) throws {
    guard value.isFinite, value >= 0 else {
      throw ValidationError("\(option) must be a number of 0 or more, not \(value)")
    }
  }

  /// Refuses an enumeration space `unblock enumerate` refuses, with its message.
  static func space(_ space: EnumerationSpace) throws {
    if let problem = space.problem { throw ValidationError(problem) }
  }

  /// Refuses generator options `unblock generate` refuses, with the generator's message.
  static func generator(_ make: () throws(GeneratorError) -> Void) throws {
    do {
      try make()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The bytes of the input file at `path`, or `path:1:1: error: no such file or directory`
  /// (the reason as `unblock` gives it) on standard error and exit 2.
  static func read(_ path: String, limit: Int = InputLimits.standard.maxFileBytes) throws
    -> [UInt8]
  {
    switch InputFile.read(path, limit: limit) {
    case .success(let bytes): return bytes
    case .failure(let error): throw fail(error.diagnostic(path: path))
    }
  }

  /// Refuses, before any work, an input file that cannot be opened, as ``read(_:limit:)``
  /// would (exit 2).
  static func readable(_ path: String) throws {
    switch InputFile.open(path) {
    case .success(let handle): if path != "-" { try? handle.close() }
    case .failure(let error): throw fail(error.diagnostic(path: path))
    }
  }

  /// Refuses, before any work, an output file that could not be written when the work is
  /// done (a missing or read-only folder, a directory, a pipe): `error: cannot write
  /// /nonexist/x.txt: ...` on standard error, as `unblock` says it, and exit 2.
  static func writable(_ path: String?) throws {
    guard let path, case .failure(let failure) = AtomicFileWriter.check(path) else { return }
    throw refuse(failure)
  }

  /// Refuses, before any work, a file already at `path` (a link too, even one to nothing)
  /// that `option` would change rather than make: `error: k.sqlite exists: ...` on
  /// standard error, with `reason`, and exit 2, as `unblock` refuses an output in the way.
  static func new(_ path: String, _ option: String, because reason: String) throws {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    FileHandle.standardError.write(
      Data("error: \(option) \(path) exists: \(reason)\n".utf8))
    throw unreadableInput
  }

  /// Writes `text` to `path` atomically, or says why not (exit 2).
  static func write(_ text: String, to path: String) throws {
    guard case .failure(let failure) = AtomicFileWriter.write(text, to: path) else { return }
    throw refuse(failure)
  }

  /// Says why a file cannot be written, as `unblock` says it but for the advice to write to
  /// standard output, which the bench's options do not take (``fileNamed(_:_:)``); the
  /// error to throw, exit 2.
  private static func refuse(_ failure: AtomicFileWriter.Failure) -> ExitCode {
    let reason =
      if case .notRegularFile(let path) = failure {
        "\(ShownPath.text(path)) was not replaced: it is not a regular file (a pipe, a device or a socket), which a new file would replace; write to a regular file"
      } else {
        failure.description
      }
    FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
    return unreadableInput
  }

  /// Prints `diagnostic` on standard error; the error to throw, exit 2.
  static func fail(_ diagnostic: Diagnostic) -> ExitCode {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    return unreadableInput
  }

  /// Refuses a file of database lines that holds anything else, before any timing: its
  /// first error at its place, as `unblock check` says it (exit 1), or the file's own
  /// problem (exit 2). A file with no line at all, or in another format, is refused too: a
  /// text file or an image was timed as a database of 1 or 0 lines, `in about inf s`.
  ///
  /// The lines are read as every command reads them: on the board an `unblock enumerate`
  /// header above them names, 6x6 without one.
  ///
  /// - Parameter each: What to do with each line's entry, which reads: it may refuse the
  ///   line by throwing.
  /// - Returns: The number of lines.
  @discardableResult
  static func databaseLines(_ path: String, each: (PuzzleEntry) throws -> Void = { _ in }) throws
    -> Int
  {
    var source = PuzzleLoader().open(.file(path))
    var count = 0
    while let entry = source.next() {
      if let error = entry.diagnostics.first(where: { $0.severity == .error }) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(1)
      }
      if source.format == .databaseLines { try each(entry) }
      count += 1
    }
    if let error = source.diagnostics.first(where: { $0.severity == .error }) {
      // A file that reads but holds no puzzle (empty, comments, broken YAML) is refused as
      // `unblock` refuses it, exit 1; one that cannot be read, exit 2.
      guard source.isUnreadable else {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(1)
      }
      throw fail(error)
    }
    guard source.format == .databaseLines, count > 0 else {
      FileHandle.standardError.write(
        Data("\(path):1:1: error: holds no database line (MM BOARD STATES)\n".utf8))
      throw ExitCode(1)
    }
    return count
  }
}

/// The values of the benchmarks' options that are read as `unblock` reads them: each
/// function is an option's transform, and says what is wrong with a value that does not
/// read (`The value 'abc' is invalid for '--size <RxC>': a size is RxC, ...`).
enum BenchArgument {
  /// `--size RxC`, read as `unblock enumerate` reads a size; the range of sizes is each
  /// workload's to check.
  static func size(_ argument: String) throws -> BoardSize {
    guard let size = EnumerationHeader.parseSize(argument.lowercased()) else {
      throw BenchArgumentProblem(
        description: "a size is RxC, rows by columns, such as 6x6, not '\(argument)'")
    }
    return size
  }

  /// `--seed`, read as `unblock generate` reads it: from 0 to 2^64 - 1, a negative value
  /// named as such rather than taken for an option (`Missing value for '--seed'`).
  static func seed(_ argument: String) throws -> UInt64 {
    guard let seed = UInt64(argument) else {
      throw BenchArgumentProblem(description: "must be \(GeneratorOptions.seedRange)")
    }
    return seed
  }

  /// `--seeds N` or `FIRST...LAST`, each a seed as ``seed(_:)`` reads it.
  static func seeds(_ argument: String) throws -> ClosedRange<UInt64> {
    let ends = argument.split(separator: "...", omittingEmptySubsequences: false)
    guard ends.count <= 2, let first = UInt64(ends[0]), let last = UInt64(ends[ends.count - 1])
    else {
      throw BenchArgumentProblem(
        description:
          "seeds are N or FIRST...LAST, each \(GeneratorOptions.seedRange), not '\(argument)'")
    }
    guard first <= last else {
      throw BenchArgumentProblem(description: "FIRST \(first) is over LAST \(last)")
    }
    return first...last
  }

  /// `--walls N` or `MIN...MAX`, read as `unblock enumerate` reads it.
  static func walls(_ argument: String) throws -> ClosedRange<Int> {
    if let walls = EnumerationHeader.parseWalls(argument) { return walls }
    let ends = argument.split(separator: "...", omittingEmptySubsequences: false)
    if ends.count == 2, let low = EnumerationHeader.parseWalls(ends[0]),
      let high = EnumerationHeader.parseWalls(ends[1])
    {
      throw BenchArgumentProblem(
        description: "MIN \(low.lowerBound) is over MAX \(high.lowerBound)")
    }
    throw BenchArgumentProblem(
      description:
        "walls are N or MIN...MAX, whole numbers of at most 9 digits, not '\(argument)'")
  }
}

/// Why an option's value does not read, for the option's error: `The value 'abc' is
/// invalid for '--size <RxC>': a size is RxC, ...`.
struct BenchArgumentProblem: Error, CustomStringConvertible {
  let description: String
}

/// `--jobs` of the benchmarks that run on every core unless told otherwise.
struct BenchJobs: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: "Threads of the parallel work, from 1 to 1024 (default: all cores).")
  var jobs: Int?

  func validate() throws {
    try BenchCheck.jobs(jobs)
  }

  /// The threads to run: as asked, or one per core.
  var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
