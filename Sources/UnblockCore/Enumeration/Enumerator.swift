import Dispatch
import Synchronization

/// Lists every solvable, minimal cluster of an ``EnumerationSpace``, each by its
/// representative: the lines of Fogleman's Rush Hour database, for any board.
///
/// The work is split into configurations (the lengths of the blocks in each lane, and
/// the walls), which no move leaves. Each configuration's solvable clusters are explored
/// once each from their seeds (see ``SeedLayout`` and ``EnumerationSpace/explore(_:)``).
/// Unsolvable clusters hold no seed and are never explored, nor are clusters with a block
/// out of every other block's reach, which are not minimal (see
/// ``SeedLayout/hasBlockOutOfReach(board:chuteRow:)``). On a board symmetric top to
/// bottom, a configuration and its mirror image are explored once, by the lesser, which
/// writes both's lines (see ``EnumerationSpace/exploreSharingImages(_:in:)``).
///
/// The run takes the sets of walls one after another. For each, one pass of the seed
/// search counts the seeds of every configuration with those walls (a proxy for its
/// work) and keeps no seed; the configurations are dealt to the shards by falling seed
/// count, back and forth, the deal going on from one set of walls to the next. When the
/// space has at least ``wallSetsPerShard`` sets of walls per shard, whole sets are dealt
/// instead, so that a shard counts only its own. Every shard computes the same deal and
/// no cluster is written twice. A configuration's seeds
/// are made only when a job takes it, so memory is bounded by the largest configuration
/// and the configurations of one set of walls, not by the space.
///
/// A shard's configurations are done in *batches* of about ``defaultBatchSeeds`` seeds; jobs
/// take a batch's configurations, largest first, from a shared counter. A checkpoint may
/// record each finished batch, so that a stopped run resumes where it was. The lines are
/// sorted at the end, so they are the same bytes for any number of jobs.
public struct Enumerator: Sendable {
  public let space: EnumerationSpace
  /// The one configuration to enumerate, if not all of them.
  let only: SeedLayout.Configuration?
  /// The most states of a cluster the enumeration explores: ``StateLimit/enumerationCluster``
  /// (a test lowers it). A larger cluster ends the run (``EnumerationClusterLimitError``),
  /// as its line cannot be known.
  var clusterLimit: Int

  public init(space: EnumerationSpace) {
    self.space = space
    only = nil
    clusterLimit = StateLimit.enumerationCluster
  }

  /// An enumeration of the clusters that have the blocks of `puzzle` in its lanes, and
  /// its walls: a small part of the space, which holds the puzzle's own cluster.
  init(space: EnumerationSpace, onlyLike puzzle: Puzzle) {
    self.space = space
    only = SeedLayout(puzzle: puzzle).configuration(size: space.size)
    clusterLimit = StateLimit.enumerationCluster
  }

  /// How often the progress callback is called, at most.
  public static let progressInterval = Duration.milliseconds(200)

  /// The seeds of a batch unless told otherwise: a batch closes once its configurations
  /// hold this many, or at the end of a set of walls.
  public static let defaultBatchSeeds = 1_000_000

