/// A configuration's lane codes (see ``SeedLayout/laneCode(tiles:heads:)``) in one 64-bit
/// word, 4 bits per lane: the rows in the high 32 bits, the columns in the low 32.
///
/// A lane of at most 8 tiles that is not full holds blocks of at most 7 tiles, so its code
/// is one of 11: each is replaced by its rank among them, which keeps their order. So keys
/// compare as the pairs (row codes, column codes) do, and the count of a 6x6 board's 19
/// million configurations keeps one word per configuration where it kept two.
enum ConfigurationKey {
  /// Entry `code`: the code's rank, or ``invalid`` for a code no lane with room has.
  nonisolated(unsafe) static let ranks: UnsafeMutablePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: invalid, count: 256)
    for (rank, code) in codes.enumerated() { table[code] = UInt8(rank) }
    return table
  }()

  /// Entry `tiles << 8 | heads`: the rank of ``SeedLayout/laneCode(tiles:heads:)`` of
  /// every pair of bytes, or ``invalid`` (see ``SeedLayout/configurationKey(size:)``).
  nonisolated(unsafe) static let laneRanks: UnsafeMutablePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
    for index in 0..<(1 << 16) { table[index] = ranks[Int(SeedLayout.laneCodes[index])] }
    return table
  }()

  /// The codes a lane with room can have, in increasing order: element `rank` is the code
  /// of that rank.
  static let codes: [Int] = (0..<256).filter { code in
    var rest = code
    var tiles = 0
    while rest != 0 {
      let bits = rest & 0b11
      guard bits == 1 || bits == 2 else { return false }
      tiles += bits + 1
      rest >>= 2
    }
    return tiles <= 7
  }

  static let invalid: UInt8 = 0xFF

  /// The key of lane codes `rows` and `columns`, byte by lane.
  @inline(__always)
  static func key(rows: UInt64, columns: UInt64) -> UInt64 {
    ranked(rows) &<< 32 | ranked(columns)
  }

  /// The row codes and column codes of a key.
  static func codes(of key: UInt64) -> (rows: UInt64, columns: UInt64) {
    (unranked(key &>> 32), unranked(key & 0xFFFF_FFFF))
  }

  @inline(__always)
  private static func ranked(_ codes: UInt64) -> UInt64 {
    var ranked: UInt64 = 0
    for lane in 0..<8 {
      let rank = ranks[Int(truncatingIfNeeded: (codes &>> UInt64(8 &* lane)) & 0xFF)]
      precondition(rank != invalid, "a lane with room has one of the listed codes")
      ranked |= UInt64(rank) &<< UInt64(4 &* lane)
    }
    return ranked
  }

  private static func unranked(_ ranked: UInt64) -> UInt64 {
    var codes: UInt64 = 0
    for lane in 0..<8 {
      codes |= UInt64(self.codes[Int((ranked &>> UInt64(4 * lane)) & 15)]) &<< UInt64(8 * lane)
    }
    return codes
  }
}
