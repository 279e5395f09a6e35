import Testing
import UnblockCore

@testable import UnblockFormats

/// Random text through every reader: nothing traps, and every verdict is consistent.
@Suite struct HostileInputTests {
  static let alphabet = Array("AABBx.o<> \n\n\n\t#:-[]{}|2&*!\"'é\r")

  static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 0...120, using: &generator)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        })
    }
  }

  /// A puzzle is returned exactly when no error was reported, and it obeys the rules.
  static func expectConsistent(_ file: PuzzleFile) {
    for entry in file.entries {
      let errors = entry.diagnostics.count { $0.severity == .error }
      #expect((entry.puzzle == nil) == (errors > 0))
      #expect(entry.puzzle?.isValid ?? true)
      #expect(entry.blockLocations.count == entry.puzzle?.blocks.count ?? 0)
    }
    #expect(file.entries.allSatisfy { $0.isValid } || file.hasErrors)
    #expect(file.allDiagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
  }

  @Test func randomTextNeverTrapsAndGetsConsistentVerdicts() {
    for text in Self.randomTexts(count: 3000, seed: 7) {
      for path in ["r.txt", "r.yaml", "-"] {
        Self.expectConsistent(load(text, path: path))
      }
    }
  }

  @Test func randomBoardsInYAMLGetTheSameVerdictAsInAGrid() {
    let rows = Array("AABBCx.o<>")
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2000 {
      let grid = (0..<Int.random(in: 3...6, using: &generator)).map { _ in
        String((0..<5).map { _ in rows[Int.random(in: 0..<rows.count, using: &generator)] })
      }
      // A row starting with a space or '<' needs the indentation indicator.
      let yaml = "board: |2\n" + grid.map { "  \($0)\n" }.joined()
      let fromGrid = load(grid.joined(separator: "\n") + "\n")
      let fromYAML = load(yaml, path: "r.yaml")
      Self.expectConsistent(fromYAML)
      #expect(fromGrid.entries.first?.puzzle == fromYAML.entries.first?.puzzle, "\(grid)")
    }
  }
}
