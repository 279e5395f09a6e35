/// The move generator: every state one move away from a given state.
///
/// It borrows the bitboard's lanes and pieces as unsafe buffers, so it lives only inside
/// ``Bitboard/withSuccessors(_:)`` and the hot loop never touches an array's bookkeeping.
struct Successors {
  let lanes: UnsafeBufferPointer<Bitboard.Lane>
  let pieces: UnsafeBufferPointer<Bitboard.Piece>
  /// ``Bitboard/keyTerms``.
  let keyTerms: UnsafeBufferPointer<UInt64>
  let horizontalLaneCount: Int
  let fixed: UInt64

  /// Calls `body` once for each move from `state`.
  ///
  /// `body` receives the moved piece's index in ``Bitboard/pieces``, the signed distance
  /// (positive is right or down), the state after the move and its ``Bitboard/key(of:)``.
  ///
  /// - Parameters:
  ///   - state: The state to move from.
  ///   - key: The key of `state`; pass 0 and ignore the keys `body` gets when they do not
  ///     matter.
  /// - Complexity: O(blocks + moves).
  @inline(__always)
  func forEach(
    from state: BoardState, key: UInt64,
    _ body: (_ piece: Int, _ distance: Int, _ next: BoardState, _ nextKey: UInt64) -> Void
  ) {
    let empty = ~(state.horizontal | state.vertical | fixed)
    // Two loops with constant steps, so that every shift is by a known amount per lane.
    forEach(in: 0..<horizontalLaneCount, own: state.horizontal, key: key, step: 1, empty: empty) {
      body($0, $1, BoardState(horizontal: $2, vertical: state.vertical), $3)
    }
    forEach(
      in: horizontalLaneCount..<lanes.count, own: state.vertical, key: key, step: 8, empty: empty
    ) {
      body($0, $1, BoardState(horizontal: state.horizontal, vertical: $2), $3)
    }
  }

  /// The moves of the blocks in `range` of lanes, whose tiles are `own`.
  ///
  /// `body` receives the piece, the signed distance, the new value of `own` and the new key.
  @inline(__always)
  private func forEach(
    in range: Range<Int>, own: UInt64, key: UInt64, step: UInt64, empty: UInt64,
    _ body: (_ piece: Int, _ distance: Int, _ moved: UInt64, _ nextKey: UInt64) -> Void
  ) {
    for number in range {
      let lane = lanes[number]
      // A lane's free tiles; a shift that leaves the lane or the board lands outside them.
      let free = lane.mask & empty
      var rest = own & lane.mask
      // No block touches a free tile of the lane: nothing here moves.
      let touching = (free &<< step) | (free &>> step)
      guard rest & touching != 0 else { continue }
      for index in lane.pieces {
        let piece = pieces[index]
        // Blocks keep their order in a lane, so the lowest remaining tile starts this one.
        let first = rest & (0 &- rest)
        let block = piece.shape &* first
        rest ^= block
        // Only a block's end tiles can touch a free tile of its lane; when neither does,
        // the block is stuck.
        if block & touching == 0 { continue }
        let others = own ^ block
        let last = first &<< piece.span
        // The key without this piece's term; a move adds the term of its new place.
        let place = index &* 64 &+ first.trailingZeroBitCount
        let otherKeys = key &- keyTerms[place]
        var distance = 1
        var shift = step
        while (first &>> shift) & free != 0 {
          body(
            index, -distance, others | (block &>> shift),
            otherKeys &+ keyTerms[place &- Int(truncatingIfNeeded: shift)]
          )
          distance &+= 1
          shift &+= step
        }
        distance = 1
        shift = step
        while (last &<< shift) & free != 0 {
          body(
            index, distance, others | (block &<< shift),
            otherKeys &+ keyTerms[place &+ Int(truncatingIfNeeded: shift)])
          distance &+= 1
          shift &+= step
        }
      }
    }
  }
}

extension Bitboard {
  /// Runs `body` with a move generator for this bitboard.
  @inline(__always)
  func withSuccessors<R>(_ body: (Successors) -> R) -> R {
    lanes.withUnsafeBufferPointer { lanes in
      pieces.withUnsafeBufferPointer { pieces in
        keyTerms.withUnsafeBufferPointer { keyTerms in
          body(
            Successors(
              lanes: lanes, pieces: pieces, keyTerms: keyTerms,
              horizontalLaneCount: horizontalLaneCount, fixed: fixed))
        }
      }
    }
  }
}
