#if canImport(Glibc)
  import Glibc
#endif

/// The number of seeds of each configuration of one set of walls, counted one seed at a
/// time, and the first seed of each: an open-addressing hash table of (key, count, first
/// seed) entries, 24 bytes each, in one flat buffer (see ``ConfigurationKey`` and
/// ``SeedLayout/packed(size:chuteRow:)``).
///
/// A 6x6 board without walls has about 19 million configurations, met hundreds of millions
/// of times in no useful order, so nearly every count misses the processor's caches. A
/// `Dictionary` keeps keys and values apart and hashes with SipHash: two or three misses and
/// a long hash per seed, 1.7 GB at the end. Here a count is one multiply and, mostly, one
/// miss, and the table holds at most 0.75 entries per slot.
///
/// Its buffer comes from the C library's `malloc`, which says when it has no room: a table
/// that cannot grow stops counting and says so (``failedAllocation``), where Swift's
/// allocation would end the process. The table cannot be copied and frees its buffer when
/// it goes.
struct ConfigurationCounts: ~Copyable {
  /// One configuration's count; `seeds == 0` marks an empty slot.
  struct Entry {
    var key: UInt64
    var seeds: UInt64
    /// The first seed counted, packed, or ``CountedConfiguration/noSeed``.
    var first: UInt64
  }

  private var entries: UnsafeMutablePointer<Entry>
  private var capacity: Int
  /// The bytes of a buffer the table could not have; it then counts no more.
  private(set) var failedAllocation: Int?
  /// The number of configurations counted.
  private(set) var count = 0
  /// Seeds not yet counted, as (key, horizontal, vertical) triples: they are counted
  /// ``batch`` at a time, their slots first read all together, so that the processor waits for their
  /// cache misses at once rather than one after another.
  private let pending: UnsafeMutablePointer<UInt64>
  private var pendingCount = 0
  /// What the reads ahead of a batch saw; kept so that they are not optimized away.
  private var touched: UInt64 = 0

  /// The seeds counted together.
  static let batch = 64

  /// The board, for packing first seeds.
  private let size: BoardSize
  private let chuteRow: Int

  /// The most bytes the table may take, beyond what the system gives; a test lowers it to
  /// meet a failed allocation without a machine that has to run out.
  private let byteBound: Int

  init(size: BoardSize, chuteRow: Int, byteBound: Int = .max) {
    (self.size, self.chuteRow, self.byteBound) = (size, chuteRow, byteBound)
    capacity = 1 << 10
    guard let entries = Self.allocate(capacity) else {
      preconditionFailure("no room for 24 KiB: the process cannot have started")
    }
    self.entries = entries
    pending = .allocate(capacity: 3 * Self.batch)
  }

  /// Empty entries for `capacity` slots, or `nil` when the process may not have them.
  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry>? {
    guard let raw = malloc(capacity * MemoryLayout<Entry>.stride) else { return nil }
    let entries = raw.bindMemory(to: Entry.self, capacity: capacity)
    entries.initialize(repeating: Entry(key: 0, seeds: 0, first: 0), count: capacity)
    return entries
  }

  /// The first slot to look at for a configuration: the top bits of a multiplicative hash.
  @inline(__always)
  private static func home(key: UInt64, mask: Int) -> Int {
    let mixed = key &* 0x9E37_79B9_7F4A_7C15
    let spread = (mixed ^ (mixed &>> 29)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: spread &>> 20) & mask
  }

  /// Counts one more seed, of the configuration with this key: the configuration's
  /// first seed when it is the first counted.
  @inline(__always)
  mutating func add(key: UInt64, seed: SeedLayout) {
    if failedAllocation != nil { return }
    pending[3 &* pendingCount] = key
    pending[3 &* pendingCount &+ 1] = seed.horizontal
    pending[3 &* pendingCount &+ 2] = seed.vertical
    pendingCount &+= 1
    if pendingCount == Self.batch { flush() }
  }

  /// Counts the pending seeds.
  private mutating func flush() {
    let mask = capacity &- 1
    var seen: UInt64 = 0
    for index in 0..<pendingCount {
      seen &+= entries[Self.home(key: pending[3 &* index], mask: mask)].seeds
    }
    touched &+= seen
    for index in 0..<pendingCount {
      insert(at: 3 &* index)
    }
    pendingCount = 0
  }

  /// Counts the pending seed at `position` in ``pending``.
  @inline(__always)
  private mutating func insert(at position: Int) {
    let key = pending[position]
    let mask = capacity &- 1
    var slot = Self.home(key: key, mask: mask)
    while true {
      let entry = entries + slot
      if entry.pointee.seeds == 0 {
        let seed = SeedLayout(
          horizontal: pending[position &+ 1], vertical: pending[position &+ 2], heads: 0, walls: 0)
        let first = seed.packed(size: size, chuteRow: chuteRow) ?? CountedConfiguration.noSeed
        entry.pointee = Entry(key: key, seeds: 1, first: first)
        count &+= 1
        if count &* 4 > capacity &* 3 { grow() }
        return
      }
      if entry.pointee.key == key {
        entry.pointee.seeds &+= 1
        return
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Doubles the table, unless the process may not have the room: then the table stays,
  /// full to three quarters, and counts no more (``failedAllocation``).
  private mutating func grow() {
    let bytes = capacity * 2 * MemoryLayout<Entry>.stride
    guard bytes <= byteBound, let grown = Self.allocate(capacity * 2) else {
      failedAllocation = bytes
      return
    }
    let old = entries
    let oldCapacity = capacity
    capacity *= 2
    entries = grown
    let mask = capacity &- 1
    for index in 0..<oldCapacity where old[index].seeds != 0 {
      var slot = Self.home(key: old[index].key, mask: mask)
      while entries[slot].seeds != 0 { slot = (slot &+ 1) & mask }
      entries[slot] = old[index]
    }
    free(old)
  }

  /// The configurations with `walls`, by falling number of seeds, then by configuration:
  /// the number of them, and those at the positions `keeps` accepts that `admits`.
  ///
  /// The positions count every configuration, admitted or not, so that a shard tests only
  /// the configurations dealt to it (a 6x6 board has 19 million).
  ///
  /// - Complexity: O(capacity + configurations × log configurations), and a call of
  ///   `admits` for each configuration kept.
  consuming func sorted(
    walls: UInt64, keeping keeps: (Int) -> Bool,
    admitting admits: (SeedLayout.Configuration) -> Bool
  ) -> (count: Int, kept: [CountedConfiguration]) {
    flush()
    // The entries are gathered at the front of the table and sorted there, in place.
    var filled = 0
    for index in 0..<capacity where entries[index].seeds != 0 {
      entries[filled] = entries[index]
      filled += 1
    }
    var list = UnsafeMutableBufferPointer(start: entries, count: filled)
    // Keys are distinct, so no two entries tie.
    list.sort { $0.seeds != $1.seeds ? $0.seeds > $1.seeds : $0.key < $1.key }
    var kept: [CountedConfiguration] = []
    for position in list.indices where keeps(position) {
      let (rows, columns) = ConfigurationKey.codes(of: list[position].key)
      guard admits(SeedLayout.Configuration(rows: rows, columns: columns, walls: walls)) else {
        continue
      }
      kept.append(
        CountedConfiguration(
          key: list[position].key, walls: walls, seeds: Int(list[position].seeds),
          packedSeed: list[position].first))
    }
    return (filled, kept)
  }

  deinit {
    free(entries)
    pending.deallocate()
  }
}
