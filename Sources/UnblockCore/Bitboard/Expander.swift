/// The move generator of the searches: the codes of every state one move away from a
/// state, from table look-ups and no data-dependent branch.
///
/// For each lane, the tiles that other blocks cover pick an entry of the lane kind's move
/// table (see ``LaneKind/moves``); the entry lists the moves as the changes they make to
/// the lane's 4 bits of the code. The generator writes as many successors as the lane can
/// ever have and advances by the number the entry holds, so a lane costs the same whether
/// its blocks move or not, and the branch predictor sees the same pattern for every state.
///
/// A column's covered tiles would have to be gathered from 8 bits apart; instead the
/// generator keeps the rows' blocks and the fixed blocks that hold columns back in a
/// transposed mask, a column to a byte, so a column's tiles are one byte like a row's.
///
/// On boards of at most 6 columns and rows no lane offers more than 4 moves, and each
/// entry also comes as 4 changes in one vector: shifted into the lane's place and applied
/// to the code together, they give the lane's 4 successors in a few vector instructions.
///
/// It reads its lanes' move tables where their kinds keep them (``MoveTables``), owns the
/// lanes' steps and tiles, cannot be copied, and frees them when it goes.
struct Expander: ~Copyable {
  /// What the hot loop needs of one lane.
  struct LaneStep {
    /// The lane kind's move table (``MoveTables/moves``).
    var moves: UnsafeMutablePointer<UInt64>
    /// Its entries as vectors (``MoveTables/changes``).
    var changes: UnsafeMutablePointer<SIMD4<UInt32>>
    /// The kind's length: an arrangement's number is shifted by it to index the table.
    var length: UInt64
    /// The bit of the lane's first tile in the mask of its covered tiles: `row * 8` for a
    /// row, and `column * 8` for a column, whose mask is transposed. Unsigned, so that
    /// shifting by it needs no check.
    var offset: UInt64
    /// ``LaneKind/width``.
    var width: Int
  }

  /// The kinds whose tables ``steps`` point into, kept alive as long as the expander.
  private let kinds: [LaneKind]
  private let steps: UnsafeMutablePointer<LaneStep>
  private let tiles: UnsafeMutablePointer<UInt64>
  /// Whether no lane offers more than ``vectorWidth`` moves, so the vectors hold them all.
  private let vectors: Bool
  private let laneCount: Int
  private let rowLaneCount: Int
  private let fixed: UInt64
  /// ``Bitboard/fixed``, transposed: a column to a byte.
  private let fixedByColumn: UInt64
  /// The most successors ``successors(of:into:)`` writes, beyond those it counts.
  let capacity: Int

  /// The most moves a lane may offer for the vector tables.
  static let vectorWidth = 4

  init(_ bitboard: Bitboard) {
    kinds = bitboard.kinds
    laneCount = bitboard.lanes.count
    rowLaneCount = bitboard.rowLaneCount
    fixed = bitboard.fixed
    fixedByColumn = Self.transposed(bitboard.fixed)
    vectors = bitboard.kinds.allSatisfy { $0.width <= Self.vectorWidth }
    steps = .allocate(capacity: max(laneCount, 1))
    for number in bitboard.lanes.indices {
      // The kind's fields are read in place: a copy of the kind retains each of its arrays.
      let (kind, isRow, offset) = (
        bitboard.lanes[number].kind, bitboard.lanes[number].isRow, bitboard.lanes[number].offset
      )
      (steps + number).initialize(
        to: LaneStep(
          moves: bitboard.kinds[kind].tables.moves, changes: bitboard.kinds[kind].tables.changes,
          length: UInt64(bitboard.kinds[kind].length), offset: UInt64(isRow ? offset : offset * 8),
          width: bitboard.kinds[kind].width))
    }
    // The rows' tiles go into the columns' covers, so they are kept transposed.
    let rowTiles = rowLaneCount * 16
    let count = bitboard.laneTiles.count
    tiles = .allocate(capacity: max(count, 1))
    for index in 0..<count {
      let lane = bitboard.laneTiles[index]
      (tiles + index).initialize(to: index < rowTiles ? Self.transposed(lane) : lane)
    }
    capacity = max(bitboard.maxMoves, Self.vectorWidth * laneCount, 1)
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
    var horizontalByColumn: UInt64 = 0
    var vertical: UInt64 = 0
    var shift: UInt64 = 0
    for lane in 0..<rowLaneCount {
      horizontalByColumn |= tiles[lane &<< 4 | Int(truncatingIfNeeded: (code &>> shift) & 15)]
      shift &+= 4
    }
    for lane in rowLaneCount..<laneCount {
      vertical |= tiles[lane &<< 4 | Int(truncatingIfNeeded: (code &>> shift) & 15)]
      shift &+= 4
    }
    // A row's blocks are held by vertical and fixed blocks, a column's by horizontal ones.
    let rowCover = vertical | fixed
    let columnCover = horizontalByColumn | fixedByColumn
    // Two copies of the loops, for the vectors and without, so that neither asks which
    // per lane.
    return vectors
      ? emitAll(code, rowCover: rowCover, columnCover: columnCover, vectors: true, into: out)
      : emitAll(code, rowCover: rowCover, columnCover: columnCover, vectors: false, into: out)
  }

