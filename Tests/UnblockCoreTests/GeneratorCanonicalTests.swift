import Testing
import UnblockCore

@Suite struct GeneratorCanonicalTests {
  let puzzle = TestPuzzles.grid([
    "QQ.ZZ.",
    "....R.",
    ".AA.R.",
    "..x...",
    "......",
    ".PPP..",
  ])

  @Test func relabelsInReadingOrderAndKeepsPrisonerAndFixedLabels() {
    let canonical = puzzle.canonicallyLabelled()
    #expect(canonical.blocks.map(\.label) == ["B", "C", "D", "A", "x", "E"])
    #expect(canonical.blocks.map(\.origin) == puzzle.blocks.map(\.origin).sorted())
    #expect(canonical.isValid)
  }

  @Test func keyIgnoresLabelsBlockOrderAndMirrorImage() {
    var shuffled = puzzle
    shuffled.blocks.reverse()
    shuffled.blocks[0].label = "9"
    #expect(shuffled.canonicalKey == puzzle.canonicalKey)
    #expect(puzzle.mirrored().canonicalKey == puzzle.canonicalKey)
    #expect(puzzle.mirrored().canonicallyLabelled().canonicalKey == puzzle.canonicalKey)
  }

  @Test func keySeparatesPuzzlesThatDifferInOneBlockOrTheChuteRow() {
    var moved = puzzle
    moved.blocks[0].origin.column = 1
    #expect(moved.canonicalKey != puzzle.canonicalKey)
    var lengthened = puzzle
    lengthened.blocks[2].length = 3
    #expect(lengthened.canonicalKey != puzzle.canonicalKey)
    // The same blocks with a vertical block where a horizontal one was.
    var turned = puzzle
    turned.blocks[1].orientation = .horizontal
    turned.blocks[1].origin = Cell(row: 4, column: 3)
    #expect(turned.canonicalKey != puzzle.canonicalKey)
  }
}
