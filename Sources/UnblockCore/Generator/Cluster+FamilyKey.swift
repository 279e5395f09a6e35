extension Cluster {
  /// The identity of the cluster up to labels and reflection: equal keys for two puzzles
  /// exactly when one can be slid into the other or into the other's mirror image.
  ///
  /// Two puzzles of one cluster are distinct puzzles, but a designer sees one family: one
  /// may even be a position on the other's way out. The generator keeps one puzzle per
  /// family, and `unblock check` warns about two puzzles of one family.
  ///
  /// The family is found from the cluster's least state, in the order of its masks, taken
  /// for the cluster and for its mirror image.
  ///
  /// - Complexity: O(states).
  public var family: ClusterFamily {
    let columns = puzzle.size.columns
    var least = 0
    var leastMirrored = 0
    var leastState = state(at: 0)
    var leastMirroredState = Self.mirrored(leastState, columns: columns)
    for index in 1..<count {
      let state = state(at: index)
      if Self.precedes(state, leastState) {
        least = index
        leastState = state
      }
      let mirrored = Self.mirrored(state, columns: columns)
      if Self.precedes(mirrored, leastMirroredState) {
        leastMirrored = index
        leastMirroredState = mirrored
      }
    }
    return ClusterFamily(
      clusterKey: CanonicalKey(orientedAs: puzzle(at: least)),
      mirroredClusterKey: CanonicalKey(orientedAs: puzzle(at: leastMirrored).mirrored()))
  }

  /// The key of the cluster's ``family``: the smaller of the ``CanonicalKey``s of the least
  /// state of the cluster and of its mirror image.
  ///
  /// - Complexity: O(states).
  public var familyKey: CanonicalKey { family.key }

  /// The order of states by their masks, horizontal first.
  private static func precedes(_ lhs: BoardState, _ rhs: BoardState) -> Bool {
    (lhs.horizontal, lhs.vertical) < (rhs.horizontal, rhs.vertical)
  }

  /// A state reflected left to right on a board `columns` wide.
  private static func mirrored(_ state: BoardState, columns: Int) -> BoardState {
    BoardState(
      horizontal: mirrored(state.horizontal, columns: columns),
      vertical: mirrored(state.vertical, columns: columns))
  }

  /// Tile (row, column) is bit `row * 8 + column`: reversing the bits of every byte sends
  /// column `c` to `7 - c`, and the shift brings it to `columns - 1 - c`. No bit crosses
  /// into the next row, as the low `8 - columns` bits of each reversed byte are empty.
  private static func mirrored(_ mask: UInt64, columns: Int) -> UInt64 {
    var x = mask
    x = ((x &>> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) &<< 1)
    x = ((x &>> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) &<< 2)
    x = ((x &>> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) &<< 4)
    return x &>> UInt64(8 - columns)
  }
}
