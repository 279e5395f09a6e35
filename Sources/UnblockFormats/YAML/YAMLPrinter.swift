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
  ///   - rowComments: grid comments among the rows, by the number of rows above them.
  ///   - notes: the YAML comments to write back beside their keys, and below the file.
  ///   - schema: the `$schema` target of the first line, or `nil` for no such line.
  public static func print(
    _ puzzle: Puzzle, metadata: PuzzleMetadata = PuzzleMetadata(),
    style: YAMLBoardStyle = .grid, comments: [String] = [], rowComments: [Int: [String]] = [:],
    notes: YAMLComments = YAMLComments(), schema: String? = puzzleSchema
  ) -> String {
    var lines = Lines(notes: notes, indent: 0)
    mapping(
      puzzle, metadata: metadata, style: style, comments: comments, rowComments: rowComments,
      into: &lines)
    return header(notes, schema: schema) + lines.text + notes.below.map { $0 + "\n" }.joined()
  }

  /// A set file of `puzzles`.
  ///
  /// - Parameters:
  ///   - rowComments: each puzzle's grid comments among its rows, parallel to `puzzles` (or
  ///     empty).
  ///   - itemNotes: each puzzle's YAML comments, parallel to `puzzles` (or empty); those
  ///     `below` a puzzle are written after it.
  ///   - notes: the comments of the set's own keys, and below the file.
  public static func printSet(
    name: String?, author: String?,
    puzzles: [(
      puzzle: Puzzle, metadata: PuzzleMetadata, style: YAMLBoardStyle, comments: [String]
    )],
    rowComments: [[Int: [String]]] = [], itemNotes: [YAMLComments] = [],
    notes: YAMLComments = YAMLComments(), schema: String? = setSchema
  ) -> String {
    var text = setHead(name: name, author: author, notes: notes, schema: schema)
    for (index, entry) in puzzles.enumerated() {
      text += setItem(
        entry.puzzle, metadata: entry.metadata, style: entry.style, comments: entry.comments,
        rowComments: rowComments.indices.contains(index) ? rowComments[index] : [:],
        notes: itemNotes.indices.contains(index) ? itemNotes[index] : YAMLComments())
    }
    return text + setTail(notes: notes)
  }

  /// The start of a set file, up to its `puzzles:` line (see ``printSet(name:author:puzzles:rowComments:itemNotes:notes:schema:)``).
  public static func setHead(
    name: String?, author: String?, notes: YAMLComments = YAMLComments(),
    schema: String? = setSchema
  ) -> String {
    var lines = Lines(notes: notes, indent: 0)
    if let name { lines.key("name", "name: \(quoted(name))") }
    if let author { lines.key("author", "author: \(quoted(author))") }
    lines.key("puzzles", "puzzles:")
    return header(notes, schema: schema) + lines.text
  }

  /// The schema line pointing at `schema`, below the comments written above it.
  private static func header(_ notes: YAMLComments, schema: String?) -> String {
    notes.aboveSchema.map { $0 + "\n" }.joined()
      + (schema.map { "# yaml-language-server: $schema=\($0)\n" } ?? "")
  }

  /// One puzzle of a set's list, and the comments `below` it in `notes`.
  public static func setItem(
    _ puzzle: Puzzle, metadata: PuzzleMetadata, style: YAMLBoardStyle, comments: [String],
    rowComments: [Int: [String]] = [:], notes: YAMLComments = YAMLComments()
  ) -> String {
    var notes = notes
    if !notes.aboveSchema.isEmpty {
      // A puzzle file's comments above its schema line go above the puzzle: a set has one
      // schema line, its own.
      notes.above[""] = notes.aboveSchema + (notes.above[""] ?? [])
      notes.aboveSchema = []
    }
    // The first key goes on the `-` line; the rest are indented to match it.
    var item = Lines(notes: notes, indent: 4, dash: true)
    mapping(
      puzzle, metadata: metadata, style: style, comments: comments, rowComments: rowComments,
      into: &item)
    // Below the item at its keys' indentation, so that they read back as its own.
    return item.text + notes.below.map { "    " + $0 + "\n" }.joined()
  }

  /// The end of a set file: the comments below it.
  public static func setTail(notes: YAMLComments = YAMLComments()) -> String {
    notes.below.map { $0 + "\n" }.joined()
  }

  /// The lines of a mapping, each key's comments above it and at its end.
  private struct Lines {
    let notes: YAMLComments
    /// The indentation of the mapping's keys.
    let indent: Int
    /// Whether the first line carries the `- ` of a list item, in the indentation.
    var dash = false
    var text = ""
    /// The mappings whose first line has been written, by path (`""`, `generated.`).
    private var opened: Set<String> = []

    init(notes: YAMLComments, indent: Int, dash: Bool = false) {
      self.notes = notes
      self.indent = indent
      self.dash = dash
    }

    /// The line of key `path`, `content` indented as in the mapping.
    mutating func key(_ path: String, _ content: String) {
      let group = path.lastIndex(of: ".").map { String(path[...$0]) } ?? ""
      var above = opened.insert(group).inserted ? notes.above[group] ?? [] : []
      above += notes.above[path] ?? []
      let depth = content.prefix { $0 == " " }.count
      // Comments above a list item line up with its `-`.
      let margin = String(repeating: " ", count: indent + depth - (dash ? 2 : 0))
      text += above.map { margin + $0 + "\n" }.joined()
      var line = String(repeating: " ", count: dash ? indent - 2 : indent) + (dash ? "- " : "")
      line += content
      dash = false
      if let comment = notes.trailing[path] {
        // The comment keeps its column when the line leaves room, so aligned notes stay
        // aligned; otherwise one space sets it off. Columns count characters, as the
        // reader counts them (``YAMLCommentScanner``): in code points, a comment after `é`
        // written as e and U+0301 moved a column left at each `format`.
        let width = line.count
        line += String(repeating: " ", count: max(1, comment.location.column - 1 - width))
        line += comment.value
      }
      text += line + "\n"
    }

    /// A line that no comment goes with, such as a board row.
    mutating func plain(_ content: String) {
      text += String(repeating: " ", count: indent) + content + "\n"
    }
  }

  /// The keys of one puzzle.
  private static func mapping(
    _ puzzle: Puzzle, metadata: PuzzleMetadata, style: YAMLBoardStyle, comments: [String],
    rowComments: [Int: [String]], into lines: inout Lines
  ) {
    if let name = metadata.name { lines.key("name", "name: \(quoted(name.value))") }
    if let author = metadata.author { lines.key("author", "author: \(quoted(author.value))") }
    if let level = metadata.level { lines.key("level", "level: \(level.value.rawValue)") }
    if let moves = metadata.moves { lines.key("moves", "moves: \(moves.value)") }
    switch style {
    case .grid:
      lines.key("board", puzzle.chute.side == .left ? "board: |2" : "board: |")
      for line in GridPrinter.lines(
        of: puzzle, above: comments, between: rowComments, margin: lines.indent + 2)
      {
        lines.plain("  " + line)
      }
    case .blocks:
      lines.key("size", "size: \(puzzle.size)")
      lines.key("exit", "exit: {side: \(puzzle.chute.side.rawValue), row: \(puzzle.chute.row)}")
      lines.key("blocks", "blocks:")
      for (index, block) in puzzle.blocks.enumerated() {
        let length =
          block.orientation == .fixed && block.length == 1 ? "" : ", length: \(block.length)"
        lines.key(
          "blocks.\(index)",
          "  - {label: \(quoted(String(block.label))), orientation: \(block.orientation.rawValue), row: \(block.origin.row), column: \(block.origin.column)\(length)}"
        )
      }
    }
    if let generated = metadata.generated, !generated.isEmpty {
      lines.key("generated", "generated:")
      if let version = generated.version {
        lines.key("generated.version", "  version: \(quoted(version.value))")
      }
      if let seed = generated.seed { lines.key("generated.seed", "  seed: \(seed.value)") }
      if let states = generated.states {
        lines.key("generated.states", "  states: \(states.value)")
      }
      if let solutions = generated.solutions {
        lines.key("generated.solutions", "  solutions: \(solutions.value)")
      }
    }
  }

  /// Whether YAML may show `scalar` raw, in a plain line, a block scalar or a comment.
  /// Control characters (but tab), DEL, C1 controls, the BOM and U+FFFE/U+FFFF are not
  /// printable in YAML; the line and paragraph separators are line breaks to YAML 1.1
  /// (libyaml).
  static func showsRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: true
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  /// The first character of a grid comment's `text` that YAML cannot show raw (see
  /// ``showsRaw(_:)``), in a board or as a comment, where nothing is escaped.
  public static func unshowable(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { !showsRaw($0) }
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
      case _ where !showsRaw(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
