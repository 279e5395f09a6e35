import Testing

@testable import UnblockFormats

@Suite struct PuzzleSelectorTests {
  static let set = """
    name: "pair"
    puzzles:
      - name: "first"
        board: |
          AA..>
          ....
          ....
          ....
      - board: |
          .AA.>
          ....
          ....
          ....
    """

  @Test func readsDigitsAsANumberAndAnythingElseAsAName() {
    #expect(PuzzleSelector("3") == .number(3))
    #expect(PuzzleSelector("007") == .number(7))
    #expect(PuzzleSelector("-1") == .name("-1"))
    #expect(PuzzleSelector("3a") == .name("3a"))
    #expect(PuzzleSelector("") == .name(""))
    #expect(PuzzleSelector("٣") == .name("٣"))
  }

  @Test func narrowsAFileToOnePuzzleKeepingItsNumber() throws {
    let file = PuzzleLoader().read(Array(Self.set.utf8), path: "pair.yaml")
    let second = file.selecting(.number(2))
    #expect(second.entries.count == 1)
    #expect(second.firstNumber == 2)
    #expect(second.entries.first?.location == file.entries[1].location)
    #expect(!second.hasErrors)
    let first = file.selecting(.name("first"))
    #expect(first.firstNumber == 1)
    #expect(first.entries.first?.metadata.name?.value == "first")
  }

  @Test func saysWhatTheFileHoldsWhenNothingMatches() {
    let file = PuzzleLoader().read(Array(Self.set.utf8), path: "pair.yaml")
    for selector in [PuzzleSelector.number(0), .number(3), .name("second")] {
      let none = file.selecting(selector)
      #expect(none.entries.isEmpty)
      #expect(none.hasErrors)
      #expect(
        none.diagnostics.map(\.description) == [
          "pair.yaml:1:1: error: no \(selector.description) in this file; "
            + "it holds 2 puzzles: 1 \"first\", 2 (no name)"
        ])
    }
  }
}
