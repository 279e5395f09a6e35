import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

/// The grids README shows as examples are puzzles a designer can copy.
@Suite struct ReadmeGridTests {
  /// The `text` blocks of README that hold only grid rows and comments, each with its line
  /// in README and its lines less the fence's indentation.
  static func gridExamples() throws -> [(line: Int, text: String)] {
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let row = /^ ?<?[.oxA-Za-z0-9]{4,8}>?$/
    var examples: [(line: Int, text: String)] = []
    var block: (line: Int, indent: Int, lines: [String])?
    for (number, line) in readme.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if let open = block {
        guard trimmed != "```" else {
          let rows = open.lines.filter { !$0.isEmpty && !$0.hasPrefix("#") }
          if !rows.isEmpty, rows.allSatisfy({ $0.wholeMatch(of: row) != nil }) {
            examples.append((open.line, open.lines.map { $0 + "\n" }.joined()))
          }
          block = nil
          continue
        }
        block?.lines.append(String(line.dropFirst(min(open.indent, indent))))
      } else if trimmed == "```text" {
        block = (number + 2, indent, [])
      }
    }
    return examples
  }

  /// README's left-chute example showed 4 rows of I-4, whose blocks H and I were then 1
  /// tile long: every grid it shows reads as valid puzzles.
  @Test func everyGridExampleIsAValidPuzzle() throws {
    let examples = try Self.gridExamples()
    #expect(examples.contains { $0.text.contains("<DAAEG.") })
    for (line, text) in examples {
      let file = PuzzleLoader().read(Array(text.utf8), path: "README.md:\(line)")
      #expect(!file.hasErrors, "README line \(line): \(file.allDiagnostics)")
    }
  }
}
