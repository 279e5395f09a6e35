extension Cluster {
  /// The identity of the cluster up to labels and its images that keep rows as rows:
  /// equal keys for two puzzles exactly when one can be slid into the other, into the
  /// other's mirror image (left to right or top to bottom), or into the other turned half
  /// a turn.
  ///
  /// Two puzzles of one cluster are distinct puzzles, but a designer sees one family: one
  /// may even be a position on the other's way out, and an image has the same moves. The
  /// generator keeps one puzzle per family, and `unblock check` warns about two puzzles of
  /// one family.
  ///
  /// The family is found from the cluster's least state, in the order of its masks, taken
  /// for the cluster and for each of its three images (see ``FamilyScan``). The order is
  /// the horizontal mask's first, so a state's vertical mask is decoded only when one of
  /// its horizontal ones ties or wins: `check` scans every cluster it explores.
  ///
  /// - Complexity: O(states).
  public var family: ClusterFamily {
    let (rowLanes, lanes) = (bitboard.rowLaneCount, bitboard.lanes.count)
    var scan = FamilyScan(first: state(at: 0), size: puzzle.size)
    for index in 1..<count {
      let code = storage.table[index]
      scan.consider(index, horizontal: bitboard.tiles(of: code, lanes: 0..<rowLanes)) {
        bitboard.tiles(of: code, lanes: rowLanes..<lanes)
      }
    }
    return ClusterFamily(
      keys: ClusterFamily.Relation.allCases.map { image in
        CanonicalKey(orientedAs: image.image(of: puzzle(at: scan.leastIndex(of: image))))
      })
  }

  /// The key of the cluster's ``family``: the least of the ``CanonicalKey``s of the least
  /// states of the cluster and of its three images.
  ///
  /// - Complexity: O(states).
  public var familyKey: CanonicalKey { family.key }
}
