import Synchronization

/// The buffers of one explored cluster, freed when the last ``Cluster`` copy goes.
///
/// The cluster's graph is kept in compressed sparse rows: the neighbours of state `i` are
/// `edges[offsets[i]..<offsets[i + 1]]`. Moves are reversible, so these lists serve the
/// forward exploration and the backward search from the solved states alike.
///
/// Memory per state: 8 bytes of state code, 8 of offset, 4 per neighbour, and once
/// measured 4 of distance, plus the hash slots of the states the table still holds (see
/// ``StateTable/forget(below:)``): 16 to 32 bytes per state in a small cluster, and in a
/// large one for the last levels only.
final class ClusterStorage: @unchecked Sendable {
  // The graph is never changed after `init`, and the buffers free themselves when the
  // storage goes. The distances are measured once, under ``measuring``, before
  // ``measured`` says so, and only read afterwards: that is what makes sharing the storage
  // between threads safe.
  let table: StateTable
  let offsets: GrowableBuffer<Int>
  let edges: GrowableBuffer<UInt32>
  /// The numbers of the solved states, in increasing order.
  let solved: GrowableBuffer<UInt32>
  let count: Int
  /// The distances once measured, and the walk's buffers until then.
  private var walk: DistanceWalk
  private let measured = Atomic<Bool>(false)
  private let measuring = Mutex<Void>(())
  /// The states the table forgot, as (code, number) sorted by code, once asked for.
  private let forgottenIndex = Mutex<[(code: UInt64, number: Int)]?>(nil)

  /// The buffers of a finished exploration; its distances are measured when first asked
  /// for.
  init(_ exploration: consuming ClusterExploration) {
    count = exploration.table.count
    table = exploration.table
    offsets = exploration.offsets
    edges = exploration.edges
    solved = exploration.solved
    walk = exploration.walk
  }

  /// Each state's distance to the nearest solved state, or -1 when none is solved.
  ///
  /// - Complexity: O(states and moves) the first time (``DistanceWalk``), O(1) after.
  var distances: UnsafeMutablePointer<Int32> {
    measure()
    return walk.distances.base
  }

  /// Element `d`: the number of states at distance `d` (see ``DistanceWalk/counts``).
  var distanceCounts: [Int] {
    measure()
    return walk.counts
  }

  /// Whether the distances are measured yet.
  var isMeasured: Bool { measured.load(ordering: .acquiring) }

  /// Measures the distances, unless they are.
  private func measure() {
    if measured.load(ordering: .acquiring) { return }
    measuring.withLock { _ in
      guard !measured.load(ordering: .relaxed) else { return }
      walk.measure(
        DistanceWalk.Graph(
          count: count, offsets: offsets.base, edges: edges.base, solved: solved.base,
          solvedCount: solved.count))
      walk.releaseScratch()
      measured.store(true, ordering: .releasing)
    }
  }

  /// The number of the state with this code, if the cluster holds it.
  ///
  /// - Complexity: O(1) expected for the states the table holds; O(log states) for the
  ///   others, after one O(states log states) sort on the first such look-up.
  func index(of code: UInt64) -> Int? {
    if let index = table.index(of: code) { return index }
    let forgotten = table.forgotten
    guard forgotten > 0 else { return nil }
    return forgottenIndex.withLock { index in
      let sorted =
        index
        ?? (0..<forgotten).map { (code: table[$0], number: $0) }.sorted { $0.code < $1.code }
      index = sorted
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle].code < code { low = middle + 1 } else { high = middle }
      }
      return low < sorted.count && sorted[low].code == code ? sorted[low].number : nil
    }
  }
}
