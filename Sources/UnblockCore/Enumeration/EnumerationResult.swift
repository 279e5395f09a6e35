/// What an enumeration found: its lines in order, and what the work was.
public struct EnumerationResult: Sendable {
  /// The solvable, minimal clusters, hardest first, then by board.
  public var puzzles: [EnumeratedPuzzle]
  /// The configurations (block lengths in each lane, and walls) the shard took.
  public var configurations: Int
  /// The seeds of those configurations.
  public var seeds: Int
  /// The solvable clusters explored, each once.
  public var clusters: Int
  /// The states of those clusters.
  public var states: Int
  /// The part of ``states`` in batches read back from a checkpoint, which this run did not
  /// explore.
  public var resumedStates: Int
  /// Wall-clock time of the run.
  public var duration: Duration
  /// The part of ``duration`` spent counting configurations, on one thread.
  public var counting: Duration
  /// Whether the run, a shard, counted the configurations of every shard to pick its own:
  /// then every shard of the run spends ``counting`` again, where shards dealt whole sets
  /// of walls count only theirs.
  public var countedEveryShard: Bool

  public init(
    puzzles: [EnumeratedPuzzle], configurations: Int, seeds: Int, clusters: Int, states: Int,
    duration: Duration, counting: Duration = .zero, countedEveryShard: Bool = false,
    resumedStates: Int = 0
  ) {
    (self.puzzles, self.configurations, self.seeds) = (puzzles, configurations, seeds)
    self.resumedStates = resumedStates
    (self.clusters, self.states, self.duration) = (clusters, states, duration)
    (self.counting, self.countedEveryShard) = (counting, countedEveryShard)
  }

  /// The processor time of the whole run of which this is shard `shard`, and its time on
  /// `jobs` cores, from `processor`, this shard's: its counting once (when every shard
  /// counts every configuration), on one thread, and the rest as many times as there are
  /// shards, shared by the cores.
  ///
  /// - Parameter processor: This shard's processor time, in seconds; its counting, on one
  ///   thread, took as much processor time as wall-clock time.
  public func wholeRun(fromShard processor: Double, of shard: EnumerationShard, jobs: Int)
    -> (processor: Double, wall: Double)
  {
    let counted = countedEveryShard ? min(counting / .seconds(1), processor) : 0
    let rest = (processor - counted) * Double(shard.count)
    return (counted + rest, counted + rest / Double(max(jobs, 1)))
  }

  /// States explored per second by this run: the states of batches read back from a
  /// checkpoint are left out (a resumed 5x5 run with walls said 6.8 million states/s, where
  /// a whole run does 5.7).
  public var statesPerSecond: Double {
    let seconds = duration / .seconds(1)
    return seconds > 0 ? Double(states - resumedStates) / seconds : 0
  }

  /// The number of puzzles of each move count: element `m` counts those of `m` moves.
  public var countsByMoves: [Int] {
    var counts = [Int](repeating: 0, count: (puzzles.map(\.moves).max() ?? 0) + 1)
    for puzzle in puzzles { counts[puzzle.moves] += 1 }
    return counts
  }
}
