extension Puzzle {
  /// The blocks, other than the prisoner, whose removal leaves the minimal moves unchanged.
  ///
  /// Removing a block never makes a puzzle harder: every solution stays a solution without
  /// it. So a block is necessary exactly when the puzzle without it needs fewer moves.
  ///
  /// - Parameters:
  ///   - moves: The puzzle's minimal moves.
  ///   - maxStates: The limit for each forward search.
  /// - Returns: The indices in ``blocks`` of the unnecessary blocks, or `nil` when some
  ///   search met its limit and the question stays open.
  /// - Complexity: One forward search per block.
  public func unnecessaryBlockIndices(moves: Int, maxStates: Int? = nil) -> [Int]? {
    var found: [Int] = []
    for index in blocks.indices where !blocks[index].isPrisoner {
      guard let reduced = unnecessaryCheck(removing: index, moves: moves, maxStates: maxStates)
      else { return nil }
      if reduced { found.append(index) }
    }
    return found
  }

  /// The puzzle with unnecessary blocks taken away one at a time until none is left.
  ///
  /// One block at a time, because two blocks may each be unnecessary while the pair is
  /// not. The minimal moves stay `moves` throughout.
  ///
  /// - Parameters:
  ///   - moves: The puzzle's minimal moves.
  ///   - keepingFixed: Whether fixed blocks must stay; an unnecessary fixed block then
  ///     makes the result `nil`.
  ///   - maxStates: The limit for each forward search.
  /// - Returns: The pruned puzzle, or `nil` when it cannot be had.
  public func prunedOfUnnecessaryBlocks(
    moves: Int, keepingFixed: Bool, maxStates: Int? = nil
  ) -> Puzzle? {
    var puzzle = self
    search: while true {
      for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
        guard
          let unnecessary = puzzle.unnecessaryCheck(
            removing: index, moves: moves, maxStates: maxStates)
        else { return nil }
        guard unnecessary else { continue }
        if keepingFixed && puzzle.blocks[index].orientation == .fixed { return nil }
        puzzle.blocks.remove(at: index)
        continue search
      }
      return puzzle
    }
  }

  /// Whether the puzzle without block `index` still needs `moves` moves, or `nil` when
  /// the search met its limit.
  private func unnecessaryCheck(removing index: Int, moves: Int, maxStates: Int?) -> Bool? {
    var reduced = self
    reduced.blocks.remove(at: index)
    switch try? Solver(maxStates: maxStates).solve(reduced) {
    case .solved(let solution): return solution.moves.count == moves
    case .unsolvable: return false
    case .gaveUp, nil: return nil
    }
  }
}
