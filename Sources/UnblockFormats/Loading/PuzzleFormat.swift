import UnblockCore

/// The file formats the loader reads.
public enum PuzzleFormat: String, Hashable, Sendable, CaseIterable {
  /// The text grid: rows of tiles, blank lines between puzzles.
  case grid
  /// A YAML puzzle file or set file.
  case yaml
  /// Rush Hour database lines, one puzzle a line.
  case databaseLines = "lines"

  /// The extensions a directory search picks up. Explicitly named files are read
  /// whatever their extension.
  public static let searchedExtensions: Set<String> = ["txt", "grid", "yaml", "yml"]

  /// The format of a file, from its first line of content; the name decides only what no
  /// grid could be, so a grid in a file named `.yaml` is still a grid.
  ///
  /// A file is YAML when its first line that is neither blank nor a comment holds a `:`,
  /// starts a YAML document (`---`) or directive (`%`), a YAML list (`- `), a flow list or
  /// mapping (`[`, `{`), a quoted string (`"`, `'`), a tag (`!`), an anchor (`&`) or an
  /// alias (`*`), none of which starts a grid row;
  /// database lines when that line holds a word of 16 characters or more; and a grid
  /// otherwise: no grid row holds a `:`, starts with `-`, or holds more than 10 characters.
  /// A file named `.yaml` or `.yml` is YAML, too, when that line is too short for a grid row
  /// (under 4 characters, such as a bare number `42`).
  public static func detect(_ text: SourceText, named name: String? = nil) -> PuzzleFormat {
    let first = text.lines.lazy.filter { !$0.isTooLong }.map {
      $0.text.drop { $0 == " " || $0 == "\t" }
    }.first { !$0.isEmpty && $0.first != "#" }
    guard let first else {
      // Only lines too long to read: a YAML file's name says how to report them, as a
      // malformed file, not as a grid puzzle.
      let tooLong = text.lines.contains { $0.isTooLong }
      return tooLong && name.map(Self.isYAMLName) == true ? .yaml : .grid
    }
    if first.contains(":") || first.hasPrefix("---") || first.hasPrefix("%") || first == "-"
      || first.hasPrefix("- ") || first.hasPrefix("-\t")
      || first.first.map(yamlIndicators.contains) == true
    {
      return .yaml
    }
    if DatabaseLineReader.looksLikeDatabaseLine(String(first)) { return .databaseLines }
    let row = first.reversed().drop { $0 == " " || $0 == "\t" }
    if let name, Self.isYAMLName(name), row.count < BoardSize.supported.lowerBound {
      return .yaml
    }
    return .grid
  }

  /// Whether a file's name ends in `.yaml` or `.yml`, in any case.
  static func isYAMLName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
  }

  /// The characters that open a YAML node and never a grid row: a flow list or mapping, a
  /// quoted string, a tag, an anchor and an alias.
  private static let yamlIndicators: Set<Character> = ["[", "{", "\"", "'", "!", "&", "*"]
}
