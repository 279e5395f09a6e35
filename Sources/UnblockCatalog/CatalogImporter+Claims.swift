import UnblockCore
import UnblockFormats

extension CatalogImporter {
  /// The claims of an explored puzzle that its cluster refutes, as `check` words them
  /// (`wrong moves claim: ...`), each a warning at its claim: its `moves` and `level`
  /// (``UnblockFormats/SolvabilityCheck``), its `states` and `solutions`
  /// (``UnblockFormats/ClusterCheck``). The exploration that makes the entry answers them,
  /// so they cost no more search; the entry is the cluster as explored.
  static func wrongClaims(
    of entry: PuzzleEntry, puzzle: Puzzle, in cluster: Cluster, path: String
  ) -> [Diagnostic] {
    let metadata = entry.metadata
    guard
      metadata.moves != nil || metadata.level != nil || metadata.generated?.states != nil
        || metadata.generated?.solutions != nil
    else { return [] }
    let claims =
      SolvabilityCheck().verdict(on: cluster.solveOutcome, entry: entry, path: path).1
      .diagnostics
      + ClusterCheck().check(puzzle, explored: .success(cluster), entry: entry, path: path)
      .diagnostics
    return claims.filter { $0.severity == .error }
      .map { .warning($0.message + "; imported as explored", path: path, at: $0.location) }
      .sorted { $0.location < $1.location }
  }
}
