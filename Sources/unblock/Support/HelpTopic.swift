import ArgumentParser

/// The command a request for help names, found before ArgumentParser's own `help`, which
/// prints the help of the nearest command it knows and exits 0 for a name it does not
/// know: a script asking about a misspelt command would never hear of it. Serves
/// `unblock help NAME...` and `unblock catalog help NAME`.
enum HelpTopic {
  /// A name that leads to no command, with what the user is told.
  struct Unknown: Error {
    let message: String
  }

  /// The command `names` lead to from `root`, whose own names (`catalog`) are `path`.
  static func resolve(
    _ names: some Sequence<String>, from root: any ParsableCommand.Type, path: [String] = []
  ) -> Result<any ParsableCommand.Type, Unknown> {
    var command = root
    var path = path
    for name in names where !name.hasPrefix("-") {
      let subcommands = command.configuration.subcommands
      // A command's name is its type's, lowercased, unless its configuration names it.
      guard
        let next = subcommands.first(where: {
          $0._commandName == name || $0.configuration.aliases.contains(name)
        })
      else {
        let known = subcommands.compactMap { command -> String? in
          command.configuration.shouldDisplay ? command._commandName : nil
        }
        let place =
          path.isEmpty
          ? "no command '\(name)'"
          : "'\(path.joined(separator: " "))' has no subcommand '\(name)'"
        let list = known.isEmpty ? "it has none" : "there are \(known.joined(separator: ", "))"
        return .failure(
          Unknown(message: "Error: \(place) to show help for; \(list)\n  See 'unblock --help'."))
      }
      path.append(name)
      command = next
    }
    return .success(command)
  }
}
