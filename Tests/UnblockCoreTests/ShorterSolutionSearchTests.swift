import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``ExitBound`` and ``ShorterSolutionSearch``, the pruned search of ``Analysis``, against
/// the exact distances of explored clusters.
@Suite struct ShorterSolutionSearchTests {
  /// Random boards of every size and both chute sides, walls included, whose clusters are
  /// small enough to check state by state.
  static func clusters(seed: UInt64) -> [Cluster] {
    RandomPuzzles.everySize(count: 3, seed: seed).compactMap {
      try? Cluster(puzzle: $0, maxStates: 5_000)
    }
  }

  /// Checks the bound of every state and move of a cluster: never above the distance, equal
  /// to it up to 2, changing by at most 1 a move, unchanged by the moves `mayChange` lets
  /// through, and with a context kept up to date move by move that equals the one read
  /// from scratch.
  static func checkBound(_ cluster: Cluster, _ context: String) {
    let exit = ExitBound(cluster.bitboard)
    let storage = cluster.storage
    // Millions of edges: a failure is recorded where it happens, and `#expect`, which
    // captures its expression every time, is kept for the count of failures at the end.
    var failures = 0
    func check(_ holds: Bool, _ what: String, _ index: Int) {
      guard !holds else { return }
      failures += 1
      if failures <= 10 { Issue.record("\(context), state \(index): \(what)") }
    }
    for index in 0..<cluster.count {
      let code = storage.table[index]
      let bound = exit.moves(code)
      let distance = cluster.distance(at: index)
      if let distance {
        check(bound <= distance, "bound \(bound) over distance \(distance)", index)
        if bound <= 2 || distance <= 2 {
          check(bound == distance, "bound \(bound) is not distance \(distance)", index)
        }
      }
      let start = exit.context(of: code)
      let watch = exit.watch(code, start)
      for edge in storage.offsets[index]..<storage.offsets[index + 1] {
        let next = storage.table[Int(storage.edges[edge])]
        let moved = exit.context(start, from: code, to: next)
        let scratch = exit.context(of: next)
        check(moved.covered == scratch.covered, "covered tiles moved", index)
        check(
          moved.horizontalByColumn == scratch.horizontalByColumn, "horizontal tiles moved", index)
        let nextBound = exit.moves(next)
        if bound != ExitBound.never, nextBound != ExitBound.never {
          check(abs(nextBound - bound) <= 1, "bound \(bound) to \(nextBound) in a move", index)
        } else {
          check(bound == nextBound, "bound \(bound) to \(nextBound) in a move", index)
        }
        if !exit.mayChange(watch, from: code, to: next) {
          check(nextBound == bound, "a move that may not change the bound changed it", index)
        }
      }
    }
    #expect(failures == 0, "\(context)")
  }

  @Test func exitBoundIsBelowEveryDistanceExactUpTo2AndMovesByAtMost1() {
    let clusters = Self.clusters(seed: 11)
    #expect(clusters.count >= 80, "only \(clusters.count) clusters")
    for (number, cluster) in clusters.enumerated() {
      Self.checkBound(cluster, "cluster \(number) \(cluster.puzzle.size)")
    }
  }

  @Test(.needsSharedFixtures) func exitBoundHoldsOnEveryJam40Cluster() throws {
    for (card, puzzle, _) in try ReferencePuzzles.jam40() {
      Self.checkBound(try Cluster(puzzle: puzzle), "Jam-\(card)")
    }
  }

