/// One puzzle the generator grew, with the figures that prove its claims.
public struct GeneratedPuzzle: Hashable, Sendable {
  /// The puzzle, its blocks labelled in reading order (see
  /// ``Puzzle/canonicallyLabelled()``).
  public var puzzle: Puzzle
  /// The exact minimal number of moves, found by breadth-first search and checked by the
  /// forward solver.
  public var moves: Int
  /// The number of states the puzzle can reach, itself included.
  public var clusterSize: Int
  /// The number of distinct shortest solutions, saturating at `UInt64.max`.
  public var solutions: UInt64
  /// The seed of the run that grew it.
  public var seed: UInt64
  /// Its place in the run's output, from 0.
  public var index: Int
  /// The identity of the puzzle's cluster up to labels and its images that keep rows as
  /// rows (see ``Cluster/familyKey``): a run keeps one puzzle per family, so no puzzle it
  /// gives can be slid into another, into another's mirror image (left to right or top to
  /// bottom), or into another turned half a turn.
  public var familyKey: CanonicalKey
  /// The version of the generator, which together with the options and the seed
  /// determines the puzzle.
  public var generatorVersion: String

  /// The band of ``moves``.
  public var category: Category { Category(moves: moves) }
}
