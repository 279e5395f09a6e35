/// What one job of an enumeration keeps from one configuration and one cluster to the
/// next: the exploration's buffers, the solved states met, the minimality searches'
/// buffers and the tables that tell seeds.
///
/// An enumeration explores millions of clusters of about a hundred states each; giving
/// each cluster fresh buffers (and a ``Cluster`` to hold them) cost more than exploring it.
/// A workspace belongs to one thread.
final class EnumerationWorkspace {
  /// The cluster being explored.
  var exploration = ClusterExploration(expected: EnumerationWorkspace.expectedStates)
  /// The codes of the solved states of the configuration's clusters explored so far: a
  /// seed among them lies in a cluster already explored.
  var seen = StateTable(expected: EnumerationWorkspace.expectedStates)
  /// The room of the minimality searches.
  var scratch = ClusterGraph.Scratch()
  /// Tells the seeds among a cluster's solved states.
  var recognizer = SeedRecognizer()
  /// The lane kinds met, by `length << 8 | lane code` (see ``Bitboard/init(seed:template:kinds:)``).
  var laneKinds: [Int: LaneKind] = [:]

  /// The states a cluster's buffers make room for before growing: most of an
  /// enumeration's clusters are small, and clearing room costs as much as exploring.
  static let expectedStates = 64
}
