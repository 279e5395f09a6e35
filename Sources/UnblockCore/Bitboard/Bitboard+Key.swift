extension Bitboard {
  /// A state's key: a number that differs for every two states, smaller than the product
  /// over the lanes of the number of ways the lane's blocks can stand in it.
  ///
  /// Each lane's arrangement is ranked in the combinatorial number system: with its `k`
  /// blocks at places `p0 < p1 < ...` and lengths `l0, l1, ...`, the numbers
  /// `q(i) = p(i) - (l0 - 1) - ... - (l(i-1) - 1)` are `k` distinct numbers below `f + k`
  /// (`f` free tiles), and the sum of `C(q(i), i + 1)` ranks them among the `C(f + k, k)`
  /// arrangements. The lanes' ranks are the digits of a mixed-radix number. A lane of at
  /// most 8 tiles holding blocks of 2 or 3 tiles has at most `C(6, 2) = 15` arrangements,
  /// so 16 lanes need fewer than `15^16 < 2^63` keys, and `key + 1` never overflows.
  ///
  /// The key is a sum of one term per block, so a move changes it by the difference of
  /// the moved block's two terms: the move generator updates it in one table look-up.
  ///
  /// - Parameter state: Two masks.
  /// - Returns: The key, or `nil` when the masks are not an arrangement of the template's
  ///   movable blocks in their lanes, clear of each other and of the fixed blocks.
  /// - Complexity: O(blocks).
  func key(of state: BoardState) -> UInt64? {
    guard state.horizontal & state.vertical == 0,
      (state.horizontal | state.vertical) & (fixed | ~board) == 0
    else { return nil }
    var key: UInt64 = 0
    var covered = BoardState(horizontal: 0, vertical: 0)
    for (number, lane) in lanes.enumerated() {
      let isHorizontal = number < horizontalLaneCount
      var rest = (isHorizontal ? state.horizontal : state.vertical) & lane.mask
      if isHorizontal { covered.horizontal |= lane.mask } else { covered.vertical |= lane.mask }
      for index in lane.pieces {
        guard rest != 0 else { return nil }
        let first = rest.trailingZeroBitCount
        let tiles = pieces[index].shape &<< UInt64(first)
        guard rest & tiles == tiles, tiles & ~lane.mask == 0 else { return nil }
        rest ^= tiles
        key &+= keyTerms[index &* 64 &+ first]
      }
      guard rest == 0 else { return nil }
    }
    guard state.horizontal & ~covered.horizontal == 0, state.vertical & ~covered.vertical == 0
    else { return nil }
    return key
  }

  /// The table of ``keyTerms`` and the most moves of a state.
  static func keyTerms(
    lanes: [Lane], horizontalLaneCount: Int, pieces: [Piece], size: BoardSize
  ) -> (terms: [UInt64], maxMoves: Int) {
    var terms = [UInt64](repeating: 0, count: pieces.count * 64)
    var weight: UInt64 = 1
    var maxMoves = 0
    for (number, lane) in lanes.enumerated() {
      let isHorizontal = number < horizontalLaneCount
      let step = isHorizontal ? 1 : 8
      let length = isHorizontal ? size.columns : size.rows
      let base = lane.mask.trailingZeroBitCount
      let lengths = pieces[lane.pieces].map { $0.shape.nonzeroBitCount }
      let blocks = lengths.count
      let free = length - lengths.reduce(0, +)
      var before = 0
      for (order, index) in lane.pieces.enumerated() {
        for place in 0..<length {
          let q = place - before
          guard q >= order, q < free + blocks else { continue }
          terms[index * 64 + base + place * step] = binomial(q, order + 1) &* weight
        }
        before += lengths[order] - 1
        maxMoves += length - lengths[order]
      }
      // At most 15^16 < 2^63 keys in all (see `key(of:)`), so the product never wraps.
      weight &*= binomial(free + blocks, blocks)
    }
    return (terms, maxMoves)
  }

  /// `n` choose `k`, for the small numbers of a lane.
  private static func binomial(_ n: Int, _ k: Int) -> UInt64 {
    guard k >= 0, k <= n else { return 0 }
    var result: UInt64 = 1
    for step in 0..<k { result = result * UInt64(n - step) / UInt64(step + 1) }
    return result
  }
}
