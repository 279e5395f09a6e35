import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct HintTests {
  @Test func hintsTheFirstMoveOfAShortestSolution() throws {
    let (hint, outcome) = try Solver().hint(ReferencePuzzles.intermediate4)
    let next = try #require(hint)
    #expect(next.remainingMoves == 23)
    #expect(outcome.minimalMoves == 23)
    let after = try #require(ReferencePuzzles.intermediate4.applying(next.move))
    #expect(try Solver().solve(after).minimalMoves == 22)
  }

  @Test func writesAndReadsMoveNotation() throws {
    let puzzle = ReferencePuzzles.intermediate4
    let move = try #require(puzzle.move(fromNotation: "E-1"))
    #expect(puzzle.blocks[move.block].label == "E")
    #expect(move.distance == -1)
    #expect(puzzle.notation(for: move) == "E-1")
    #expect(puzzle.notation(for: Move(block: 0, distance: 3)) == "B+3")
    #expect(puzzle.move(fromNotation: "x+1") == nil)
    #expect(puzzle.move(fromNotation: "Z+1") == nil)
    #expect(puzzle.move(fromNotation: "A3") == nil)
  }

  @Test func refusesIllegalMoves() throws {
    let puzzle = ReferencePuzzles.intermediate4
    let a = try #require(puzzle.prisonerIndex)
    let d = try #require(puzzle.blocks.firstIndex { $0.label == "D" })
    #expect(puzzle.applying(Move(block: a, distance: 1)) == nil)  // E is in the way
    #expect(puzzle.applying(Move(block: a, distance: -1)) == nil)  // D is in the way
    #expect(
      puzzle.applying(Move(block: d, distance: 3))?.blocks[d].origin == Cell(row: 4, column: 0))
    #expect(puzzle.applying(Move(block: d, distance: 4)) == nil)  // off the board
    #expect(puzzle.applying(Move(block: d, distance: 0)) == nil)
    #expect(puzzle.applying(Move(block: 99, distance: 1)) == nil)
  }
}
