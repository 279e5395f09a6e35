extension Bitboard {
  /// The bitboard of the template less one block, derived from this one: the same as
  /// compiling the smaller puzzle (``init(valid:)``), without listing its cells again.
  ///
  /// ``Analysis`` searches each puzzle less one of its blocks; compiling each one anew
  /// cost as much as a small search.
  ///
  /// - Parameter index: The block, by index in the template's ``Puzzle/blocks``; not the
  ///   prisoner.
  /// - Returns: A bitboard whose template is this template without the block, the blocks
  ///   after it one index lower. Its states are this bitboard's states less the block's
  ///   tiles (see ``state(_:without:)``).
  /// - Complexity: O(lanes + blocks), plus the lane kind's tables if it is new.
  func removing(block index: Int) -> Bitboard {
    var template = self.template
    let removed = template.blocks.remove(at: index)
    precondition(!removed.isPrisoner, "the prisoner stays")
    var fixed = self.fixed
    var lanes = self.lanes
    var startCode = self.startCode
    var rowLaneCount = self.rowLaneCount
    // The lane that keeps other blocks, with its smaller kind.
    var changed: (lane: Int, kind: LaneKind)?
    if removed.orientation == .fixed {
      for cell in removed.cells { fixed &= ~Self.bit(cell) }
    } else if let number = lanes.firstIndex(where: { $0.blocks.contains(index) }) {
      let lane = lanes[number]
      let kind = kinds[lane.kind]
      let order = lane.blocks.firstIndex(of: index)!
      let shift = UInt64(4 * number)
      if lane.blocks.count == 1 {
        // The lane goes, and the lanes after it take its place in the code.
        lanes.remove(at: number)
        if number < rowLaneCount { rowLaneCount -= 1 }
        startCode = startCode & ((1 &<< shift) &- 1) | (startCode &>> (shift + 4)) &<< shift
      } else {
        var places = kind.arrangements[Int((startCode &>> shift) & 15)]
        places.remove(at: order)
        var blockLengths = kind.blockLengths
        blockLengths.remove(at: order)
        let smaller = LaneKind.shared(length: kind.length, blockLengths: blockLengths)
        lanes[number].blocks = lanes[number].blocks.removing(at: order)
        changed = (number, smaller)
        let arrangement = UInt64(smaller.arrangements.firstIndex(of: places)!)
        startCode = startCode & ~(15 &<< shift) | arrangement &<< shift
      }
    }
    // The kinds in the order the lanes first use them, as compiling the puzzle lists them.
    var kinds: [LaneKind] = []
    for number in lanes.indices {
      if lanes[number].blocks.contains(where: { $0 > index }) {
        lanes[number].blocks = LaneBlocks(
          lanes[number].blocks.lazy.map { $0 > index ? $0 - 1 : $0 })
      }
      let kind = changed?.lane == number ? changed!.kind : self.kinds[lanes[number].kind]
      if let known = kinds.firstIndex(where: {
        $0.length == kind.length && $0.blockLengths == kind.blockLengths
      }) {
        lanes[number].kind = known
      } else {
        lanes[number].kind = kinds.count
        kinds.append(kind)
      }
    }
    return Bitboard(
      template: template, board: board, fixed: fixed, lanes: lanes, rowLaneCount: rowLaneCount,
      kinds: kinds, startCode: startCode)
  }

  /// The masks of `state` less the tiles of block `index`: the state of ``removing(block:)``
  /// with every other block where `state` has it.
  ///
  /// - Parameters:
  ///   - state: A state of this bitboard's cluster.
  ///   - index: The block, by index in the template's ``Puzzle/blocks``.
  func state(_ state: BoardState, without index: Int) -> BoardState {
    guard let lane = lanes.first(where: { $0.blocks.contains(index) }) else { return state }
    var rest = Self.gather(
      lane.isRow ? state.horizontal : state.vertical, isRow: lane.isRow, offset: lane.offset)
    var tiles: UInt64 = 0
    for block in lane.blocks {
      let first = rest.trailingZeroBitCount
      tiles = ((1 &<< UInt64(template.blocks[block].length)) &- 1) &<< UInt64(first & 63)
      rest &= ~tiles
      if block == index { break }
    }
    let mask =
      Self.spread(UInt8(truncatingIfNeeded: tiles), isRow: lane.isRow) &<< UInt64(lane.offset)
    return lane.isRow
      ? BoardState(horizontal: state.horizontal & ~mask, vertical: state.vertical)
      : BoardState(horizontal: state.horizontal, vertical: state.vertical & ~mask)
  }
}