  /// Runs the enumeration.
  ///
  /// - Parameters:
  ///   - shard: The share of the work to do.
  ///   - jobs: The number of threads.
  ///   - batchSeeds: The seeds of a batch (see ``defaultBatchSeeds``); a checkpoint must be
  ///     resumed with the same number, as it cuts the batches.
  ///   - checkpoint: Where finished batches are recorded, and found when resuming.
  ///   - shouldStop: Asked between configurations; when it answers `true` the run stops.
  ///   - progress: Called from a worker thread at most every `progressEvery`.
  ///   - progressEvery: The least time between two progress calls (``progressInterval``
  ///     unless told otherwise; zero calls at every set of walls and configuration).
  /// - Returns: The puzzles, or `nil` when stopped.
  /// - Throws: What the checkpoint throws when it cannot record a batch.
  public func run(
    shard: EnumerationShard = .whole, jobs: Int = 1, batchSeeds: Int = defaultBatchSeeds,
    checkpoint: (any EnumerationCheckpoint)? = nil,
    shouldStop: @escaping @Sendable () -> Bool = { false },
    progress: (@Sendable (EnumerationProgress) -> Void)? = nil,
    progressEvery: Duration = progressInterval
  ) throws -> EnumerationResult? {
    let clock = ContinuousClock()
    let began = clock.now
    let wallSets = only == nil ? space.wallSetCount : 1
    // With many sets of walls, whole sets are dealt: a shard counts only its own.
    // Divided rather than multiplied, so that no shard count can overflow.
    let dealsWallSets = only == nil && wallSets / Self.wallSetsPerShard >= shard.count
    let ownSets =
      dealsWallSets
      ? (0..<wallSets).count(where: { Self.owner(of: $0, among: shard.count) == shard.index })
      : wallSets
    var setIndex = -1
    var total = EnumerationTally()
    var position = 0
    var batch = 0
    var setsDone = 0
    var countingTime = Duration.zero
    var failure: (any Error)?
    var stopped = false
    // The own sets by number of walls, for the pace of the work.
    var ownSetsByWalls: [Int: Int] = [:]
    if let only {
      ownSetsByWalls[only.walls.nonzeroBitCount] = 1
    } else {
      var index = -1
      space.forEachWallSet { walls in
        index += 1
        if !dealsWallSets || Self.owner(of: index, among: shard.count) == shard.index {
          ownSetsByWalls[walls.nonzeroBitCount, default: 0] += 1
        }
        return true
      }
    }
    var pace = WallSetPace(sets: ownSetsByWalls)
    // The states of the batches read back from the checkpoint, which this run did not
    // explore.
    var resumedStates = 0
    // `estimate` is the pace's share done and time left, when it has them; else the share
    // is the sets' count.
    let reporter = progress.map { progress in
      {
        @Sendable
        (
          total: EnumerationTally, resumed: Int, fraction: Double, counting: Bool,
          estimate: (fractionDone: Double, remaining: Duration)?
        ) in
        progress(
          EnumerationProgress(
            fractionDone: estimate?.fractionDone ?? fraction, clusters: total.clusters,
            states: total.states, elapsed: clock.now - began, counting: counting,
            resumedStates: resumed, paceRemaining: estimate?.remaining, countsSets: ownSets > 1))
      }
    }
    // The count of a set of walls can take a while (16 s for 6x6 without walls): said
    // before it starts, at most every progress interval.
    var lastCountReport: ContinuousClock.Instant?
    let takeWallSet = { (walls: UInt64) -> Bool in
      setIndex += 1
      if dealsWallSets, Self.owner(of: setIndex, among: shard.count) != shard.index {
        return true
      }
      // The configurations of the set are dealt like cards, back and forth, counted from
      // `position` on over the whole run (see ``owner(of:among:)``); the count lists only
      // this shard's, so that a shard of 6x6 does not hold 19 million configurations.
      let keeps = { (index: Int) -> Bool in
        dealsWallSets || Self.owner(of: position + index, among: shard.count) == shard.index
      }
      let setBegan = clock.now
      let wallCount = walls.nonzeroBitCount
      var resumed = false
      if only == nil, let reporter,
        lastCountReport.map({ clock.now - $0 >= progressEvery }) ?? true
      {
        lastCountReport = clock.now
        reporter(
          total, resumedStates, Double(setsDone) / Double(max(ownSets, 1)), true,
          pace.estimate(current: wallCount, share: 0, elapsed: .zero))
      }
      let countingBegan = clock.now
      let counting: (count: Int, kept: [CountedConfiguration])?
      do {
        counting =
          try only.map({
            (count: 1, kept: keeps(0) ? [CountedConfiguration($0, seeds: 1)] : [])
          })
          ?? space.configurations(
            walls: walls, shouldStop: shouldStop, keeping: keeps, sharingImages: true)
      } catch {
        failure = error
        return false
      }
      guard let counted = counting else {
        stopped = true
        return false
      }
      countingTime += clock.now - countingBegan
      let mine = counted.kept
      position += counted.count
      let seedsInSet = max(mine.reduce(0) { $0 + $1.seeds }, 1)
      var seedsDone = 0
      for part in Self.batches(mine, seeds: batchSeeds) {
        let base = (total, Double(setsDone) + Double(seedsDone) / Double(seedsInSet))
        if let done = checkpoint?.finished(batch: batch) {
          total.add(done)
          resumedStates += done.states
          resumed = true
        } else {
          let (paceNow, resumedNow) = (pace, resumedStates)
          guard
            let found = self.explore(
              Array(part), counted: only == nil, jobs: jobs, shouldStop: shouldStop,
              progressEvery: progressEvery,
              progress: reporter.map { report in
                { (tally: EnumerationTally, share: Double) in
                  var sum = base.0
                  sum.add(tally)
                  let seeds = Double(part.reduce(0) { $0 + $1.seeds })
                  let inSet = (base.1 - Double(setsDone)) + share * seeds / Double(seedsInSet)
                  report(
                    sum, resumedNow, (Double(setsDone) + inSet) / Double(max(ownSets, 1)), false,
                    paceNow.estimate(
                      current: wallCount, share: inSet, elapsed: clock.now - setBegan))
                }
              })
          else {
            stopped = true
            return false
          }
          if found.oversized > 0 {
            failure = EnumerationClusterLimitError(limit: clusterLimit)
            return false
          }
          do { try checkpoint?.record(batch: batch, found) } catch {
            failure = error
            return false
          }
          total.add(found)
        }
        seedsDone += part.reduce(0) { $0 + $1.seeds }
        batch += 1
      }
      setsDone += 1
      pace.finish(walls: wallCount, took: resumed ? nil : clock.now - setBegan)
      return true
    }
    if let only {
      _ = takeWallSet(only.walls)
    } else {
      space.forEachWallSet(takeWallSet)
    }
    if let failure { throw failure }
    if stopped { return nil }
    return EnumerationResult(
      puzzles: total.puzzles.sorted(by: EnumeratedPuzzle.precedes),
      configurations: total.configurations, seeds: total.seeds, clusters: total.clusters,
      states: total.states, duration: clock.now - began, counting: countingTime,
      countedEveryShard: only == nil && !dealsWallSets && shard.count > 1,
      resumedStates: resumedStates)
  }

