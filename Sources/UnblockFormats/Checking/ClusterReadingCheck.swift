import UnblockCore

/// A check that can read each puzzle's whole cluster. When two checks or more can,
/// ``PuzzleChecker`` explores a puzzle's cluster once and hands it to each, rather than
/// have each explore it again: `check` verifies the moves, the states claim and the
/// catalogue on one exploration. A lone such check runs as ``PuzzleCheck`` says, which
/// by default explores the cluster.
public protocol ClusterReadingCheck: PuzzleCheck {
  /// The most states the cluster may hold; `nil` means ``UnblockCore/StateLimit/cluster``.
  var maxStates: Int? { get }

  /// What `puzzle`, read as `entry` from `path`, gets wrong, given its cluster, or why it
  /// was not explored (more than ``maxStates`` states).
  func check(
    _ puzzle: Puzzle, explored: Result<Cluster, SolverError>, entry: PuzzleEntry, path: String
  ) -> PuzzleCheckOutcome
}

extension ClusterReadingCheck {
  /// Explores the cluster, then checks it: the check run alone, unless it says otherwise.
  public func check(_ puzzle: Puzzle, entry: PuzzleEntry, path: String) -> PuzzleCheckOutcome {
    check(
      puzzle, explored: Result(exploring: puzzle, maxStates: maxStates), entry: entry, path: path)
  }
}

extension Result where Success == Cluster, Failure == SolverError {
  /// The cluster of `puzzle`, or why it was not explored.
  ///
  /// - Parameter shouldStop: Asked before each level of the exploration whether to stop
  ///   now; a stopped exploration is a failure.
  public init(
    exploring puzzle: Puzzle, maxStates: Int?, shouldStop: (@Sendable () -> Bool)? = nil
  ) {
    do throws(SolverError) {
      self = .success(try Cluster(puzzle: puzzle, maxStates: maxStates, shouldStop: shouldStop))
    } catch {
      self = .failure(error)
    }
  }
}
