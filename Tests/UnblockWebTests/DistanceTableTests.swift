import Testing
import UnblockCore
import UnblockTestSupport
import UnblockWeb

/// The distances the play page carries are exactly the solver's.
@Suite struct DistanceTableTests {
  /// Every state of `puzzle`'s cluster, by key, at the distance the cluster measured, and
  /// the start at the solver's minimal number of moves.
  func expectExact(_ puzzle: Puzzle, moves: Int) throws {
    let cluster = try Cluster(puzzle: puzzle)
    let table = try #require(DistanceTable(cluster))
    let decoded = table.decoded()
    let key = PositionKey(puzzle)
    #expect(table.states == cluster.count)
    #expect(decoded.count == cluster.count, "two states share a key")
    // One `#expect` for the whole cluster: it captures its expression at every call.
    let wrong = (0..<cluster.count).filter { index in
      decoded[key.key(of: cluster.puzzle(at: index))] != cluster.distance(at: index)
    }
    #expect(wrong.isEmpty, "states at another distance than the cluster's: \(wrong.prefix(10))")
    #expect(decoded[key.key(of: puzzle)] == moves)
    guard case .solved(let solution) = try Solver().solve(puzzle) else {
      Issue.record("the solver found no solution")
      return
    }
    #expect(solution.moves.count == moves)
    // Along the solver's own line, each board is one move nearer the exit.
    for (step, board) in solution.boards().enumerated() {
      #expect(decoded[key.key(of: board)] == moves - step)
    }
  }

  @Test(.needsSharedFixtures) func decodesToTheSolversDistancesOnEveryJam40Card() throws {
    for card in try ReferencePuzzles.jam40() {
      try expectExact(card.puzzle, moves: card.moves)
    }
  }

  @Test func decodesToTheSolversDistancesOnTheReferencePuzzles() throws {
    try expectExact(ReferencePuzzles.beginner7764, moves: 17)
    try expectExact(ReferencePuzzles.hardest51, moves: 51)
  }

  @Test func keysWriteEachMovableBlocksPlaceAndSkipFixedBlocks() {
    let puzzle = TestGrid.puzzle("B.x.\nBAA.>\n..CC\n....\n")
    let key = PositionKey(puzzle)
    #expect(key.key(of: puzzle) == "012")
    #expect(key.largestPlaces == [2, 2, 2])
  }

  @Test func bitWidthsFitTheLargestPlaceAndDistance() throws {
    let table = try #require(DistanceTable(Cluster(puzzle: ReferencePuzzles.beginner7764)))
    // 6x6: every place is 0...4 or 0...3, three bits or two.
    #expect(table.blockBits.allSatisfy { $0 == 2 || $0 == 3 })
    let perState = table.blockBits.reduce(0, +) + table.distanceBits
    #expect(table.bytes.count == (table.states * perState + 7) / 8)
  }
}
