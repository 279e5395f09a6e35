/// A solved state in which no block but the prisoner can move left or up: where the
/// enumeration starts exploring clusters.
///
/// Every solvable cluster holds one: its least solved state in the order of the masks.
/// Moving a block other than the prisoner left lowers the horizontal mask, and moving a
/// block up lowers the vertical mask and keeps the horizontal one; neither move touches
/// the prisoner, so the state stays solved. The least solved state allows neither.
///
/// A seed keeps, besides the masks, the first tile of every block, which tells blocks
/// that touch in one lane apart and so gives the lane's block lengths: the
/// ``SeedLayout/Configuration`` that a whole cluster shares.
struct SeedLayout: Hashable, Sendable {
  /// The tiles of the prisoner and the other horizontal blocks.
  var horizontal: UInt64
  /// The tiles of the vertical blocks.
  var vertical: UInt64
  /// The first tile (leftmost or topmost) of every movable block.
  var heads: UInt64
  /// The walls.
  var walls: UInt64

  /// What every state of a cluster shares: the lengths of the blocks in each lane, in
  /// order along it, and the walls. Blocks never leave their lane nor pass each other.
  struct Configuration: Hashable, Sendable, Comparable {
    /// Byte `r` is row `r`'s ``SeedLayout/laneCode(tiles:heads:)``.
    var rows: UInt64
    /// Byte `c` is column `c`'s lane code.
    var columns: UInt64
    var walls: UInt64

    static func < (lhs: Configuration, rhs: Configuration) -> Bool {
      (lhs.rows, lhs.columns, lhs.walls) < (rhs.rows, rhs.columns, rhs.walls)
    }
  }

  init(horizontal: UInt64, vertical: UInt64, heads: UInt64, walls: UInt64) {
    (self.horizontal, self.vertical, self.heads, self.walls) = (horizontal, vertical, heads, walls)
  }

  /// The layout of a puzzle's blocks, whatever state it is in.
  init(puzzle: Puzzle) {
    (horizontal, vertical, heads, walls) = (0, 0, 0, 0)
    for block in puzzle.blocks {
      let tiles = block.cells.reduce(UInt64(0)) { $0 | Bitboard.bit($1) }
      switch block.orientation {
      case .horizontal: horizontal |= tiles
      case .vertical: vertical |= tiles
      case .fixed: walls |= tiles
      }
      if block.orientation != .fixed { heads |= Bitboard.bit(block.origin) }
    }
  }

  /// The state's masks, the walls apart.
  var state: BoardState { BoardState(horizontal: horizontal, vertical: vertical) }

  /// The seed's configuration on a board of `size`.
  ///
  /// Each lane's code is read from a table (``laneCodes``): counting the configurations of
  /// a 6x6 board computes this for hundreds of millions of seeds.
  func configuration(size: BoardSize) -> Configuration {
    let (rows, columns) = lanes(size: size, table: Self.laneCodes, bits: 8)
    return Configuration(rows: rows, columns: columns, walls: walls)
  }

  /// The ``ConfigurationKey`` of the seed's configuration on a board of `size`, each
  /// lane's rank read from a table at once.
  func configurationKey(size: BoardSize) -> UInt64 {
    let (rows, columns) = lanes(size: size, table: ConfigurationKey.laneRanks, bits: 4)
    return rows &<< 32 | columns
  }

  /// Entry `tiles << 8 | heads` of `table` for each row, then for each column, `bits`
  /// bits per lane.
  @inline(__always)
  private func lanes(size: BoardSize, table: UnsafeMutablePointer<UInt8>, bits: Int) -> (
    UInt64, UInt64
  ) {
    var rows: UInt64 = 0
    for row in 0..<size.rows {
      let shift = UInt64(row * 8)
      let index =
        Int(truncatingIfNeeded: (horizontal &>> shift) & 0xFF) &<< 8
        | Int(truncatingIfNeeded: (heads &>> shift) & 0xFF)
      rows |= UInt64(table[index]) &<< UInt64(row &* bits)
    }
    var columns: UInt64 = 0
    for column in 0..<size.columns {
      let tiles = Bitboard.gather(vertical, isRow: false, offset: column)
      let heads = Bitboard.gather(heads & vertical, isRow: false, offset: column)
      columns |=
        UInt64(table[Int(truncatingIfNeeded: tiles &<< 8 | heads)]) &<< UInt64(column &* bits)
    }
    return (rows, columns)
  }

  /// Entry `tiles << 8 | heads`: ``laneCode(tiles:heads:)`` of every pair of bytes, made
  /// once. Written only while it is made, so reading it from any thread is safe.
  nonisolated(unsafe) static let laneCodes: UnsafeMutablePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
    for index in 0..<(1 << 16) {
      table[index] = UInt8(
        truncatingIfNeeded: laneCode(tiles: UInt64(index >> 8), heads: UInt64(index & 0xFF)))
    }
    return table
  }()

  /// A lane's block lengths, one byte: 2 bits per block in order (a block of 2 tiles is
  /// 1, of 3 tiles 2), the first block lowest. A lane of 8 tiles holds at most 4 blocks.
  static func laneCode(tiles: UInt64, heads: UInt64) -> UInt64 {
    var code: UInt64 = 0
    var position: UInt64 = 0
    var rest = heads & tiles
    while rest != 0 {
      let head = UInt64(rest.trailingZeroBitCount)
      // The block runs from its head over covered tiles up to the next head or a gap.
      let next = rest & (rest &- 1)
      let run = (tiles &>> head) & ~(next &>> head)
      let length = UInt64((~run).trailingZeroBitCount)
      code |= (length &- 1) &<< position
      position &+= 2
      rest = next
    }
    return code
  }

  /// The puzzle of this seed: the prisoner `A`, then the other blocks in reading order of
  /// their first tiles, lettered as ``Puzzle/canonicalLabels``, and the walls.
  func puzzle(size: BoardSize, chute: Chute) -> Puzzle {
    var blocks: [Block] = []
    var next = 0
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let cell = Cell(row: row, column: column)
        let bit = Bitboard.bit(cell)
        if walls & bit != 0 {
          blocks.append(.fixed(at: cell))
          continue
        }
        guard heads & bit != 0 else { continue }
        let isRow = horizontal & bit != 0
        var length = 1
        while length < 3 {
          let following =
            isRow
            ? Cell(row: row, column: column + length) : Cell(row: row + length, column: column)
          let followingBit = Bitboard.bit(following)
          guard size.contains(following), heads & followingBit == 0,
            (isRow ? horizontal : vertical) & followingBit != 0
          else { break }
          length += 1
        }
        let isPrisoner =
          isRow && row == chute.row
          && column == (chute.side == .right ? size.columns - EnumerationSpace.prisonerLength : 0)
        let label: Character = isPrisoner ? Block.prisonerLabel : Puzzle.canonicalLabels[next]
        if !isPrisoner { next += 1 }
        blocks.append(
          Block(
            label: label, orientation: isRow ? .horizontal : .vertical, origin: cell,
            length: length))
      }
    }
    return Puzzle(size: size, blocks: blocks, chute: chute)
  }
}
