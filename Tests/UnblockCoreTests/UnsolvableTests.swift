import Synchronization
import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct UnsolvableTests {
  func proof(_ puzzle: Puzzle) throws -> Unsolvability? {
    if case .unsolvable(let proof) = try Solver().solve(puzzle) { return proof }
    return nil
  }

  @Test func blamesAHorizontalBlockInTheEscapeRow() throws {
    let puzzle = TestGrid.puzzle(".....\nAABB.\n.....\n.....\n.....\n")
    for board in [puzzle, puzzle.mirrored()] {
      let proof = try #require(try proof(board))
      // The prisoner and B share the row: (A0, B2), (A0, B3), (A1, B3).
      #expect(proof.statesExplored == 3)
      #expect(proof.reason == .horizontalBlockInEscapeRow(block: 1))
      #expect(proof.reason?.block == 1)
    }
  }

  @Test func blamesTheNearestFixedBlockInTheEscapeRow() throws {
    let puzzle = TestGrid.puzzle(".....\nAA.xx\n.....\n.....\n.....\n")
    let proof = try #require(try proof(puzzle))
    #expect(proof.statesExplored == 2)
    #expect(puzzle.blocks[1] == .fixed(at: Cell(row: 1, column: 3)))
    #expect(proof.reason == .fixedBlockInEscapeRow(block: 1))
  }

  @Test func blamesAVerticalBlockThatCannotLeaveTheRow() throws {
    let puzzle = TestGrid.puzzle("..B.\nAAB.\n..B.\n....\n")
    for board in [puzzle, puzzle.mirrored()] {
      let proof = try #require(try proof(board))
      // B always covers column 2 of the prisoner's row, so the prisoner cannot move.
      #expect(proof.statesExplored == 2)
      #expect(proof.reason == .verticalBlockPinnedInEscapeRow(block: 0))
    }
  }

  @Test func blamesAVerticalBlockHeldByFixedBlocksAndItsNeighbours() throws {
    let puzzle = TestGrid.puzzle(
      """
      ...x..
      ...C..
      AA.C..
      ...B..
      ...B..
      ......
      """)
    // The fixed block holds C from above, and B below it leaves C rows 1 to 3 at most:
    // C covers the prisoner's row wherever it goes. (Block 0 is the fixed block, first in
    // reading order.)
    let proof = try #require(try proof(puzzle))
    #expect(proof.reason == .verticalBlockPinnedInEscapeRow(block: 1))
    #expect(puzzle.blocks[1].label == "C")
  }

  @Test func provesUnsolvableWithoutASimpleReason() throws {
    let puzzle = TestGrid.puzzle(
      """
      CCCDDD
      ...B..
      AA.B..
      EEEFFF
      ......
      ......
      """)
    let proof = try #require(try proof(puzzle))
    #expect(proof.statesExplored == 2)
    #expect(proof.reason == nil)
    let analysis = try Analysis(puzzle: puzzle)
    #expect(analysis.minimalMoves == nil)
    #expect(analysis.clusterSize == 2)
    #expect(analysis.solvedStates == 0)
    #expect(analysis.distanceHistogram.isEmpty)
    #expect(analysis.optimalSolutionCount == 0)
    #expect(analysis.unnecessaryBlocks.isEmpty)
  }

  @Test func givesUpAtTheStateLimit() throws {
    guard
      case .gaveUp(let gaveUp, let statistics) = try Solver(maxStates: 100).solve(
        ReferencePuzzles.intermediate4)
    else {
      Issue.record("did not give up")
      return
    }
    #expect(gaveUp.states == 100)
    // The figures agree with "gave up after 100 states": the state past the limit is
    // not counted.
    #expect(statistics.distinctBoards == 100)
    #expect(statistics.boardsPerLevel.reduce(0, +) == 100)
    // Every search says it the same way: the solver's outcome and the cluster's error.
    #expect(gaveUp.description == "gave up after 100 states")
    #expect(SolverError.gaveUp(gaveUp).description == "gave up after 100 states")
    #expect(throws: SolverError.gaveUp(gaveUp)) {
      try Analysis(puzzle: ReferencePuzzles.intermediate4, maxStates: 100)
    }
  }

  @Test func stopsBeforeTheLevelItIsAskedToStopAt() throws {
    // Asked before each level: the sixth asking stops the search after five levels.
    final class Askings: Sendable { let count = Atomic<Int>(0) }
    let askings = Askings()
    let solver = Solver(shouldStop: { askings.count.add(1, ordering: .relaxed).newValue > 5 })
    guard
      case .gaveUp(let gaveUp, let statistics) = try solver.solve(ReferencePuzzles.intermediate4)
    else {
      Issue.record("did not stop")
      return
    }
    #expect(statistics.boardsPerLevel == [1, 9, 33, 76, 148, 253])
    #expect(gaveUp.states == 520)
    #expect(statistics.distinctBoards == 520)
  }

  @Test func rejectsAnInvalidPuzzle() throws {
    // Built by hand: the grid reader refuses a board without a prisoner.
    let puzzle = Puzzle(
      size: BoardSize(rows: 4, columns: 4),
      blocks: [
        Block(label: "B", orientation: .horizontal, origin: Cell(row: 2, column: 0), length: 2)
      ],
      chute: Chute(side: .right, row: 0))
    #expect(throws: SolverError.invalidPuzzle([.missingPrisoner])) {
      try Solver().solve(puzzle)
    }
  }
}
