import Testing
import UnblockFormats

@testable import UnblockLanguageServer

@Suite struct DiagnosticRangeTests {
  /// The range of the value at `line` and `column` (from 1) of `text`, as
  /// `[line, character, line, character]`.
  func value(_ text: String, _ line: Int, _ column: Int) -> [Int] {
    span(text, line, column, .value)
  }

  /// The range drawn with `extent` at `line` and `column` (from 1) of `text`, as
  /// `[line, character, line, character]`.
  func span(_ text: String, _ line: Int, _ column: Int, _ extent: DiagnosticCode.Extent)
    -> [Int]
  {
    let range = DocumentText(text).range(
      at: SourceLocation(line: line, column: column), extent: extent)
    return [range.start.line, range.start.character, range.end.line, range.end.character]
  }

  @Test func coversOneCharacterOfARunOrAtTheEndOfALine() {
    func character(_ text: String, _ column: Int) -> [Int] {
      span(text, 1, column, .character)
    }
    #expect(character("AA.  .\n", 4) == [0, 3, 0, 4])
    #expect(character("AA.  .\n", 5) == [0, 4, 0, 5])
    #expect(character("name: \"a\u{2028}b\"\n", 9) == [0, 8, 0, 9])
    // Past the end of the line: the line.
    #expect(character("  AA..\n", 9) == [0, 2, 0, 6])
  }

  @Test func coversADatabaseLinesNumberNotTheBoard() {
    let board = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"
    #expect(value("50 \(board) 4780\n", 1, 1) == [0, 0, 0, 2])
    #expect(value("50 \(board)\n", 1, 1) == [0, 0, 0, 2])
    #expect(value("\(board) 50\n", 1, 38) == [0, 37, 0, 39])
  }

  @Test func endsAQuotedValueAtItsClosingQuote() {
    #expect(value("level: \"expert\"  # my note\n", 1, 8) == [0, 7, 0, 15])
    #expect(value("level: 'expert'  # my note\n", 1, 8) == [0, 7, 0, 15])
    // '' inside single quotes and \" inside double quotes do not close the value.
    #expect(value("name: 'it''s' # x\n", 1, 7) == [0, 6, 0, 13])
    #expect(value("name: \"a\\\"b\" # x\n", 1, 7) == [0, 6, 0, 12])
  }

  @Test func endsAPlainValueBeforeAComment() {
    #expect(value("moves: 5  # a guess\n", 1, 8) == [0, 7, 0, 8])
    #expect(value("level: expert\n", 1, 8) == [0, 7, 0, 13])
  }

  @Test func endsAValueWhereTheReaderSaysItEndsBeforeTheBlanks() {
    let text = DocumentText("level: >-\n    expert  \n  board: |\n{row: 99, column: 0}\n")
    let ends = [
      SourceLocation(line: 1, column: 8): SourceLocation(line: 3, column: 3),
      SourceLocation(line: 4, column: 7): SourceLocation(line: 4, column: 9),
    ]
    func range(_ line: Int, _ column: Int, _ extent: DiagnosticCode.Extent) -> [Int] {
      let range = text.range(
        at: SourceLocation(line: line, column: column), extent: extent, valueEnds: ends)
      return [range.start.line, range.start.character, range.end.line, range.end.character]
    }
    // A block scalar's lines, up to its last character.
    #expect(range(1, 8, .value) == [0, 7, 1, 10])
    #expect(range(1, 8, .rest) == [0, 7, 1, 10])
    #expect(range(4, 7, .rest) == [3, 6, 3, 8])
    // A row is a row, and a place the reader did not measure is drawn from its line.
    #expect(range(4, 7, .row) == [3, 0, 3, 20])
    #expect(range(4, 2, .rest) == [3, 1, 3, 20])
  }

  /// A row drawn from a place in its indentation starts there, where `unblock check` puts
  /// it (a row that starts with a space: the space); from a place among its tiles, at its
  /// first tile (a ragged row). The first started at the first tile whatever the place.
  @Test func drawsARowFromAPlaceInItsIndentation() {
    let text = DocumentText("..BCCC\n D.BEFF\n  DAAEG.>\n")
    func row(_ line: Int, _ column: Int) -> [Int] {
      let range = text.range(at: SourceLocation(line: line, column: column), extent: .row)
      return [range.start.line, range.start.character, range.end.line, range.end.character]
    }
    #expect(row(2, 1) == [1, 0, 1, 7])
    #expect(row(3, 1) == [2, 0, 2, 9])
    #expect(row(3, 2) == [2, 1, 2, 9])
    #expect(row(3, 5) == [2, 2, 2, 9])
  }

  @Test func endsAFlowStyleValueBeforeItsCommaOrBrace() {
    let generated = "generated: {version: \"1.0\", seed: 1, states: 3}\n"
    #expect(value(generated, 1, 22) == [0, 21, 0, 26])
    #expect(value(generated, 1, 46) == [0, 45, 0, 46])
    #expect(value("{name: x, moves: 5, size: 4x6}\n", 1, 18) == [0, 17, 0, 18])
    #expect(value("levels: [expert]\n", 1, 10) == [0, 9, 0, 15])
  }

  /// An unknown or duplicate key is drawn over the key alone: not its colon, not its
  /// value (audit 12 found `foobar: a long value here` underlined whole).
  @Test func coversAKeyWithoutItsValue() {
    func key(_ text: String, _ column: Int) -> [Int] { span(text, 1, column, .key) }
    #expect(key("foobar: a long value here\n", 1) == [0, 0, 0, 6])
    #expect(key("  my key: 1  # note\n", 3) == [0, 2, 0, 8])
    #expect(key("foo  : 1\n", 1) == [0, 0, 0, 3])
    #expect(key("url:http: 1\n", 1) == [0, 0, 0, 8])
    #expect(key("\"foo: bar\": 1\n", 1) == [0, 0, 0, 10])
    #expect(key("{name: x, foo: 1}\n", 11) == [0, 10, 0, 13])
    #expect(key("foo:\n", 1) == [0, 0, 0, 3])
    #expect(
      DiagnosticCode.classify(.error("unknown key 'foo' in a puzzle", path: "p", at: .start)).extent
        == .key)
  }

  /// A database line's number that does not read is underlined alone, first word or last.
  @Test func aNumberThatDoesNotReadIsUnderlinedAlone() {
    let line = "x 09 EDDDMMEJJFxGAAoFoGHoxFCCHIooLKoIBBLK 6x8\n"
    for (column, word) in [(1, "x"), (43, "6x8")] {
      let message = "'\(word)' is not a non-negative whole number"
      let extent = DiagnosticCode.classify(.error(message, path: "p", at: .start)).extent
      #expect(span(line, 1, column, extent) == [0, column - 1, 0, column - 1 + word.count])
    }
    let huge = DiagnosticCode.classify(
      .error(
        "'99999999999999999999' is too large: the most a number may be is 1", path: "p", at: .start)
    )
    #expect(span("99999999999999999999 AA.. 3\n", 1, 1, huge.extent) == [0, 0, 0, 20])
  }
}
