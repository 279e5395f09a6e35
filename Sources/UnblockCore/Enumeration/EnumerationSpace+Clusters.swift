extension EnumerationSpace {
  /// Explores every solvable cluster of one configuration once and keeps the minimal ones.
  ///
  /// The seeds come one at a time (see ``ConfigurationSeeds``). A seed already met as a
  /// solved state of a cluster explored before is skipped, so each cluster is explored
  /// from the first of its seeds the search gives only. Blocks never leave their lanes, so
  /// no cluster reaches another configuration. The configuration is compiled once, from
  /// its first seed, and every cluster is explored in the workspace's buffers: nothing is
  /// allocated per cluster but the lines found.
  ///
  /// When the number of the configuration's seeds is known, each explored cluster's seeds
  /// are counted among its solved states, and once the clusters hold them all no other
  /// cluster can have one: the search stops there. Most configurations have one solvable
  /// cluster, so their search stops at the first seed and no solved state is remembered;
  /// listing every seed, and remembering every solved state, cost a fifth of a 5x5
  /// enumeration.
  ///
  /// - Parameter count: The configuration's number of seeds, as
  ///   ``configurations(walls:shouldStop:)`` counts them, or `nil` when unknown.
  /// - Complexity: O(states of the solvable clusters × moves per state), plus the bounded
  ///   solves of the blocks that may be unnecessary, plus the seed search up to the last
  ///   cluster's first seed (to the end when `count` is `nil`). Memory: the solved states
  ///   of the configuration's clusters, and one cluster at a time.
  func explore(
    _ configuration: SeedLayout.Configuration, seeds count: Int? = nil,
    in workspace: EnumerationWorkspace
  ) -> EnumerationTally {
    var tally = EnumerationTally(configurations: 1)
    var seeds = ConfigurationSeeds(space: self, configuration: configuration)
    guard let first = seeds.next() else { return tally }
    // A seed obeys every rule by construction (one prisoner in the chute's row, blocks of
    // 2 or 3 tiles and walls inside the board, none overlapping): checking the rules of
    // each configuration's first seed cost a fifth of a 5x5 enumeration.
    let puzzle = first.puzzle(size: size, chute: chute)
    assert(puzzle.violations().isEmpty, "a seed breaks a rule: \(puzzle.violations())")
    let bitboard = Bitboard(seed: first, template: puzzle, kinds: &workspace.laneKinds)
    assert(Self.sameLanes(bitboard, Bitboard(valid: puzzle)), "a seed compiles otherwise")
    let batch = MoveBatch(for: bitboard)
    let limit = StateLimit.effective(nil, standard: StateLimit.cluster)
    workspace.seen.removeAll(expected: EnumerationWorkspace.expectedStates)
    workspace.scratch.forgetReduced()
    if count != nil { workspace.recognizer.prepare(for: bitboard) }
    var listed = 0
    var held = 0
    var next: SeedLayout? = first
    while let seed = next {
      listed += 1
      next = seeds.next()
      guard let code = bitboard.code(of: seed.state), workspace.seen.index(of: code) == nil
      else { continue }
      workspace.exploration.reset(expected: EnumerationWorkspace.expectedStates)
      guard workspace.exploration.explore(bitboard, batch: batch, from: code, limit: limit)
      else { continue }
      workspace.exploration.measureDistances()
      tally.clusters += 1
      tally.states += workspace.exploration.count
      if let line = workspace.exploration.graph.minimalPuzzle(
        on: bitboard, scratch: &workspace.scratch)
      {
        tally.puzzles.append(line)
      }
      if let count {
        workspace.exploration.forEachSolvedCode { code in
          if workspace.recognizer.isSeed(code: code) { held += 1 }
        }
        if held == count {
          // Every seed is in a cluster explored: the search would find no other cluster.
          listed = count
          break
        }
      }
      // The seeds still to come that lie in this cluster are among its solved states.
      workspace.exploration.forEachSolvedCode { _ = workspace.seen.insert($0) }
    }
    tally.seeds = listed
    return tally
  }

  /// Whether two bitboards have the same lanes, kinds and start.
  static func sameLanes(_ one: Bitboard, _ other: Bitboard) -> Bool {
    one.lanes == other.lanes && one.startCode == other.startCode && one.fixed == other.fixed
      && one.board == other.board
      && one.kinds.map(\.blockLengths) == other.kinds.map(\.blockLengths)
  }

  /// The cluster's line, when it is minimal: removing any block, walls included, from its
  /// representative changes the representative's minimal moves.
  static func minimalPuzzle(of cluster: Cluster) -> EnumeratedPuzzle? {
    var scratch = ClusterGraph.Scratch()
    return withExtendedLifetime(cluster) {
      cluster.graph.minimalPuzzle(on: cluster.bitboard, scratch: &scratch)
    }
  }
}
