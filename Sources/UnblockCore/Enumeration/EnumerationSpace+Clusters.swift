extension EnumerationSpace {
  /// Explores every solvable cluster of one configuration once and keeps the minimal ones.
  ///
  /// A seed already met as a solved state of a cluster explored before is skipped, so each
  /// cluster is explored from the first of its seeds the search gives only. Blocks never
  /// leave their lanes, so no cluster reaches another configuration.
  ///
  /// - Complexity: O(states of the solvable clusters × moves per state), plus the bounded
  ///   solves of ``Analysis`` for the blocks that may be unnecessary. Memory: the solved
  ///   states of the configuration's clusters, and one cluster at a time.
  func explore(_ configuration: SeedLayout.Configuration) -> EnumerationTally {
    var tally = EnumerationTally(configurations: 1)
    var bitboard: Bitboard?
    var seen = Set<UInt64>()
    forEachSeed(of: configuration) { seed in
      tally.seeds += 1
      if bitboard == nil {
        // A seed obeys every rule by construction (one prisoner in the chute's row, blocks
        // of 2 or 3 tiles and walls inside the board, none overlapping): checking the rules
        // of each configuration's first seed cost a fifth of a 5x5 enumeration.
        let puzzle = seed.puzzle(size: size, chute: chute)
        assert(puzzle.violations().isEmpty, "a seed breaks a rule: \(puzzle.violations())")
        bitboard = Bitboard(valid: puzzle)
      }
      guard let bitboard, let code = bitboard.code(of: seed.state), !seen.contains(code),
        let cluster = try? Cluster(bitboard: bitboard, from: seed.state, expected: 64)
      else { return }
      tally.clusters += 1
      tally.states += cluster.count
      // The seeds still to come that lie in this cluster are among its solved states.
      seen.formUnion(cluster.solvedCodes())
      if let puzzle = Self.minimalPuzzle(of: cluster) { tally.puzzles.append(puzzle) }
    }
    return tally
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
