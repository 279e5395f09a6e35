extension Cluster {
  /// The codes of the cluster's solved states.
  func solvedCodes() -> [UInt64] {
    let distances = storage.distances
    return (0..<count).compactMap { distances[$0] == 0 ? storage.table[$0] : nil }
  }
}
