extension SeedLayout {
  /// The seed's blocks in one word, so that the count of configurations can keep each
  /// configuration's first seed at no cost in memory: the tiles off the chute's row, in
  /// reading order, those of horizontal blocks in the low 32 bits and those of vertical
  /// blocks in the high 32; `nil` when the board has more than 32 such tiles.
  ///
  /// The chute's row, the walls and the heads are left out: the configuration gives them
  /// back (see ``init(packed:configuration:space:)``). The row holds the prisoner alone,
  /// but vertical blocks cross it: a column covers as many tiles as its blocks' lengths
  /// add up to, so its tile in the chute's row is covered when its other tiles fall short.
  func packed(size: BoardSize, chuteRow: Int) -> UInt64? {
    guard Self.packs(size: size) else { return nil }
    var across: UInt64 = 0
    var down: UInt64 = 0
    var shift: UInt64 = 0
    let row = (1 &<< UInt64(size.columns)) &- 1
    for number in 0..<size.rows where number != chuteRow {
      across |= ((horizontal &>> UInt64(8 * number)) & row) &<< shift
      down |= ((vertical &>> UInt64(8 * number)) & row) &<< shift
      shift &+= UInt64(size.columns)
    }
    return across | down &<< 32
  }

  /// Whether the seeds of a board of `size` pack in one word.
  static func packs(size: BoardSize) -> Bool { (size.rows - 1) * size.columns <= 32 }

  /// The seed of `configuration` in `space` that ``packed(size:chuteRow:)`` gave `packed`.
  ///
  /// Each lane's heads follow from its tiles and its blocks' lengths in order: a block
  /// starts at the first covered tile past the block before it.
  init(packed: UInt64, configuration: SeedLayout.Configuration, space: EnumerationSpace) {
    self = space.prisonerSeed
    walls = configuration.walls
    let size = space.size
    let row = (1 &<< UInt64(size.columns)) &- 1
    var shift: UInt64 = 0
    for number in 0..<size.rows where number != space.chute.row {
      let offset = UInt64(8 * number)
      horizontal |= ((packed &>> shift) & row) &<< offset
      vertical |= ((packed &>> (32 &+ shift)) & row) &<< offset
      shift &+= UInt64(size.columns)
    }
    for number in 0..<size.columns {
      var code = (configuration.columns &>> UInt64(8 * number)) & 0xFF
      var length = 0
      while code != 0 {
        length += Int(code & 0b11) + 1
        code &>>= 2
      }
      if Bitboard.gather(vertical, isRow: false, offset: number).nonzeroBitCount < length {
        vertical |= Bitboard.bit(Cell(row: space.chute.row, column: number))
      }
    }
    for number in 0..<size.rows where number != space.chute.row {
      let heads = Self.heads(
        tiles: Bitboard.gather(horizontal, isRow: true, offset: 8 * number),
        code: (configuration.rows &>> UInt64(8 * number)) & 0xFF)
      self.heads |= Bitboard.spread(heads, isRow: true) &<< UInt64(8 * number)
    }
    for number in 0..<size.columns {
      let heads = Self.heads(
        tiles: Bitboard.gather(vertical, isRow: false, offset: number),
        code: (configuration.columns &>> UInt64(8 * number)) & 0xFF)
      self.heads |= Bitboard.spread(heads, isRow: false) &<< UInt64(number)
    }
  }

  /// The first tiles of a lane's blocks, from the lane's covered tiles and its code.
  private static func heads(tiles: UInt64, code: UInt64) -> UInt8 {
    var rest = tiles
    var code = code
    var heads: UInt8 = 0
    while code != 0 {
      let first = rest.trailingZeroBitCount
      let length = (code & 0b11) + 1
      heads |= 1 &<< UInt8(first)
      rest &= ~(((1 &<< length) &- 1) &<< UInt64(first))
      code &>>= 2
    }
    return heads
  }
}
