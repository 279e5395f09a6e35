import Testing
import UnblockCore

@Suite struct RulesTests {
  let prisoner = Block(
    label: "A", orientation: .horizontal, origin: Cell(row: 2, column: 0), length: 2)

  @Test func acceptsMinimalPuzzle() {
    let puzzle = Puzzle(size: .standard, blocks: [prisoner], chute: Chute(side: .right, row: 2))
    #expect(puzzle.violations() == [])
  }

  @Test func rejectsOverlapAndWrongChuteRow() {
    let vertical = Block(
      label: "B", orientation: .vertical, origin: Cell(row: 1, column: 1), length: 3)
    let puzzle = Puzzle(
      size: .standard, blocks: [prisoner, vertical], chute: Chute(side: .right, row: 3))
    #expect(
      puzzle.violations() == [
        .overlap(block: 1, other: 0, at: Cell(row: 2, column: 1)),
        .chuteNotOnPrisonerRow(chuteRow: 3, prisonerRow: 2),
      ])
  }

  @Test func rejectsUnsupportedSizeAndMissingPrisoner() {
    let puzzle = Puzzle(
      size: BoardSize(rows: 3, columns: 9), blocks: [], chute: Chute(side: .right, row: 0))
    #expect(
      puzzle.violations() == [
        .unsupportedSize(BoardSize(rows: 3, columns: 9)), .missingPrisoner,
      ])
  }

  @Test func mirrorTwiceIsIdentity() {
    let fixed = Block.fixed(at: Cell(row: 0, column: 5))
    let long = Block(
      label: "C", orientation: .horizontal, origin: Cell(row: 4, column: 1), length: 3)
    let puzzle = Puzzle(
      size: BoardSize(rows: 5, columns: 7), blocks: [prisoner, fixed, long],
      chute: Chute(side: .right, row: 2))
    let mirror = puzzle.mirrored()
    #expect(mirror.chute.side == .left)
    #expect(mirror.blocks[1].origin == Cell(row: 0, column: 1))
    #expect(mirror.blocks[2].origin == Cell(row: 4, column: 3))
    #expect(mirror.mirrored() == puzzle)
  }

  @Test func categoriesFollowTheGameBands() {
    #expect(Category(moves: 14) == .warmUp)
    #expect(Category(moves: 15) == .beginner)
    #expect(Category(moves: 25) == .intermediate)
    #expect(Category(moves: 26) == .advanced)
    #expect(Category(moves: 31) == .expert)
  }
}
