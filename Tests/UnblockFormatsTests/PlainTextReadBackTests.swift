import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

/// The canonical printer reads its text back only when a file holds a name or comment
/// that is not plain: a plain one must read back in every format, whatever it holds.
@Suite struct PlainTextReadBackTests {
  /// Characters a name or comment may hold: every printable ASCII character (`#`, quotes,
  /// a backslash, a colon), letters and marks of other scripts, an emoji, a no-break and
  /// a zero-width space, and a right-to-left override.
  static let pool: [Character] =
    (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
    + ["é", "日", "本", "😀", "\u{00A0}", "\u{200B}", "e\u{0301}", "\u{202E}", "ß", "Ω"]

  func plainText(using random: inout SplitMix64) -> String {
    String(
      (0..<Int.random(in: 0...40, using: &random)).map { _ in
        Self.pool.randomElement(using: &random)!
      })
  }

  @Test func plainNamesAndCommentsReadBackInEveryFormat() throws {
    var random = SplitMix64(seed: 7)
    for trial in 0..<300 {
      let entries = (1...Int.random(in: 1...3, using: &random)).map { index in
        let place = SourceLocation(line: index, column: 1)
        let name = plainText(using: &random)
        return PuzzleEntry(
          location: place,
          puzzle: RandomPuzzles.puzzle(
            size: .standard, side: .right, blocks: Int.random(in: 2...10, using: &random),
            fixed: Int.random(in: 0...2, using: &random), using: &random),
          metadata: PuzzleMetadata(name: trial % 2 == 0 ? Located(name, at: place) : nil),
          comments: (0..<Int.random(in: 0...3, using: &random)).map { _ in
            plainText(using: &random)
          })
      }
      let file = PuzzleFile(path: "p", format: nil, entries: entries)
      #expect(!file.holdsText)
      for format in [PuzzleFormat.grid, .yaml, .databaseLines] {
        // Database lines without a header hold only 6x6 puzzles whose chute is in row 2.
        guard format != .databaseLines || entries.allSatisfy({ $0.puzzle?.chute.row == 2 })
        else { continue }
        let text = try CanonicalPrinter.print(file, as: format).get()
        let failure = CanonicalPrinter.readingBack(text, as: format, of: file)
        #expect(failure == nil, "\(format): \(text)")
      }
    }
  }

  @Test func textThatMightNotReadBackIsNotPlain() {
    #expect(PuzzleFile.isPlain("entry 3: 23 ooBCCC 1247, from a/b.txt:1 # é 😀"))
    #expect(PuzzleFile.isPlain(String(repeating: "é", count: 512)))
    for text in [
      "a\nb", "a\rb", "a\tb", "a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{0}b", "a\u{7F}b",
      "a\u{FEFF}b", "a\u{1B}[31m", String(repeating: "é", count: 513),
    ] {
      #expect(!PuzzleFile.isPlain(text), "\(text.debugDescription)")
    }
  }
}
