import Testing

@testable import UnblockFormats

/// YAML places after a character of several code points on the same line: columns count
/// characters (README, "Counting"), where libyaml counts code points.
@Suite struct YAMLColumnTests {
  /// Characters of several code points: `é` as `e` + U+0301, a family emoji joined with
  /// U+200D, a flag.
  static let wide = ["e\u{301}", "👨\u{200D}👩\u{200D}👧", "🇫🇷"]

  /// Documents with a problem, or a value, after `X` on X's line.
  static let documents = [
    #"{name: "X", moves: "12", size: 6x6, blocks: []}"#,
    #"{name: "X", level: hard, size: 6x6, blocks: []}"#,
    "size: 6x6\nexit: {side: right, row: 2}\nblocks:\n"
      + #"  - {orientation: "X", label: A, row: 9, column: 0}"#,
    #"name: ["X", !!str a]"#,
    #"name: ["X", *a]"#,
    "# X \u{2029}\nname: a",
  ]

  func places(_ text: String) -> [UnblockFormats.SourceLocation] {
    load(text + "\n", path: "p.yaml").allDiagnostics.map(\.location)
  }

  @Test(arguments: wide)
  func countsACharacterOfSeveralCodePointsOnce(_ character: String) {
    for document in Self.documents {
      // One character, so every place after it must be where a one-letter name puts it.
      let expected = places(document.replacing("X", with: "x"))
      #expect(!expected.isEmpty, "\(document)")
      #expect(places(document.replacing("X", with: character)) == expected, "\(document)")
    }
  }

  @Test(arguments: wide)
  func valueEndsCountCharacters(_ character: String) {
    let document =
      #"{name: "X", moves: 5, size: 6x6, exit: {side: right, row: 2}, blocks: [{label: A, "#
      + #"orientation: horizontal, row: 2, column: 0}]} # a comment"#
    let read = load(document.replacing("X", with: character) + "\n", path: "p.yaml")
    let plain = load(document.replacing("X", with: "x") + "\n", path: "p.yaml")
    #expect(read.valueEnds == plain.valueEnds)
    #expect(read.entries.first?.yamlComments == plain.entries.first?.yamlComments)
  }

  @Test func convertsScalarColumnsToCharacterColumns() {
    let text = "a\u{301}b🇫🇷c"
    // Scalars: a, U+0301, b, 🇫, 🇷, c.
    let columns = (1...8).map { ScalarColumns.characterColumn(ofScalarColumn: $0, in: text) }
    #expect(columns == [1, 1, 2, 3, 3, 4, 5, 6])
  }
}
