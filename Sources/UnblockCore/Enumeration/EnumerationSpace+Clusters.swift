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
  /// - Complexity: O(states of the solvable clusters × moves per state), plus the bounded
  ///   solves of the blocks that may be unnecessary, plus the seed search. Memory: the
  ///   solved states of the configuration's clusters, and one cluster at a time.
  func explore(_ configuration: SeedLayout.Configuration, in workspace: EnumerationWorkspace)
    -> EnumerationTally
  {
    explore(configuration, seeds: nil, first: nil, images: .alone, in: workspace)
  }

  /// Explores a counted configuration as ``explore(_:in:)-(SeedLayout.Configuration,_)``
  /// does, knowing its number of seeds and its first seed.
  ///
  /// The first cluster is explored from the first seed the count kept, and each explored
  /// cluster's seeds are counted among its solved states: once the clusters hold as many
  /// seeds as the configuration has, no other cluster can hold one, and the search for
  /// seeds stops, or never starts. Most configurations have one solvable cluster: they are
  /// explored without a search and without remembering a solved state. Listing every seed
  /// of every configuration, and remembering every solved state, cost a fifth of a 5x5
  /// enumeration.
  ///
  /// With `images` ``ImageShare/withImage``, each minimal cluster's mirror image top to
  /// bottom is written too; with ``ImageShare/ownImage``, the configuration being its own
  /// reflection, a cluster's image is another cluster of it or itself, and each pair is
  /// explored once (see ``exploreSharingImages(_:in:)``).
  ///
  /// - Complexity: as ``explore(_:in:)-(SeedLayout.Configuration,_)``, the seed search
  ///   running only up to the last cluster's first seed.
  func explore(
    _ counted: CountedConfiguration, images: ImageShare = .alone,
    in workspace: EnumerationWorkspace
  ) -> EnumerationTally {
    let configuration = counted.configuration
    let first =
      counted.packedSeed == CountedConfiguration.noSeed
      ? nil : SeedLayout(packed: counted.packedSeed, configuration: configuration, space: self)
    return explore(
      configuration, seeds: counted.seeds, first: first, images: images, in: workspace)
  }

  /// Explores a configuration (see ``explore(_:in:)-(CountedConfiguration,_)``).
  ///
  /// - Parameters:
  ///   - count: The configuration's number of seeds, or `nil` when unknown.
  ///   - given: The configuration's first seed, or `nil` when unknown.
  ///   - images: Which mirror images top to bottom the configuration writes besides its own
  ///     clusters: none, every minimal cluster's, or, when it is its own reflection, those
  ///     of its clusters that are not their own (``ImageShare/byImage`` never comes here).
  private func explore(
    _ configuration: SeedLayout.Configuration, seeds count: Int?, first given: SeedLayout?,
    images: ImageShare, in workspace: EnumerationWorkspace
  ) -> EnumerationTally {
    var tally = EnumerationTally(configurations: 1)
    // The search takes no step before it is asked for a seed.
    var seeds = ConfigurationSeeds(space: self, configuration: configuration)
    guard let first = given ?? seeds.next() else { return tally }
    // A seed obeys every rule by construction (one prisoner in the chute's row, blocks of
    // 2 or 3 tiles and walls inside the board, none overlapping): checking the rules of
    // each configuration's first seed cost a fifth of a 5x5 enumeration.
    let puzzle = first.puzzle(size: size, chute: chute)
    assert(puzzle.violations().isEmpty, "a seed breaks a rule: \(puzzle.violations())")
    let bitboard = Bitboard(seed: first, template: puzzle, kinds: &workspace.laneKinds)
    assert(Self.sameLanes(bitboard, Bitboard(valid: puzzle)), "a seed compiles otherwise")
    let batch = MoveBatch(for: bitboard)
    let limit = StateLimit.effective(nil, standard: workspace.clusterLimit)
    workspace.seen.removeAll(expected: EnumerationWorkspace.expectedStates)
    workspace.scratch.forgetReduced()
    if count != nil { workspace.recognizer.prepare(for: bitboard) }
    // A configuration that is its own reflection reflects its clusters' codes.
    let reflection = images == .ownImage ? CodeReflection(bitboard) : nil
    var listed = 0
    var held = 0
    var next: SeedLayout? = first
    // Whether the seeds come from the search: the first given seed does not, and the
    // search, when it runs, gives it again (its cluster is then known).
    var searching = given == nil
    while let seed = next {
      if searching { listed += 1 }
      if let code = bitboard.code(of: seed.state), workspace.seen.index(of: code) == nil {
        workspace.exploration.reset(expected: workspace.expected)
        let explored = workspace.exploration.explore(
          bitboard, batch: batch, from: code, limit: limit)
        workspace.met(states: workspace.exploration.count)
        guard explored else {
          // Its line cannot be known, nor which seeds it holds: the run fails.
          tally.oversized += 1
          break
        }
        workspace.exploration.measureDistances()
        tally.clusters += 1
        tally.states += workspace.exploration.count
        // The image is written from here unless it is this very cluster, which the
        // reflection of its seed then lies in. When the image is another cluster of this
        // configuration, `paired` reflects its codes.
        var paired: CodeReflection?
        if let reflection {
          let mirrored = reflection.reflect(code)
          var own = false
          workspace.exploration.forEachSolvedCode { own = own || $0 == mirrored }
          if !own { paired = reflection }
        }
        let graph = workspace.exploration.graph
        if images == .withImage || paired != nil {
          let lines = graph.minimalPuzzleAndImage(on: bitboard, scratch: &workspace.scratch)
          tally.puzzles += [lines.own, lines.image].compactMap { $0 }
        } else if let line = graph.minimalPuzzle(on: bitboard, scratch: &workspace.scratch) {
          tally.puzzles.append(line)
        }
        if let count {
          // The seeds of this cluster, and of its image when that is a cluster here.
          workspace.exploration.forEachSolvedCode { code in
            if workspace.recognizer.isSeed(code: code) { held += 1 }
            if let paired, workspace.recognizer.isSeed(code: paired.reflect(code)) {
              held += 1
            }
          }
          if held == count {
            // Every seed is in a cluster explored: the search would find no other one.
            listed = count
            break
          }
        }
        // The seeds still to come that lie in this cluster, or in its image when that is
        // a cluster of this configuration, are among their solved states.
        workspace.exploration.forEachSolvedCode {
          _ = workspace.seen.insert($0)
          if let paired { _ = workspace.seen.insert(paired.reflect($0)) }
        }
      }
      searching = true
      next = seeds.next()
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
