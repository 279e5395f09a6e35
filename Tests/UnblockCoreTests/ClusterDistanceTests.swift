import Testing
import UnblockTestSupport

@testable import UnblockCore

/// The distances of ``Cluster`` (``DistanceWalk``) against a
/// plain breadth-first search over the same move graph, on clusters of every board size.
@Suite struct ClusterDistanceTests {
  /// Each state's distance to the nearest solved state by a textbook multi-source search:
  /// a queue, and a branch on whether a neighbour is new; `nil` when none is solved.
  static func plainDistances(of cluster: Cluster) -> [Int?] {
    var distances = [Int?](repeating: nil, count: cluster.count)
    var queue = (0..<cluster.count).filter { cluster.puzzle(at: $0).isSolved }
    for state in queue { distances[state] = 0 }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for neighbour in cluster.neighbours(of: state) where distances[neighbour] == nil {
        distances[neighbour] = distances[state]! + 1
        queue.append(neighbour)
      }
    }
    return distances
  }

  /// Random puzzles of every size from 4x4 to 8x8 and both chute sides, solvable or not,
  /// with fixed blocks: boards of 7 and 8 tiles a side have lanes the vector move
  /// generator leaves to the scalar one.
  /// Element `d`: how many of `distances` are `d`; empty when some state has none (an
  /// unsolvable cluster's, whose histogram is empty).
  static func histogram(of distances: [Int?]) -> [Int] {
    guard !distances.contains(nil) else { return [] }
    var counts = [Int](repeating: 0, count: (distances.compactMap { $0 }.max() ?? -1) + 1)
    for case let distance? in distances { counts[distance] += 1 }
    return counts
  }

  @Test func matchAPlainSearchOnRandomClustersOfEverySize() throws {
    var compared = 0
    var unsolvable = 0
    for puzzle in RandomPuzzles.everySize(count: 4, seed: 2_026) {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000) else { continue }
      let distances = (0..<cluster.count).map(cluster.distance(at:))
      #expect(distances == Self.plainDistances(of: cluster), "\(puzzle.size) \(puzzle.chute)")
      #expect(cluster.histogram == Self.histogram(of: distances), "\(puzzle.size) \(puzzle.chute)")
      compared += 1
      if !cluster.isSolvable { unsolvable += 1 }
    }
    #expect(compared >= 100)
    #expect(unsolvable > 0)
  }

  /// The hardest puzzle of the database, a deep cluster of many levels, and a cluster
  /// too large for the queued walk (``DistanceWalk/queuedWalkLimit``), which the
  /// walk by levels measures.
  @Test func matchAPlainSearchOnDeepAndLargeClusters() throws {
    for puzzle in [
      ReferencePuzzles.hardest51, ReferencePuzzles.hardest51.mirrored(),
      ReferencePuzzles.intermediate4,
    ] {
      let cluster = try Cluster(puzzle: puzzle)
      let distances = (0..<cluster.count).map(cluster.distance(at:))
      #expect(distances == Self.plainDistances(of: cluster))
      #expect(cluster.histogram == Self.histogram(of: distances))
    }
    let large = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    #expect(large.count > DistanceWalk.queuedWalkLimit)
  }
}
