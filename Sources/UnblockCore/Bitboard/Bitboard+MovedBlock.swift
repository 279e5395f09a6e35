extension Bitboard {
  /// The lane and block in which two codes differ, if they differ in one block only.
  ///
  /// - Returns: The lane's number, the block's position in it, and the two arrangements;
  ///   `nil` when the codes are equal or differ in more than one block.
  @inline(__always)
  private func change(from code: UInt64, to next: UInt64)
    -> (lane: Int, order: Int, from: Int, to: Int)?
  {
    let difference = code ^ next
    guard difference != 0 else { return nil }
    let lane = difference.trailingZeroBitCount &>> 2
    let shift = UInt64(lane &* 4)
    guard difference &>> shift < 16 else { return nil }
    let from = Int(truncatingIfNeeded: (code &>> shift) & 15)
    let to = Int(truncatingIfNeeded: (next &>> shift) & 15)
    let order = kinds[lanes[lane].kind].movedBlock[from &* 16 &+ to]
    guard order != LaneKind.noSingleBlock else { return nil }
    return (lane, Int(order), from, to)
  }

  /// The index in ``Puzzle/blocks`` of the block that differs between two states' codes,
  /// when one block does.
  ///
  /// - Complexity: O(1).
  func movedBlock(from code: UInt64, to next: UInt64) -> Int? {
    change(from: code, to: next).map { lanes[$0.lane].blocks[$0.order] }
  }

  /// The move that turns one state into a neighbouring one, if a single move does.
  public func move(from state: BoardState, to next: BoardState) -> Move? {
    guard let from = code(of: state), let to = code(of: next) else { return nil }
    return move(from: from, to: to)
  }

  /// The move between two states' codes, if a single move turns one into the other: the
  /// lane's move table, given what covers the lane, lists the change.
  func move(from code: UInt64, to next: UInt64) -> Move? {
    guard let change = change(from: code, to: next) else { return nil }
    let lane = lanes[change.lane]
    let kind = kinds[lane.kind]
    let board = state(of: code)
    let cover = (lane.isRow ? board.vertical : board.horizontal) | fixed
    let covered = Int(Self.gather(cover, isRow: lane.isRow, offset: lane.offset))
    let entry = kind.moves[change.from << kind.length | covered]
    let wanted = UInt64(change.from ^ change.to)
    for position in 0..<Int(entry &>> 32) where (entry &>> UInt64(4 * position)) & 15 == wanted {
      let places = (kind.arrangements[change.from], kind.arrangements[change.to])
      return Move(
        block: lane.blocks[change.order],
        distance: places.1[change.order] - places.0[change.order])
    }
    return nil
  }
}
