import ArgumentParser

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
    guard mayBeNamedTwice, let tree = OptionTree(of: root) else { return nil }
    var seen: [String: (name: String, value: String?)] = [:]
    for case .option(let option) in tree.words(of: arguments)
    where option.argument.kind == "option" && option.argument.isRepeating != true {
      let key = option.argument.preferredName?.written ?? option.name
      if let earlier = seen[key] {
        let names = earlier.name == option.name ? option.name : "\(earlier.name) and \(option.name)"
        let values = [earlier.value, option.value].compactMap { $0.map { "'\($0)'" } }
        let shown = values.isEmpty ? "" : " (\(values.joined(separator: ", then ")))"
        return "\(names) given twice\(shown): the option takes one value; give it once"
      }
      seen[key] = (option.name, option.value)
    }
    return nil
  }
}
