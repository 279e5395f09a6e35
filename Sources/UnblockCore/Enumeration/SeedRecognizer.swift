/// Tells the seeds (see ``SeedLayout``) among the states of one compiled configuration: the
/// solved states in which every block but the prisoner has its first tile against the
/// board's edge or a covered tile, to its left for a horizontal block, above for a vertical
/// one, so that it cannot move left or up.
///
/// The enumeration counts the seeds of each cluster it explores: once the clusters hold as
/// many seeds as the configuration has, every seed lies in an explored cluster, and the
/// search for more seeds stops.
///
/// The tables live in one buffer that the recognizer owns; it cannot be copied and frees
/// the buffer when it goes.
struct SeedRecognizer: ~Copyable {
  /// Entry `16 * lane + a`: the tiles lane `lane` covers in arrangement `a`; entry
  /// `256 + 16 * lane + a`: the first tiles of its blocks, none for the prisoner's lane.
  private let tables: UnsafeMutablePointer<UInt64>
  private var laneCount = 0
  private var rowLaneCount = 0
  private var fixed: UInt64 = 0

  init() {
    tables = .allocate(capacity: 2 * 256)
  }

  /// Reads the lanes of `bitboard`, whose states the next calls test.
  mutating func prepare(for bitboard: Bitboard) {
    laneCount = bitboard.lanes.count
    rowLaneCount = bitboard.rowLaneCount
    fixed = bitboard.fixed
    for number in 0..<laneCount {
      let lane = bitboard.lanes[number]
      let kind = bitboard.kinds[lane.kind]
      for a in kind.arrangements.indices {
        tables[16 * number + a] = bitboard.laneTiles[16 * number + a]
        var heads: UInt8 = 0
        if number != bitboard.prisonerLane {
          for place in kind.arrangements[a] { heads |= 1 &<< UInt8(place) }
        }
        tables[256 + 16 * number + a] =
          Bitboard.spread(heads, isRow: lane.isRow) &<< UInt64(lane.offset)
      }
    }
  }

  /// Whether the solved state with this code is a seed.
  @inline(__always)
  func isSeed(code: UInt64) -> Bool {
    var occupied = fixed
    var across: UInt64 = 0
    var down: UInt64 = 0
    for number in 0..<laneCount {
      let entry = 16 &* number &+ Int(truncatingIfNeeded: (code &>> UInt64(4 &* number)) & 15)
      occupied |= tables[entry]
      if number < rowLaneCount {
        across |= tables[256 &+ entry]
      } else {
        down |= tables[256 &+ entry]
      }
    }
    // Tile (r, c) is bit 8r + c: its left neighbour is bit >> 1, the one above bit >> 8.
    let leftColumn: UInt64 = 0x0101_0101_0101_0101
    return ((across & ~leftColumn) &>> 1) & ~occupied == 0 && (down &>> 8) & ~occupied == 0
  }

  deinit {
    tables.deallocate()
  }
}