  /// From sampled states of each cluster, a search for a solution of fewer than `bound`
  /// moves finds one exactly when the state's distance is below `bound`, for bounds around
  /// the distance; an unsolvable state has none.
  @Test func findsAShorterSolutionExactlyWhenTheDistanceIsBelowTheBound() {
    var search = ShorterSolutionSearch(expected: 64)
    let solver = Solver()
    var checked = 0
    for (number, cluster) in Self.clusters(seed: 12).enumerated() {
      for index in stride(from: 0, to: cluster.count, by: max(1, cluster.count / 40)) {
        let distance = cluster.distance(at: index)
        let bounds = distance.map { Array(max(0, $0 - 2)...($0 + 2)) } ?? [0, 1, 5, 40]
        for bound in bounds {
          let outcome = solver.hasSolution(
            cluster.bitboard, from: cluster.state(at: index), movesBelow: bound,
            using: &search, expected: 64)
          let expected: ShorterSolutionSearch.Outcome =
            distance.map { $0 < bound } == true ? .shorter : .none
          #expect(outcome == expected, "cluster \(number), state \(index), bound \(bound)")
          checked += 1
        }
      }
    }
    #expect(checked >= 5_000, "only \(checked) searches")
  }

  /// On dense 6x6 boards like the database's, from the farthest state of each cluster (as a
  /// database line is) and a few others, each puzzle less one block (as ``Analysis`` asks)
  /// has a solution of fewer than `bound` moves exactly when a plain, unpruned breadth-first
  /// solve of it needs fewer; bounds around its minimal moves. The searches share their
  /// buffers, as ``Analysis``'s do, so a state or a bound left from one search would show.
  @Test func matchesThePlainSolveOfPuzzlesLessOneBlock() {
    var random = SplitMix64(seed: 41)
    var search = ShorterSolutionSearch(expected: 64)
    let solver = Solver()
    var checked = 0
    var shorter = 0
    for _ in 0..<60 {
      let puzzle = RandomPuzzles.puzzle(
        size: BoardSize(rows: 6, columns: 6), side: .right,
        blocks: Int.random(in: 9...13, using: &random),
        fixed: Int.random(in: 0...2, using: &random),
        using: &random)
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000),
        let farthest = cluster.maximumDistance
      else { continue }
      let bitboard = cluster.bitboard
      let starts =
        Array(cluster.indices(atDistance: farthest).prefix(2))
        + stride(from: 0, to: cluster.count, by: max(1, cluster.count / 3))
      for index in starts {
        let state = cluster.state(at: index)
        for block in puzzle.blocks.indices where !puzzle.blocks[block].isPrisoner {
          let reduced = bitboard.removing(block: block)
          let reducedState = bitboard.state(state, without: block)
          let moves = solver.solve(reduced, from: reducedState).minimalMoves
          let around = moves ?? (cluster.distance(at: index) ?? 10)
          for bound in max(0, around - 1)...(around + 1) {
            let outcome = solver.hasSolution(
              reduced, from: reducedState, movesBelow: bound, using: &search, expected: 64)
            let expected: ShorterSolutionSearch.Outcome =
              moves.map { $0 < bound } == true ? .shorter : .none
            #expect(
              outcome == expected, "\(puzzle), state \(index), block \(block), bound \(bound)")
            checked += 1
            if expected == .shorter { shorter += 1 }
          }
        }
      }
    }
    #expect(checked >= 3_000, "only \(checked) searches")
    #expect(shorter >= 1_000, "only \(shorter) searches found a shorter solution")
  }

  /// A state that is no arrangement of the template's blocks has no solution, and a search
  /// that keeps more states than the limit gives up.
  @Test func refusesStrangeMasksAndGivesUpAtTheLimit() throws {
    let puzzle = TestGrid.puzzle("x.BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLLx\n")
    let cluster = try Cluster(puzzle: puzzle)
    let moves = try #require(cluster.minimalMoves)
    var search = ShorterSolutionSearch(expected: 16)
    let overlapping = BoardState(horizontal: 1, vertical: 1)
    #expect(
      Solver().hasSolution(
        cluster.bitboard, from: overlapping, movesBelow: 99, using: &search, expected: 16)
        == .none)
    #expect(
      Solver(maxStates: 5).hasSolution(
        cluster.bitboard, from: cluster.state(at: 0), movesBelow: moves + 1, using: &search,
        expected: 16) == .gaveUp)
    #expect(
      Solver().hasSolution(
        cluster.bitboard, from: cluster.state(at: 0), movesBelow: moves + 1, using: &search,
        expected: 16) == .shorter)
  }
}
