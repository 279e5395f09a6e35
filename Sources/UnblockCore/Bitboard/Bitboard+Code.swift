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
    BoardState(
      horizontal: Self.tiles(of: code, lanes: 0..<rowLaneCount, tiles: tiles),
      vertical: Self.tiles(of: code, lanes: rowLaneCount..<lanes.count, tiles: tiles))
  }

  /// The tiles that the blocks of `lanes` cover in the state with this code: the row lanes
  /// give its horizontal mask, the others its vertical one.
  @inline(__always)
  func tiles(of code: UInt64, lanes range: Range<Int>) -> UInt64 {
    Self.tiles(of: code, lanes: range, tiles: laneTiles)
  }

  /// ``tiles(of:lanes:)`` from a bitboard's ``laneTiles``.
  @inline(__always)
  static func tiles(of code: UInt64, lanes range: Range<Int>, tiles: [UInt64]) -> UInt64 {
    tiles.withUnsafeBufferPointer { tiles in
      var mask: UInt64 = 0
      for lane in range {
        mask |= tiles[lane &<< 4 | Int(truncatingIfNeeded: (code &>> UInt64(lane &<< 2)) & 15)]
      }
      return mask
    }
  }

  /// The places of a lane's blocks, in lane order, in the state with this code.
  func places(inLane number: Int, of code: UInt64) -> [Int] {
    kinds[lanes[number].kind].arrangements[Int((code &>> UInt64(4 * number)) & 15)]
  }
}
