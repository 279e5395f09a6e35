/// Every explored state's distance to the nearest solved state, and the buffers of the
/// walk that measures them: a multi-source breadth-first search from the solved states over
/// an exploration's graph of moves (see ``ClusterExploration``).
///
/// An enumeration walks every cluster of a job with one walk (``removeAll()`` between
/// them); a ``Cluster`` walks once, the first time a distance is asked for, as `check`
/// asks for none. The walk cannot be copied and frees its buffers when it goes.
struct DistanceWalk: ~Copyable {
  /// Element `i`: state `i`'s distance to the nearest solved state, -1 when none is
  /// solved.
  var distances: GrowableBuffer<Int32>
  /// Element `d`: the states `d` moves from the nearest solved state, counted level by
  /// level (empty when none is solved): the cluster's histogram, which a pass over every
  /// distance cost 1% of a batch's analysis.
  var counts: [Int] = []
  /// The queue of the walk.
  private var queue: GrowableBuffer<UInt32>
  /// The bits of ``walkLevels(_:)``: a word per 64 states of those met, then as many of
  /// those the level reaches.
  private var marks: GrowableBuffer<UInt64>

  /// A walk with room for about `expected` states before it grows.
  init(expected: Int) {
    distances = GrowableBuffer(capacity: expected)
    queue = GrowableBuffer(capacity: expected + 1)
    marks = GrowableBuffer(capacity: 16)
  }

  /// Frees the queue and the bits, keeping the distances: for a walk that will not run
  /// again, as a ``Cluster``'s.
  mutating func releaseScratch() {
    queue = GrowableBuffer(capacity: 0)
    marks = GrowableBuffer(capacity: 0)
  }

  /// Forgets the last walk, keeping the buffers.
  mutating func removeAll() {
    distances.removeAll()
    queue.removeAll()
    marks.removeAll()
    counts.removeAll(keepingCapacity: true)
  }

  /// Gives every explored state its distance to the nearest solved state, by a
  /// multi-source breadth-first search from the solved states over the move graph (moves
  /// are reversible); -1 when the cluster has no solved state.
  ///
  /// Which neighbours are new follows no pattern, so neither walk branches on it. Up to
  /// ``queuedWalkLimit`` states, ``walkQueue(_:)`` reads and writes each neighbour's
  /// distance, whose array fits the first-level cache; beyond, that array misses it, and
  /// ``walkLevels(_:)`` marks bits instead.
  ///
  /// - Precondition: The walk is empty (new, or after ``removeAll()``).
  mutating func measure(_ graph: Graph) {
    let count = graph.count
    distances.append(upTo: count) { base in
      base.initialize(repeating: -1, count: count)
      return count
    }
    queue.removeAll()
    counts.removeAll(keepingCapacity: true)
    if count <= Self.queuedWalkLimit { walkQueue(graph) } else { walkLevels(graph) }
  }

  /// What a walk reads of an exploration.
  struct Graph {
    /// The number of states.
    var count: Int
    /// `count + 1` offsets: the neighbours of state `i` are
    /// `edges[offsets[i]..<offsets[i + 1]]`.
    var offsets: UnsafePointer<Int>
    var edges: UnsafePointer<UInt32>
    /// The numbers of the solved states, in increasing order.
    var solved: UnsafePointer<UInt32>
    var solvedCount: Int
  }

  /// The most states ``walkQueue(_:)`` walks: 32 KiB of distances.
  static let queuedWalkLimit = 8_192

  /// ``measure(_:)`` for a small cluster: every neighbour is written at the
  /// queue's end, which moves on only for a new one, and its distance becomes the smaller
  /// of its own and the level's (-1, read unsigned, is the largest).
  ///
  /// - Precondition: The distances are all -1 and the queue is empty.
  private mutating func walkQueue(_ graph: Graph) {
    let count = graph.count
    let distances = UnsafeMutableRawPointer(self.distances.base).assumingMemoryBound(
      to: UInt32.self)
    let (offsets, edges, solved, solvedCount) = (
      graph.offsets, graph.edges, graph.solved, graph.solvedCount
    )
    var counts = self.counts
    defer { self.counts = counts }
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

  /// ``measure(_:)`` for a large cluster, level by level: one bit per state for
  /// those met so far, and one for those the level being walked reaches. Each level marks
  /// its neighbours, then takes the marked states not met before, in increasing order.
  /// The bits stay in the caches where the distances do not; but a mark reads the word
  /// the last one wrote, and neighbours' numbers are close, so marks wait on each other,
  /// which makes this walk the slower one on small clusters.
  ///
  /// - Precondition: The distances are all -1 and the queue is empty.
  private mutating func walkLevels(_ graph: Graph) {
    let count = graph.count
    let distances = self.distances.base
    let (offsets, edges, solved) = (graph.offsets, graph.edges, graph.solved)
    let words = (count &+ 63) &>> 6
    marks.removeAll()
    marks.append(upTo: words &* 2) { base in
      base.initialize(repeating: 0, count: words &* 2)
      return words &* 2
    }
    let met = marks.base
    let reached = met + words
    for position in 0..<graph.solvedCount {
      let state = Int(solved[position])
      distances[state] = 0
      met[state &>> 6] |= 1 &<< UInt64(state & 63)
      queue.append(solved[position])
    }
    if graph.solvedCount > 0 { counts.append(graph.solvedCount) }
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
      if queue.count > levelEnd { counts.append(queue.count &- levelEnd) }
    }
  }
}
