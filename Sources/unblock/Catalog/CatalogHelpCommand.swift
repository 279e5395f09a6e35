import ArgumentParser

/// `unblock catalog help [SUBCOMMAND]`: the help of `catalog` or of one of its
/// subcommands, as `unblock help catalog import` gives it, for a user who types the
/// subcommand's name before `help` as `git` lets them.
struct CatalogHelpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "help", abstract: "Show the help of catalog or of one of its subcommands.",
    shouldDisplay: false)

  @Argument(help: ArgumentHelp("A subcommand of catalog.", valueName: "subcommand"))
  var names: [String] = []

  func run() throws {
    switch HelpTopic.resolve(names, from: CatalogCommand.self, path: ["catalog"]) {
    case .success(let command):
      print(Unblock.helpMessage(for: command))
      try StandardOutput.finish()
    case .failure(let unknown):
      CatalogCommand.note(unknown.message)
      throw ExitCode.validationFailure
    }
  }
}