  /// Explores configurations with `jobs` threads, each taking the next from a shared
  /// counter; `nil` when stopped.
  ///
  /// - Parameter counted: Whether the configurations' seeds were counted, so that their
  ///   numbers and first seeds are known; not when the run takes one configuration alone.
  private func explore(
    _ configurations: [CountedConfiguration], counted: Bool, jobs: Int,
    shouldStop: @escaping @Sendable () -> Bool, progressEvery: Duration,
    progress: ((EnumerationTally, Double) -> Void)?
  ) -> EnumerationTally? {
    let next = Atomic<Int>(0)
    let stopped = Atomic<Bool>(false)
    let clock = ContinuousClock()
    let totals = Mutex((tally: EnumerationTally(), lastReport: clock.now))
    let (space, clusterLimit) = (space, clusterLimit)
    nonisolated(unsafe) let progress = progress
    DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { _ in
      let workspace = EnumerationWorkspace(clusterLimit: clusterLimit)
      while !stopped.load(ordering: .relaxed) {
        let number = next.add(1, ordering: .relaxed).oldValue
        guard number < configurations.count else { return }
        if shouldStop() {
          stopped.store(true, ordering: .relaxed)
          return
        }
        let found =
          counted
          ? space.exploreSharingImages(configurations[number], in: workspace)
          : space.explore(configurations[number].configuration, in: workspace)
        totals.withLock { totals in
          totals.tally.add(found)
          let now = clock.now
          guard now - totals.lastReport >= progressEvery else { return }
          totals.lastReport = now
          progress?(totals.tally, Double(number + 1) / Double(configurations.count))
        }
      }
    }
    if stopped.load(ordering: .relaxed) { return nil }
    return totals.withLock { $0.tally }
  }

  /// Whole sets of walls are dealt to the shards, each set's configurations all to one
  /// shard, when the space has at least this many sets per shard; otherwise
  /// configurations are.
  static let wallSetsPerShard = 4

  /// The shard that takes the `position`-th thing dealt, dealing like cards back and
  /// forth: 0, 1, ..., N-1, N-1, ..., 0, 0, 1, ...
  static func owner(of position: Int, among count: Int) -> Int {
    let seat = position % count
    return (position / count) % 2 == 0 ? seat : count - 1 - seat
  }

  /// Consecutive runs of configurations that hold about `batchSeeds` seeds each.
  static func batches(_ configurations: [CountedConfiguration], seeds batchSeeds: Int)
    -> [ArraySlice<CountedConfiguration>]
  {
    var batches: [ArraySlice<CountedConfiguration>] = []
    var first = 0
    var seeds = 0
    for (index, configuration) in configurations.enumerated() {
      seeds += configuration.seeds
      if seeds >= batchSeeds || index == configurations.count - 1 {
        batches.append(configurations[first...index])
        first = index + 1
        seeds = 0
      }
    }
    return batches
  }
}

/// Where an enumeration records its finished batches, so that a stopped run resumes.
///
/// Batches are numbered from 0 in the order the run takes them, the same for every run of
/// one space, shard and batch size.
public protocol EnumerationCheckpoint: Sendable {
  /// The tally of batch `batch`, when a run before recorded it.
  func finished(batch: Int) -> EnumerationTally?
  /// Records a finished batch.
  func record(batch: Int, _ tally: EnumerationTally) throws
}
