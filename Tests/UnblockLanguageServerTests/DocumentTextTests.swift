import Testing
import UnblockFormats

@testable import UnblockLanguageServer

@Suite struct DocumentTextTests {
  func position(_ line: Int, _ character: Int) -> LSP.Position {
    LSP.Position(line: line, character: character)
  }

  @Test func replacesARangeCountedInUTF16AcrossLines() {
    var text = DocumentText("# 😀 x\nAA..\n....\n")
    // '😀' is two code units: character 5 is the 'x'. The edit spans into the next line.
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 5), end: position(1, 2)), text: "y\nBB"))
    #expect(text.text == "# 😀 y\nBB..\n....\n")
    #expect(text.lines == ["# 😀 y", "BB..", "....", ""])
  }

  @Test func takesAPlaceInsideASurrogatePairAsThePairsStart() {
    var text = DocumentText("name: \"ab😀cd\"\nAA..\n")
    // '😀' is code units 9 and 10: 10 lies between its halves.
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 10), end: position(0, 10)), text: "Q"))
    #expect(text.text == "name: \"abQ😀cd\"\nAA..\n")
    // A range that ends inside the pair stops before it; one that starts inside covers it.
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 9), end: position(0, 11)), text: ""))
    #expect(text.text == "name: \"ab😀cd\"\nAA..\n")
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 10), end: position(0, 12)), text: "-"))
    #expect(text.text == "name: \"ab-d\"\nAA..\n")
  }

  @Test func insertsBetweenALetterAndItsCombiningMark() {
    var text = DocumentText("e\u{301}x\n")
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 1), end: position(0, 1)), text: "Q"))
    #expect(Array(text.text.unicodeScalars) == Array("eQ\u{301}x\n".unicodeScalars))
  }

  @Test func countsAByteOrderMarkOnTheFirstLineAsTheClientDoes() {
    let text = DocumentText("\u{FEFF}..Z...\nAA....\n")
    #expect(text.byteOrderMarkLength == 1)
    // The reader's column 3 (the 'Z', the mark dropped) is the client's character 3.
    #expect(text.position(of: SourceLocation(line: 1, column: 3)) == position(0, 3))
    #expect(text.position(of: SourceLocation(line: 2, column: 1)) == position(1, 0))
    let row = text.range(at: SourceLocation(line: 1, column: 1), extent: .row)
    #expect([row.start.character, row.end.character] == [1, 7])
    #expect(DocumentText("..Z\n").byteOrderMarkLength == 0)
  }

  @Test func replacesTheWholeTextWithoutARange() {
    var text = DocumentText("AA..\n")
    text.apply(LSP.TextDocumentContentChangeEvent(text: "....\r\nAA..\r\n"))
    #expect(text.lines == ["....", "AA..", ""])
    #expect(text.end == position(2, 0))
  }

  @Test func countsALoneCarriageReturnAsALineBreak() {
    var text = DocumentText("# c\r....\r\nAA..\n....\r")
    #expect(text.lines == ["# c", "....", "AA..", "....", ""])
    #expect(text.end == position(4, 0))
    #expect(text.position(of: SourceLocation(line: 3, column: 2)) == position(2, 1))
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(1, 0), end: position(1, 0)), text: "# b\r"))
    #expect(text.text == "# c\r# b\r....\r\nAA..\n....\r")
    #expect(text.lines.count == 6)
  }

  @Test func clampsPositionsPastTheEndOfALineOrTheDocument() {
    var text = DocumentText("AB\nCD")
    text.apply(
      LSP.TextDocumentContentChangeEvent(
        range: LSP.Range(start: position(0, 99), end: position(7, 0)), text: "!"))
    #expect(text.text == "AB!")
    #expect(DocumentText("é\n").position(of: SourceLocation(line: 9, column: 9)) == position(1, 0))
  }
}
