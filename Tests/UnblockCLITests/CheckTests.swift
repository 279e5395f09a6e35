import Foundation
import Testing
import UnblockTestSupport

@Suite struct CheckTests {
  @Test func acceptsAValidGridFromStandardInput() throws {
    let result = try CLI.run(["check", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        -:1:1: ok: puzzle 1: 6x6, 12 blocks, chute right of row 2, solvable in 23 moves, intermediate
        checked 1 puzzle in 1 file: 1 valid, 0 invalid

        """)
  }

  /// An empty folder was counted as a file: "checked 0 puzzles in 1 file".
  @Test func countsAnEmptyFolderAsUnreadableNotAsAFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", folder.path])
    #expect(result.status == 2)
    #expect(
      result.stdout.hasSuffix("checked 0 puzzles in 0 files: 0 valid, 0 invalid, 1 unreadable\n"))
  }

  @Test func checksEveryShippedPuzzle() throws {
    let result = try CLI.run(["check", "Puzzles"])
    #expect(result.status == 0)
    // Every puzzle valid, however many the curated sets hold.
    let totals = #"checked (\d+) puzzles in \d+ files: \1 valid, 0 invalid\n$"#
    #expect(result.stdout.range(of: totals, options: .regularExpression) != nil)
  }

  @Test func reportsEveryGridProblemWithItsLocation() throws {
    let text = "AA..x\nB.C.\n.LC..\nLL...é\n\n<AA..>\n ....\n ....\n ....\n"
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:2:5: error: ragged rows: this row has 4 tiles but the first row has 5; every row needs the same number
        -:4:6: error: non-ASCII character 'é' (U+00E9): tiles are '.', 'o', 'x' or ASCII letters and digits
        -:4:6: error: ragged rows: this row has 6 tiles but the first row has 5; every row needs the same number
        -:1:1: invalid: puzzle 1: 3 errors
        -:6:6: error: chutes on both sides: a puzzle has one chute, at the left or the right end of the prisoner's row
        -:6:1: invalid: puzzle 2: 1 error
        checked 2 puzzles in 1 file: 0 valid, 2 invalid

        """)
  }

  @Test func reportsShapeAndPrisonerProblems() throws {
    let text = "AAA..\nB.C..\nBCC..\n.DD.D\nE....\n"
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:1:1: error: the prisoner 'A' must be 2 tiles long, not 3
        -:2:3: error: block 'C' is not a straight line: a block is one row or one column of tiles
        -:4:5: error: block 'D' has a gap: its tiles must touch
        -:5:1: error: block 'E': a movable block must be 2 or 3 tiles long, not 1
        -:1:1: invalid: puzzle 1: 4 errors
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  @Test func reportsTheOtherGridRuleBreaks() throws {
    let text = """
      AA....
      BBBB..
      ..C..?
      ..DD..
      C.....
      ......>

      BB....
      ......
      ......
      ......

      AA..AA
      ......
      ......
      ......

      AA.......
      .........
      .........
      .........

      """
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:2:1: error: block 'B': a movable block must be 2 or 3 tiles long, not 4
        -:3:6: error: unknown character '?': tiles are '.', 'o', 'x' or ASCII letters and digits
        -:5:1: error: label 'C' is written in two places: each block needs its own label
        -:6:7: error: the chute is on row 5 but the prisoner is on row 0
        -:1:1: invalid: puzzle 1: 4 errors
        -:8:1: error: no prisoner: exactly one block must be labelled 'A'
        -:8:1: invalid: puzzle 2: 1 error
        -:13:5: error: more than one prisoner: 'A' is written in two places
        -:13:1: invalid: puzzle 3: 1 error
        -:18:1: error: board has 9 columns; a board has 4 to 8 columns
        -:18:1: invalid: puzzle 4: 1 error
        checked 4 puzzles in 1 file: 0 valid, 4 invalid

        """)
  }

  @Test func reportsDuplicateYAMLKeys() throws {
    let result = try CLI.run(
      ["check", "-"], stdin: "name: a\nname: b\nboard: |\n  AA..\n  ....\n  ....\n  ....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix("-:2:1: error: duplicate key 'name' (first written at line 1)\n"))
  }

  /// `size: 0x0` is a hexadecimal number to YAML, where `9x9` is text: the message said
  /// to quote it, but not why.
  @Test func saysWhyYAMLReadsAValueAsANumber() throws {
    for (size, reading) in [("0x0", "a hexadecimal number"), ("0o7", "an octal number")] {
      let yaml = "size: \(size)\nexit: {side: right, row: 0}\nblocks: []\n"
      let result = try CLI.run(["check", "-"], stdin: yaml)
      #expect(result.status == 1)
      let said =
        "'size' must be a string, not a whole number (YAML reads \(size) as \(reading)); put it in quotes to make it a string"
      #expect(result.stdout.hasPrefix("-:1:7: error: \(said)\n"), "\(result.stdout)")
    }
  }

  @Test func reportsYAMLProblemsAtTheirLines() throws {
    let yaml =
      "name: 12\nlevel: hard\nmoves: -3\ncolour: red\nboard: |\n  AA..\n  .B..\n  ....\n  ....\n"
    let folder = try temporaryFolder(["bad.yaml": Array(yaml.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "bad.yaml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        bad.yaml:1:7: error: 'name' must be a string, not a whole number; put it in quotes to make it a string
        bad.yaml:2:8: error: unknown level 'hard'; it is one of warm-up, beginner, intermediate, advanced, expert
        bad.yaml:3:8: error: 'moves' must not be negative, not -3
        bad.yaml:4:1: error: unknown key 'colour' in a puzzle; the keys are name, author, level, moves, board, size, exit, blocks, generated
        bad.yaml:7:4: error: block 'B': a movable block must be 2 or 3 tiles long, not 1
        bad.yaml:1:1: invalid: puzzle 1: 5 errors
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  /// Issue 10, items 11 and 12: numbers the fuzzer found trapped every command (exit 132)
  /// or allocated gigabytes; each is refused at its place, at once, by the board's range,
  /// one past 64 bits too (it said `the most a number may be is 9223372036854775807`).
  @Test func refusesBlockListNumbersOffTheBoardWithoutTrapping() throws {
    let block = "{label: A, orientation: horizontal, row: 0, column: 0, length: 2}"
    let folder = try temporaryFolder([
      "size.yaml": Array("size: 4x-1\nblocks:\n  - \(block)\n".utf8),
      "column.yaml": Array(
        "size: 6x6\nblocks:\n  - {label: A, orientation: horizontal, row: 0, column: 9223372036854775807, length: 2}\n"
          .utf8),
      "row.yaml": Array(
        "size: 6x6\nblocks:\n  - \(block)\n  - {label: B, orientation: vertical, row: 99999999999999999999, column: 3, length: 2}\n"
          .utf8),
      "length.yaml": Array(
        "size: 6x6\nblocks:\n  - \(block)\n  - {label: B, orientation: vertical, row: 1, column: 3, length: 4294967296}\n"
          .utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["size.yaml", "column.yaml", "row.yaml", "length.yaml"]
    let check = try CLI.run(["check"] + files, in: folder)
    #expect(check.status == 1)
    #expect(
      check.stdout == """
        size.yaml:1:7: error: board is 4x-1; rows and columns must each be from 4 to 8
        size.yaml:1:1: invalid: puzzle 1: 1 error
        column.yaml:3:57: error: 'column' must be from 0 to 5 on a 6x6 board, not 9223372036854775807
        column.yaml:1:1: invalid: puzzle 1: 1 error
        row.yaml:4:44: error: 'row' must be from 0 to 5 on a 6x6 board, not 99999999999999999999
        row.yaml:1:1: invalid: puzzle 1: 1 error
        length.yaml:4:66: error: 'length' must be 2 or 3 (1 for a fixed block), not 4294967296
        length.yaml:1:1: invalid: puzzle 1: 1 error
        checked 4 puzzles in 4 files: 0 valid, 4 invalid

        """)
    let errors = check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    for command in ["solve", "analyze", "hint", "format"] {
      let result = try CLI.run([command] + files, in: folder)
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr == errors.joined(separator: "\n") + "\n", "\(command)")
    }
  }

  @Test func reportsMalformedYAMLAliasesDeepNestingAndTabs() throws {
    let folder = try temporaryFolder([
      "syntax.yaml": Array("name: [x\nboard: |\n".utf8),
      "alias.yaml": Array("a: &a [1, 2]\nb: [*a, *a]\n".utf8),
      "deep.yaml": Array(("a:\n" + String(repeating: " [\n", count: 100_000)).utf8),
      "tab.yaml": Array("name: x\n\tboard: |\n".utf8),
      "nbsp.yaml": Array("name: x\nboard: |\n  ..BCCC\n\u{00A0} .KKLL.\n".utf8),
      // At column 1 of a top-level key it read as a key: "unknown key '  moves'".
      "key.yaml": Array(
        "name: x\n\u{00A0} moves: 1\nboard: |\n  C.....\n  C.....\n  AA....>\n  ......\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["check", "syntax.yaml", "alias.yaml", "deep.yaml", "tab.yaml", "nbsp.yaml", "key.yaml"],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        syntax.yaml:2:6: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence)
        alias.yaml:2:5: error: YAML aliases (*name) are not allowed in puzzle files
        deep.yaml:33:2: error: YAML nested more than 32 levels deep; puzzle files need 4
        tab.yaml:2:1: error: tab in indentation: YAML indents with spaces only
        nbsp.yaml:4:1: error: non-breaking space (U+00A0) in indentation: YAML indents with spaces only
        key.yaml:2:1: error: non-breaking space (U+00A0) in indentation: YAML indents with spaces only
        key.yaml:1:1: invalid: "x": 1 error
        checked 1 puzzle in 6 files: 0 valid, 1 invalid, 5 malformed files

        """)
  }

  @Test func reportsUnreadableInputWithExitStatus2() throws {
    var binary = Array("AA..\n".utf8)
    binary += [0, 1, 2, 0xFF]
    let folder = try temporaryFolder([
      "binary.txt": binary, "latin1.txt": [0x41, 0x41, 0xE9, 0x0A],
      "empty/notes.md": Array("no puzzles here\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["check", "binary.txt", "latin1.txt", "missing.txt", "empty"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stdout == """
        binary.txt:2:1: error: binary file (it holds a NUL byte): expected a text puzzle file
        latin1.txt:1:3: error: file is not UTF-8 text (invalid byte here)
        missing.txt:1:1: error: no such file or directory
        empty:1:1: error: directory holds no puzzle files (.txt, .grid, .yaml, .yml)
        checked 0 puzzles in 3 files: 0 valid, 0 invalid, 4 unreadable

        """)
  }

  @Test func reportsEmptyAndCommentOnlyInputAsInvalid() throws {
    let empty = try CLI.run(["check", "-"], stdin: "")
    #expect(empty.status == 1)
    #expect(empty.stdout.hasPrefix("-:1:1: error: empty file: expected a puzzle\n"))
    let comments = try CLI.run(["check", "-"], stdin: "# just\n# comments\n")
    #expect(comments.status == 1)
    #expect(comments.stdout.hasPrefix("-:1:1: error: file holds only comments: no puzzle found\n"))
  }

  @Test func refusesHugeLinesAndStaysBoundedOnHalfAMillionLines() throws {
    let long = try CLI.run(
      ["check", "-"], stdin: "AA..\n" + String(repeating: "A", count: 2 << 20) + "\n")
    #expect(long.status == 1)
    #expect(
      long.stdout.hasPrefix(
        "-:2:4097: error: line is longer than 4096 characters, the most a line may hold\n"))
    let many = try CLI.run(["check", "-"], stdin: String(repeating: "AA....\n", count: 500_000))
    #expect(many.status == 1)
    #expect(many.stdout.hasPrefix("-:9:1: error: board has 500000 rows; a board has 4 to 8 rows\n"))
  }

  @Test func acceptsCRLFByteOrderMarkTrailingSpacesAndRectangularBoards() throws {
    let text =
      "\u{FEFF}# comment\r\nAAoo..  \r\n# between\r\n....x.\r\n......\r\nBB....\r\n.....C\r\n.....C\r\n"
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "-:2:1: ok: puzzle 1: 6x6, 4 blocks, chute right of row 0, solvable in 1 move, warm-up\n"))
  }

  @Test func printsJSONLines() throws {
    let result = try CLI.run(["check", "--format", "json", "-"], stdin: "AA..\nB...\n....\n....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        {"kind":"diagnostic","severity":"error","path":"-","line":2,"column":1,"message":"block 'B': a movable block must be 2 or 3 tiles long, not 1"}
        {"kind":"puzzle","path":"-","line":1,"column":1,"index":1,"name":null,"board":null,"valid":false,"status":"invalid","errors":1}

        """)
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["check", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock check Puzzles"))
  }

  @Test func usageErrorsExitWith64() throws {
    #expect(try CLI.run(["check"]).status == 64)
    #expect(try CLI.run(["check", "--format", "xml", "-"]).status == 64)
  }
}
