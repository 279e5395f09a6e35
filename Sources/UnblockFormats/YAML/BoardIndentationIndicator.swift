/// The indentation indicator a YAML `board: |` of a left-chute grid needs: its other rows
/// start with a space, which YAML cannot tell from indentation without it. The indicator is
/// how far the `<` row, the least indented, stands in from the `board:` key (`2` when the
/// key is at the margin and the `<` row is indented two spaces).
///
/// The reader's error names it, and the language server's quick fix writes it: the error
/// said `|2` whatever the rows needed.
public struct BoardIndentationIndicator: Hashable, Sendable {
  /// The line of the `board:` key, counted from 0.
  public var keyLine: Int
  /// Where on that line the indicator goes: the characters before it, up to the `|`.
  public var column: Int
  /// The indicator, from 1 to 9.
  public var indicator: Int

  /// The indicator for the `board: |` at or above line `line` (counted from 0) of a text of
  /// `count` lines that `lineAt` gives; `nil` when that block scalar already has an
  /// indicator, is not a `|` scalar, or its rows do not say one from 1 to 9.
  public static func find(above line: Int, count: Int, lineAt: (Int) -> Substring) -> Self? {
    guard count > 0 else { return nil }
    for number in stride(from: min(line, count - 1), through: 0, by: -1) {
      let row = lineAt(number)
      guard let key = row.range(of: "board:") else { continue }
      let value = row[key.upperBound...].drop { $0 == " " }
      guard value.first == "|" else { return nil }
      let after = value.index(after: value.startIndex)
      guard after == value.endIndex || !value[after].isNumber else { return nil }
      let keyColumn = row.distance(from: row.startIndex, to: key.lowerBound)
      guard
        let indicator = rowsIndentation(
          after: number, from: keyColumn, count: count, lineAt: lineAt),
        1...9 ~= indicator
      else { return nil }
      return Self(
        keyLine: number, column: row.distance(from: row.startIndex, to: after),
        indicator: indicator)
    }
    return nil
  }

  /// How far the least indented row of the block scalar whose key is on `keyLine`, at
  /// `keyColumn` (the indentation of its mapping, past any `- `), stands in from the key;
  /// `nil` when no row follows.
  private static func rowsIndentation(
    after keyLine: Int, from keyIndentation: Int, count: Int, lineAt: (Int) -> Substring
  ) -> Int? {
    var least: Int?
    for number in (keyLine + 1)..<count {
      let row = lineAt(number)
      guard !row.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
      let rowIndentation = row.prefix { $0 == " " }.count
      guard rowIndentation > keyIndentation else { break }
      least = min(least ?? rowIndentation, rowIndentation)
    }
    return least.map { $0 - keyIndentation }
  }
}
