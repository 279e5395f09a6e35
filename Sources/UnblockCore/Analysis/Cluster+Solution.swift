extension Cluster {
  /// What a ``Solver`` would find from the start, read off the explored cluster: a
  /// shortest solution, or the proof that there is none, with no second search and no walk
  /// of the distances.
  ///
  /// The states are numbered in the order of the breadth-first exploration from the start,
  /// level by level (``SearchStatistics/boardsPerLevel``), so the first solved state lies
  /// on the nearest level that holds one: its level is the minimal moves. The solution
  /// steps back from it, level by level, to the first neighbour on the level before, so it
  /// may be another of the shortest solutions than the solver's. Unsolvable, the proof
  /// counts the whole cluster, as the solver's does once it has explored every state it can
  /// reach, and gives the same simple reason (``Puzzle/unsolvableReason()``). The figures
  /// are those of the exploration.
  ///
  /// - Complexity: O(levels + moves × moves per state).
  public var solveOutcome: SolveOutcome {
    guard storage.solved.count > 0 else {
      return .unsolvable(
        Unsolvability(
          statesExplored: count, reason: puzzle(at: Self.startIndex).unsolvableReason(),
          statistics: exploration))
    }
    // Element `d`: the number of the first state `d` moves from the start.
    var firsts = [0]
    for states in exploration.boardsPerLevel { firsts.append(firsts[firsts.count - 1] + states) }
    var index = Int(storage.solved[0])
    var level = firsts.lastIndex { $0 <= index } ?? 0
    var codes = [storage.table[index]]
    // A state on level d > 0 was met from a neighbour on level d - 1.
    while level > 0, let back = neighbour(of: index, in: firsts[level - 1]..<firsts[level]) {
      codes.append(storage.table[back])
      index = back
      level -= 1
    }
    codes.reverse()
    return .solved(
      Solution(
        puzzle: puzzle(at: Self.startIndex),
        moves: zip(codes, codes.dropFirst()).compactMap { bitboard.move(from: $0, to: $1) },
        statistics: exploration))
  }

  /// The first neighbour of state `index` numbered within `numbers`.
  private func neighbour(of index: Int, in numbers: Range<Int>) -> Int? {
    for edge in storage.offsets[index]..<storage.offsets[index + 1] {
      let neighbour = Int(storage.edges[edge])
      if numbers.contains(neighbour) { return neighbour }
    }
    return nil
  }
}
