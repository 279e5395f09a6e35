import Foundation
import Testing
import UnblockTestSupport

/// How files are read, whatever the command: line ends, over-long lines and how a file's
/// format is recognised.
@Suite struct ReadingTests {
  @Test func pointsEveryGridErrorAfterAnOverlongLineAtItsOwnLine() throws {
    let long = String(repeating: "A", count: 5000)
    let result = try CLI.run(["check", "-"], stdin: "AA..\n\(long)\nB...\n.....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:2:4097: error: line is longer than 4096 characters, the most a line may hold
        -:4:5: error: ragged rows: this row has 5 tiles but the first row has 4; every row needs the same number
        -:1:1: invalid: puzzle 1: 2 errors
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  /// A bare number in a `.yml` file got four grid errors (a 1x2 board, block '4' ...):
  /// no grid row is that short, so the name decides, and it is YAML.
  @Test func aBareNumberInAYAMLFileIsYAML() throws {
    let folder = try temporaryFolder(["num.yml": Array("42\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "num.yml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "num.yml:1:1: error: a puzzle must be a mapping with keys such as name, author, level, not a whole number\n"
      ))
  }

  /// A database-line file over 4 MiB whose first line is too long was taken for a grid
  /// and refused whole as "larger than 4 MiB" (1:1, exit 2): the line is refused at its
  /// place and the others are streamed.
  @Test func aLongFirstLineDoesNotHideALargeDatabaseLineFile() throws {
    let count = 110_000
    let text =
      "51 " + String(repeating: "o", count: 5000) + "\r\n"
      + String(repeating: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\r\n", count: count)
    #expect(text.utf8.count > 4 << 20)
    let folder = try temporaryFolder(["big.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["convert", "--to", "line", "big.txt"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "big.txt:1:4097: error: line is longer than 4096 characters, the most a line may hold\n")
    #expect(result.stdout.split(separator: "\n").count == count)
  }

  @Test func readsALoneCarriageReturnAsALineEndInEveryFormat() throws {
    let grid = try CLI.run(["check", "-"], stdin: "AA..\r....\r.B..\r.B..\r")
    #expect(grid.status == 0)
    #expect(
      grid.stdout == """
        -:1:1: ok: puzzle 1: 4x4, 2 blocks, chute right of row 0, solvable in 1 move, warm-up
        checked 1 puzzle in 1 file: 1 valid, 0 invalid

        """)
    let line = try CLI.run(
      ["format", "-"], stdin: "# a comment\r12 AAooooBoooooBooooooooooooooooooooooo 4\r")
    #expect(line.status == 0)
    #expect(line.stdout == "# a comment\n12 AAooooBoooooBooooooooooooooooooooooo 4\n")
    let errors = try CLI.run(["check", "-"], stdin: "AA..\r....\r.B!.\r.B..\r")
    #expect(errors.status == 1)
    #expect(errors.stdout.hasPrefix("-:3:3: error: unknown character"))
  }

  @Test func recognisesAGridInAFileNamedYAMLByItsContent() throws {
    let folder = try temporaryFolder(["grid.yaml": Array("AA..\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["format", "grid.yaml"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "AA..>\n....\n....\n....\n")
  }

  @Test func refusesAUnicodeLineSeparatorInYAMLWhichLibyamlWouldCountAsALineEnd() throws {
    let result = try CLI.run(
      ["format", "-"],
      stdin: "name: \"a\u{2028}b\"\nmoves: 1 # one\nboard: |\n  AA..\n  ....\n  ....\n  ....\n")
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "-:1:9: error: U+2028 is a line break to YAML 1.1; write it as \\u2028 inside double quotes\n"
    )
  }

  /// libyaml refuses a raw control character "at" the start of the file; the reader finds
  /// it first, at its own line and column.
  @Test(arguments: [("\u{01}", "U+0001"), ("\u{7F}", "U+007F"), ("\u{9F}", "U+009F")])
  func reportsARawControlCharacterInYAMLWhereItIs(character: String, codePoint: String) throws {
    let result = try CLI.run(
      ["check", "-"],
      stdin: "name: \"x\"\nauthor: \"ab\(character)c\"\nboard: |\n  AA..>\n  ....\n  ....\n  ....\n"
    )
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "-:2:12: error: \(codePoint) is a character YAML does not allow raw; write it as \\u\(codePoint.dropFirst(2)) inside double quotes\n"
      ), "\(result.stdout)")
  }

  /// The line limit counts characters, as its message says: a line of 2,009 CJK
  /// characters (6,027 bytes) was refused at a column past its end.
  @Test func theLineLimitCountsCharactersNotBytes() throws {
    let board = "\nboard: |\n  AA..>\n  ....\n  ....\n  ....\n"
    let within = try CLI.run(
      ["check", "-"], stdin: "name: \"" + String(repeating: "漢", count: 2_009) + "\"" + board)
    #expect(within.status == 0, "\(within.stdout.prefix(200))")
    let over = try CLI.run(
      ["check", "-"], stdin: "name: \"" + String(repeating: "漢", count: 4_100) + "\"" + board)
    #expect(over.status == 1)
    #expect(
      over.stdout.hasPrefix(
        "-:1:4097: error: line is longer than 4096 characters, the most a line may hold\n"))
  }

  /// One block of a block list that does not read (a label 'o') hid the rule errors of the
  /// blocks that did; they are checked too, and every problem is reported in one pass.
  @Test func aBadBlockDoesNotHideTheOthersProblems() throws {
    let text = """
      size: 6x6
      blocks:
        - {label: "A", orientation: horizontal, row: 2, column: 0, length: 2}
        - {orientation: fixed, row: 0, column: 0, length: 3}
        - {label: "x", orientation: vertical, row: 3, column: 4, length: 2}
        - {label: "o", orientation: vertical, row: 3, column: 5, length: 2}
        - {label: "B", orientation: fixed, row: 0, column: 5}

      """
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        -:4:5: error: a fixed block must be 1x1, not 3 tiles
        -:5:5: error: 'x' marks a fixed block, which must be 1x1 and cannot move
        -:6:13: error: a block's label is one ASCII letter or digit other than 'o', not 'o'
        -:7:5: error: a fixed block must be labelled 'x', not 'B'
        -:1:1: invalid: puzzle 1: 4 errors
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
  }

  /// A comment after a database line's fields was taken for a third number ("at most one
  /// number on each side"); it is now said where comments go.
  @Test func aCommentAfterADatabaseLineSaysWhereCommentsGo() throws {
    let result = try CLI.run(
      ["check", "-"], stdin: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780   # note\n")
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "-:1:48: error: a database line ends with its fields: write this comment on a line of its own, above\n"
      ))
  }

  /// `check` streams line files: a header that does not read stops the file at its line.
  @Test func checkRefusesAMalformedEnumerationHeaderAtItsLine() throws {
    let text =
      "# unblock enumerate\n# size: 9x9\n# exit: right, row 1\n# walls: 0...0\n07 BBBFEAAFEoCCEDDD 8\n"
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status != 0)
    #expect(
      result.stdout.hasPrefix(
        "-:2:1: error: enumeration header: the board must have 4 to 8 rows and columns, not 9x9\n"))
  }

  /// The schema's pattern for 'size' is plain digits: the reader refuses what it refuses, at
  /// the size, so that a file it takes validates against the schema. `format` does not
  /// rewrite such a file: it has an error.
  @Test func refusesASizeTheSchemaRefusesAtTheSize() throws {
    let blocks =
      "blocks:\n  - {label: \"A\", orientation: horizontal, row: 2, column: 0, length: 2}\n"
    for (size, message) in [
      ("06x06", "'size' is rows x columns without leading zeros: '6x6', not '06x06'"),
      ("6x006", "'size' is rows x columns without leading zeros: '6x6', not '6x006'"),
      ("+6x6", "'size' is rows x columns, such as 6x6, not '+6x6'"),
    ] {
      let folder = try temporaryFolder(["p.yaml": Array("size: \(size)\n\(blocks)".utf8)])
      let check = try CLI.run(["check", "p.yaml"], in: folder)
      #expect(check.status == 1, "\(size)")
      #expect(check.stdout.hasPrefix("p.yaml:1:7: error: \(message)\n"), "\(check.stdout)")
      let format = try CLI.run(["format", "--write", "p.yaml"], in: folder)
      #expect(format.status == 1, "\(size)")
      #expect(format.stderr.contains("p.yaml:1:7: error: \(message)"), "\(format.stderr)")
      let kept = try String(contentsOf: folder.appendingPathComponent("p.yaml"), encoding: .utf8)
      #expect(kept.hasPrefix("size: \(size)\n"))
    }
    let plain = try CLI.run(["check", "-"], stdin: "size: 6x6\n\(blocks)")
    #expect(plain.status == 0, "\(plain.stdout)")
  }
}
