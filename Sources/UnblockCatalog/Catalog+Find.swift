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
      /// The puzzle's mirror image top to bottom lies in the entry's cluster.
      case mirrorImageTopToBottom = "mirror-image-top-to-bottom"
      /// The puzzle turned half a turn lies in the entry's cluster.
      case halfTurn = "half-turn"

      /// `same cluster`, `mirror image`, `mirror image top to bottom` or `half turn`.
      public var phrase: String {
        switch self {
        case .sameCluster: "same cluster"
        case .mirrorImage: "mirror image"
        case .mirrorImageTopToBottom: "mirror image top to bottom"
        case .halfTurn: "half turn"
        }
      }

      /// The image of a puzzle that lies in the entry's cluster.
      var image: ClusterFamily.Relation {
        switch self {
        case .sameCluster: .sameCluster
        case .mirrorImage: .mirrorImage
        case .mirrorImageTopToBottom: .mirrorImageTopToBottom
        case .halfTurn: .halfTurn
        }
      }
    }

    /// The entry, or `nil` when neither the cluster nor its mirror image is catalogued.
    public var entry: CatalogEntry?
    public var relation: Relation?
    /// The puzzle's own minimal moves, its distance to the exit; `nil` when unsolvable.
    public var distance: Int?
    /// The number of states of the puzzle's cluster.
    public var states: Int
  }

  /// Looks a puzzle up: its cluster, then its images' (``Finding/Relation``): mirrored left
  /// to right, top to bottom, and turned half a turn, the four images that keep rows as
  /// rows.
  ///
  /// - Complexity: One exploration of the puzzle's cluster and one query; up to three more
  ///   queries when the cluster is not in the catalogue. An image's cluster is this one's
  ///   states, imaged, each at the same distance, so its representative is the image of one
  ///   of this cluster's farthest states, found by one scan of them.
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
    // An image's representative is the image of the farthest state whose image is least,
    // compared with the image's chute on the right (as it stands in older files).
    for relation in [Finding.Relation.mirrorImage, .mirrorImageTopToBottom, .halfTurn] {
      let image = relation.image
      let turnsSides = image == .mirrorImage || image == .halfTurn
      let mirrored =
        keyedAsTheyStand ? false : (cluster.puzzle.chute.side == .left) != turnsSides
      guard let index = cluster.farthestStateIndex(leastIn: image, comparedMirrored: mirrored),
        let entry = try entry(representative: image.image(of: cluster.puzzle(at: index)))
      else { continue }
      finding.entry = entry
      finding.relation = relation
      return finding
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
