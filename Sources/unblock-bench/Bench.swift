import ArgumentParser

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
}
