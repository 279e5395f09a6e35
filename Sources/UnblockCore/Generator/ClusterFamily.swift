/// A cluster and its mirror image, as one family of puzzles; see ``Cluster/family``.
///
/// A cluster is named by the ``CanonicalKey`` of its least state in the order of the
/// state masks: the masks tell a cluster's states apart, and the key holds every block's
/// place, kind and length, so two clusters with the same key are the same cluster.
public struct ClusterFamily: Hashable, Sendable {
  /// The key of the cluster's least state.
  public let clusterKey: CanonicalKey
  /// The key of the least state of the cluster's mirror image.
  public let mirroredClusterKey: CanonicalKey

  init(clusterKey: CanonicalKey, mirroredClusterKey: CanonicalKey) {
    self.clusterKey = clusterKey
    self.mirroredClusterKey = mirroredClusterKey
  }

  /// The family's key, the same for the cluster and its mirror image: the smaller key.
  public var key: CanonicalKey { min(clusterKey, mirroredClusterKey) }

  /// How two clusters of one family are related.
  public enum Relation: Hashable, Sendable {
    /// The same cluster: sliding blocks turns a puzzle of one into a puzzle of the other.
    case sameCluster
    /// Each cluster is the other's mirror image, and they differ.
    case mirrorImage
  }

  /// How this cluster relates to `other`'s, or `nil` when they are of different families.
  public func relation(to other: ClusterFamily) -> Relation? {
    if clusterKey == other.clusterKey { return .sameCluster }
    return clusterKey == other.mirroredClusterKey ? .mirrorImage : nil
  }
}
