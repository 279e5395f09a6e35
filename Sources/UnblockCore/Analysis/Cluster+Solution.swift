extension Cluster {
  /// What a ``Solver`` would find from the start, read off the explored cluster: a
  /// shortest solution, or the proof that there is none, with no second search.
  ///
  /// The solution steps, from each state, to the first neighbour one move nearer the exit,
  /// so it has exactly ``minimalMoves`` moves. It may be another of the shortest solutions
  /// than the solver's. Unsolvable, the proof counts the whole cluster, as the solver's
  /// does once it has explored every state it can reach, and gives the same simple reason
  /// (``Puzzle/unsolvableReason()``). The figures are those of the exploration.
  ///
  /// - Complexity: O(moves × moves per state).
  public var solveOutcome: SolveOutcome {
    guard var distance = minimalMoves else {
      return .unsolvable(
        Unsolvability(
          statesExplored: count, reason: puzzle(at: Self.startIndex).unsolvableReason(),
          statistics: exploration))
    }
    var codes = [storage.table[Self.startIndex]]
    var index = Self.startIndex
    // A state at distance d > 0 has a neighbour at distance d - 1: its first step.
    while distance > 0, let next = step(from: index, to: distance - 1) {
      codes.append(storage.table[next])
      index = next
      distance -= 1
    }
    return .solved(
      Solution(
        puzzle: puzzle(at: Self.startIndex),
        moves: zip(codes, codes.dropFirst()).compactMap { bitboard.move(from: $0, to: $1) },
        statistics: exploration))
  }

  /// The first neighbour of state `index` at distance `distance`.
  private func step(from index: Int, to distance: Int) -> Int? {
    let target = Int32(distance)
    for edge in storage.offsets[index]..<storage.offsets[index + 1] {
      let neighbour = Int(storage.edges[edge])
      if storage.distances[neighbour] == target { return neighbour }
    }
    return nil
  }
}
