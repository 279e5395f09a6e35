import Testing
import UnblockCore

@testable import UnblockFormats

/// Where `format` puts a YAML comment it had tied to the wrong key: each case failed once.
@Suite struct YAMLCommentPlacementTests {
  static let rows = "      AA..\n      ....\n      ....\n      ....\n"
  static let printedRows = "      AA..>\n      ....\n      ....\n      ....\n"
  static let setSchema = "# yaml-language-server: $schema=../Schemas/set.schema.json\n"

  /// The canonical YAML of `text`, which must print, and print the same once more.
  static func formatted(_ text: String, path: String = "p.yaml") throws -> String {
    let file = load(text, path: path)
    #expect(file.allDiagnostics.map(\.description) == [])
    let printed = try CanonicalPrinter.print(file, as: .yaml).get()
    #expect(try CanonicalPrinter.print(load(printed, path: path), as: .yaml).get() == printed)
    return printed
  }

  /// A comment on an item's `-` line, before the item's first key, was tied to the line
  /// before the `-`: to the last key of the puzzle above, or refused as a second comment of
  /// `puzzles` or of the block above.
  @Test func keepsACommentOnAnItemsDashLineWithItsItem() throws {
    let set = try Self.formatted(
      "puzzles:  # the list\n  - # first\n    name: \"p1\"\n    board: |\n\(Self.rows)"
        + "  - # second\n    name: \"p2\"\n    board: |\n\(Self.rows)",
      path: "s.yaml")
    #expect(
      set == Self.setSchema
        + "puzzles:  # the list\n  # first\n  - name: \"p1\"\n    board: |\n\(Self.printedRows)"
        + "  # second\n  - name: \"p2\"\n    board: |\n\(Self.printedRows)")
    let blocks = try Self.formatted(
      """
      size: 4x4
      blocks:
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # the prisoner
        - # the blocker
          {label: "B", orientation: vertical, row: 1, column: 3, length: 2}

      """)
    #expect(
      blocks == YAMLPrinter.puzzleSchemaLine + """
        size: 4x4
        exit: {side: right, row: 0}
        blocks:
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # the prisoner
          # the blocker
          - {label: "B", orientation: vertical, row: 1, column: 3, length: 2}

        """)
  }

  /// A comment after a name holding a character of several code points (`é` as e and
  /// U+0301, a flag) keeps its column, counted in characters as the reader counts it: the
  /// printer counted code points, and the comment moved a column left at each `format`
  /// (audit 17, finding 1).
  @Test(arguments: ["e\u{301}", "\u{1F1EB}\u{1F1F7}", "\u{E9}", "ab"])
  func keepsTheColumnOfACommentAfterACharacterOfSeveralCodePoints(name: String) throws {
    let line = "name: \"\(name)\"      # c"
    let printed = try Self.formatted(line + "\nboard: |\n\(Self.rows)")
    let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.unicodeScalars.elementsEqual(line.unicodeScalars) }, "\(lines)")
  }

  /// A refusal names the block as the file does, not by the path `blocks.1`.
  @Test func namesTheBlockWhoseLineCannotHoldTwoComments() {
    let file = load(
      """
      size: 4x4
      blocks:
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}
        - label: "B"  # tall
          orientation: vertical
          row: 1
          column: 0  # left edge
          length: 2

      """, path: "p.yaml")
    guard case .failure(let failure) = CanonicalPrinter.print(file, as: .yaml) else {
      Issue.record("printed")
      return
    }
    #expect(
      failure.description
        == "cannot keep this comment in place: the canonical form writes block 2 of 'blocks' on one line, which already ends with the comment of line 4; put this comment on a line of its own"
    )
  }

  /// A comment on a line of its own inside `exit` or a block, which the canonical form
  /// writes on one line, went below that line, where it read as a comment on the next key.
  @Test func keepsACommentInsideAOneLineMappingAboveThatLine() throws {
    let printed = try Self.formatted(
      """
      size: 6x6
      exit:
        # about side
        side: left
        # about row
        row: 2
      blocks:
        - label: "A"
          # about orientation
          orientation: horizontal
          row: 2   # row of A
          column: 3
          # about length
          length: 2
          # after A's last key
        # about the wall
        - {orientation: fixed, row: 0, column: 0}

      """)
    #expect(
      printed == YAMLPrinter.puzzleSchemaLine + """
        size: 6x6
        # about side
        # about row
        exit: {side: left, row: 2}
        blocks:
          # about orientation
          # about length
          # after A's last key
          - {label: "A", orientation: horizontal, row: 2, column: 3, length: 2} # row of A
          # about the wall
          - {label: "x", orientation: fixed, row: 0, column: 0}

        """)
  }

  /// A comment after a set puzzle's last key, at its keys' indentation, went above the
  /// next puzzle, or above the set's next key (to the top of the file): it is the end of
  /// its puzzle, in YAML and in a grid.
  @Test func keepsACommentIndentedAfterAPuzzlesLastKeyAtTheEndOfThatPuzzle() throws {
    let text =
      "puzzles:\n  - name: \"p1\"\n    board: |\n\(Self.rows)    # end of p1\n"
      + "  - name: \"p2\"\n    board: |\n\(Self.rows)    # end of p2\nname: \"set\"\n# the end\n"
    #expect(
      try Self.formatted(text, path: "s.yaml") == Self.setSchema
        + "name: \"set\"\npuzzles:\n  - name: \"p1\"\n    board: |\n\(Self.printedRows)"
        + "    # end of p1\n  - name: \"p2\"\n    board: |\n\(Self.printedRows)"
        + "    # end of p2\n# the end\n")
    let grid = "AA..>\n....\n....\n....\n"
    #expect(
      try CanonicalPrinter.print(load(text, path: "s.yaml"), as: .grid).get()
        == "# p1\n\(grid)# end of p1\n\n# p2\n\(grid)# end of p2\n\n# the end\n")
  }

  /// A schema line below a comment was not the file's: `format` wrote a second one above.
  @Test func keepsASchemaLineAmongTheLeadingCommentsInPlace() throws {
    let schema = "# yaml-language-server: $schema=../../Schemas/puzzle.schema.json\n"
    let text = "# my header\n\n\(schema)# about name\nname: \"x\"\nboard: |\n  AA..\n  ....\n"
    let file = load(text + "  ....\n  ....\n", path: "p.yaml")
    #expect(file.schema == "../../Schemas/puzzle.schema.json")
    #expect(
      try Self.formatted(text + "  ....\n  ....\n")
        == text.replacingOccurrences(of: "\n\n", with: "\n").replacingOccurrences(
          of: "AA..", with: "AA..>") + "  ....\n  ....\n")
    #expect(
      try CanonicalPrinter.print(file, as: .grid).get()
        == "# my header\n# about name\n# x\nAA..>\n....\n....\n....\n")
  }
}
