/// The deepest clusters a search for the hardest puzzles has found, one per family (see
/// ``Cluster/familyKey``), deepest first; ties keep the order they came in.
///
/// The pool is both the search's answer and its memory: later climbs restart from its
/// entries.
struct ElitePool: Sendable {
  /// One cluster of the pool, with what it takes to climb on from it or finish it.
  struct Entry: Sendable {
    var cluster: Cluster
    /// The cluster's greatest distance to the exit.
    var depth: Int
    /// The cluster's ``Cluster/familyKey``.
    var family: CanonicalKey
    /// The chute's row in the layouts of the climb that found it.
    var chuteRow: Int
    /// The side the finished puzzle's chute is on.
    var side: Chute.Side
    /// The number of the climb that found it, which seeds its finishing.
    var climb: Int
  }

  /// The most entries kept.
  let capacity: Int
  private(set) var entries: [Entry] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Takes a cluster in, unless it is no deeper than every entry of a full pool or its
  /// family is in already.
  ///
  /// - Complexity: O(states) when the cluster is deep enough to qualify, else O(1).
  mutating func merge(
    _ cluster: Cluster?, depth: Int, chuteRow: Int, side: Chute.Side, climb: Int
  ) {
    guard let cluster, depth >= 0 else { return }
    if entries.count >= capacity, let last = entries.last, depth <= last.depth { return }
    let family = cluster.familyKey
    guard !entries.contains(where: { $0.family == family }) else { return }
    let index = entries.firstIndex { $0.depth < depth } ?? entries.endIndex
    entries.insert(
      Entry(
        cluster: cluster, depth: depth, family: family, chuteRow: chuteRow, side: side,
        climb: climb), at: index)
    if entries.count > capacity { entries.removeLast() }
  }
}
