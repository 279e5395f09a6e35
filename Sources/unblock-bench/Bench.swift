import ArgumentParser
import Foundation
import Glibc
import UnblockFormats

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

  /// Runs the command line, after refusing an argument that is not UTF-8 as `unblock`
  /// does: it would name another file (`--keep`, `--lines`, `--histogram`).
  static func main() async {
    if let bad = ArgumentNotUTF8.first(argc: CommandLine.argc, argv: CommandLine.unsafeArgv) {
      FileHandle.standardError.write(Data("error: \(bad)\n".utf8))
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    if let unknown = unknownWorkload(CommandLine.arguments.dropFirst()) {
      FileHandle.standardError.write(
        Data("Error: \(unknown)\n  See 'unblock-bench --help'.\n".utf8))
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    await main(nil)
  }

  /// What is wrong with `help NAME` for a workload there is not; ArgumentParser's own
  /// `help` printed the top-level help and exited 0, so a script asking about a misspelt
  /// workload never heard of it.
  static func unknownWorkload(_ arguments: ArraySlice<String>) -> String? {
    guard arguments.first == "help",
      let name = arguments.dropFirst().first(where: { !$0.hasPrefix("-") })
    else { return nil }
    let names: [String] = Self.configuration.subcommands.map { command in
      command.configuration.commandName ?? ""
    }
    if names.contains(name) { return nil }
    return "no workload '\(name)' to show help for; there are \(names.joined(separator: ", "))"
  }

  /// `unblock-bench` alone: a workload is missing, a wrong command line as `unblock` alone
  /// is: the help on standard error, exit status 64.
  func run() async throws {
    FileHandle.standardError.write(
      Data(("Error: missing a workload\n\n" + Self.helpMessage() + "\n").utf8))
    throw ExitCode.validationFailure
  }
}
