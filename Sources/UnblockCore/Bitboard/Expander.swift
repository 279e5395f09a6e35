/// The move generator of the searches: the codes of every state one move away from a
/// state, from table look-ups and no data-dependent branch.
///
/// For each lane, the tiles that other blocks cover pick an entry of the lane kind's move
/// table (see ``LaneKind/moves``); the entry lists the moves as the changes they make to
/// the lane's 4 bits of the code. The generator writes as many successors as the lane can
/// ever have and advances by the number the entry holds, so a lane costs the same whether
/// its blocks move or not, and the branch predictor sees the same pattern for every state.
///
/// It owns copies of its bitboard's tables and must be freed with ``deallocate()``.
struct Expander {
  /// What the hot loop needs of one lane.
  struct LaneStep {
    /// Where the lane kind's move table starts in ``Expander/moves``.
    var base: Int
    /// The kind's length: an arrangement's number is shifted by it to index the table.
    var length: UInt64
    /// ``Bitboard/Lane/offset``.
    var offset: Int
    /// ``LaneKind/width``.
    var width: Int
  }

  private let steps: UnsafeMutablePointer<LaneStep>
  private let tiles: UnsafeMutablePointer<UInt64>
  private let moves: UnsafeMutablePointer<UInt64>
  private let laneCount: Int
  private let rowLaneCount: Int
  private let fixed: UInt64
  /// The most successors ``successors(of:into:)`` writes, beyond those it counts.
  let capacity: Int
  /// Whether no lane offers more than ``Narrow`` moves.
  private let narrow: Bool

  init(_ bitboard: Bitboard) {
    laneCount = bitboard.lanes.count
    rowLaneCount = bitboard.rowLaneCount
    fixed = bitboard.fixed
    var bases: [Int] = []
    var total = 0
    for kind in bitboard.kinds {
      bases.append(total)
      total += kind.moves.count
    }
    moves = .allocate(capacity: max(total, 1))
    for (kind, base) in zip(bitboard.kinds, bases) {
      (moves + base).initialize(from: kind.moves, count: kind.moves.count)
    }
    steps = .allocate(capacity: max(laneCount, 1))
    for (number, lane) in bitboard.lanes.enumerated() {
      let kind = bitboard.kinds[lane.kind]
      (steps + number).initialize(
        to: LaneStep(
          base: bases[lane.kind], length: UInt64(kind.length), offset: lane.offset,
          width: kind.width))
    }
    tiles = .allocate(capacity: max(bitboard.laneTiles.count, 1))
    tiles.initialize(from: bitboard.laneTiles, count: bitboard.laneTiles.count)
    narrow = bitboard.kinds.allSatisfy { $0.width <= 4 }
    capacity = max(bitboard.maxMoves, 4 * laneCount, 1)
  }

  /// Writes the codes of the states one move away from `code` to `out`, in move order:
  /// lanes in order, and in each lane as ``LaneKind/moves`` lists them.
  ///
  /// - Parameters:
  ///   - code: A state's code.
  ///   - out: Room for ``capacity`` codes.
  /// - Returns: The number of successors, at the start of `out`.
  @inline(__always)
  func successors(of code: UInt64, into out: UnsafeMutablePointer<UInt64>) -> Int {
    // Lanes of at most 6 tiles offer at most 4 moves: a fixed, unrolled width serves them.
    narrow
      ? successors(of: code, into: out, width: Narrow.self)
      : successors(of: code, into: out, width: Wide.self)
  }

  @inline(__always)
  private func successors<W: EmitWidth>(
    of code: UInt64, into out: UnsafeMutablePointer<UInt64>, width: W.Type
  ) -> Int {
    var horizontal: UInt64 = 0
    var vertical: UInt64 = 0
    var shift: UInt64 = 0
    for lane in 0..<rowLaneCount {
      horizontal |= tiles[lane &<< 4 | Int(truncatingIfNeeded: (code &>> shift) & 15)]
      shift &+= 4
    }
    for lane in rowLaneCount..<laneCount {
      vertical |= tiles[lane &<< 4 | Int(truncatingIfNeeded: (code &>> shift) & 15)]
      shift &+= 4
    }
    // A row's blocks are held by vertical and fixed blocks, a column's by horizontal ones.
    let rowCover = vertical | fixed
    let columnCover = horizontal | fixed
    var count = 0
    shift = 0
    for lane in 0..<rowLaneCount {
      let step = steps[lane]
      let covered = Bitboard.gather(rowCover, isRow: true, offset: step.offset)
      let arrangement = (code &>> shift) & 15
      let entry = moves[step.base &+ Int(truncatingIfNeeded: arrangement &<< step.length | covered)]
      W.emit(code, shift: shift, entry: entry, step: step, into: out + count)
      count &+= Int(truncatingIfNeeded: entry &>> 32)
      shift &+= 4
    }
    for lane in rowLaneCount..<laneCount {
      let step = steps[lane]
      let covered = Bitboard.gather(columnCover, isRow: false, offset: step.offset)
      let arrangement = (code &>> shift) & 15
      let entry = moves[step.base &+ Int(truncatingIfNeeded: arrangement &<< step.length | covered)]
      W.emit(code, shift: shift, entry: entry, step: step, into: out + count)
      count &+= Int(truncatingIfNeeded: entry &>> 32)
      shift &+= 4
    }
    return count
  }

  /// Frees the tables; the generator must not be used again.
  func deallocate() {
    steps.deallocate()
    tiles.deallocate()
    moves.deallocate()
  }
}

/// How many successors the generator writes for one lane: as many as the lane can offer,
/// of which the entry's count are real.
protocol EmitWidth {
  /// Writes the lane's successors: `code` with the lane's 4 bits at `shift` changed by each
  /// nibble of `entry`, in order.
  static func emit(
    _ code: UInt64, shift: UInt64, entry: UInt64, step: Expander.LaneStep,
    into out: UnsafeMutablePointer<UInt64>)
}

/// Exactly 4 successors per lane, unrolled: lanes of at most 6 tiles.
enum Narrow: EmitWidth {
  @inline(__always)
  static func emit(
    _ code: UInt64, shift: UInt64, entry: UInt64, step: Expander.LaneStep,
    into out: UnsafeMutablePointer<UInt64>
  ) {
    out[0] = code ^ ((entry & 15) &<< shift)
    out[1] = code ^ (((entry &>> 4) & 15) &<< shift)
    out[2] = code ^ (((entry &>> 8) & 15) &<< shift)
    out[3] = code ^ (((entry &>> 12) & 15) &<< shift)
  }
}

/// The lane kind's own width, in a loop: lanes of 7 or 8 tiles.
enum Wide: EmitWidth {
  @inline(__always)
  static func emit(
    _ code: UInt64, shift: UInt64, entry: UInt64, step: Expander.LaneStep,
    into out: UnsafeMutablePointer<UInt64>
  ) {
    var changes = entry
    for position in 0..<step.width {
      out[position] = code ^ ((changes & 15) &<< shift)
      changes &>>= 4
    }
  }
}
