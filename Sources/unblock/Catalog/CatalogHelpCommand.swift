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
    guard let name = names.first else {
      print(Unblock.helpMessage(for: CatalogCommand.self))
      return
    }
    let known = CatalogCommand.configuration.subcommands.filter { $0 != Self.self }
    guard names.count == 1,
      let command = known.first(where: { $0.configuration.commandName == name })
    else {
      let list = known.compactMap { $0.configuration.commandName }.joined(separator: ", ")
      CatalogCommand.note(
        "Error: catalog has no subcommand '\(names.joined(separator: " "))'; "
          + "its subcommands are \(list)")
      throw ExitCode.validationFailure
    }
    print(Unblock.helpMessage(for: command))
  }
}
