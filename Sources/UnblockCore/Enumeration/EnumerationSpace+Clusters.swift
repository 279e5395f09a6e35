extension EnumerationSpace {
  /// What one configuration's clusters gave: the puzzles, and the work it took.
  struct ConfigurationResult: Sendable {
    var puzzles: [EnumeratedPuzzle] = []
    /// The solvable clusters explored, each once.
    var clusters = 0
    /// The states of those clusters.
    var states = 0
  }

  /// Explores every solvable cluster of one configuration once and keeps the minimal ones.
  ///
  /// The seeds come in increasing order; a seed already met as a solved state of a
  /// cluster explored before is skipped, so each cluster is explored from its first seed
  /// only. Blocks never leave their lanes, so no cluster reaches another configuration.
  ///
  /// - Parameter seeds: The configuration's seeds, from ``seedsByConfiguration()``.
  /// - Complexity: O(states of the solvable clusters × moves per state), plus the bounded
  ///   solves of ``Analysis`` for the blocks that may be unnecessary.
  func explore(seeds: [SeedLayout]) -> ConfigurationResult {
    var result = ConfigurationResult()
    guard let first = seeds.first,
      let bitboard = try? Bitboard(first.puzzle(size: size, chute: chute))
    else { return result }
    var seen = Set<UInt64>()
    for seed in seeds {
      guard let code = bitboard.code(of: seed.state), !seen.contains(code),
        let cluster = try? Cluster(bitboard: bitboard, from: seed.state, expected: 64)
      else { continue }
      result.clusters += 1
      result.states += cluster.count
      let solved = cluster.solvedCodes()
      // The seeds still to come that lie in this cluster are among its solved states.
      if seeds.count > 1 { seen.formUnion(solved) }
      if let puzzle = Self.minimalPuzzle(of: cluster) { result.puzzles.append(puzzle) }
    }
    return result
  }

  /// The cluster's line, when it is minimal: removing any block, walls included, from its
  /// representative changes the representative's minimal moves.
  static func minimalPuzzle(of cluster: Cluster) -> EnumeratedPuzzle? {
    guard let index = cluster.representativeIndex, let moves = cluster.distance(at: index)
    else { return nil }
    let idle = cluster.shortestPaths(from: index)?.idleBlocks ?? []
    let blocks = Analysis.unnecessaryBlocks(
      of: cluster, at: index, moves: moves, idle: idle, solver: Solver(),
      expected: 2 * cluster.count, stopEarly: true)
    guard blocks.unnecessary.isEmpty, blocks.undecided.isEmpty else { return nil }
    let puzzle = cluster.puzzle(at: index)
    return EnumeratedPuzzle(moves: moves, board: puzzle.databaseBoard, states: cluster.count)
  }
}
