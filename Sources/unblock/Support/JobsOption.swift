import ArgumentParser
import Foundation
import UnblockCore

/// `--jobs N`, shared by the commands that take puzzles in batches: how many puzzles are
/// worked on at once. The output is the same for any N.
struct JobsOption: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "Puzzles worked on at once, from 1 to 1024 (default: all cores), fewer with a note when a memory bound holds fewer; never changes the output."
  )
  var jobs: Int?

  func validate() throws {
    try Self.check(jobs)
  }

  /// Refuses a `--jobs` the parallel work does not take, for every command that has the
  /// option, its own help or not: `--jobs must be from 1 to 1024`.
  static func check(_ jobs: Int?) throws {
    if let jobs, !OrderedParallelMap.allowedJobs.contains(jobs) {
      throw ValidationError(
        "--jobs must be from \(OrderedParallelMap.allowedJobs.lowerBound) to \(OrderedParallelMap.allowedJobs.upperBound)"
      )
    }
  }

  /// The number of jobs to run: as asked, or one per core.
  var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  /// The number of jobs to run of `requested`: as many as the memory this process may
  /// take holds, each with the searches' whole default limits
  /// (``UnblockCore/StateLimit/fittingJobs(_:)``). A note on standard error says when they
  /// are fewer than asked.
  static func fitting(_ requested: Int) -> Int {
    let fitting = StateLimit.fittingJobs(requested)
    if fitting < requested {
      FileHandle.standardError.write(
        Data(
          ("note: running \(fitting) jobs, not \(requested): the memory this process may take "
            + "holds no more\n").utf8))
    }
    return fitting
  }
}
