import Synchronization
import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct ClusterTests {
  @Test func exploresIntermediate4Into58419States() throws {
    for puzzle in [ReferencePuzzles.intermediate4, ReferencePuzzles.intermediate4.mirrored()] {
      let cluster = try Cluster(puzzle: puzzle)
      #expect(cluster.count == 58_419)
      #expect(cluster.minimalMoves == 23)
    }
  }

  @Test func exploresHardestPuzzleInto4780States() throws {
    for puzzle in [ReferencePuzzles.hardest51, ReferencePuzzles.hardest51.mirrored()] {
      let cluster = try Cluster(puzzle: puzzle)
      #expect(cluster.count == 4_780)
      #expect(cluster.minimalMoves == 51)
      #expect(cluster.startIsFarthest)
      #expect(cluster.maximumDistance == 51)
      #expect(cluster.histogram.reduce(0, +) == 4_780)
      #expect(cluster.histogram[0] == cluster.solvedCount)
    }
  }

  /// The family's keys are those of the least state, by (horizontal, vertical) masks, of
  /// the cluster and of each image's cluster (mirrored left to right, top to bottom, and
  /// turned half a turn), each found state by state.
  @Test func familyKeysAreThoseOfTheLeastStatesOfTheClusterAndItsImages() throws {
    func leastKey(_ cluster: Cluster) -> CanonicalKey {
      let least = (0..<cluster.count).min { one, other in
        let (a, b) = (cluster.state(at: one), cluster.state(at: other))
        return (a.horizontal, a.vertical) < (b.horizontal, b.vertical)
      }
      return CanonicalKey(orientedAs: cluster.puzzle(at: least ?? 0))
    }
    var compared = 0
    for (number, puzzle) in RandomPuzzles.everySize(count: 4, seed: 11).enumerated() {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000) else { continue }
      let family = cluster.family
      for image in ClusterFamily.Relation.allCases {
        let imaged = try Cluster(puzzle: image.image(of: puzzle))
        #expect(family.key(of: image) == leastKey(imaged), "puzzle \(number), \(image)")
      }
      #expect(family.clusterKey == leastKey(cluster), "puzzle \(number)")
      #expect(family.key == ClusterFamily.Relation.allCases.map(family.key(of:)).min())
      compared += 1
    }
    #expect(compared >= 150)
  }

  /// The mirror image's representative is the representative mirrored, on boards of every
  /// size, with and without fixed blocks, whichever side the chute is on: the rule is taken
  /// with the chute on the right. Comparing a left chute's farthest states as they stand
  /// would pick another of them on some of these boards, which the test tells apart.
  @Test func theMirrorImagesRepresentativeIsTheRepresentativeMirrored() throws {
    var compared = 0
    var differ = 0
    let puzzles =
      [ReferencePuzzles.hardest51, ReferencePuzzles.intermediate4]
      + RandomPuzzles.everySize(count: 8, seed: 7)
    for (number, puzzle) in puzzles.enumerated() {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 100_000),
        let mirror = try? Cluster(puzzle: puzzle.mirrored(), maxStates: 100_000)
      else { continue }
      guard let representative = cluster.representativeIndex else {
        #expect(mirror.representativeIndex == nil, "puzzle \(number)")
        continue
      }
      let expected = try #require(mirror.representativeKey, "puzzle \(number)")
      #expect(
        CanonicalKey(orientedAs: cluster.puzzle(at: representative).mirrored()) == expected,
        "puzzle \(number)")
      compared += 1
      // The mirror image's farthest state with the least masks as it stands is another.
      let asItStands = try #require(mirror.farthestStateIndex(comparedMirrored: false))
      if CanonicalKey(orientedAs: mirror.puzzle(at: asItStands)) != expected { differ += 1 }
    }
    #expect(compared >= 100)
    #expect(differ >= 10)
  }

  @Test(.needsSharedFixtures) func agreesWithTheSolverOnEveryJam40Card() throws {
    let cards = try ReferencePuzzles.jam40()
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
    let cluster = try Cluster(puzzle: ReferencePuzzles.hardest51)
    for index in 0..<cluster.count {
      let distance = try #require(cluster.distance(at: index))
      let nearest = cluster.neighbours(of: index).compactMap(cluster.distance(at:)).min()
      let solved = cluster.puzzle(at: index).isSolved
      #expect(distance == (solved ? 0 : (nearest ?? -2) + 1))
    }
  }

  @Test func turnsStatesBackIntoLabelledPuzzles() throws {
    let cluster = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    #expect(
      cluster.states(atDistance: 20) == cluster.indices(atDistance: 20).map(cluster.state(at:)))
    #expect(cluster.puzzle(for: cluster.state(at: 0)) == ReferencePuzzles.intermediate4)
    for index in cluster.indices(atDistance: 20).prefix(50) {
      let puzzle = cluster.puzzle(at: index)
      #expect(puzzle.isValid)
      #expect(puzzle.blocks.map(\.label) == ReferencePuzzles.intermediate4.blocks.map(\.label))
      #expect(cluster.bitboard.state(of: puzzle) == cluster.state(at: index))
      #expect(cluster.index(of: cluster.state(at: index)) == index)
      #expect(try Solver().solve(puzzle).minimalMoves == 20)
    }
  }

  @Test func givesUpAtTheStateLimit() throws {
    #expect(throws: SolverError.gaveUp(GaveUp(states: 1000))) {
      try Cluster(puzzle: ReferencePuzzles.intermediate4, maxStates: 1000)
    }
    let exact = try Cluster(puzzle: ReferencePuzzles.hardest51, maxStates: 4_780)
    #expect(exact.count == 4_780)
  }

  @Test func stopsBeforeALevelWhenAsked() throws {
    let whole = try Cluster(puzzle: ReferencePuzzles.hardest51, shouldStop: { false })
    #expect(whole.count == 4_780)
    // Asked before expanding each level, and stopped before the third: the states met by
    // then are those of the first three levels.
    let asked = Mutex(0)
    let stop: @Sendable () -> Bool = {
      asked.withLock {
        $0 += 1
        return $0 > 2
      }
    }
    let first = whole.exploration.boardsPerLevel.prefix(3).reduce(0, +)
    #expect(throws: SolverError.gaveUp(GaveUp(states: first))) {
      try Cluster(puzzle: ReferencePuzzles.hardest51, shouldStop: stop)
    }
    #expect(asked.withLock { $0 } == 3)
  }

  /// Random puzzles on every board size from 4x4 to 8x8, both chute sides, with fixed
  /// blocks: the bitboard search agrees with the plain one on cluster size and moves.
  @Test func agreesWithAPlainSearchOnRandomBoardsOfEverySize() throws {
    var compared: [Puzzle] = []
    for puzzle in RandomPuzzles.everySize(count: 3, seed: 42) {
      guard let reference = ReferenceSearch.explore(puzzle) else { continue }
      let context = "\(puzzle.size) \(puzzle.chute.side)"
      let cluster = try Cluster(puzzle: puzzle)
      #expect(cluster.count == reference.states, "\(context)")
      #expect(
        (0..<cluster.count).allSatisfy { cluster.index(of: cluster.state(at: $0)) == $0 })
      #expect(cluster.minimalMoves == reference.moves, "\(context)")
      let outcome = try Solver().solve(puzzle)
      #expect(outcome.minimalMoves == reference.moves, "\(context)")
      if case .solved(let solution) = outcome {
        #expect(puzzle.replaying(solution.moves)?.isSolved == true)
      }
      compared.append(puzzle)
    }
    // Most clusters are small enough for the plain search (113 of these 150), of every
    // size, with left chutes and fixed blocks among them.
    #expect(compared.count >= 75, "only \(compared.count) puzzles compared")
    #expect(Set(compared.map(\.size)).count == 25)
    #expect(compared.contains { $0.chute.side == .left && $0.blocks.count > 3 })
    #expect(compared.contains { $0.blocks.contains { $0.orientation == .fixed } })
  }

  /// Every state of a cluster keeps its own number, and masks that are no arrangement of
  /// the blocks are refused rather than mistaken for a state.
  @Test func numbersEveryStateOnceAndRefusesOtherMasks() throws {
    let cluster = try Cluster(puzzle: ReferencePuzzles.intermediate4)
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
