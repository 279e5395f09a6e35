/// What a part of an enumeration found: its puzzles, in no particular order, and the work.
public struct EnumerationTally: Hashable, Sendable {
  /// The solvable, minimal clusters found.
  public var puzzles: [EnumeratedPuzzle]
  /// The configurations (block lengths in each lane, and walls) done.
  public var configurations: Int
  /// Their seeds.
  public var seeds: Int
  /// The solvable clusters explored, each once.
  public var clusters: Int
  /// The states of those clusters.
  public var states: Int
  /// The clusters met that have more states than the enumeration explores, and whose
  /// lines are therefore unknown; a run that meets one fails
  /// (``EnumerationClusterLimitError``).
  public var oversized = 0

  public init(
    puzzles: [EnumeratedPuzzle] = [], configurations: Int = 0, seeds: Int = 0, clusters: Int = 0,
    states: Int = 0
  ) {
    self.puzzles = puzzles
    self.configurations = configurations
    self.seeds = seeds
    self.clusters = clusters
    self.states = states
  }

  /// Adds another part's puzzles and work.
  public mutating func add(_ other: EnumerationTally) {
    puzzles += other.puzzles
    configurations += other.configurations
    seeds += other.seeds
    clusters += other.clusters
    states += other.states
    oversized += other.oversized
  }
}
