import ArgumentParser
@preconcurrency import Glibc
import UnblockCore
import UnblockFormats

@main
struct Unblock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblock",
    abstract: "Design, check, solve, generate and draw Unblock Me sliding-block puzzles.",
    discussion: """
      Every argument must be UTF-8: one that is not (a file's name in another encoding) \
      would name another file, so it is refused before any work (exit 64); rename the file. \
      So is an option that takes one value given twice (-o a.png -o b.png), of which only \
      the last would count.
      """,
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

  /// Runs the command line, after refusing an argument that is not UTF-8 (which would
  /// name another file) and help about a command there is not.
  static func main() async {
    ClosedStandardStreams.hold()
    CPUTimeLimit.leaveRoomToStop()
    if let bad = ArgumentNotUTF8.first(argc: CommandLine.argc, argv: CommandLine.unsafeArgv) {
      fputs("error: \(bad)\n", stderr)
      Glibc.exit(ExitStatus.usage.rawValue)
    }
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let refusal =
      DashOperand.first(in: arguments, of: Unblock.self)
      ?? RepeatedOption.first(in: arguments, of: Unblock.self)
    {
      fputs("error: \(refusal)\n", stderr)
      Glibc.exit(ExitStatus.usage.rawValue)
    }
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
