/// The move generator: every state one move away from a given state.
///
/// It borrows the bitboard's lanes and pieces as unsafe buffers, so it lives only inside
/// ``Bitboard/withSuccessors(_:)`` and the hot loop never touches an array's bookkeeping.
struct Successors {
  let lanes: UnsafeBufferPointer<Bitboard.Lane>
  let pieces: UnsafeBufferPointer<Bitboard.Piece>
  let horizontalLaneCount: Int
  let fixed: UInt64

  /// Calls `body` once for each move from `state`.
  ///
  /// `body` receives the moved piece's index in ``Bitboard/pieces``, the signed distance
  /// (positive is right or down) and the state after the move.
  ///
  /// - Complexity: O(blocks + moves).
  @inline(__always)
  func forEach(
    from state: BoardState, _ body: (_ piece: Int, _ distance: Int, _ next: BoardState) -> Void
  ) {
    let horizontal = state.horizontal
    let vertical = state.vertical
    let empty = ~(horizontal | vertical | fixed)
    for number in 0..<lanes.count {
      let lane = lanes[number]
      // A lane's free tiles; a shift that leaves the lane or the board lands outside them.
      let free = lane.mask & empty
      let isHorizontal = number < horizontalLaneCount
      let step: UInt64 = isHorizontal ? 1 : 8
      let own = isHorizontal ? horizontal : vertical
      var rest = own & lane.mask
      for index in lane.pieces {
        let piece = pieces[index]
        // Blocks keep their order in a lane, so the lowest remaining tile starts this one.
        let first = rest & (0 &- rest)
        let block = piece.shape &* first
        rest ^= block
        let last = first &<< piece.span
        var shift = step
        while (first &>> shift) & free != 0 {
          let moved = own ^ block ^ (block &>> shift)
          body(index, -Int(shift / step), Self.state(moved, other: isHorizontal, state))
          shift &+= step
        }
        shift = step
        while (last &<< shift) & free != 0 {
          let moved = own ^ block ^ (block &<< shift)
          body(index, Int(shift / step), Self.state(moved, other: isHorizontal, state))
          shift &+= step
        }
      }
    }
  }

  @inline(__always)
  private static func state(_ moved: UInt64, other isHorizontal: Bool, _ state: BoardState)
    -> BoardState
  {
    isHorizontal
      ? BoardState(horizontal: moved, vertical: state.vertical)
      : BoardState(horizontal: state.horizontal, vertical: moved)
  }
}

extension Bitboard {
  /// Runs `body` with a move generator for this bitboard.
  @inline(__always)
  func withSuccessors<R>(_ body: (Successors) -> R) -> R {
    lanes.withUnsafeBufferPointer { lanes in
      pieces.withUnsafeBufferPointer { pieces in
        body(
          Successors(
            lanes: lanes, pieces: pieces, horizontalLaneCount: horizontalLaneCount, fixed: fixed))
      }
    }
  }
}
