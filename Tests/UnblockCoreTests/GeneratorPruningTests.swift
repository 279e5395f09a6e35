import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``Generator/prunedBySolver(_:moves:isCancelled:)`` against the analysis loop it stands
/// in for: the first unnecessary movable block by index goes, one at a time, and a state
/// whose only unnecessary blocks are fixed is ruled out.
@Suite struct GeneratorPruningTests {
  /// The pruning the analyses give: ``Analysis/unnecessaryBlocks``, one block at a time.
  func prunedByAnalysis(_ puzzle: Puzzle) throws -> Puzzle? {
    var puzzle = puzzle
    while true {
      let analysis = try Analysis(puzzle: puzzle)
      guard !analysis.unnecessaryBlocks.isEmpty else { return puzzle }
      guard
        let index = analysis.unnecessaryBlocks.first(where: {
          puzzle.blocks[$0].orientation != .fixed
        })
      else { return nil }
      puzzle.blocks.remove(at: index)
    }
  }

  @Test func prunesAsTheAnalysesDoStatesAFewMovesOut() throws {
    let generator = try Generator(options: GeneratorOptions(moves: 2...8, count: 1, seed: 1))
    let sources =
      [ReferencePuzzles.intermediate4, ReferencePuzzles.hardest51]
      + RandomPuzzles.everySize(count: 1, seed: 11)
    var compared = 0
    var pruned = 0
    for source in sources {
      guard let cluster = try? Cluster(puzzle: source, maxStates: 200_000) else { continue }
      for moves in 1...Generator.solverPruningMoves {
        for index in cluster.indices(atDistance: moves).prefix(2) {
          let state = cluster.puzzle(at: index)
          let expected = try prunedByAnalysis(state)
          #expect(generator.prunedBySolver(state, moves: moves) == expected, "\(state)")
          compared += 1
          if let expected, expected.blocks.count < state.blocks.count { pruned += 1 }
        }
      }
    }
    #expect(compared >= 40, "\(compared)")
    #expect(pruned >= 10, "\(pruned)")
  }

  @Test func stopsWhenCancelled() throws {
    let generator = try Generator(options: GeneratorOptions(moves: 2...8, count: 1, seed: 1))
    let cluster = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    let state = cluster.puzzle(at: cluster.indices(atDistance: 3)[0])
    #expect(generator.prunedBySolver(state, moves: 3, isCancelled: { true }) == nil)
  }
}
