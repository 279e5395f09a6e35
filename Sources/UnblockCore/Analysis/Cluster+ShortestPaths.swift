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
  }

  /// Counts the shortest solutions and finds the blocks that none of them moves.
  ///
  /// The shortest solutions are the paths of the graph whose moves each take the distance
  /// to the exit one step down. Walking that graph one distance layer at a time from the
  /// start, a state's number of paths is the sum over the states that lead to it.
  ///
  /// - Returns: `nil` when the start is unsolvable.
  /// - Complexity: O(states and moves on shortest paths).
  public func shortestPaths() -> ShortestPaths? {
    guard let moves = minimalMoves else { return nil }
    var moved = [Bool](repeating: false, count: puzzle.blocks.count)
    // Paths per state, indexed by state number; a state is on the current layer when its
    // count is not 0, since every state reached from the start has at least one path.
    var ways = [UInt64](repeating: 0, count: count)
    ways[Self.startIndex] = 1
    var layer = [Self.startIndex]
    var next: [Int] = []
    let distances = storage.distances
    for distance in stride(from: Int32(moves), to: 0, by: -1) {
      next.removeAll(keepingCapacity: true)
      for index in layer {
        let paths = ways[index]
        for edge in storage.offsets[index]..<storage.offsets[index + 1] {
          let neighbour = Int(storage.edges[edge])
          guard distances[neighbour] == distance - 1 else { continue }
          if let block = bitboard.movedBlock(
            from: storage.table[index], to: storage.table[neighbour])
          {
            moved[block] = true
          }
          if ways[neighbour] == 0 { next.append(neighbour) }
          let (total, overflow) = ways[neighbour].addingReportingOverflow(paths)
          ways[neighbour] = overflow ? .max : total
        }
      }
      swap(&layer, &next)
    }
    let total = layer.reduce(UInt64(0)) { sum, index in
      let (total, overflow) = sum.addingReportingOverflow(ways[index])
      return overflow ? .max : total
    }
    let idle = puzzle.blocks.indices.filter {
      puzzle.blocks[$0].orientation != .fixed && !moved[$0]
    }
    return ShortestPaths(count: total, idleBlocks: idle)
  }
}
