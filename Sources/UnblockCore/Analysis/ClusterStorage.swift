/// The buffers of one explored cluster, freed when the last ``Cluster`` copy goes.
///
/// The cluster's graph is kept in compressed sparse rows: the neighbours of state `i` are
/// `edges[offsets[i]..<offsets[i + 1]]`. Moves are reversible, so these lists serve the
/// forward exploration and the backward search from the solved states alike.
///
/// Memory per state: 8 bytes of state code, 16 to 32 of hash slots, 8 of offset, 4 of distance,
/// and 4 per neighbour.
final class ClusterStorage: @unchecked Sendable {
  // Written once by `Cluster.init`, read-only afterwards: that is what makes sharing the
  // storage between threads safe.
  var table: StateTable
  var offsets: GrowableBuffer<Int>
  var edges: GrowableBuffer<UInt32>
  /// Each state's distance to the nearest solved state, or -1 when none is solved.
  let distances: UnsafeMutablePointer<Int32>
  let count: Int

  init(table: StateTable, offsets: GrowableBuffer<Int>, edges: GrowableBuffer<UInt32>) {
    self.table = table
    self.offsets = offsets
    self.edges = edges
    count = table.count
    distances = MemoryPool.allocate(capacity: max(count, 1))
    distances.initialize(repeating: -1, count: max(count, 1))
  }

  deinit {
    table.deallocate()
    offsets.deallocate()
    edges.deallocate()
    MemoryPool.deallocate(distances, capacity: max(count, 1))
  }
}
