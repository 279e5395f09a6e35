extension Bitboard {
  /// The bytes one state takes in a search: its code.
  public static let bytesPerState = MemoryLayout<UInt64>.size

  /// A state's code: 4 bits per lane, bits `4 * lane` to `4 * lane + 3` holding the number
  /// of the lane's arrangement (see ``LaneKind``).
  ///
  /// The code differs for every two states, so it serves as its own hash key; a move
  /// changes one lane's 4 bits. At most 16 lanes of at most 15 arrangements each never
  /// fill all 64 bits, so `code + 1` never overflows.
  ///
  /// - Parameter state: Two masks.
  /// - Returns: The code, or `nil` when the masks are not an arrangement of the template's
  ///   movable blocks in their lanes, clear of each other and of the fixed blocks.
  /// - Complexity: O(lanes × arrangements).
  func code(of state: BoardState) -> UInt64? {
    guard state.horizontal & state.vertical == 0,
      (state.horizontal | state.vertical) & (fixed | ~board) == 0
    else { return nil }
    var code: UInt64 = 0
    var covered = BoardState(horizontal: 0, vertical: 0)
    for (number, lane) in lanes.enumerated() {
      let own = lane.isRow ? state.horizontal : state.vertical
      let tiles = Self.gather(own, isRow: lane.isRow, offset: lane.offset)
      guard let a = kinds[lane.kind].tiles.firstIndex(of: UInt8(truncatingIfNeeded: tiles))
      else { return nil }
      code |= UInt64(a) &<< UInt64(4 * number)
      let laneMask = Self.spread(0xFF, isRow: lane.isRow) &<< UInt64(lane.offset)
      if lane.isRow { covered.horizontal |= laneMask } else { covered.vertical |= laneMask }
    }
    guard state.horizontal & ~covered.horizontal == 0, state.vertical & ~covered.vertical == 0
    else { return nil }
    return code
  }

  /// The masks of the state with this code.
  @inline(__always)
  func state(of code: UInt64) -> BoardState {
    Self.state(of: code, lanes: lanes, rowLaneCount: rowLaneCount, tiles: laneTiles)
  }

  /// The masks of the state with this code, from a bitboard's parts.
  static func state(of code: UInt64, lanes: [Lane], rowLaneCount: Int, tiles: [UInt64])
    -> BoardState
  {
    var state = BoardState(horizontal: 0, vertical: 0)
    for number in lanes.indices {
      let mask = tiles[number &* 16 &+ Int(truncatingIfNeeded: (code &>> UInt64(4 * number)) & 15)]
      if number < rowLaneCount { state.horizontal |= mask } else { state.vertical |= mask }
    }
    return state
  }

  /// The places of a lane's blocks, in lane order, in the state with this code.
  func places(inLane number: Int, of code: UInt64) -> [Int] {
    kinds[lanes[number].kind].arrangements[Int((code &>> UInt64(4 * number)) & 15)]
  }
}
