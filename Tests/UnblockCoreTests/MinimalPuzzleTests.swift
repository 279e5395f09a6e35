import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``ClusterGraph/minimalPuzzle(on:scratch:)`` and ``ClusterGraph/representative(on:)``,
/// which an enumeration asks of every cluster, against their definitions: the farthest
/// state with the least masks, and a fresh solve of its puzzle less each block.
@Suite struct MinimalPuzzleTests {
  /// Random boards of every size, both chute sides, walls included, whose clusters are
  /// small enough to solve each reduced puzzle afresh.
  static func clusters(seed: UInt64) -> [Cluster] {
    RandomPuzzles.everySize(count: 5, seed: seed).compactMap {
      try? Cluster(puzzle: $0, maxStates: 5_000)
    }
  }

  /// The representative is the state of greatest distance, ties going to the least
  /// (horizontal, vertical) masks, mirrored left to right when the chute is on the left,
  /// by a plain scan of every state.
  @Test func representativeIsTheFarthestStateWithTheLeastMasks() {
    var compared = 0
    for cluster in Self.clusters(seed: 41) {
      let graph = cluster.graph
      let found = withExtendedLifetime(cluster) { graph.representative(on: cluster.bitboard) }
      guard cluster.isSolvable else {
        #expect(found == nil, "\(cluster.puzzle)")
        continue
      }
      let farthest = (0..<cluster.count).compactMap { cluster.distance(at: $0) }.max()
      let expected = (0..<cluster.count).filter { cluster.distance(at: $0) == farthest }
        .min { one, other in
          var (a, b) = (cluster.state(at: one), cluster.state(at: other))
          if cluster.puzzle.chute.side == .left {
            let columns = cluster.puzzle.size.columns
            (a, b) = (a.mirrored(columns: columns), b.mirrored(columns: columns))
          }
          return (a.horizontal, a.vertical) < (b.horizontal, b.vertical)
        }
      #expect(found == expected, "\(cluster.puzzle)")
      compared += 1
    }
    #expect(compared >= 50, "only \(compared) clusters compared")
  }

  /// A cluster's line is given exactly when no block but the prisoner can go from the
  /// representative without its puzzle's minimal moves changing, by fresh solves; and
  /// some lines are given, and some refused.
  @Test func givesALineExactlyWhenEveryBlockIsNecessaryByFreshSolves() throws {
    let solver = Solver()
    var (given, refused) = (0, 0)
    for cluster in Self.clusters(seed: 42) {
      guard let representative = cluster.representativeIndex,
        let moves = cluster.distance(at: representative)
      else {
        #expect(EnumerationSpace.minimalPuzzle(of: cluster) == nil)
        continue
      }
      let puzzle = cluster.puzzle(at: representative)
      var minimal = true
      for block in puzzle.blocks.indices where !puzzle.blocks[block].isPrisoner {
        var reduced = puzzle
        reduced.blocks.remove(at: block)
        if try solver.solve(reduced).minimalMoves == moves {
          minimal = false
          break
        }
      }
      let line = EnumerationSpace.minimalPuzzle(of: cluster)
      #expect((line != nil) == minimal, "\(puzzle)")
      if let line {
        #expect(line.moves == moves && line.states == cluster.count, "\(puzzle)")
        given += 1
      } else {
        refused += 1
      }
    }
    #expect(given >= 5 && refused >= 50, "\(given) lines given, \(refused) refused")
  }
}
