import ArgumentParser
import Foundation

/// An option that takes one value, given twice: the argument parser keeps the last
/// silently, so `render p.txt -o a.png -o b.png` wrote only `b.png` and `solve --format
/// json --format text` printed text. Refused before any work (exit 64), as a command line
/// that cannot mean what it says.
///
/// Most command lines name each option once, and are passed by a look at their words
/// alone; only one with a word twice, or a short name and a long one of the same letter
/// (`-o` and `--output`), is read against the command's own options (the parser's
/// description of them, as `--experimental-dump-help` prints it, 40 ms), which tells the
/// two names of one option and a value from an option.
enum RepeatedOption {
  /// The message refusing the first single-value option of `arguments` (the words after
  /// the program's name) given more than once, or `nil` when there is none.
  static func first(in arguments: [String], of root: any ParsableCommand.Type) -> String? {
    let words = arguments.prefix { $0 != "--" }.filter { $0.hasPrefix("-") && $0 != "-" }
    let spellings = words.map { $0.split(separator: "=", maxSplits: 1)[0] }
    let long = Set(spellings.filter { $0.hasPrefix("--") }.compactMap { $0.dropFirst(2).first })
    let mayBeNamedTwice =
      Set(spellings).count < spellings.count
      || spellings.contains { $0.count == 2 && $0.last.map(long.contains) == true }
    guard mayBeNamedTwice, let tree = optionTree(of: root) else { return nil }
    // The command named: the words that name subcommands, from the root down.
    var command = tree
    var rest = arguments[...]
    while let word = rest.first,
      let next = command.subcommands?.first(where: { $0.commandName == word })
    {
      command = next
      rest = rest.dropFirst()
    }
    // Each single-value option by each of its names.
    var options: [String: Argument] = [:]
    for argument in command.arguments ?? [] where argument.kind != "positional" {
      for name in argument.names ?? [] { options[name.written] = argument }
    }
    var seen: [String: (name: String, value: String?)] = [:]
    var index = rest.startIndex
    while index < rest.endIndex, rest[index] != "--" {
      let word = rest[index]
      index += 1
      // `--format=` gives the empty value, as the parser reads it.
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      guard word.hasPrefix("-"), let option = options[parts[0]], option.kind == "option" else {
        continue
      }
      // The value: after `=`, or the next word unless the parser would take it for an
      // option.
      var value = parts.count == 2 ? parts[1] : nil
      if value == nil, index < rest.endIndex,
        option.parsingStrategy == "unconditional" || !rest[index].hasPrefix("-")
      {
        value = rest[index]
        index += 1
      }
      guard option.isRepeating != true else { continue }
      let key = option.preferredName?.written ?? parts[0]
      if let earlier = seen[key] {
        let names = earlier.name == parts[0] ? parts[0] : "\(earlier.name) and \(parts[0])"
        let values = [earlier.value, value].compactMap { $0.map { "'\($0)'" } }
        let shown = values.isEmpty ? "" : " (\(values.joined(separator: ", then ")))"
        return "\(names) given twice\(shown): the option takes one value; give it once"
      }
      seen[key] = (parts[0], value)
    }
    return nil
  }

  /// The parser's description of the commands and their options.
  private static func optionTree(of root: any ParsableCommand.Type) -> Command? {
    let dump: String
    do {
      _ = try root.parseAsRoot(["--experimental-dump-help"])
      return nil
    } catch {
      dump = root.fullMessage(for: error)
    }
    return try? JSONDecoder().decode(Dump.self, from: Data(dump.utf8)).command
  }

  private struct Dump: Decodable {
    var command: Command
  }

  private struct Command: Decodable {
    var commandName: String
    var arguments: [Argument]?
    var subcommands: [Command]?
  }

  private struct Argument: Decodable {
    var kind: String
    var isRepeating: Bool?
    var parsingStrategy: String?
    var names: [Name]?
    var preferredName: Name?
  }

  private struct Name: Decodable {
    var kind: String
    var name: String

    /// The name as written on a command line: `--output`, `-o`.
    var written: String { (kind == "long" ? "--" : "-") + name }
  }
}
