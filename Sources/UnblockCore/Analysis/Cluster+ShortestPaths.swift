extension Cluster {
  /// The moves that lie on some shortest path from the start to a solved state.
  public struct ShortestPaths: Hashable, Sendable {
    /// The number of distinct shortest solutions from the start, saturating at
    /// `UInt64.max`: a count of `UInt64.max` means "at least that many".
    public var count: UInt64
    /// Whether ``count`` saturated.
    public var isSaturated: Bool { count == .max }
    /// The movable blocks, by index in ``Puzzle/blocks``, that move in no shortest
    /// solution. Fixed blocks never move and are not listed.
    public var idleBlocks: [Int]
    /// The blocks, by index in ``Puzzle/blocks``, that every shortest solution moves.
    ///
    /// None of them is unnecessary: without the block, a shortest solution less the
    /// block's moves still solves the puzzle, as removing a block only frees tiles.
    public var alwaysMovedBlocks: [Int]
  }

  /// Counts the shortest solutions from state `start`, and finds the blocks that none of
  /// them moves and those that all of them move.
  ///
  /// The shortest solutions are the paths of the graph whose moves each take the distance
  /// to the exit one step down. Walking that graph one distance layer at a time from the
  /// start, a state's number of paths is the sum over the states that lead to it. Walking
  /// it back from the exit, the blocks some shortest path from a state can do without
  /// are those that some move down from it, and the path on from there, can do without.
  ///
  /// - Parameter start: The number of the state the solutions start from; the cluster's
  ///   start unless told otherwise.
  /// - Returns: `nil` when the start is unsolvable.
  /// - Complexity: O(states and moves on shortest paths).
  public func shortestPaths(from start: Int = Cluster.startIndex) -> ShortestPaths? {
    guard let moves = distance(at: start) else { return nil }
    // Paths per state, indexed by state number; a state is on the current layer when its
    // count is not 0, since every state reached from the start has at least one path.
    var ways = [UInt64](repeating: 0, count: count)
    ways[start] = 1
    var layers = [[start]]
    let distances = storage.distances
    for distance in stride(from: Int32(moves), to: 0, by: -1) {
      var next: [Int] = []
      for index in layers[layers.count - 1] {
        let paths = ways[index]
        for edge in storage.offsets[index]..<storage.offsets[index + 1] {
          let neighbour = Int(storage.edges[edge])
          guard distances[neighbour] == distance - 1 else { continue }
          if ways[neighbour] == 0 { next.append(neighbour) }
          let (total, overflow) = ways[neighbour].addingReportingOverflow(paths)
          ways[neighbour] = overflow ? .max : total
        }
      }
      layers.append(next)
    }
    let total = layers[layers.count - 1].reduce(UInt64(0)) { sum, index in
      let (total, overflow) = sum.addingReportingOverflow(ways[index])
      return overflow ? .max : total
    }
    let blocks = movedBlocks(layers: layers, start: start)
    return ShortestPaths(count: total, idleBlocks: blocks.idle, alwaysMovedBlocks: blocks.always)
  }

  /// The movable blocks that no path of the shortest-path graph moves, and those that
  /// every path moves, from one walk back over the graph's moves.
  ///
  /// - Parameters:
  ///   - layers: The graph's states by distance from the exit, farthest first.
  ///   - start: The state the paths start from.
  private func movedBlocks(layers: [[Int]], start: Int) -> (idle: [Int], always: [Int]) {
    let movable = puzzle.blocks.indices.filter { puzzle.blocks[$0].orientation != .fixed }
    var moved = [Bool](repeating: false, count: puzzle.blocks.count)
    // A board of at most 64 tiles holds at most 32 movable blocks: one bit each.
    var bits = [UInt64](repeating: 0, count: puzzle.blocks.count)
    for (rank, block) in movable.enumerated() { bits[block] = 1 << UInt64(rank) }
    let everyBlock = movable.isEmpty ? 0 : UInt64.max >> UInt64(64 - movable.count)
    // Element `i`: the blocks some shortest path from state `i` never moves.
    var avoidable = [UInt64](repeating: 0, count: count)
    for index in layers[layers.count - 1] { avoidable[index] = everyBlock }
    let distances = storage.distances
    for layer in layers.dropLast().reversed() {
      for index in layer {
        var blocks: UInt64 = 0
        for edge in storage.offsets[index]..<storage.offsets[index + 1] {
          let neighbour = Int(storage.edges[edge])
          guard distances[neighbour] == distances[index] - 1,
            let block = bitboard.movedBlock(
              from: storage.table[index], to: storage.table[neighbour])
          else { continue }
          moved[block] = true
          blocks |= avoidable[neighbour] & ~bits[block]
        }
        avoidable[index] = blocks
      }
    }
    return (
      movable.filter { !moved[$0] },
      movable.filter { avoidable[start] & bits[$0] == 0 }
    )
  }
}
