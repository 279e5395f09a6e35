import ArgumentParser

/// The command `unblock help NAME...` asks about, told before ArgumentParser's own `help`,
/// which prints the help of the nearest command it knows and exits 0 for a name it does
/// not know: a script asking about a misspelt command would never hear of it.
enum HelpTopic {
  /// The names of `arguments` (`help`, then command names) that lead to no command under
  /// `root`, with the names of the commands there are; `nil` when the arguments ask for
  /// no help or for a command there is.
  static func unknown(in arguments: [String], root: any ParsableCommand.Type) -> (
    asked: String, known: [String], under: String?
  )? {
    guard arguments.first == "help" else { return nil }
    var command = root
    var path: [String] = []
    for name in arguments.dropFirst() where !name.hasPrefix("-") {
      let subcommands = command.configuration.subcommands
      guard
        let next = subcommands.first(where: {
          $0._commandName == name || $0.configuration.aliases.contains(name)
        })
      else {
        // A command's name is its type's, lowercased, unless its configuration names it.
        let known = subcommands.compactMap { command -> String? in
          let configuration = command.configuration
          return configuration.shouldDisplay ? command._commandName : nil
        }
        return (name, known, path.isEmpty ? nil : path.joined(separator: " "))
      }
      path.append(name)
      command = next
    }
    return nil
  }
}
