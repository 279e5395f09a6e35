import Testing
import UnblockCore

@testable import UnblockFormats

@Suite struct PrinterTests {
  /// `#` and 4,095 characters, a line at the limit, was written `# ` and them: one
  /// character over it, so the next reading refused or dropped the comment.
  @Test func writesACommentWithoutItsSpaceWhereTheSpaceWouldPassTheLimit() {
    let atLimit = String(repeating: "c", count: 4095)
    #expect(GridPrinter.commentLine(atLimit) == "#" + atLimit)
    #expect(GridPrinter.commentLine(String(atLimit.dropLast())) == "# " + atLimit.dropLast())
    #expect(
      GridPrinter.commentLine(String(atLimit.dropLast(2)), margin: 2) == "#" + atLimit.dropLast(2))
    #expect(GridPrinter.commentLine("x") == "# x")
    #expect(GridPrinter.commentLine("") == "#")
  }

  @Test func printsTheCanonicalGridWithAnExplicitChute() throws {
    let file = load("# I-4\no.BCCC\nD.BEFF\nDAAEGo\n.H..GI\n.HJJGI\n.KKLL.  \n")
    #expect(try CanonicalPrinter.print(file, as: .grid).get() == "# I-4\n" + GridReaderTests.i4)
  }

  @Test func printsALeftChuteGridWithIndentedRows() throws {
    let puzzle = try #require(load("<AA..\n ....\n ..x.\n ....\n").entries[0].puzzle)
    #expect(GridPrinter.print(puzzle) == "<AA..\n ....\n ..x.\n ....\n")
  }

  @Test func printsAPuzzleFileWithTheSchemaLineAndKeysInOrder() throws {
    // The same file with its keys shuffled and its strings unquoted.
    let shuffled = YAMLReaderTests.i4
      .replacingOccurrences(of: "name: \"I-4\"\n", with: "")
      .replacingOccurrences(of: "author: \"Unblock Me\"", with: "author: Unblock Me")
      .replacingOccurrences(of: "moves: 23\n", with: "moves: 23\nname: 'I-4'\n")
    let file = load(shuffled, path: "p.yaml")
    #expect(try CanonicalPrinter.print(file, as: .yaml).get() == YAMLReaderTests.i4)
  }

  @Test func printsALeftChuteBoardWithAnIndentationIndicatorInASet() throws {
    let file = load("<AA..\n ....\n ....\n ....\n\nAA..\n....\n....\n....\n")
    let text = try CanonicalPrinter.print(file, as: .yaml).get()
    #expect(
      text == """
        # yaml-language-server: $schema=../Schemas/set.schema.json
        puzzles:
          - board: |2
              <AA..
               ....
               ....
               ....
          - board: |
              AA..>
              ....
              ....
              ....

        """)
    #expect(load(text, path: "s.set.yaml").entries.map(\.puzzle) == file.entries.map(\.puzzle))
  }

  @Test func keepsGridCommentsInsideAYAMLBoard() throws {
    let text = "board: |\n  # the hard one\n  AA..>\n  # between\n  ....\n  ....\n  ....\n"
    let file = load(text, path: "p.yaml")
    #expect(file.entries[0].comments == ["the hard one"])
    #expect(file.entries[0].rowComments == [1: ["between"]])
    #expect(file.entries[0].yamlComments.isEmpty)
    #expect(
      try CanonicalPrinter.print(file, as: .yaml).get() == YAMLPrinter.puzzleSchemaLine + text)
  }

  @Test func tiesEachYAMLCommentToItsKeyButNotAHashInsideAScalar() {
    let file = load(
      "# yaml-language-server: $schema=s.json\n--- # start\nname: \"a # b\"  # note\n  # indented\nboard: |\n  # grid\n  AA..\n  ....\n  ....\n  ....\nauthor: a#b\n# last\n",
      path: "p.yaml")
    var expected = YAMLComments()
    expected.above = ["": ["# start"], "board": ["# indented"]]
    expected.trailing = ["name": Located("# note", at: SourceLocation(line: 3, column: 16))]
    expected.below = ["# last"]
    expected.inFileOrder = ["# start", "# note", "# indented"]
    #expect(file.allDiagnostics.map(\.description) == [])
    #expect(file.entries[0].yamlComments == expected)
    #expect(file.comments.isEmpty)
    #expect(file.entries[0].metadata.author?.value == "a#b")
  }

  @Test func keepsBlockListCommentsAndFindsThoseThatWouldShareALine() throws {
    let text = """
      size: 4x4
      blocks:
        # the prisoner
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # moves right
        - label: "B"  # tall
          orientation: vertical
          row: 1
          column: 0  # left edge
          length: 2

      """
    let file = load(text, path: "p.yaml")
    #expect(
      file.commentConflicts == [
        YAMLComments.Conflict(
          location: SourceLocation(line: 8, column: 16), otherLine: 5, path: "blocks.1")
      ])
    #expect(
      CanonicalPrinter.print(file, as: .yaml)
        == .failure(.commentNotKept(file.commentConflicts[0])))
    let kept = load(text.replacingOccurrences(of: "  # left edge", with: ""), path: "p.yaml")
    #expect(
      try CanonicalPrinter.print(kept, as: .yaml).get() == YAMLPrinter.puzzleSchemaLine + """
        size: 4x4
        exit: {side: right, row: 0}
        blocks:
          # the prisoner
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # moves right
          - {label: "B", orientation: vertical, row: 1, column: 0, length: 2} # tall

        """)
  }

  @Test func escapesTheLineSeparatorsLibyamlWouldBreakAt() throws {
    let name = "a\u{2028}b\u{2029}c\u{85}d"
    let puzzle = try #require(load("AA..\n....\n....\n....\n").entries[0].puzzle)
    let text = YAMLPrinter.print(
      puzzle, metadata: PuzzleMetadata(name: Located(name, at: .start)), schema: nil)
    #expect(text.hasPrefix("name: \"a\\u2028b\\u2029c\\u0085d\"\n"))
    let file = load(text, path: "p.yaml")
    #expect(file.allDiagnostics.isEmpty)
    #expect(file.entries[0].metadata.name?.value == name)
  }

  @Test func printsTheBlockList() throws {
    let puzzle = try #require(load("AA.x\n.B..\n.B..\n....\n").entries[0].puzzle)
    #expect(
      YAMLPrinter.print(puzzle, style: .blocks, schema: nil) == """
        size: 4x4
        exit: {side: right, row: 0}
        blocks:
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}
          - {label: "x", orientation: fixed, row: 0, column: 3}
          - {label: "B", orientation: vertical, row: 1, column: 1, length: 2}

        """)
  }

  @Test func printsDatabaseLinesAndRefusesPuzzlesTheyCannotHold() throws {
    let file = load(GridReaderTests.i4)
    #expect(
      try CanonicalPrinter.print(file, as: .databaseLines).get()
        == "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo\n")
    let small = try #require(load("AA..\n....\n....\n....\n").entries[0].puzzle)
    #expect(
      DatabaseLinePrinter.line(for: small)
        == .failure(.unsupportedSize(BoardSize(rows: 4, columns: 4))))
    #expect(
      DatabaseLinePrinter.line(for: try #require(file.entries[0].puzzle).mirrored())
        == .failure(.leftChute))
  }

  /// Lines under an enumeration header were refused for any board but 6x6 with a right
  /// chute, and only the first puzzle refused was named.
  @Test func printsLinesOfTheBoardTheirEnumerationHeaderNames() throws {
    let space = EnumerationSpace(
      size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .left, row: 1), walls: 0...0)
    let header = EnumerationHeader(space: space)
    let body = header.text + "01 ooooAAoooooooooo 3\n02 ooooAABoooBooooo 7\n"
    let text = body + FileTrailer.line(for: body)
    let file = load(text)
    #expect(file.enumerationHeader == header)
    #expect(try CanonicalPrinter.print(file, as: .databaseLines).get() == text)
    // A later batch of the file, without its header, is printed under the header given.
    var later = file
    later.entries[0].comments = []
    later.trailingComments = []
    #expect(
      try CanonicalPrinter.print(later, as: .databaseLines, under: header).get()
        == "01 ooooAAoooooooooo 3\n02 ooooAABoooBooooo 7\n")
    // With no header, every puzzle is refused at its place.
    let refusals = try #require(
      {
        if case .failure(.unsupported(let refusals)) = CanonicalPrinter.print(
          later, as: .databaseLines)
        {
          return refusals
        }
        return nil
      }())
    #expect(refusals.map(\.location.line) == [5, 6])
    #expect(refusals.allSatisfy { $0.reason == .unsupportedSize(space.size) })
    // Under a header of another board, its puzzles are refused.
    let other = EnumerationHeader(
      space: EnumerationSpace(size: space.size, chute: Chute(side: .right, row: 1), walls: 0...0))
    #expect(!header.namesSameBoard(as: other))
    #expect(
      header.namesSameBoard(
        as: EnumerationHeader(
          space: EnumerationSpace(size: space.size, chute: space.chute, walls: 0...2))))
    #expect(
      DatabaseLinePrinter.line(for: try #require(file.entries[0].puzzle), under: other)
        == .failure(.otherBoard(space.size, space.chute, header: other.space)))
  }

  @Test func refusesToPrintAFileWithErrors() {
    #expect(
      CanonicalPrinter.print(load("AA..\nB...\n....\n....\n"), as: .grid) == .failure(.invalidInput)
    )
  }
}
