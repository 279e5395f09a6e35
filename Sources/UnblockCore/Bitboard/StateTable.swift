/// An open-addressing hash set of state codes that numbers them in the order they arrive.
///
/// Codes live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search. The table is an array of buckets of 4 slots, one 64-byte cache
/// line each. A slot holds `code + 1` (0 marks an empty slot) and the state's number. A
/// code goes to the first bucket with a free slot, from its home bucket on; a look-up
/// compares all 4 slots of a bucket at once, without branches, and moves on only when
/// the bucket is full without the code. At most half full, a table almost never does, so
/// the branch that decides a look-up is predictable: that matters more than anything else
/// on the searches' hottest path.
///
/// Memory: 8 bytes per state in insertion order, plus 16 bytes per slot, 2 to 4 slots
/// per state. The table cannot be copied and frees its storage when it goes.
struct StateTable: ~Copyable {
  /// One slot of the table.
  struct Slot {
    /// The code plus 1, or 0 when the slot is empty.
    var stored: UInt64
    var number: UInt32
  }

  private(set) var codes: GrowableBuffer<UInt64>
  private var slots: UnsafeMutablePointer<Slot>
  private var slotCount: Int
  /// The most slots a table has to fit the processor's second-level cache, 512 KiB.
  static let cachedSlots = 1 << 15
  /// The states numbered below this are in ``codes`` but no longer in the slots.
  private(set) var forgotten = 0
  private var bucketMask: Int
  /// The home bucket of a code is the top bits of its product with an odd constant.
  private var bucketShift: UInt64

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    codes = GrowableBuffer(capacity: expected)
    (slots, slotCount, bucketMask, bucketShift) = Self.allocate(
      slotCount: Self.slotCount(expected: expected))
  }

  /// The slots for about `expected` states: a power of two, at least twice as many.
  private static func slotCount(expected: Int) -> Int {
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    return slotCount
  }

  private static func allocate(slotCount: Int) -> (UnsafeMutablePointer<Slot>, Int, Int, UInt64) {
    let slots = MemoryPool.allocate(Slot.self, capacity: slotCount)
    clear(slots, count: slotCount)
    let buckets = slotCount / 4
    return (slots, slotCount, buckets - 1, UInt64(64 - buckets.trailingZeroBitCount))
  }

  /// Empties `count` slots. An empty slot is all zero bytes, so one `memset` does it: a
  /// slot-by-slot loop stored each field apart, and an enumeration clears a table per
  /// cluster.
  private static func clear(_ slots: UnsafeMutablePointer<Slot>, count: Int) {
    UnsafeMutableRawPointer(slots).initializeMemory(
      as: UInt8.self, repeating: 0, count: count * MemoryLayout<Slot>.stride)
  }

  /// The number of states.
  @inline(__always)
  var count: Int { codes.count }

  /// The code of the state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> UInt64 { codes[index] }

  /// The home bucket of `code`.
  @inline(__always)
  private func bucket(of code: UInt64) -> Int {
    Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) &>> bucketShift)
  }

  /// Bits 0 to 3: the slots of the bucket at `slot` that hold `stored`.
  @inline(__always)
  private static func matches(_ stored: UInt64, in slot: UnsafeMutablePointer<Slot>) -> Int {
    flag(slot[0].stored == stored) | flag(slot[1].stored == stored) &<< 1
      | flag(slot[2].stored == stored) &<< 2 | flag(slot[3].stored == stored) &<< 3
  }

  /// 1 for true and 0 for false, without a branch: a Bool is one byte holding 0 or 1.
  @inline(__always)
  private static func flag(_ condition: Bool) -> Int {
    Int(truncatingIfNeeded: unsafeBitCast(condition, to: UInt8.self))
  }

  /// Where `stored` is, or the empty slot where it would go.
  ///
  /// - Returns: The slot, and whether it holds `stored`.
  @inline(__always)
  private func find(_ stored: UInt64) -> (slot: UnsafeMutablePointer<Slot>, found: Bool) {
    var bucket = bucket(of: stored &- 1)
    while true {
      let slot = slots + bucket &<< 2
      let hits = Self.matches(stored, in: slot)
      if hits != 0 { return (slot + hits.trailingZeroBitCount, true) }
      let empty = Self.matches(0, in: slot)
      if empty != 0 { return (slot + empty.trailingZeroBitCount, false) }
      bucket = (bucket &+ 1) & bucketMask
    }
  }

  /// Whether the table is too large for the processor's second-level cache, so that most
  /// look-ups miss: then ``touch(_:count:)`` before a batch of look-ups pays.
  @inline(__always)
  var missesCache: Bool { slotCount > Self.cachedSlots }

  /// Reads the home bucket of each of `count` codes, so that their cache misses overlap
  /// before the look-ups, which branch on what they read, wait for them one by one.
  ///
  /// - Returns: A sum of what was read, for the caller to keep, so that the reads stay.
  @inline(__always)
  func touch(_ codes: UnsafePointer<UInt64>, count: Int) -> UInt64 {
    var sum: UInt64 = 0
    for position in 0..<count {
      sum &+= slots[bucket(of: codes[position]) &<< 2].stored
    }
    return sum
  }

  /// Adds a state unless it is already there.
  ///
  /// - Parameter code: The state's ``Bitboard/code(of:)``.
  /// - Returns: The state's number, and whether it was new.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ code: UInt64) -> (index: Int, inserted: Bool) {
    let stored = code &+ 1
    let (slot, found) = find(stored)
    if found { return (Int(slot.pointee.number), false) }
    let index = codes.count
    codes.append(code)
    slot.pointee = Slot(stored: stored, number: UInt32(truncatingIfNeeded: index))
    if (codes.count &- forgotten) &* 2 > slotCount { grow() }
    return (index, true)
  }

  /// The number of the state with this code, unless the table has forgotten it.
  ///
  /// - Complexity: O(1) expected.
  func index(of code: UInt64) -> Int? {
    let (slot, found) = find(code &+ 1)
    return found ? Int(slot.pointee.number) : nil
  }

  /// Stops finding the states numbered below `first`: ``insert(_:)`` numbers them anew
  /// if it meets them again, and ``index(of:)`` no longer finds them.
  ///
  /// A breadth-first search calls it when it starts a level: every move joins states of
  /// the same level or of neighbouring levels, so it keeps finding every state it meets
  /// while the table holds just three levels. A small table stays in the processor's
  /// caches, where a large one misses on most look-ups.
  ///
  /// - Parameter first: The number of the first state of the level before the new one.
  mutating func forget(below first: Int) {
    precondition(first >= forgotten, "forgotten states come back")
    // Rebuilding costs a look-up per state kept: worth it only for a table too large for
    // the caches, and only once at least half of its states can go.
    guard slotCount >= Self.cachedSlots, (first - forgotten) * 2 >= codes.count - forgotten
    else { return }
    forgotten = first
    // Room for the states kept and as many again: the level to come.
    var needed = 64
    while needed < (codes.count - first) * 4 { needed *= 2 }
    rehash(slotCount: needed)
  }

  /// Empties the table for another search, with room for about `expected` states: the
  /// slots are kept when they are no more than 4 times what `expected` needs, and cleared.
  mutating func removeAll(expected: Int) {
    codes.removeAll()
    forgotten = 0
    let needed = Self.slotCount(expected: expected)
    if slotCount > needed * 4 || slotCount < needed {
      MemoryPool.deallocate(slots, capacity: slotCount)
      (slots, slotCount, bucketMask, bucketShift) = Self.allocate(slotCount: needed)
    } else {
      Self.clear(slots, count: slotCount)
    }
  }

  private mutating func grow() { rehash(slotCount: slotCount * 2) }

  /// Puts the states from ``forgotten`` on into a table of `slotCount` slots.
  private mutating func rehash(slotCount: Int) {
    MemoryPool.deallocate(slots, capacity: self.slotCount)
    (slots, self.slotCount, bucketMask, bucketShift) = Self.allocate(slotCount: slotCount)
    for index in forgotten..<codes.count {
      let stored = codes[index] &+ 1
      find(stored).slot.pointee = Slot(stored: stored, number: UInt32(truncatingIfNeeded: index))
    }
  }

  deinit {
    MemoryPool.deallocate(slots, capacity: slotCount)
  }
}
