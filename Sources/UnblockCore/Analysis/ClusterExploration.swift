/// The buffers of one cluster's exploration, and the exploration itself: a breadth-first
/// search that keeps the graph of moves, then a multi-source breadth-first search back from
/// the solved states that gives every state its distance.
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
  /// Element `i`: state `i`'s distance to the nearest solved state, -1 when none is
  /// solved; written by ``measureDistances()``.
  var distances: GrowableBuffer<Int32>
  /// The queue of ``measureDistances()``.
  var queue: GrowableBuffer<UInt32>
  /// Element `d`: the states first met `d` moves from the start.
  var levels: [Int] = []

  /// An exploration with room for about `expected` states before it grows.
  init(expected: Int) {
    table = StateTable(expected: expected)
    offsets = GrowableBuffer(capacity: expected + 1)
    edges = GrowableBuffer(capacity: expected * 8)
    solved = GrowableBuffer(capacity: 64)
    distances = GrowableBuffer(capacity: expected)
    queue = GrowableBuffer(capacity: expected + 1)
  }

  /// The number of states explored.
  var count: Int { table.count }

  /// Forgets the last cluster, keeping the buffers, with room for about `expected` states.
  mutating func reset(expected: Int) {
    table.removeAll(expected: expected)
    offsets.removeAll()
    edges.removeAll()
    solved.removeAll()
    distances.removeAll()
    queue.removeAll()
    levels.removeAll(keepingCapacity: true)
  }

  /// Explores the cluster of the state with code `start`, which becomes state 0.
  ///
  /// - Parameters:
  ///   - bitboard: The compiled puzzle.
  ///   - batch: Its move generator.
  ///   - start: A valid state's code.
  ///   - limit: The most states to explore.
  /// - Returns: `false` when the cluster has more than `limit` states; the exploration then
  ///   holds only part of it.
  /// - Complexity: O(states × moves per state).
  mutating func explore(
    _ bitboard: Bitboard, batch: borrowing MoveBatch, from start: UInt64, limit: Int
  ) -> Bool {
    _ = table.insert(start)
    offsets.append(0)
    var levelEnd = 0
    var index = 0
    while index < table.count {
      if index == levelEnd {
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

  /// Gives every explored state its distance to the nearest solved state, by a
  /// multi-source breadth-first search from the solved states over the move graph (moves
  /// are reversible); -1 when the cluster has no solved state.
  ///
  /// Which neighbours are new follows no pattern, so the walk asks without a branch: every
  /// neighbour is written at the queue's end, which moves on only for a new one, and its
  /// distance becomes the smaller of its own and the level's (-1, read unsigned, is the
  /// largest). A bitset marked per neighbour did the same, but each mark read the word
  /// the last one wrote, and neighbours' numbers are close, so the marks waited on each
  /// other.
  mutating func measureDistances() {
    let count = table.count
    distances.append(upTo: count) { base in
      base.initialize(repeating: -1, count: count)
      return count
    }
    let distances = UnsafeMutableRawPointer(self.distances.base).assumingMemoryBound(
      to: UInt32.self)
    let (offsets, edges, solved, solvedCount) = (
      self.offsets.base, self.edges.base, self.solved.base, self.solved.count
    )
    queue.removeAll()
    // Room for every state, and for the one written past the last.
    queue.append(upTo: count &+ 1) { queue in
      for position in 0..<solvedCount {
        distances[Int(solved[position])] = 0
        queue[position] = solved[position]
      }
      var head = 0
      var tail = solvedCount
      var distance: UInt32 = 0
      while head < tail {
        let levelEnd = tail
        distance &+= 1
        while head < levelEnd {
          let state = Int(queue[head])
          head &+= 1
          for edge in offsets[state]..<offsets[state &+ 1] {
            let neighbour = Int(edges[edge])
            let known = distances[neighbour]
            queue[tail] = UInt32(truncatingIfNeeded: neighbour)
            tail &+= known > distance ? 1 : 0
            distances[neighbour] = min(known, distance)
          }
        }
      }
      return tail
    }
  }
}
