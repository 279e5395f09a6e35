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
  /// The bits of ``walkLevels()``: a word per 64 states of those met, then as many of
  /// those the level reaches.
  var marks: GrowableBuffer<UInt64>
  /// Element `d`: the states first met `d` moves from the start.
  var levels: [Int] = []
  /// Element `d`: the states `d` moves from the nearest solved state, counted by
  /// ``measureDistances()`` level by level (empty when none is solved): the cluster's
  /// histogram, which a pass over every distance cost 1% of a batch's analysis.
  var distanceCounts: [Int] = []

  /// An exploration with room for about `expected` states before it grows.
  init(expected: Int) {
    table = StateTable(expected: expected)
    offsets = GrowableBuffer(capacity: expected + 1)
    edges = GrowableBuffer(capacity: expected * 8)
    solved = GrowableBuffer(capacity: 64)
    distances = GrowableBuffer(capacity: expected)
    queue = GrowableBuffer(capacity: expected + 1)
    marks = GrowableBuffer(capacity: 16)
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
    marks.removeAll()
    levels.removeAll(keepingCapacity: true)
    distanceCounts.removeAll(keepingCapacity: true)
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
  /// Which neighbours are new follows no pattern, so neither walk branches on it. Up to
  /// ``queuedWalkLimit`` states, ``walkQueue()`` reads and writes each neighbour's
  /// distance, whose array fits the first-level cache; beyond, that array misses it, and
  /// ``walkLevels()`` marks bits instead.
  mutating func measureDistances() {
    let count = table.count
    distances.append(upTo: count) { base in
      base.initialize(repeating: -1, count: count)
      return count
    }
    queue.removeAll()
    distanceCounts.removeAll(keepingCapacity: true)
    if count <= Self.queuedWalkLimit { walkQueue() } else { walkLevels() }
  }

  /// The most states ``walkQueue()`` walks: 32 KiB of distances.
  static let queuedWalkLimit = 8_192

  /// ``measureDistances()`` for a small cluster: every neighbour is written at the
  /// queue's end, which moves on only for a new one, and its distance becomes the smaller
  /// of its own and the level's (-1, read unsigned, is the largest).
  ///
  /// - Precondition: The distances are all -1 and the queue is empty.
  private mutating func walkQueue() {
    let count = table.count
    let distances = UnsafeMutableRawPointer(self.distances.base).assumingMemoryBound(
      to: UInt32.self)
    let (offsets, edges, solved, solvedCount) = (
      self.offsets.base, self.edges.base, self.solved.base, self.solved.count
    )
    var counts = distanceCounts
    defer { distanceCounts = counts }
    if solvedCount > 0 { counts.append(solvedCount) }
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
        if tail > levelEnd { counts.append(tail &- levelEnd) }
      }
      return tail
    }
  }

  /// ``measureDistances()`` for a large cluster, level by level: one bit per state for
  /// those met so far, and one for those the level being walked reaches. Each level marks
  /// its neighbours, then takes the marked states not met before, in increasing order.
  /// The bits stay in the caches where the distances do not; but a mark reads the word
  /// the last one wrote, and neighbours' numbers are close, so marks wait on each other,
  /// which makes this walk the slower one on small clusters.
  ///
  /// - Precondition: The distances are all -1 and the queue is empty.
  private mutating func walkLevels() {
    let count = table.count
    let distances = self.distances.base
    let offsets = self.offsets.base
    let edges = self.edges.base
    let words = (count &+ 63) &>> 6
    marks.removeAll()
    marks.append(upTo: words &* 2) { base in
      base.initialize(repeating: 0, count: words &* 2)
      return words &* 2
    }
    let met = marks.base
    let reached = met + words
    for position in 0..<solved.count {
      let state = Int(solved[position])
      distances[state] = 0
      met[state &>> 6] |= 1 &<< UInt64(state & 63)
      queue.append(solved[position])
    }
    if solved.count > 0 { distanceCounts.append(solved.count) }
    var head = 0
    var distance: Int32 = 0
    while head < queue.count {
      let levelEnd = queue.count
      while head < levelEnd {
        let state = Int(queue[head])
        head &+= 1
        for edge in offsets[state]..<offsets[state &+ 1] {
          let neighbour = Int(edges[edge])
          reached[neighbour &>> 6] |= 1 &<< UInt64(neighbour & 63)
        }
      }
      distance &+= 1
      for word in 0..<words {
        var fresh = reached[word] & ~met[word]
        reached[word] = 0
        met[word] |= fresh
        while fresh != 0 {
          let state = word &<< 6 | fresh.trailingZeroBitCount
          fresh &= fresh &- 1
          distances[state] = distance
          queue.append(UInt32(truncatingIfNeeded: state))
        }
      }
      if queue.count > levelEnd { distanceCounts.append(queue.count &- levelEnd) }
    }
  }
}
