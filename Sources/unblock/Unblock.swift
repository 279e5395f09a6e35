import ArgumentParser
import UnblockCore

@main
struct Unblock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unblock",
    abstract: "Design, check, solve, generate and draw Unblock Me sliding-block puzzles.",
    version: UnblockVersion.current,
    subcommands: [
      Check.self, Format.self, Convert.self, Solve.self, Hint.self, Analyze.self, Render.self,
      Scan.self, Generate.self, LanguageServerCommand.self,
      Enumerate.self,
      Catalog.self,
    ]
  )
}
