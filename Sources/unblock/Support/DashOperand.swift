import ArgumentParser

/// A file name that starts with `-`, which the argument parser reads as short options run
/// together: `unblock check -hard.txt` asked for help (its `h`), printed it, and exited 0
/// having checked nothing, the other files named included. Refused before any work (exit
/// 64), saying how to name such a file.
///
/// Only a word of one dash and more than one letter with an `h` among them can be taken for
/// help; most command lines have none, and are passed by a look at their words alone. One
/// that has such a word is read against the command's own options (``OptionTree``), so that
/// an option's value (`--puzzle -hard`) stays one.
enum DashOperand {
  /// The message refusing the first word of `arguments` (the words after the program's
  /// name) that the parser would take for a request for help, or `nil` when there is none.
  static func first(in arguments: [String], of root: any ParsableCommand.Type) -> String? {
    let mayAskHelp = { (word: String) in
      word.hasPrefix("-") && !word.hasPrefix("--") && word.count > 2
        && word.dropFirst().contains("h")
    }
    guard arguments.prefix(while: { $0 != "--" }).contains(where: mayAskHelp),
      let tree = OptionTree(of: root)
    else { return nil }
    for case .other(let word) in tree.words(of: arguments) where mayAskHelp(word) {
      return "'\(word)' is no option: a word that starts with '-' is read as options, and its "
        + "'h' asks for help; name a file so called ./\(word), or after '--'"
    }
    return nil
  }
}
