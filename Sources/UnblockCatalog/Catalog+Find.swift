import Foundation
import GRDB
import UnblockCore

extension Catalog {
  /// Where a puzzle stands in the catalogue.
  public struct Finding: Hashable, Sendable {
    /// How the puzzle relates to the entry.
    public enum Relation: String, Hashable, Sendable {
      /// The puzzle's own cluster is the entry: the puzzle is the entry's board or one of
      /// its states.
      case sameCluster = "same-cluster"
      /// The puzzle's mirror image lies in the entry's cluster.
      case mirrorImage = "mirror-image"
    }

    /// The entry, or `nil` when neither the cluster nor its mirror image is catalogued.
    public var entry: CatalogEntry?
    public var relation: Relation?
    /// The puzzle's own minimal moves, its distance to the exit; `nil` when unsolvable.
    public var distance: Int?
    /// The number of states of the puzzle's cluster.
    public var states: Int
  }

  /// Looks a puzzle up: its cluster, then its mirror image's.
  ///
  /// - Complexity: One exploration of the puzzle's cluster and one query; one more query
  ///   for the mirror image when the cluster is not in the catalogue, whose cluster is this
  ///   one mirrored and whose representative this one's mirrored.
  /// - Throws: ``CatalogError``, or ``UnblockCore/SolverError`` when a cluster is larger
  ///   than `maxStates`.
  public func find(_ puzzle: Puzzle, maxStates: Int? = nil) throws -> Finding {
    try find(Cluster(puzzle: puzzle, maxStates: maxStates))
  }

  /// Looks up the puzzle of an explored cluster (its start), as ``find(_:maxStates:)``
  /// does, without exploring it again.
  public func find(_ cluster: Cluster) throws(CatalogError) -> Finding {
    var finding = Finding(
      entry: nil, relation: nil, distance: cluster.minimalMoves, states: cluster.count)
    // An unsolvable cluster has no representative, and a catalogue holds none. A file of
    // schema version 2 or older, only read, keys a left chute's cluster by its farthest
    // state with the least masks as it stands (see ``CatalogSchema/rekeyLeftChutes(_:)``).
    let keyedAsTheyStand = version < 3
    guard
      let representative = keyedAsTheyStand
        ? cluster.farthestStateIndex(comparedMirrored: false) : cluster.representativeIndex
    else { return finding }
    if let entry = try entry(representative: cluster.puzzle(at: representative)) {
      finding.entry = entry
      finding.relation = .sameCluster
      return finding
    }
    // The mirror image's cluster is this one mirrored, with the same distances, and its
    // representative this one's mirrored.
    if let image = keyedAsTheyStand
      ? cluster.farthestStateIndex(comparedMirrored: true) : representative,
      let entry = try entry(representative: cluster.puzzle(at: image).mirrored())
    {
      finding.entry = entry
      finding.relation = .mirrorImage
    }
    return finding
  }

  /// The entry of the cluster whose representative is `representative`, as it stands.
  public func entry(representative: Puzzle) throws(CatalogError) -> CatalogEntry? {
    // A version-1 file opened only to read keeps its canonical keys.
    try entry(
      keyBytes: version < 2
        ? Data(CanonicalKey(orientedAs: representative).bytes)
        : ClusterKey(orientedAs: representative).bytes)
  }

  /// The entry of the cluster whose representative has `key`
  /// (``UnblockCore/Cluster/representativeKey``).
  public func entry(key: CanonicalKey) throws(CatalogError) -> CatalogEntry? {
    guard version >= 2 else { return try entry(keyBytes: Data(key.bytes)) }
    guard let key = ClusterKey(key) else { return nil }
    return try entry(keyBytes: key.bytes)
  }

  /// The entry whose `cluster_key` is `bytes`.
  private func entry(keyBytes bytes: Data) throws(CatalogError) -> CatalogEntry? {
    try read { db in
      try CatalogEntry.fetchOne(
        db, sql: "SELECT * FROM entry WHERE cluster_key = ?", arguments: [bytes])
    }
  }
}
