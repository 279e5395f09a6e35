import Foundation
import UnblockCore
import UnblockFormats

/// An edit that repairs one diagnostic, offered as a `quickfix` code action.
public struct QuickFix: Hashable, Sendable {
  public var title: String
  public var edits: [LSP.TextEdit]
}

extension QuickFix {
  /// Sets a wrong `moves:` claim, at `range`, to the true minimal moves.
  static func setMoves(_ moves: Int, at range: LSP.Range) -> QuickFix {
    QuickFix(
      title: "Set the moves to \(moves)", edits: [LSP.TextEdit(range: range, newText: "\(moves)")])
  }

  /// Sets a wrong `level:` claim, at `range`, to the category of the true minimal moves.
  static func setLevel(_ moves: Int, at range: LSP.Range) -> QuickFix {
    let level = Category(moves: moves).rawValue
    return QuickFix(
      title: "Set the level to \(level)", edits: [LSP.TextEdit(range: range, newText: level)])
  }

  /// Sets a wrong `states:` claim, at `range`, to the size of the puzzle's cluster.
  static func setStates(_ states: Int, at range: LSP.Range) -> QuickFix {
    QuickFix(
      title: "Set the states to \(states)",
      edits: [LSP.TextEdit(range: range, newText: "\(states)")])
  }

  /// Adds the indentation indicator to the `board: |` at or above `line` (0-based), the
  /// one ``UnblockFormats/BoardIndentationIndicator`` finds, as the reader's error names it.
  static func addIndentationIndicator(above line: Int, in text: DocumentText) -> QuickFix? {
    guard
      let found = BoardIndentationIndicator.find(
        above: line, count: text.lines.count, lineAt: text.line)
    else { return nil }
    let row = text.line(found.keyLine)
    let after = row.index(row.startIndex, offsetBy: found.column)
    let character = row.utf16.distance(from: row.utf16.startIndex, to: after)
    let position = LSP.Position(line: found.keyLine, character: character)
    return QuickFix(
      title: "Add the indentation indicator: board: |\(found.indicator)",
      edits: [
        LSP.TextEdit(
          range: LSP.Range(start: position, end: position), newText: "\(found.indicator)")
      ])
  }

  /// Adds the `# yaml-language-server: $schema=...` first line to a YAML document without
  /// one, so that yaml-language-server validates and completes it beside this server. The
  /// line ends as the document's lines do (``DocumentText/lineEnding``).
  ///
  /// The target is the puzzle or set schema in the nearest `Schemas/` folder above the
  /// document, as a relative path; without one, the path `format` writes (see
  /// ``SchemaReference``). A file is a set when it reads as one or when a line of `text`
  /// starts with the top-level key `puzzles` (a set with a syntax error reads as nothing),
  /// in block style or flow style, quoted or not.
  static func addSchemaLine(to file: PuzzleFile, text: DocumentText) -> QuickFix {
    let isSet = file.collection != nil || text.lines.contains(where: Self.opensASet)
    let name = isSet ? "set.schema.json" : "puzzle.schema.json"
    let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
    let target = SchemaReference.path(from: folder, file: name)
    // After a byte-order mark, which must stay first.
    let start = LSP.Position(line: 0, character: text.byteOrderMarkLength)
    return QuickFix(
      title: "Add the schema line for yaml-language-server",
      edits: [
        LSP.TextEdit(
          range: LSP.Range(start: start, end: start),
          newText: "# yaml-language-server: $schema=\(target)\(text.lineEnding)")
      ])
  }
  /// Whether a line starts a set's top-level `puzzles` key: `puzzles:`, `"puzzles":` or
  /// `'puzzles':`, alone or after the `{` of a flow mapping.
  static func opensASet(_ line: Substring) -> Bool {
    var rest = line
    if rest.first == "{" { rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" }) }
    return ["puzzles", "\"puzzles\"", "'puzzles'"].contains { key in
      rest.hasPrefix(key)
        && rest.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).first == ":"
    }
  }

}
