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
  /// The most states of a cluster explored (``Enumerator/clusterLimit``).
  let clusterLimit: Int

  init(clusterLimit: Int = StateLimit.enumerationCluster) {
    self.clusterLimit = clusterLimit
  }

  /// The states a cluster's buffers make room for before growing, at first: most of an
  /// enumeration's clusters are small, and clearing room costs as much as exploring.
  static let expectedStates = 64

  /// The most states a cluster's buffers make room for at first.
  static let mostExpectedStates = 4096

  /// The states the next cluster's buffers make room for: a running mean of the sizes of
  /// the clusters explored, between ``expectedStates`` and ``mostExpectedStates``. A 6x6
  /// cluster holds 640 states on average, where a 5x5 one holds 75: starting each at 64
  /// grew its hash table three or four times, a twentieth of the exploration.
  private(set) var expected = EnumerationWorkspace.expectedStates

  /// Counts a cluster of `states` states into ``expected``.
  func met(states: Int) {
    let mean = (7 * expected + states) / 8
    expected = min(max(mean, Self.expectedStates), Self.mostExpectedStates)
  }
}
