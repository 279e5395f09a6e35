/// For a lane of each length and each lane code (see ``SeedLayout/laneCode(tiles:heads:)``),
/// and each set of its tiles that something across it holds: the tiles its blocks cover in
/// every arrangement that keeps off those tiles, and the tiles each block covers in some.
/// Read by ``SeedLayout/Configuration/hasBlockOutOfLaneReach(size:chuteRow:)``, which
/// asks this of every lane a few times per configuration: one look-up each, where listing
/// the arrangements cost a tenth of a 5x5 enumeration.
///
/// An arrangement places the lane's blocks in order along it, none overlapping. Built once
/// per process, about 125 KB; written only while it is made, so reading it from any thread
/// is safe.
enum LaneReachTable {
  /// The lane codes of ``ConfigurationKey/codes``, by rank.
  private static let codeCount = ConfigurationKey.codes.count

  /// Entry `index(length:rank:taken:)`: the tiles covered in every arrangement off `taken`
  /// (none when no arrangement is).
  nonisolated(unsafe) private static let held: UnsafeMutablePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 9 * codeCount * 256)
    fill { index, always, _ in table[index] = always }
    return table
  }()

  /// Entry `index(length:rank:taken:)`: byte `i` holds the tiles block `i` covers in some
  /// arrangement off `taken`.
  nonisolated(unsafe) private static let reaches: UnsafeMutablePointer<UInt32> = {
    let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 9 * codeCount * 256)
    fill { index, _, reach in table[index] = reach }
    return table
  }()

  /// Calls `body` with each entry's index, held tiles and reaches.
  private static func fill(_ body: (Int, UInt8, UInt32) -> Void) {
    for length in 0...8 {
      for (rank, code) in ConfigurationKey.codes.enumerated() {
        var lengths: [Int] = []
        var rest = code
        while rest != 0 {
          lengths.append((rest & 0b11) + 1)
          rest >>= 2
        }
        var arrangements: [UInt32] = []
        if !lengths.isEmpty {
          place(lengths[...], from: 0, length: length, tiles: 0, shift: 0, into: &arrangements)
        }
        for taken in 0..<256 {
          var always: UInt8 = 0xFF
          var reach: UInt32 = 0
          var any = false
          for tiles in arrangements where Int(covered(tiles)) & taken == 0 {
            always &= covered(tiles)
            reach |= tiles
            any = true
          }
          body(index(length: length, rank: rank, taken: taken), any ? always : 0, reach)
        }
      }
    }
  }

  /// Appends every way to place blocks of `lengths`, in order, at or after tile `from`:
  /// the tiles of each block a byte, the first block lowest.
  private static func place(
    _ lengths: ArraySlice<Int>, from: Int, length: Int, tiles: UInt32, shift: UInt32,
    into result: inout [UInt32]
  ) {
    guard let first = lengths.first else {
      result.append(tiles)
      return
    }
    let room = length - lengths.dropFirst().reduce(0, +)
    var start = from
    while start + first <= room {
      let block = UInt32((1 << first) - 1) << UInt32(start)
      place(
        lengths.dropFirst(), from: start + first, length: length, tiles: tiles | block << shift,
        shift: shift + 8, into: &result)
      start += 1
    }
  }

  /// The tiles an arrangement covers: its blocks' bytes joined.
  private static func covered(_ tiles: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: tiles | tiles &>> 8 | tiles &>> 16 | tiles &>> 24)
  }

  @inline(__always)
  private static func index(length: Int, rank: Int, taken: Int) -> Int {
    (length &* codeCount &+ rank) &<< 8 | taken
  }

  /// The tiles of a lane of `length` tiles and lane code `code` covered in every
  /// arrangement that keeps off `taken`.
  @inline(__always)
  static func held(length: Int, code: UInt64, taken: UInt64) -> UInt64 {
    UInt64(held[entry(length: length, code: code, taken: taken)])
  }

  /// Byte `i`: the tiles block `i` of the lane covers in some arrangement off `taken`.
  @inline(__always)
  static func reaches(length: Int, code: UInt64, taken: UInt64) -> UInt32 {
    reaches[entry(length: length, code: code, taken: taken)]
  }

  @inline(__always)
  private static func entry(length: Int, code: UInt64, taken: UInt64) -> Int {
    let rank = Int(ConfigurationKey.ranks[Int(truncatingIfNeeded: code & 0xFF)])
    precondition(rank != Int(ConfigurationKey.invalid), "a lane with room has a listed code")
    return index(length: length, rank: rank, taken: Int(truncatingIfNeeded: taken & 0xFF))
  }
}
