/// An enumeration that met a cluster with more states than it explores
/// (``StateLimit/enumerationCluster``, 26,843,545): the cluster's line, if it has one,
/// cannot be known, so no list of lines would be every puzzle. Such a cluster was left out
/// without a word; no 6x6 cluster comes near the limit.
public struct EnumerationClusterLimitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The most states of a cluster the enumeration explores.
  public let limit: Int

  public var description: String {
    "a cluster has more than \(limit) states, more than an enumeration explores: its line "
      + "cannot be known, so the enumeration cannot be complete"
  }
}
