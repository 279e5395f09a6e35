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

  /// `unblock` alone: a command is missing (exit status 64).
  func run() async throws {
    throw MissingCommand.refuse(Self.self)
  }

  /// Runs the command line, after refusing help about a command there is not.
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "help",
      case .failure(let unknown) = HelpTopic.resolve(arguments.dropFirst(), from: Unblock.self)
    {
      fputs(unknown.message + "\n", stderr)
      Glibc.exit(ExitCode.validationFailure.rawValue)
    }
    // The argument parser's own run, but for what ends it cleanly (help, the version):
    // printed here, where a write that fails is told, as the parser would exit 0 with the
    // text lost.
    do {
      var command = try parseAsRoot(arguments)
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch  where exitCode(for: error) == .success {
      let text = fullMessage(for: error)
      if !text.isEmpty { print(text) }
      do { try StandardOutput.finish() } catch { exit(withError: error) }
      Glibc.exit(ExitCode.success.rawValue)
    } catch {
      exit(withError: error)
    }
  }
}
