import ArgumentParser
import Foundation

/// The benchmarks. Build and run them in release mode:
/// `swift run -c release unblock-bench <workload>`.
@main
struct Bench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblock-bench",
    abstract: "Measure Unblock's workloads and print medians, rates and ratios to the anchors.",
    discussion: """
      Benchmarks are never timed unit tests: run them in release mode on a quiet machine.
        swift run -c release unblock-bench --help
      """,
    subcommands: [
      SolverBench.self, BatchBench.self, ImagingBench.self, GeneratorBench.self,
      HardestBench.self, HardestProbe.self, LanguageServerBench.self, CatalogBench.self,
      EnumerationBench.self,
    ]
  )

  /// `unblock-bench` alone: a workload is missing, a wrong command line as `unblock` alone
  /// is: the help on standard error, exit status 64.
  func run() async throws {
    FileHandle.standardError.write(
      Data(("Error: missing a workload\n\n" + Self.helpMessage() + "\n").utf8))
    throw ExitCode.validationFailure
  }
}
