import Testing
import UnblockCore

@Suite struct ClusterTests {
  @Test func exploresIntermediate4Into58419States() throws {
    for puzzle in [TestPuzzles.intermediate4, TestPuzzles.intermediate4.mirrored()] {
      let cluster = try Cluster(puzzle: puzzle)
      #expect(cluster.count == 58_419)
      #expect(cluster.minimalMoves == 23)
    }
  }

  @Test func exploresHardestPuzzleInto4780States() throws {
    for puzzle in [TestPuzzles.hardest51, TestPuzzles.hardest51.mirrored()] {
      let cluster = try Cluster(puzzle: puzzle)
      #expect(cluster.count == 4_780)
      #expect(cluster.minimalMoves == 51)
      #expect(cluster.startIsFarthest)
      #expect(cluster.maximumDistance == 51)
      #expect(cluster.histogram.reduce(0, +) == 4_780)
      #expect(cluster.histogram[0] == cluster.solvedCount)
    }
  }

  @Test func agreesWithTheSolverOnEveryJam40Card() throws {
    let cards = try TestPuzzles.jam40()
    guard !cards.isEmpty else {
      print("skipped: ../shared/fixtures/thinkfun-jam40.txt is absent")
      return
    }
    for (card, puzzle, moves) in cards {
      let cluster = try Cluster(puzzle: puzzle)
      let mirrored = try Cluster(puzzle: puzzle.mirrored())
      #expect(cluster.minimalMoves == moves, "Jam-\(card)")
      #expect(mirrored.minimalMoves == moves, "mirrored Jam-\(card)")
      #expect(mirrored.count == cluster.count, "mirrored Jam-\(card)")
      #expect(mirrored.histogram == cluster.histogram, "mirrored Jam-\(card)")
      #expect(mirrored.shortestPaths() == cluster.shortestPaths(), "mirrored Jam-\(card)")
    }
  }

  /// Every distance obeys the Bellman equation of the move graph: 0 on solved states, else
  /// one more than the nearest neighbour's.
  @Test func distancesAreConsistentWithTheMoveGraph() throws {
    let cluster = try Cluster(puzzle: TestPuzzles.hardest51)
    for index in 0..<cluster.count {
      let distance = try #require(cluster.distance(at: index))
      let nearest = cluster.neighbours(of: index).compactMap(cluster.distance(at:)).min()
      let solved = cluster.puzzle(at: index).isSolved
      #expect(distance == (solved ? 0 : (nearest ?? -2) + 1))
    }
  }

  @Test func turnsStatesBackIntoLabelledPuzzles() throws {
    let cluster = try Cluster(puzzle: TestPuzzles.intermediate4)
    #expect(
      cluster.states(atDistance: 20) == cluster.indices(atDistance: 20).map(cluster.state(at:)))
    #expect(cluster.puzzle(for: cluster.state(at: 0)) == TestPuzzles.intermediate4)
    for index in cluster.indices(atDistance: 20).prefix(50) {
      let puzzle = cluster.puzzle(at: index)
      #expect(puzzle.isValid)
      #expect(puzzle.blocks.map(\.label) == TestPuzzles.intermediate4.blocks.map(\.label))
      #expect(cluster.bitboard.state(of: puzzle) == cluster.state(at: index))
      #expect(cluster.index(of: cluster.state(at: index)) == index)
      #expect(try Solver().solve(puzzle).minimalMoves == 20)
    }
  }

  @Test func givesUpAtTheStateLimit() throws {
    #expect(throws: SolverError.gaveUp(states: 1000)) {
      try Cluster(puzzle: TestPuzzles.intermediate4, maxStates: 1000)
    }
    let exact = try Cluster(puzzle: TestPuzzles.hardest51, maxStates: 4_780)
    #expect(exact.count == 4_780)
  }

  /// Random puzzles on every board size from 4x4 to 8x8, both chute sides, with fixed
  /// blocks: the bitboard search agrees with the plain one on cluster size and moves.
  @Test func agreesWithAPlainSearchOnRandomBoardsOfEverySize() throws {
    var generator = SeededGenerator(state: 42)
    var compared = 0
    for rows in 4...8 {
      for columns in 4...8 {
        for side in Chute.Side.allCases {
          let size = BoardSize(rows: rows, columns: columns)
          for _ in 0..<2 {
            let puzzle = Puzzle.random(
              size: size, blocks: rows * columns / 6, fixed: 2, side: side, using: &generator)
            guard let reference = ReferenceSearch.explore(puzzle) else { continue }
            let cluster = try Cluster(puzzle: puzzle)
            #expect(cluster.count == reference.states, "\(size) \(side)")
            #expect(
              (0..<cluster.count).allSatisfy { cluster.index(of: cluster.state(at: $0)) == $0 })
            #expect(cluster.minimalMoves == reference.moves, "\(size) \(side)")
            let outcome = try Solver().solve(puzzle)
            #expect(outcome.minimalMoves == reference.moves, "\(size) \(side)")
            if case .solved(let solution) = outcome {
              #expect(TestPuzzles.replay(solution.moves, on: puzzle)?.isSolved == true)
            }
            compared += 1
          }
        }
      }
    }
    #expect(compared >= 50, "only \(compared) puzzles compared")
  }

  /// Every state of a cluster keeps its own number, and masks that are no arrangement of
  /// the blocks are refused rather than mistaken for a state.
  @Test func numbersEveryStateOnceAndRefusesOtherMasks() throws {
    let cluster = try Cluster(puzzle: TestPuzzles.intermediate4)
    for index in 0..<cluster.count {
      #expect(cluster.index(of: cluster.state(at: index)) == index)
    }
    let start = cluster.state(at: 0)
    for garbage in [
      BoardState(horizontal: start.horizontal | start.vertical, vertical: 0),
      BoardState(horizontal: start.horizontal, vertical: start.vertical | 1 << 63),
      BoardState(
        horizontal: start.horizontal & ~(start.horizontal & (0 &- start.horizontal)),
        vertical: start.vertical),
    ] {
      #expect(cluster.index(of: garbage) == nil)
      #expect(throws: SolverError.self) { try Cluster(bitboard: cluster.bitboard, from: garbage) }
      #expect(Solver().solve(cluster.bitboard, from: garbage).minimalMoves == nil)
    }
  }
}
