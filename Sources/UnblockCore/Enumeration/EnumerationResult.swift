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
  /// Wall-clock time of the run.
  public var duration: Duration

  public init(
    puzzles: [EnumeratedPuzzle], configurations: Int, seeds: Int, clusters: Int, states: Int,
    duration: Duration
  ) {
    (self.puzzles, self.configurations, self.seeds) = (puzzles, configurations, seeds)
    (self.clusters, self.states, self.duration) = (clusters, states, duration)
  }

  /// States explored per second.
  public var statesPerSecond: Double {
    let seconds = duration / .seconds(1)
    return seconds > 0 ? Double(states) / seconds : 0
  }

  /// The number of puzzles of each move count: element `m` counts those of `m` moves.
  public var countsByMoves: [Int] {
    var counts = [Int](repeating: 0, count: (puzzles.map(\.moves).max() ?? 0) + 1)
    for puzzle in puzzles { counts[puzzle.moves] += 1 }
    return counts
  }
}
