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
    if arguments.first == "help",
      case .failure(let unknown) = HelpTopic.resolve(arguments.dropFirst(), from: Unblock.self)
    {
      fputs(unknown.message + "\n", stderr)
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    await main(nil)
  }
}
