extension Analysis {
  /// Whether a state of `moves` minimal moves may do without one block: removing it
  /// leaves a puzzle with no solution of fewer moves, or the search to tell meets the
  /// solver's limit (so the block's need is undecided).
  ///
  /// The test of one block of
  /// ``unnecessaryBlocks(of:at:moves:idle:solver:expected:stopEarly:)``, for a caller that
  /// holds a state of a bitboard and no ``Cluster``: an enumeration, which keeps no
  /// cluster, asks it of each block no shortest solution moves.
  ///
  /// - Parameters:
  ///   - block: The block, by index in the template's ``Puzzle/blocks``; not the prisoner.
  ///   - reduced: `bitboard.removing(block: block)`, which the caller may keep for other
  ///     states of the same bitboard.
  ///   - search: The buffers of the search, kept from one test to the next.
  ///   - expected: The states the search makes room for before growing.
  static func mayDoWithout(
    _ block: Int, of bitboard: Bitboard, reduced: Bitboard, at state: BoardState, moves: Int,
    solver: Solver,
    using search: inout ShorterSolutionSearch, expected: Int
  ) -> Bool {
    // Removing a block only frees tiles, so the reduced puzzle is as hard or easier: it
    // needs `moves` moves unless it has a solution of fewer, which is all the search asks.
    solver.hasSolution(
      reduced, from: bitboard.state(state, without: block), movesBelow: moves,
      using: &search, expected: expected) != .shorter
  }
}
