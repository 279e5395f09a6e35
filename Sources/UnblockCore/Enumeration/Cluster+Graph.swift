extension Cluster {
  /// A look at the cluster's buffers, valid while the cluster lives.
  var graph: ClusterGraph {
    ClusterGraph(
      count: count, codes: storage.table.codes.base, offsets: storage.offsets.base,
      edges: storage.edges.base, distances: storage.distances)
  }
}

extension ClusterExploration {
  /// A look at the buffers, valid until the exploration changes.
  var graph: ClusterGraph {
    ClusterGraph(
      count: count, codes: table.codes.base, offsets: offsets.base, edges: edges.base,
      distances: walk.distances.base)
  }

  /// Calls `body` with the code of every solved state.
  func forEachSolvedCode(_ body: (UInt64) -> Void) {
    for position in 0..<solved.count { body(table[Int(solved[position])]) }
  }
}
