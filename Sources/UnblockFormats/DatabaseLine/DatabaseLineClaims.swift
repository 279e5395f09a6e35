import UnblockCore

extension DatabaseLinePrinter {
  /// The states a database line written for `puzzle` gives, for a puzzle read from a grid
  /// or YAML that claims `states`: the claim when the puzzle is its cluster's
  /// representative, else `nil`.
  ///
  /// A line that gives its moves and states (`MM BOARD STATES`) says its board is its
  /// cluster's representative, as every line of the Rush Hour database and of `enumerate`
  /// is, and `catalog import` stores it as it stands. A puzzle of a set is seldom the
  /// representative (36 of the 50 of `Puzzles/expert.yaml` and `advanced.yaml` are not):
  /// its line is `MM BOARD`, its own moves, which import explores. The cluster is explored
  /// up to the states claimed, so a cluster larger than its claim gives no states either.
  ///
  /// - Complexity: O(states), once per puzzle that claims them.
  public static func statesColumn(for puzzle: Puzzle, claimed states: Int?) -> Int? {
    guard let states, states > 0,
      let cluster = try? Cluster(puzzle: puzzle, maxStates: states),
      cluster.representativeIndex == Cluster.startIndex
    else { return nil }
    return states
  }
}
