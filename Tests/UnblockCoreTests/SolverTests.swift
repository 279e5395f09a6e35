import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct SolverTests {
  /// Solves, checks the answer is replayable, and returns the minimal moves.
  func solveAndReplay(_ puzzle: Puzzle) throws -> (moves: Int?, states: Int) {
    let outcome = try Solver().solve(puzzle)
    switch outcome {
    case .solved(let solution):
      let end = puzzle.replaying(solution.moves)
      #expect(end?.isSolved == true)
      // No prefix of a shortest solution is already solved.
      #expect(solution.boards().dropLast().allSatisfy { !$0.isSolved })
      #expect(solution.boards().count == solution.moves.count + 1)
      return (solution.moves.count, solution.statistics.distinctBoards)
    case .unsolvable(let proof):
      return (nil, proof.statesExplored)
    case .gaveUp(let gaveUp, _):
      Issue.record("\(gaveUp)")
      return (nil, gaveUp.states)
    }
  }

  @Test(.needsSharedFixtures) func solvesEveryJam40CardInItsPublishedMoves() throws {
    let cards = try ReferencePuzzles.jam40()
    #expect(cards.count == 40)
    for (card, puzzle, moves) in cards {
      #expect(try solveAndReplay(puzzle).moves == moves, "Jam-\(card)")
      #expect(try solveAndReplay(puzzle.mirrored()).moves == moves, "mirrored Jam-\(card)")
    }
  }

  @Test func solvesIntermediate4In23Moves() throws {
    #expect(try solveAndReplay(ReferencePuzzles.intermediate4).moves == 23)
    #expect(try solveAndReplay(ReferencePuzzles.intermediate4.mirrored()).moves == 23)
  }

  @Test func solvesHardestPuzzleIn51Moves() throws {
    #expect(try solveAndReplay(ReferencePuzzles.hardest51).moves == 51)
    #expect(try solveAndReplay(ReferencePuzzles.hardest51.mirrored()).moves == 51)
  }
}
