/// Turns columns counted in Unicode scalars, as libyaml counts them, into the toolkit's
/// columns, counted in characters (extended grapheme clusters).
///
/// libyaml's marks count code points, so on a line with `é` written as `e` + U+0301, a flag
/// or a family emoji joined with U+200D before the place, its column was past the one
/// `check` promises (README, "Counting") by the scalars those characters add, and the
/// language server, which converts characters to UTF-16, landed as far off. Every scalar
/// column of a YAML file goes through here, once, where it is read.
struct ScalarColumns {
  private let lines: [SourceText.Line]
  /// The line last converted, and the character column of each of its scalars.
  private var cached: (line: Int, columns: [Int])?

  init(_ text: SourceText) {
    lines = text.lines
  }

  /// The place of the scalar column `column` (from 1) on line `line` (from 1), its column
  /// counted in characters. A column inside a character is that character's; one past the
  /// end of the line stays as many past it. A line past the text's last, where a parser
  /// marks the end of the stream (a YAML error at the end of a file), is the place just
  /// past the last line's end: `p.yaml:4:1` named a line a 3-line file does not have.
  ///
  /// - Complexity: O(the line's characters) for a new line, O(1) for the same line again,
  ///   as a parser's marks come line by line.
  mutating func location(line: Int, scalarColumn column: Int) -> SourceLocation {
    if line > lines.count, let last = lines.last {
      return SourceLocation(line: lines.count, column: last.text.count + 1)
    }
    guard lines.indices.contains(line - 1) else {
      return SourceLocation(line: line, column: column)
    }
    if cached?.line != line {
      cached = (line, Self.characterColumns(of: lines[line - 1].text))
    }
    return SourceLocation(
      line: line, column: Self.characterColumn(ofScalarColumn: column, in: cached?.columns ?? []))
  }

  /// The character column of the scalar column `column` in `text`.
  static func characterColumn(ofScalarColumn column: Int, in text: String) -> Int {
    characterColumn(ofScalarColumn: column, in: characterColumns(of: text))
  }

  /// The character column (from 1) of each scalar of `text`, in order.
  private static func characterColumns(of text: String) -> [Int] {
    var columns: [Int] = []
    columns.reserveCapacity(text.utf8.count)
    for (index, character) in text.enumerated() {
      columns.append(contentsOf: repeatElement(index + 1, count: character.unicodeScalars.count))
    }
    return columns
  }

  private static func characterColumn(ofScalarColumn column: Int, in columns: [Int]) -> Int {
    if column < 1 { return column }
    if column <= columns.count { return columns[column - 1] }
    // Past the line's end (the mark of a line break or of the end of the file).
    return (columns.last ?? 0) + column - columns.count
  }
}
