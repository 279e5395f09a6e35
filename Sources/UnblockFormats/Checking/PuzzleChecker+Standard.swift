extension PuzzleChecker {
  /// The checks `unblock check` runs on every puzzle, in order: solvability and the `moves`
  /// and `level` claims (``SolvabilityCheck``), then the cluster and its `states` claim.
  ///
  /// Every reader of puzzle files that stops on what `check` calls an error (such as
  /// `generate --avoid`) runs these, so that the two never disagree.
  ///
  /// - Parameter clusters: The cluster check, whose ``ClusterCheck/familyKeys`` the caller
  ///   may read afterwards; the solvability check shares its limit of states.
  public static func standardChecks(_ clusters: ClusterCheck) -> [any PuzzleCheck] {
    [SolvabilityCheck(maxStates: clusters.maxStates), clusters]
  }
}
