import ArgumentParser
import Foundation

/// A command line read against the commands' own options, as the argument parser describes
/// them (`--experimental-dump-help`, 40 ms): which command it names, and each of its words
/// up to `--` as an option with its value, or a word of its own. Checks that the parser
/// does not make (an option given twice, a file name that the parser takes for options)
/// read it only when a look at the words alone says they may be needed.
struct OptionTree {
  /// One option of the command named, by a name it was given.
  struct Option {
    /// The option as the parser describes it.
    let argument: Argument
    /// The name it was given by, such as `-o`.
    let name: String
    /// Its value: after `=`, or the next word unless the parser would take it for an
    /// option; `nil` for a flag, or an option whose value is missing.
    let value: String?
  }

  /// What a word of the command line is.
  enum Word {
    case option(Option)
    /// Neither an option nor an option's value: an argument of the command, a
    /// subcommand's name, or an option the command does not have.
    case other(String)
  }

  private let root: Command

  /// The tree of `root`'s commands, or `nil` when the parser does not describe it.
  init?(of root: any ParsableCommand.Type) {
    let dump: String
    do {
      _ = try root.parseAsRoot(["--experimental-dump-help"])
      return nil
    } catch {
      dump = root.fullMessage(for: error)
    }
    guard let command = try? JSONDecoder().decode(Dump.self, from: Data(dump.utf8)).command
    else { return nil }
    self.root = command
  }

  /// The words of `arguments` (the words after the program's name) after the names of
  /// the subcommands they start with, up to `--`.
  func words(of arguments: [String]) -> [Word] {
    // The command named: the words that name subcommands, from the root down.
    var command = root
    var rest = arguments[...]
    while let word = rest.first,
      let next = command.subcommands?.first(where: { $0.commandName == word })
    {
      command = next
      rest = rest.dropFirst()
    }
    var options: [String: Argument] = [:]
    for argument in command.arguments ?? [] where argument.kind != "positional" {
      for name in argument.names ?? [] { options[name.written] = argument }
    }
    var words: [Word] = []
    var index = rest.startIndex
    while index < rest.endIndex, rest[index] != "--" {
      let word = rest[index]
      index += 1
      // `--format=` gives the empty value, as the parser reads it.
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      guard word.hasPrefix("-"), let option = options[parts[0]] else {
        words.append(.other(word))
        continue
      }
      var value = parts.count == 2 ? parts[1] : nil
      if option.kind == "option", value == nil, index < rest.endIndex,
        option.parsingStrategy == "unconditional" || !rest[index].hasPrefix("-")
      {
        value = rest[index]
        index += 1
      }
      words.append(.option(Option(argument: option, name: parts[0], value: value)))
    }
    return words
  }

  private struct Dump: Decodable {
    var command: Command
  }

  private struct Command: Decodable {
    var commandName: String
    var arguments: [Argument]?
    var subcommands: [Command]?
  }

  /// An option or argument as the parser describes it.
  struct Argument: Decodable {
    var kind: String
    var isRepeating: Bool?
    var parsingStrategy: String?
    var names: [Name]?
    var preferredName: Name?
  }

  struct Name: Decodable {
    var kind: String
    var name: String

    /// The name as written on a command line: `--output`, `-o`.
    var written: String { (kind == "long" ? "--" : "-") + name }
  }
}
