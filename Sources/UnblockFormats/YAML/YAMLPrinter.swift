import UnblockCore

/// Prints puzzles as canonical YAML: a puzzle file or a set file.
///
/// The keys come in a fixed order (`name`, `author`, `level`, `moves`, the board,
/// `generated`), strings are double-quoted, and the first line points editors at the
/// JSON Schema. A left-chute board gets the indentation indicator `|2`, because its
/// other rows start with a space.
public enum YAMLPrinter {
  /// The schema comment's targets, relative to the Puzzles/ folder.
  public static let puzzleSchema = "../Schemas/puzzle.schema.json"
  public static let setSchema = "../Schemas/set.schema.json"
  /// The first line of a puzzle file written with the default schema.
  public static let puzzleSchemaLine = "# yaml-language-server: $schema=\(puzzleSchema)\n"

  /// A puzzle file.
  ///
  /// - Parameters:
  ///   - style: the grid (`board: |`) or the explicit block list.
  ///   - comments: grid comments, written at the top of the board (grid style only).
  ///   - schema: the `$schema` target of the first line, or `nil` for no such line.
  public static func print(
    _ puzzle: Puzzle, metadata: PuzzleMetadata = PuzzleMetadata(),
    style: YAMLBoardStyle = .grid, comments: [String] = [], schema: String? = puzzleSchema
  ) -> String {
    let header = schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? ""
    return header
      + mapping(puzzle, metadata: metadata, style: style, comments: comments, indent: 0)
  }

  /// A set file of `puzzles`.
  public static func printSet(
    name: String?, author: String?,
    puzzles: [(
      puzzle: Puzzle, metadata: PuzzleMetadata, style: YAMLBoardStyle, comments: [String]
    )],
    schema: String? = setSchema
  ) -> String {
    var text = schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? ""
    if let name { text += "name: \(quoted(name))\n" }
    if let author { text += "author: \(quoted(author))\n" }
    text += "puzzles:\n"
    for entry in puzzles {
      let body = mapping(
        entry.puzzle, metadata: entry.metadata, style: entry.style, comments: entry.comments,
        indent: 4)
      // The first key goes on the `-` line; the rest are already indented to match it.
      text += "  - " + body.dropFirst(4)
    }
    return text
  }

  /// The keys of one puzzle, each line indented by `indent` spaces.
  private static func mapping(
    _ puzzle: Puzzle, metadata: PuzzleMetadata, style: YAMLBoardStyle, comments: [String],
    indent: Int
  ) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    if let name = metadata.name { lines.append("name: \(quoted(name.value))") }
    if let author = metadata.author { lines.append("author: \(quoted(author.value))") }
    if let level = metadata.level { lines.append("level: \(level.value.rawValue)") }
    if let moves = metadata.moves { lines.append("moves: \(moves.value)") }
    switch style {
    case .grid:
      lines.append(puzzle.chute.side == .left ? "board: |2" : "board: |")
      lines += comments.map { $0.isEmpty ? "  #" : "  # \($0)" }
      lines += GridPrinter.rows(of: puzzle).map { "  " + $0 }
    case .blocks:
      lines.append("size: \(puzzle.size)")
      lines.append("exit: {side: \(puzzle.chute.side.rawValue), row: \(puzzle.chute.row)}")
      lines.append("blocks:")
      lines += puzzle.blocks.map { block in
        let length =
          block.orientation == .fixed && block.length == 1 ? "" : ", length: \(block.length)"
        return
          "  - {label: \(quoted(String(block.label))), orientation: \(block.orientation.rawValue), row: \(block.origin.row), column: \(block.origin.column)\(length)}"
      }
    }
    if let generated = metadata.generated, !generated.isEmpty {
      lines.append("generated:")
      if let version = generated.version { lines.append("  version: \(quoted(version.value))") }
      if let seed = generated.seed { lines.append("  seed: \(seed.value)") }
      if let states = generated.states { lines.append("  states: \(states.value)") }
      if let solutions = generated.solutions { lines.append("  solutions: \(solutions.value)") }
    }
    return lines.map { pad + $0 + "\n" }.joined()
  }

  /// `text` as a YAML double-quoted scalar, escaping what YAML may not show raw.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x09: result += "\\t"
      // Control characters, DEL, C1 controls and the BOM are not printable in YAML.
      case 0..<0x20, 0x7F...0x9F, 0xFEFF:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