  /// The lanes' part of ``successors(of:into:)``, once the covered tiles are known.
  @inline(__always)
  private func emitAll(
    _ code: UInt64, rowCover: UInt64, columnCover: UInt64, vectors: Bool,
    into out: UnsafeMutablePointer<UInt64>
  ) -> Int {
    var count = 0
    var shift: UInt64 = 0
    // The lanes' arrangements, taken off the code's bottom a lane at a time: a shift by a
    // constant, where shifting the code by the lane's place needs the count register.
    var rest = code
    for lane in 0..<rowLaneCount {
      let step = steps[lane]
      let covered = (rowCover &>> step.offset) & 0xFF
      count &+= emit(
        code, arrangement: rest & 15, shift: shift, step: step, covered: covered,
        vectors: vectors, into: out + count)
      shift &+= 4
      rest &>>= 4
    }
    for lane in rowLaneCount..<laneCount {
      let step = steps[lane]
      let covered = (columnCover &>> step.offset) & 0xFF
      count &+= emit(
        code, arrangement: rest & 15, shift: shift, step: step, covered: covered,
        vectors: vectors, into: out + count)
      shift &+= 4
      rest &>>= 4
    }
    return count
  }

  /// Writes the successors that one lane's moves give, and returns how many are real.
  ///
  /// - Parameter arrangement: The lane's arrangement, bits `shift` to `shift + 3` of `code`.
  @inline(__always)
  private func emit(
    _ code: UInt64, arrangement: UInt64, shift: UInt64, step: LaneStep, covered: UInt64,
    vectors: Bool, into target: UnsafeMutablePointer<UInt64>
  ) -> Int {
    let index = Int(truncatingIfNeeded: arrangement &<< step.length | covered)
    let entry = step.moves[index]
    if vectors {
      let successors =
        SIMD4(repeating: code)
        ^ (SIMD4<UInt64>(truncatingIfNeeded: step.changes[index]) &<< SIMD4(repeating: shift))
      UnsafeMutableRawPointer(target).storeBytes(of: successors, as: SIMD4<UInt64>.self)
    } else {
      var nibbles = entry
      for position in 0..<step.width {
        target[position] = code ^ ((nibbles & 15) &<< shift)
        nibbles &>>= 4
      }
    }
    return Int(truncatingIfNeeded: entry &>> 32)
  }

  /// `mask` with rows and columns swapped: the bit of row `r`, column `c` goes to row `c`,
  /// column `r`. Three rounds swap ever smaller blocks across the diagonal: 4x4 blocks,
  /// then 2x2 blocks within them, then single tiles.
  static func transposed(_ mask: UInt64) -> UInt64 {
    var mask = mask
    for (distance, block) in [
      (UInt64(28), UInt64(0x0F0F_0F0F_0000_0000)), (14, 0x3333_0000_3333_0000),
      (7, 0x5500_5500_5500_5500),
    ] {
      let swapped = block & (mask ^ (mask &<< distance))
      mask ^= swapped ^ (swapped &>> distance)
    }
    return mask
  }

  deinit {
    steps.deallocate()
    tiles.deallocate()
  }
}
