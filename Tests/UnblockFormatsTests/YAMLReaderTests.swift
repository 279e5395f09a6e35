import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct YAMLReaderTests {
  /// I-4 in canonical form, with every key.
  static let i4 = """
    # yaml-language-server: $schema=../Schemas/puzzle.schema.json
    name: "I-4"
    author: "Unblock Me"
    level: intermediate
    moves: 23
    board: |
    \(TestGrid.indented(ReferencePuzzles.intermediate4Grid))
    generated:
      version: "1.0"
      seed: 7
      states: 58419
      solutions: 2

    """

  func yaml(_ text: String, path: String = "test.yaml") -> PuzzleFile {
    load(text, path: path)
  }

  func yamlProblems(_ text: String) -> [String] {
    yaml(text).allDiagnostics.map(\.description)
  }

  /// A plain value YAML reads as no string is said to be read so, but for a decimal whole
  /// number, which the kind names already.
  @Test func saysWhyAPlainValueIsNoString() {
    for (value, reading) in [
      ("0x0", " (YAML reads 0x0 as a hexadecimal number)"),
      ("0o17", " (YAML reads 0o17 as an octal number)"),
      ("true", " (YAML reads true as a boolean)"),
      ("1e3", " (YAML reads 1e3 as a decimal number)"),
      ("12", ""),
    ] {
      let problems = yamlProblems("name: \(value)\nboard: |\n  AA..\n  ....\n  ....\n  ....\n")
      #expect(
        problems.first?.hasSuffix("\(reading); put it in quotes to make it a string") == true,
        "\(value): \(problems)")
      #expect(problems.first?.contains("YAML reads") == !reading.isEmpty, "\(value)")
    }
  }

  @Test func knowsWhereEachValueEndsInFlowStyleAndBlockScalars() {
    let file = yaml(
      """
      level: >-
        expert
      size: 6x6
      blocks:
        - {label: "A", orientation: horizontal, row: 99, column: 0}
        - label: B

      """)
    func end(_ line: Int, _ column: Int) -> UnblockFormats.SourceLocation? {
      file.valueEnds[SourceLocation(line: line, column: column)]
    }
    // A block scalar runs from its indicator to the line after its content.
    #expect(end(1, 8) == SourceLocation(line: 3, column: 1))
    // A key with a one-line value ends with the value; the value on its own, too.
    #expect(end(3, 1) == SourceLocation(line: 3, column: 10))
    #expect(end(3, 7) == SourceLocation(line: 3, column: 10))
    // Inside a flow mapping, at the value's last character, not at the '}'.
    #expect(end(5, 48) == SourceLocation(line: 5, column: 50))
    #expect(end(5, 43) == SourceLocation(line: 5, column: 50))
    #expect(end(5, 13) == SourceLocation(line: 5, column: 16))
    #expect(end(6, 5) == SourceLocation(line: 6, column: 13))
    // A key whose value is a collection or a block scalar is named by its line.
    #expect(end(1, 1) == nil)
    #expect(end(4, 1) == nil)
    // Only YAML knows them.
    #expect(load("......\nAA....\n").valueEnds.isEmpty)
  }

  @Test func readsAPuzzleWithItsClaimsAndTheirLocations() throws {
    let file = yaml(Self.i4)
    #expect(file.allDiagnostics.isEmpty)
    let entry = try #require(file.entries.first)
    let puzzle = try #require(entry.puzzle)
    #expect(puzzle == load(GridReaderTests.i4).entries[0].puzzle)
    #expect(entry.location == SourceLocation(line: 2, column: 1))
    #expect(entry.metadata.name == Located("I-4", at: SourceLocation(line: 2, column: 7)))
    #expect(entry.metadata.author?.value == "Unblock Me")
    #expect(entry.metadata.level == Located(.intermediate, at: SourceLocation(line: 4, column: 8)))
    #expect(entry.metadata.moves == Located(23, at: SourceLocation(line: 5, column: 8)))
    #expect(entry.metadata.generated?.states?.value == 58419)
    #expect(entry.metadata.generated?.solutions?.value == 2)
    #expect(entry.metadata.generated?.seed?.value == 7)
    #expect(entry.metadata.generated?.version?.value == "1.0")
    // The prisoner is the sixth block, written on line 9 at column 4 (after the indent).
    #expect(entry.blockLocations[5] == SourceLocation(line: 9, column: 4))
    #expect(entry.chuteLocation == SourceLocation(line: 9, column: 9))
  }

  /// A seed is any 64-bit number, as `generate --seed` takes it; one past that is refused.
  @Test func readsASeedUpToTwoToTheSixtyFourMinusOne() {
    let largest = Self.i4.replacingOccurrences(of: "seed: 7", with: "seed: 18446744073709551615")
    #expect(yaml(largest).allDiagnostics.isEmpty)
    #expect(yaml(largest).entries.first?.metadata.generated?.seed?.value == UInt64.max)
    let beyond = Self.i4.replacingOccurrences(of: "seed: 7", with: "seed: 18446744073709551616")
    #expect(
      yamlProblems(beyond) == [
        "test.yaml:15:9: error: 'seed' is too large: the most a number may be is 18446744073709551615"
      ])
    let negative = Self.i4.replacingOccurrences(of: "seed: 7", with: "seed: -1")
    #expect(
      yamlProblems(negative) == ["test.yaml:15:9: error: 'seed' must not be negative, not -1"])
  }

  @Test func reportsGridProblemsAtTheirPlaceInTheYAMLFile() {
    #expect(
      yamlProblems("name: x\nboard: |\n    AA..\n    B...\n    ..é.\n    ....\n") == [
        "test.yaml:4:5: error: block 'B': a movable block must be 2 or 3 tiles long, not 1",
        "test.yaml:5:7: error: non-ASCII character 'é' (U+00E9): tiles are '.', 'o', 'x' or ASCII letters and digits",
      ])
  }

  @Test func readsALeftChuteBoardWithAnIndentationIndicator() throws {
    let file = yaml("board: |2\n   ....\n  <AA..\n   ....\n   ....\n")
    #expect(file.allDiagnostics.isEmpty)
    #expect(try #require(file.entries[0].puzzle).chute == Chute(side: .left, row: 1))
    #expect(file.entries[0].chuteLocation == SourceLocation(line: 3, column: 3))
  }

  @Test func explainsAMissingIndentationIndicatorForALeftChute() {
    #expect(
      yamlProblems("board: |\n   ....\n  <AA..\n   ....\n   ....\n") == [
        "test.yaml:3:3: error: YAML syntax error: did not find expected key (while parsing a block mapping); a board with a left chute needs an indentation indicator, 'board: |2', because its other rows start with a space"
      ])
  }

  /// The indicator named is the one the rows need, which the language server's quick fix
  /// writes: the error said `|2` for rows 1 or 3 in, and doing so gave new errors.
  @Test(arguments: [
    ("board: |\n  ....\n <AA..\n  ....\n  ....\n", 1),
    (
      "puzzles:\n  - name: x\n    board: |\n        ....\n       <AA..\n        ....\n        ....\n",
      3
    ),
  ])
  func namesTheIndentationIndicatorTheRowsNeed(text: String, indicator: Int) throws {
    let problem = try #require(yamlProblems(text).first)
    #expect(problem.contains("needs an indentation indicator, 'board: |\(indicator)', because"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let fixed = lines.map { $0.hasSuffix("board: |") ? $0 + "\(indicator)" : $0 }
      .joined(separator: "\n")
    #expect(yaml(fixed).allDiagnostics.isEmpty, "\(fixed)")
  }

  @Test func readsTheExplicitBlockList() throws {
    let text = """
      size: 5x6
      exit: {side: left, row: 4}
      blocks:
        - {label: A, orientation: horizontal, row: 4, column: 2, length: 2}
        - {label: "1", orientation: vertical, row: 0, column: 0, length: 3}
        - {orientation: fixed, row: 0, column: 5}

      """
    let file = yaml(text)
    #expect(file.allDiagnostics.isEmpty)
    let entry = file.entries[0]
    #expect(entry.boardStyle == .blocks)
    #expect(
      entry.puzzle
        == Puzzle(
          size: BoardSize(rows: 5, columns: 6),
          blocks: [
            Block(label: "A", orientation: .horizontal, origin: Cell(row: 4, column: 2), length: 2),
            Block(label: "1", orientation: .vertical, origin: Cell(row: 0, column: 0), length: 3),
            .fixed(at: Cell(row: 0, column: 5)),
          ],
          chute: Chute(side: .left, row: 4)))
    #expect(
      entry.blockLocations == [
        SourceLocation(line: 4, column: 5), SourceLocation(line: 5, column: 5),
        SourceLocation(line: 6, column: 5),
      ])
  }

  @Test func reportsRuleViolationsOfTheBlockListAtTheBlock() {
    let text = """
      size: 4x4
      blocks:
        - {label: A, orientation: horizontal, row: 1, column: 0, length: 2}
        - {label: B, orientation: vertical, row: 0, column: 1, length: 3}
        - {label: C, orientation: vertical, row: 2, column: 3, length: 3}

      """
    #expect(
      yamlProblems(text) == [
        "test.yaml:4:5: error: block 'B': blocks overlap at row 1, column 1",
        "test.yaml:5:5: error: block 'C': block lies partly outside the board",
      ])
  }

  /// Issue 10, items 11 and 12: every number of a block list is checked at its place
  /// before it is used, so none traps and none allocates.
  @Test func refusesBlockListNumbersOutOfRangeAtTheirPlace() {
    #expect(
      yamlProblems(
        "size: 4x-1\nblocks:\n  - {label: A, orientation: horizontal, row: 0, column: 0, length: 2}\n"
      )
        == ["test.yaml:1:7: error: board is 4x-1; rows and columns must each be from 4 to 8"])
    let text = """
      size: 6x6
      blocks:
        - {label: A, orientation: horizontal, row: 2, column: 0, length: 2}
        - {label: B, orientation: horizontal, row: 0, column: 9223372036854775807, length: 2}
        - {label: C, orientation: vertical, row: 9223372036854775807, column: 0, length: 2}
        - {label: D, orientation: vertical, row: -1, column: 6, length: 2}
        - {label: E, orientation: horizontal, row: 4, column: 0, length: 4294967296}
        - {orientation: fixed, row: 5, column: 5, length: 0}

      """
    #expect(
      yamlProblems(text) == [
        "test.yaml:4:57: error: 'column' must be from 0 to 5 on a 6x6 board, not 9223372036854775807",
        "test.yaml:5:44: error: 'row' must be from 0 to 5 on a 6x6 board, not 9223372036854775807",
        "test.yaml:6:44: error: 'row' must be from 0 to 5 on a 6x6 board, not -1",
        "test.yaml:6:56: error: 'column' must be from 0 to 5 on a 6x6 board, not 6",
        "test.yaml:7:68: error: 'length' must be 2 or 3 (1 for a fixed block), not 4294967296",
        "test.yaml:8:53: error: 'length' must be 2 or 3 (1 for a fixed block), not 0",
      ])
  }

  @Test func reportsEveryKeyAndValueProblem() {
    let text = """
      name: 12
      level: hard
      moves: -3
      colour: red
      moves: 4
      generated: {seed: x, states: 3, solutions: 1.5}
      board: |
        AA..
        ....
        ....
        ....

      """
    #expect(
      yamlProblems(text) == [
        "test.yaml:1:7: error: 'name' must be a string, not a whole number; put it in quotes to make it a string",
        "test.yaml:2:8: error: unknown level 'hard'; it is one of warm-up, beginner, intermediate, advanced, expert",
        "test.yaml:3:8: error: 'moves' must not be negative, not -3",
        "test.yaml:4:1: error: unknown key 'colour' in a puzzle; the keys are name, author, level, moves, board, size, exit, blocks, generated",
        "test.yaml:5:1: error: duplicate key 'moves' (first written at line 3)",
        "test.yaml:6:19: error: 'seed' must be a whole number, not a string",
        "test.yaml:6:44: error: 'solutions' must be a whole number, not a decimal number",
      ])
  }

  /// A choice written as a number or a boolean gets the names it may be, not a word about
  /// quotes (`"3"` is no level either); a chute row off the board, or not the prisoner's,
  /// is pointed at where the row is written, not at the `{` of the exit.
  @Test func pointsAtTheValueThatIsWrong() {
    let text = """
      level: 3
      size: 6x6
      exit: {side: true, row: 3}
      blocks:
        - {label: A, orientation: 2, row: 2, column: 0, length: 2}

      """
    #expect(
      yamlProblems(text) == [
        "test.yaml:1:8: error: 'level' must be one of warm-up, beginner, intermediate, advanced, expert, not a whole number",
        "test.yaml:3:14: error: 'side' must be one of left, right, not a boolean",
        "test.yaml:5:29: error: 'orientation' must be one of horizontal, vertical, fixed, not a whole number",
      ])
    for (exit, message) in [
      (
        "{side: right, row: 3}",
        "test.yaml:3:26: error: the chute is on row 3 but the prisoner is on row 2"
      ),
      ("{side: right, row: 9}", "test.yaml:3:26: error: the chute's row 9 is not on the board"),
      ("\n  side: right\n  row: 6", "test.yaml:5:8: error: the chute's row 6 is not on the board"),
      // Past 64 bits, the same words as any row off the board.
      (
        "{side: right, row: 99999999999999999999}",
        "test.yaml:3:26: error: the chute's row 99999999999999999999 is not on the board"
      ),
    ] {
      let puzzle = """
        size: 6x6
        name: x
        exit: \(exit)
        blocks:
          - {label: A, orientation: horizontal, row: 2, column: 0, length: 2}

        """
      #expect(yamlProblems(puzzle) == [message], "\(exit)")
    }
  }

  /// An exit whose side does not read still has its row checked: both are reported.
  @Test func reportsARowOffTheBoardBesideASideThatDoesNotRead() {
    let puzzle = """
      size: 6x6
      exit: {side: up, row: 9}
      blocks:
        - {label: A, orientation: horizontal, row: 2, column: 0, length: 2}

      """
    let found = yamlProblems(puzzle)
    #expect(found.count == 2)
    #expect(found.first == "test.yaml:2:14: error: unknown side 'up'; it is one of left, right")
    #expect(found.last == "test.yaml:2:23: error: the chute's row 9 is not on the board")
  }

  /// A count of shortest solutions is read back up to 2^64 - 1, as `analyze` counts them
  /// and `generate` writes them.
  @Test func readsASolutionsClaimPast63Bits() {
    let text =
      "board: |\n  AA..\n  ....\n  ....\n  ....\ngenerated:\n  solutions: 18446744073709551615\n"
    let file = yaml(text)
    #expect(file.allDiagnostics.isEmpty)
    #expect(file.entries.first?.metadata.generated?.solutions?.value == UInt64.max)
  }

  @Test func rejectsAQuotedNumberOfMovesAndAFoldedBoard() {
    #expect(
      yamlProblems("moves: \"12\"\nboard: >\n  AA..\n  ....\n") == [
        "test.yaml:1:8: error: 'moves' must be a whole number, not a string",
        "test.yaml:2:8: error: 'board' must be a literal block scalar: write 'board: |' and the rows below it, indented",
      ])
  }

  @Test func rejectsAPuzzleWithoutABoardOrWithBoth() {
    #expect(
      yamlProblems("name: x\n") == [
        "test.yaml:1:1: error: a puzzle needs 'board' (the text grid) or 'size' and 'blocks'"
      ])
    #expect(
      yamlProblems("size: 4x4\nblocks: []\nboard: |\n  AA..\n  ....\n  ....\n  ....\n") == [
        "test.yaml:1:1: error: a puzzle has either 'board' or 'size', 'exit' and 'blocks', not both"
      ])
  }

  @Test func rejectsSyntaxErrorsWithTheirLocation() {
    #expect(
      yamlProblems("name: [x\nboard: |\n") == [
        "test.yaml:2:6: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence)"
      ])
  }

  /// An error libyaml marks at the end of the stream is placed just past the last line's
  /// end: it named line 4 of a 3-line file, with or without its final line break.
  @Test(arguments: [
    "name: x\nmoves: 9\nzz", "name: x\nmoves: 9\nzz\n", "name: x\r\nmoves: 9\r\nzz",
  ])
  func placesAnErrorAtTheEndOfTheStreamOnTheLastLine(_ text: String) {
    #expect(
      yamlProblems(text) == [
        "test.yaml:3:3: error: YAML syntax error: could not find expected ':' (while scanning a simple key)"
      ])
  }

  @Test func rejectsTabIndentation() {
    #expect(
      yamlProblems("name: x\n\tboard: |\n") == [
        "test.yaml:2:1: error: tab in indentation: YAML indents with spaces only"
      ])
  }

  @Test func pointsAtANonBreakingSpaceInIndentationNotAtTheEndOfTheFile() {
    // libyaml says "could not find expected ':'" at the end of the file.
    #expect(
      yamlProblems("name: x\nboard: |\n  ..BCCC\n \u{00A0}.KKLL.\nmoves: 3\n") == [
        "test.yaml:4:2: error: non-breaking space (U+00A0) in indentation: YAML indents with spaces only"
      ])
  }

  /// At column 1 of a top-level key, libyaml reads U+00A0 as the key's first character:
  /// the message was "unknown key '\u{00A0} moves'", a key that looked like two spaces.
  @Test func pointsAtANonBreakingSpaceThatOpensATopLevelKey() {
    #expect(
      yamlProblems("name: x\n\u{00A0} moves: 1\nboard: |\n  AA..\n  ....\n  ....\n  ....\n")
        == [
          "test.yaml:2:1: error: non-breaking space (U+00A0) in indentation: YAML indents with spaces only"
        ])
  }

  @Test func refusesAliasesSoAliasBombsCannotExpand() {
    var bomb =
      "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
    for level in 1...8 {
      let name = String(UnicodeScalar(UInt8(97 + level)))
      let previous = String(UnicodeScalar(UInt8(96 + level)))
      bomb +=
        "\(name): &\(name) [" + Array(repeating: "*" + previous, count: 9).joined(separator: ",")
        + "]\n"
    }
    #expect(
      yamlProblems(bomb) == [
        "test.yaml:2:8: error: YAML aliases (*name) are not allowed in puzzle files"
      ])
  }

  @Test func boundsNestingOneHundredThousandDeep() {
    let deep = "a:\n" + String(repeating: " [\n", count: 100_000)
    #expect(
      yamlProblems(deep) == [
        "test.yaml:33:2: error: YAML nested more than 32 levels deep; puzzle files need 4"
      ])
  }

  @Test func rejectsTagsAndSeveralDocuments() {
    #expect(
      yamlProblems("name: !!str x\n") == [
        "test.yaml:1:7: error: YAML tags (tag:yaml.org,2002:str) are not allowed in puzzle files"
      ])
    #expect(
      yamlProblems("name: x\n---\nname: y\n") == [
        "test.yaml:2:1: error: a puzzle file holds one YAML document; put several puzzles in a set file's 'puzzles' list"
      ])
  }

  @Test func rejectsCommentOnlyYAML() {
    #expect(
      yamlProblems("# yaml-language-server: $schema=../Schemas/puzzle.schema.json\n") == [
        "test.yaml:1:1: error: file holds only comments: no puzzle found"
      ])
  }

  @Test func readsASetFileWithEveryPuzzle() throws {
    let text = """
      name: Daily
      author: Someone
      puzzles:
        - name: one
          board: |
            AA..
            ....
            ....
            ....
        - name: two
          level: hard
          board: |
            ....
            AA..
            ....
            ....

      """
    let file = yaml(text, path: "daily.set.yaml")
    #expect(file.collection?.name?.value == "Daily")
    #expect(file.collection?.author?.value == "Someone")
    #expect(file.entries.count == 2)
    #expect(file.entries[0].isValid)
    #expect(file.entries[1].location == SourceLocation(line: 10, column: 5))
    #expect(
      file.allDiagnostics.map(\.description) == [
        "daily.set.yaml:11:12: error: unknown level 'hard'; it is one of warm-up, beginner, intermediate, advanced, expert"
      ])
  }

  @Test func rejectsAnEmptySetAndUnknownSetKeys() {
    #expect(
      yamlProblems("puzzles: []\nfoo: 1\n") == [
        "test.yaml:1:10: error: 'puzzles' is empty: a set holds at least one puzzle",
        "test.yaml:2:1: error: unknown key 'foo' in a set; the keys are name, author, puzzles",
      ])
  }
}
