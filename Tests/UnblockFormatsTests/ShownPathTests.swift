import Testing
import UnblockFormats

@Suite struct ShownPathTests {
  /// A message about a file whose name holds a newline stays one line.
  @Test func escapesTheCharactersThatWouldBreakALine() {
    #expect(ShownPath.text("Puzzles/I-4.yaml") == "Puzzles/I-4.yaml")
    #expect(ShownPath.text("a\\b ü 👨‍👩‍👧.txt") == "a\\b ü 👨‍👩‍👧.txt")
    #expect(ShownPath.text("new\nline\r\t.yaml") == "new\\nline\\r\\t.yaml")
    #expect(
      ShownPath.text("a\u{1B}b\u{7F}c\u{85}d\u{2028}e") == "a\\u001bb\\u007fc\\u0085d\\u2028e")
    let diagnostic = Diagnostic.error("x", path: "new\nline.yaml", at: .start)
    #expect(diagnostic.description == "new\\nline.yaml:1:1: error: x")
    // JSON keeps the path, escaped by JSON's rules.
    #expect(diagnostic.jsonLine.contains(#""path":"new\nline.yaml""#))
  }
}
