import Testing
import UnblockCore

@Suite struct GeneratorLayoutSpaceTests {
  @Test(arguments: [
    (BoardSize(rows: 6, columns: 6), 2, 0), (BoardSize(rows: 4, columns: 5), 0, 1),
    (BoardSize(rows: 8, columns: 7), 7, 3), (BoardSize(rows: 5, columns: 8), 4, 2),
  ])
  func randomLayoutsAndMutationsStayInTheSpace(size: BoardSize, row: Int, fixed: Int) {
    let space = LayoutSpace(size: size, chuteRow: row, fixedBlocks: fixed)
    var generator = Xoshiro256StarStar(seed: 3)
    for _ in 0..<30 {
      var layout = space.randomLayout(using: &generator)
      #expect(space.contains(layout), "\(layout)")
      #expect(layout.blocks.count(where: { $0.orientation == .fixed }) == fixed)
      #expect(layout.chute == Chute(side: .right, row: row))
      for step in 0..<40 {
        layout = space.mutated(layout, using: &generator, nudging: step % 2 == 1)
        #expect(space.contains(layout), "\(layout)")
      }
    }
  }

  @Test func eachMutationChangesTheLayoutAsNamed() {
    let space = LayoutSpace(size: .standard, chuteRow: 2, fixedBlocks: 1)
    var generator = Xoshiro256StarStar(seed: 9)
    let layout = space.randomLayout(using: &generator)
    var added = layout
    #expect(space.apply(.add, to: &added, using: &generator))
    #expect(added.blocks.count == layout.blocks.count + 1)
    var removed = layout
    #expect(space.apply(.remove, to: &removed, using: &generator))
    #expect(removed.blocks.count == layout.blocks.count - 1)
    #expect(removed.prisonerIndex != nil)
    #expect(removed.blocks.contains { $0.orientation == .fixed })
    var moved = layout
    #expect(space.apply(.move, to: &moved, using: &generator))
    #expect(moved.blocks.count == layout.blocks.count)
    #expect(moved != layout)
    for _ in 0..<20 {
      var nudged = layout
      guard space.apply(.nudge, to: &nudged, using: &generator) else { continue }
      #expect(space.contains(nudged))
      // One block changed, keeping its label and kind, one tile across or one tile
      // longer or shorter.
      let changed = zip(layout.blocks, nudged.blocks).filter { $0 != $1 }
      #expect(changed.count == 1)
      if let (before, after) = changed.first {
        #expect(before.label == after.label && before.orientation == after.orientation)
        let shift =
          abs(before.origin.row - after.origin.row)
          + abs(before.origin.column - after.origin.column)
        #expect(shift + abs(before.length - after.length) <= 2)
        #expect(!before.isPrisoner)
      }
    }
  }

  @Test func neverPutsABlockThePrisonerCannotPass() {
    // The prisoner at the far left: every tile to its right in row 2 is "ahead" of it.
    let space = LayoutSpace(size: .standard, chuteRow: 2, fixedBlocks: 4)
    var generator = Xoshiro256StarStar(seed: 11)
    for _ in 0..<200 {
      let layout = space.randomLayout(using: &generator)
      let prisoner = layout.blocks[layout.prisonerIndex!]
      for block in layout.blocks where block.origin.row == 2 && !block.isPrisoner {
        #expect(block.orientation == .vertical || block.origin.column < prisoner.origin.column)
      }
    }
  }

  @Test func sameSeedGivesSameLayouts() {
    let space = LayoutSpace(size: .standard, chuteRow: 2, fixedBlocks: 0)
    var first = Xoshiro256StarStar(seed: 5)
    var second = Xoshiro256StarStar(seed: 5)
    for _ in 0..<10 {
      #expect(space.randomLayout(using: &first) == space.randomLayout(using: &second))
    }
  }
}
