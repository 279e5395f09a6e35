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

  /// The fuzzer's traps (issue 10, items 11 and 12): a negative size, a position at
  /// `Int.max` and a length of billions are rule violations, found without a trap and
  /// without listing the tiles.
  @Test func rejectsHostileNumbersWithoutTrappingOrAllocating() {
    let negative = Puzzle(
      size: BoardSize(rows: 4, columns: -1), blocks: [prisoner], chute: Chute(side: .right, row: 2))
    #expect(
      negative.violations() == [
        .unsupportedSize(BoardSize(rows: 4, columns: -1)), .outsideBoard(block: 0),
      ])
    #expect(negative.grid == [[], [], [], []])
    let far = [
      Block(label: "B", orientation: .horizontal, origin: Cell(row: 0, column: .max), length: 2),
      Block(label: "C", orientation: .vertical, origin: Cell(row: .max, column: 0), length: 3),
      Block(label: "D", orientation: .vertical, origin: Cell(row: .min, column: 5), length: .max),
      Block(label: "E", orientation: .horizontal, origin: Cell(row: 5, column: 0), length: 1 << 32),
    ]
    let puzzle = Puzzle(
      size: .standard, blocks: [prisoner] + far, chute: Chute(side: .right, row: 2))
    #expect(
      puzzle.violations() == [
        .outsideBoard(block: 1), .outsideBoard(block: 2), .badLength(block: 3, length: .max),
        .outsideBoard(block: 3), .badLength(block: 4, length: 1 << 32), .outsideBoard(block: 4),
      ])
    #expect(far[0].cells == [Cell(row: 0, column: .max)])
    // Block D ends at row -2, far above the board; from row -3 on, the same length
    // crosses all 6 rows.
    #expect(far[2].cells(on: .standard) == [])
    var tall = far[2]
    tall.origin.row = -3
    #expect(tall.cells(on: .standard) == (0..<6).map { Cell(row: $0, column: 5) })
    #expect(far[3].cells(on: .standard).count == 6)
    #expect(puzzle.grid[5] == Array(repeating: "E", count: 6))
    #expect(puzzle.applying(Move(block: 1, distance: -1)) == nil)
    #expect(puzzle.applying(Move(block: 0, distance: .min)) == nil)
    #expect(puzzle.mirrored().mirrored() == puzzle)
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
