/// The number of seeds of each configuration of one set of walls, counted one seed at a
/// time: an open-addressing hash table of (row codes, column codes, count) entries, 24
/// bytes each, in one flat buffer.
///
/// A 6x6 board without walls has about 19 million configurations, met hundreds of millions
/// of times in no useful order, so nearly every count misses the processor's caches. A
/// `Dictionary` keeps keys and values apart and hashes with SipHash: two or three misses and
/// a long hash per seed, 1.7 GB at the end. Here a count is one multiply and, mostly, one
/// miss, and the table holds at most 0.75 entries per slot.
///
/// The table cannot be copied and frees its buffer when it goes.
struct ConfigurationCounts: ~Copyable {
  /// One configuration's count; `seeds == 0` marks an empty slot.
  struct Entry {
    var rows: UInt64
    var columns: UInt64
    var seeds: UInt64
  }

  private var entries: UnsafeMutablePointer<Entry>
  private var capacity: Int
  /// The number of configurations counted.
  private(set) var count = 0
  /// Seeds not yet counted, as (rows, columns) pairs: they are counted ``batch`` at a
  /// time, their slots first read all together, so that the processor waits for their
  /// cache misses at once rather than one after another.
  private let pending: UnsafeMutablePointer<UInt64>
  private var pendingCount = 0
  /// What the reads ahead of a batch saw; kept so that they are not optimized away.
  private var touched: UInt64 = 0

  /// The seeds counted together.
  static let batch = 64

  init() {
    capacity = 1 << 10
    entries = Self.allocate(capacity)
    pending = .allocate(capacity: 2 * Self.batch)
  }

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
    let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
    entries.initialize(repeating: Entry(rows: 0, columns: 0, seeds: 0), count: capacity)
    return entries
  }

  /// The first slot to look at for a configuration: the top bits of a multiplicative hash.
  @inline(__always)
  private static func home(rows: UInt64, columns: UInt64, mask: Int) -> Int {
    let mixed = (rows &* 0x9E37_79B9_7F4A_7C15) ^ (columns &* 0xC2B2_AE3D_27D4_EB4F)
    let spread = (mixed ^ (mixed &>> 29)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: spread &>> 20) & mask
  }

  /// Counts one more seed of the configuration with these lane codes.
  @inline(__always)
  mutating func add(rows: UInt64, columns: UInt64) {
    pending[2 &* pendingCount] = rows
    pending[2 &* pendingCount &+ 1] = columns
    pendingCount &+= 1
    if pendingCount == Self.batch { flush() }
  }

  /// Counts the pending seeds.
  private mutating func flush() {
    let mask = capacity &- 1
    var seen: UInt64 = 0
    for index in 0..<pendingCount {
      let home = Self.home(rows: pending[2 &* index], columns: pending[2 &* index &+ 1], mask: mask)
      seen &+= entries[home].seeds
    }
    touched &+= seen
    for index in 0..<pendingCount {
      insert(rows: pending[2 &* index], columns: pending[2 &* index &+ 1])
    }
    pendingCount = 0
  }

  @inline(__always)
  private mutating func insert(rows: UInt64, columns: UInt64) {
    let mask = capacity &- 1
    var slot = Self.home(rows: rows, columns: columns, mask: mask)
    while true {
      let entry = entries + slot
      if entry.pointee.seeds == 0 {
        entry.pointee = Entry(rows: rows, columns: columns, seeds: 1)
        count &+= 1
        if count &* 4 > capacity &* 3 { grow() }
        return
      }
      if entry.pointee.rows == rows, entry.pointee.columns == columns {
        entry.pointee.seeds &+= 1
        return
      }
      slot = (slot &+ 1) & mask
    }
  }

  private mutating func grow() {
    let old = entries
    let oldCapacity = capacity
    capacity *= 2
    entries = Self.allocate(capacity)
    let mask = capacity &- 1
    for index in 0..<oldCapacity where old[index].seeds != 0 {
      var slot = Self.home(rows: old[index].rows, columns: old[index].columns, mask: mask)
      while entries[slot].seeds != 0 { slot = (slot &+ 1) & mask }
      entries[slot] = old[index]
    }
    old.deallocate()
  }

  /// The configurations with `walls` and their seeds, by falling number of seeds, then by
  /// configuration.
  ///
  /// - Complexity: O(capacity + configurations × log configurations).
  consuming func sorted(walls: UInt64) -> [(configuration: SeedLayout.Configuration, seeds: Int)] {
    flush()
    // The entries are gathered at the front of the table and sorted there, in place.
    var filled = 0
    for index in 0..<capacity where entries[index].seeds != 0 {
      entries[filled] = entries[index]
      filled += 1
    }
    var list = UnsafeMutableBufferPointer(start: entries, count: filled)
    list.sort {
      $0.seeds != $1.seeds
        ? $0.seeds > $1.seeds : ($0.rows, $0.columns) < ($1.rows, $1.columns)
    }
    let result = list.map {
      (
        configuration: SeedLayout.Configuration(rows: $0.rows, columns: $0.columns, walls: walls),
        seeds: Int($0.seeds)
      )
    }
    return result
  }

  deinit {
    entries.deallocate()
    pending.deallocate()
  }
}
