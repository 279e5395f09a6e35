import ArgumentParser
@preconcurrency import Glibc
import UnblockCore

@main
struct Unblock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblock",
    abstract: "Design, check, solve, generate and draw Unblock Me sliding-block puzzles.",
    version: UnblockVersion.current,
    subcommands: [
      Check.self, Format.self, Convert.self, Solve.self, Hint.self, Analyze.self, Render.self,
      Scan.self, Play.self, Generate.self, Enumerate.self, LanguageServerCommand.self,
      CatalogCommand.self,
    ]
  )

  /// Runs the command line, after refusing help about a command there is not.
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let unknown = HelpTopic.unknown(in: arguments, root: Unblock.self) {
      let place = unknown.under.map { "'\($0)' has no subcommand '\(unknown.asked)'" }
      let known =
        unknown.known.isEmpty
        ? "it has none" : "there are \(unknown.known.joined(separator: ", "))"
      fputs(
        "Error: \(place ?? "no command '\(unknown.asked)'") to show help for; \(known)\n"
          + "  See 'unblock --help'.\n", stderr)
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    await main(nil)
  }
}
