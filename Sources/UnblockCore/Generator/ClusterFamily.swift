/// A cluster and its three images that keep rows as rows, as one family of puzzles: the
/// mirror image left to right, the mirror image top to bottom, and both, the cluster turned
/// half a turn; see ``Cluster/family``.
///
/// The images keep every block's orientation and lengths and every move, so a designer
/// sees one design in them: a puzzle with its chute on row `r` of `rows` turned upside
/// down has its chute on row `rows - 1 - r`, which `generate --exit-row any` may pick, and
/// on a board with an odd number of rows the middle row is its own image.
///
/// A cluster is named by the ``CanonicalKey`` of its least state in the order of the
/// state masks: the masks tell a cluster's states apart, and the key holds every block's
/// place, kind and length, so two clusters with the same key are the same cluster.
public struct ClusterFamily: Hashable, Sendable {
  /// The keys of the cluster and of its images, in the order of ``Relation/allCases``.
  private let keys: [CanonicalKey]

  /// The family of the cluster whose images have the keys `keys`, in the order of
  /// ``Relation/allCases``.
  init(keys: [CanonicalKey]) {
    precondition(keys.count == Relation.allCases.count, "one key per image")
    self.keys = keys
  }

  /// The key of the least state of the cluster's `image`: of the cluster itself for
  /// ``Relation/sameCluster``.
  public func key(of image: Relation) -> CanonicalKey { keys[image.rawValue] }

  /// The key of the cluster's least state.
  public var clusterKey: CanonicalKey { key(of: .sameCluster) }

  /// The key of the least state of the cluster's mirror image left to right.
  public var mirroredClusterKey: CanonicalKey { key(of: .mirrorImage) }

  /// The family's key, the same for the cluster and each of its images: the least of the
  /// four keys.
  public var key: CanonicalKey { keys.min() ?? clusterKey }

  /// How two clusters of one family are related: which image of the other each cluster is.
  /// Each image is its own inverse, so the relation is the same both ways.
  public enum Relation: Int, CaseIterable, Hashable, Sendable {
    /// The same cluster: sliding blocks turns a puzzle of one into a puzzle of the other.
    case sameCluster
    /// Each cluster is the other's mirror image left to right.
    case mirrorImage
    /// Each cluster is the other's mirror image top to bottom.
    case mirrorImageTopToBottom
    /// Each cluster is the other turned half a turn: mirrored left to right and top to
    /// bottom.
    case halfTurn

    /// The image of `puzzle` this relation names: `puzzle` itself for ``sameCluster``.
    public func image(of puzzle: Puzzle) -> Puzzle {
      switch self {
      case .sameCluster: puzzle
      case .mirrorImage: puzzle.mirrored()
      case .mirrorImageTopToBottom: puzzle.mirroredTopToBottom()
      case .halfTurn: puzzle.turnedHalf()
      }
    }
  }

  /// How this cluster relates to `other`'s, or `nil` when they are of different families.
  /// A cluster that is its own image relates to its images' in more than one way: the
  /// first of ``Relation/allCases`` is given.
  public func relation(to other: ClusterFamily) -> Relation? {
    Relation.allCases.first { clusterKey == other.key(of: $0) }
  }
}
