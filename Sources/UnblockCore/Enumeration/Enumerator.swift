import Dispatch
import Synchronization

/// Lists every solvable, minimal cluster of an ``EnumerationSpace``, each by its
/// representative: the lines of Fogleman's Rush Hour database, for any board.
///
/// The work is split into configurations (the lengths of the blocks in each lane, and
/// the walls), which no move leaves. Each configuration's solvable clusters are explored
/// once each from their seeds (see ``SeedLayout`` and ``EnumerationSpace/explore(seeds:)``).
/// Unsolvable clusters hold no seed and are never explored.
///
/// A shard takes every `count`-th configuration, dealt out by falling seed count (a
/// proxy for the work), so every shard computes the same deal and no cluster is written
/// twice. Jobs take a shard's configurations, largest first, from a shared counter; the
/// lines are sorted at the end, so they are the same bytes for any number of jobs.
public struct Enumerator: Sendable {
  public let space: EnumerationSpace
  /// The one configuration to enumerate, if not all of them.
  let only: SeedLayout.Configuration?

  public init(space: EnumerationSpace) {
    self.space = space
    only = nil
  }

  /// An enumeration of the clusters that have the blocks of `puzzle` in its lanes, and
  /// its walls: a small part of the space, which holds the puzzle's own cluster.
  init(space: EnumerationSpace, onlyLike puzzle: Puzzle) {
    self.space = space
    only = SeedLayout(puzzle: puzzle).configuration(size: space.size)
  }

  /// How often the progress callback is called, at most.
  public static let progressInterval = Duration.milliseconds(200)

  /// Runs the enumeration.
  ///
  /// - Parameters:
  ///   - shard: The share of the work to do.
  ///   - jobs: The number of threads.
  ///   - shouldStop: Asked between configurations; when it answers `true` the run stops.
  ///   - progress: Called from a worker thread at most every ``progressInterval``.
  /// - Returns: The puzzles, or `nil` when stopped.
  public func run(
    shard: EnumerationShard = .whole, jobs: Int = 1,
    shouldStop: @escaping @Sendable () -> Bool = { false },
    progress: (@Sendable (EnumerationProgress) -> Void)? = nil
  ) -> EnumerationResult? {
    let clock = ContinuousClock()
    let began = clock.now
    let units = Self.deal(space.seedsByConfiguration(only: only), shard: shard)
    let seedsTotal = units.reduce(0) { $0 + $1.count }
    let next = Atomic<Int>(0)
    let stopped = Atomic<Bool>(false)
    let totals = Mutex(
      (result: EnumerationSpace.ConfigurationResult(), seeds: 0, lastReport: began))
    let space = space
    DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { _ in
      while !stopped.load(ordering: .relaxed) {
        let number = next.add(1, ordering: .relaxed).oldValue
        guard number < units.count else { return }
        if shouldStop() {
          stopped.store(true, ordering: .relaxed)
          return
        }
        let found = space.explore(seeds: units[number])
        let report = totals.withLock { totals -> EnumerationProgress? in
          totals.result.puzzles += found.puzzles
          totals.result.clusters += found.clusters
          totals.result.states += found.states
          totals.seeds += units[number].count
          let now = clock.now
          guard now - totals.lastReport >= Self.progressInterval else { return nil }
          totals.lastReport = now
          return EnumerationProgress(
            seedsDone: totals.seeds, seedsTotal: seedsTotal, clusters: totals.result.clusters,
            states: totals.result.states, elapsed: now - began)
        }
        if let report { progress?(report) }
      }
    }
    if stopped.load(ordering: .relaxed) { return nil }
    let found = totals.withLock { $0.result }
    return EnumerationResult(
      puzzles: found.puzzles.sorted(by: EnumeratedPuzzle.precedes), configurations: units.count,
      seeds: seedsTotal, clusters: found.clusters, states: found.states,
      duration: clock.now - began)
  }

  /// The shard's configurations, largest first.
  ///
  /// All configurations, by falling seed count and then by configuration, are dealt to
  /// the shards like cards, back and forth (0, 1, ..., N-1, N-1, ..., 0, ...), so each
  /// shard gets large and small ones alike.
  static func deal(
    _ groups: [(configuration: SeedLayout.Configuration, seeds: [SeedLayout])],
    shard: EnumerationShard
  ) -> [[SeedLayout]] {
    let ordered = groups.sorted {
      $0.seeds.count != $1.seeds.count
        ? $0.seeds.count > $1.seeds.count : $0.configuration < $1.configuration
    }
    return ordered.indices.compactMap { position in
      let round = position / shard.count
      let seat = position % shard.count
      let owner = round % 2 == 0 ? seat : shard.count - 1 - seat
      return owner == shard.index ? ordered[position].seeds : nil
    }
  }
}
