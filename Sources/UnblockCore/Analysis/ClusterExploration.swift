/// The buffers of one cluster's exploration, and the exploration itself: a breadth-first
/// search that keeps the graph of moves, then, when asked, a multi-source breadth-first
/// search back from the solved states that gives every state its distance
/// (``DistanceWalk``).
///
/// A ``Cluster`` explores with fresh buffers and keeps them; an enumeration, which explores
/// millions of small clusters and keeps none of them, explores every cluster of a job with
/// one exploration (``reset(expected:)`` between them), so no cluster allocates.
///
/// The exploration cannot be copied and frees its buffers when it goes.
struct ClusterExploration: ~Copyable {
  /// The states, numbered in the order met; state 0 is the start.
  var table: StateTable
  /// The neighbours of state `i` are `edges[offsets[i]..<offsets[i + 1]]`.
  var offsets: GrowableBuffer<Int>
  var edges: GrowableBuffer<UInt32>
  /// The numbers of the solved states, in increasing order.
  var solved: GrowableBuffer<UInt32>
  /// Element `d`: the states first met `d` moves from the start.
  var levels: [Int] = []
  /// The distances, once ``measureDistances()`` has measured them.
  var walk: DistanceWalk

  /// An exploration with room for about `expected` states before it grows.
  init(expected: Int) {
    table = StateTable(expected: expected)
    offsets = GrowableBuffer(capacity: expected + 1)
    edges = GrowableBuffer(capacity: expected * 8)
    solved = GrowableBuffer(capacity: 64)
    walk = DistanceWalk(expected: expected)
  }

  /// The number of states explored.
  var count: Int { table.count }

  /// Forgets the last cluster, keeping the buffers, with room for about `expected` states.
  mutating func reset(expected: Int) {
    table.removeAll(expected: expected)
    offsets.removeAll()
    edges.removeAll()
    solved.removeAll()
    walk.removeAll()
    levels.removeAll(keepingCapacity: true)
  }

  /// Explores the cluster of the state with code `start`, which becomes state 0.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - batch: Its move generator.
  ///   - start: A valid state's code.
  ///   - limit: The most states to explore.
  ///   - shouldStop: Asked before each level whether to stop now.
  /// - Returns: `false` when the cluster has more than `limit` states, or the exploration
  ///   was stopped; it then holds only part of the cluster.
  /// - Complexity: O(states × moves per state).
  mutating func explore(
    _ bitboard: Bitboard, batch: borrowing MoveBatch, from start: UInt64, limit: Int,
    shouldStop: (@Sendable () -> Bool)? = nil
  ) -> Bool {
    _ = table.insert(start)
    offsets.append(0)
    var levelEnd = 0
    var index = 0
    while index < table.count {
      if index == levelEnd {
        if let shouldStop, shouldStop() { return false }
        table.forget(below: levelEnd - (levels.last ?? 0))
        levels.append(table.count - index)
        levelEnd = table.count
      }
      if bitboard.isSolved(code: table[index]) { solved.append(UInt32(truncatingIfNeeded: index)) }
      edges.append(upTo: batch.capacity) { batch.expand(index, in: &table, into: $0) }
      offsets.append(edges.count)
      if table.count > limit { return false }
      index &+= 1
    }
    return true
  }

  /// Gives every explored state its distance to the nearest solved state (see
  /// ``DistanceWalk/measure(_:)``).
  mutating func measureDistances() {
    walk.measure(
      DistanceWalk.Graph(
        count: table.count, offsets: offsets.base, edges: edges.base, solved: solved.base,
        solvedCount: solved.count))
  }
}
