#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

/// An open-addressing hash set of state codes that numbers them in the order they arrive.
///
/// Codes live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search. The table is an array of buckets of 8 slots, one 64-byte cache
/// line each: 8 tags, then the 8 states' numbers. A slot's tag is 32 bits of the code's
/// hash, never 0 (0 marks an empty slot); the code itself is the one at the slot's number
/// in the buffer, so a look-up compares the 8 tags of a bucket at once, as a vector, and
/// checks the code of a tag that matches. A code goes to the first bucket with a free
/// slot, from its home bucket on, and a look-up moves on only when the bucket is full
/// without the code. At most half full, a table almost never does, so the branch that
/// decides a look-up is predictable: that matters more than anything else on the
/// searches' hottest path.
///
/// Slots of a code and a number took 16 bytes, 4 to a cache line; a tag and a number take
/// 8, so a table takes half the room in the processor's caches, where an exploration's
/// look-ups wait for it.
///
/// Memory: 8 bytes per state in insertion order, plus 8 bytes per slot, 2 to 4 slots per
/// state. The table cannot be copied and frees its storage when it goes.
struct StateTable: ~Copyable {
  private(set) var codes: GrowableBuffer<UInt64>
  /// Bucket `b` is words `16 * b` to `16 * b + 15`: 8 tags, then 8 numbers.
  private var words: UnsafeMutablePointer<UInt32>
  private var slotCount: Int
  /// The most slots a table has to fit the processor's second-level cache, 512 KiB.
  static let cachedSlots = 1 << 16
  /// The slots of a bucket.
  static let bucketSlots = 8
  /// The states numbered below this are in ``codes`` but no longer in the slots.
  private(set) var forgotten = 0
  private var bucketMask: Int
  /// The home bucket of a code is the top bits of its product with an odd constant.
  private var bucketShift: UInt64

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    codes = GrowableBuffer(capacity: expected)
    (words, slotCount, bucketMask, bucketShift) = Self.allocate(
      slotCount: Self.slotCount(expected: expected))
  }

  /// The slots for about `expected` states: a power of two, at least twice as many.
  private static func slotCount(expected: Int) -> Int {
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    return slotCount
  }

  private static func allocate(slotCount: Int) -> (UnsafeMutablePointer<UInt32>, Int, Int, UInt64) {
    let words = MemoryPool.allocate(UInt32.self, capacity: slotCount * 2)
    clear(words, slotCount: slotCount)
    let buckets = slotCount / bucketSlots
    return (words, slotCount, buckets - 1, UInt64(64 - buckets.trailingZeroBitCount))
  }

  /// Empties `slotCount` slots. An empty slot is all zero bytes, so one `memset` does it:
  /// an enumeration clears a table per cluster.
  private static func clear(_ words: UnsafeMutablePointer<UInt32>, slotCount: Int) {
    UnsafeMutableRawPointer(words).initializeMemory(
      as: UInt8.self, repeating: 0, count: slotCount * 2 * MemoryLayout<UInt32>.stride)
  }

  /// The number of states.
  @inline(__always)
  var count: Int { codes.count }

  /// The code of the state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> UInt64 { codes[index] }

  /// The product whose top bits are the home bucket of `code`, and other bits its tag.
  @inline(__always)
  private static func hash(_ code: UInt64) -> UInt64 { code &* 0x9E37_79B9_7F4A_7C15 }

  /// The home bucket of a hash.
  @inline(__always)
  private func bucket(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash &>> bucketShift) }

  /// The tag of a hash: 32 of its bits, the lowest set, so that no tag is 0.
  @inline(__always)
  private static func tag(of hash: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: hash &>> 20) | 1
  }

  /// Bits 0 to 7: the slots of the bucket at `bucket` whose tags are `tag`.
  @inline(__always)
  private static func matches(_ tag: UInt32, in bucket: UnsafeMutablePointer<UInt32>) -> Int {
    let raw = UnsafeRawPointer(bucket)
    let wanted = SIMD4(repeating: tag)
    let low = raw.load(as: SIMD4<UInt32>.self) .== wanted
    let high = raw.load(fromByteOffset: 16, as: SIMD4<UInt32>.self) .== wanted
    #if arch(x86_64)
      // The two masks packed to bytes, and a byte's top bit each: five instructions,
      // where the compiler folds the portable sums below in a dozen and a half.
      let words = _mm_packs_epi32(
        unsafeBitCast(low, to: __m128i.self), unsafeBitCast(high, to: __m128i.self))
      return Int(truncatingIfNeeded: _mm_movemask_epi8(_mm_packs_epi16(words, words)) & 0xFF)
    #else
      return matches(low) | matches(high) &<< 4
    #endif
  }

  /// Bits 0 to 3: the lanes of `mask` that are set. The mask's lanes are all ones or all
  /// zeros: each keeps its own bit, and the sum gathers them.
  @inline(__always)
  private static func matches(_ mask: SIMDMask<SIMD4<Int32>>) -> Int {
    let lanes = unsafeBitCast(mask, to: SIMD4<UInt32>.self) & SIMD4<UInt32>(1, 2, 4, 8)
    return Int(truncatingIfNeeded: lanes.wrappedSum())
  }

  /// Where `code` is, or the empty slot where it would go.
  ///
  /// - Parameter hash: `hash(code)`, which an insertion needs again for the tag.
  /// - Returns: The bucket, the slot in it, and whether the slot holds `code`.
  @inline(__always)
  private func find(_ code: UInt64, hash: UInt64)
    -> (bucket: UnsafeMutablePointer<UInt32>, slot: Int, found: Bool)
  {
    Self.find(
      code, hash: hash, words: words, bucket: bucket(of: hash), mask: bucketMask, codes: codes.base)
  }

  /// ``find(_:hash:)`` from the table's parts, which a caller keeps in registers.
  @inline(__always)
  private static func find(
    _ code: UInt64, hash: UInt64, words: UnsafeMutablePointer<UInt32>, bucket home: Int,
    mask: Int, codes: UnsafeMutablePointer<UInt64>
  ) -> (bucket: UnsafeMutablePointer<UInt32>, slot: Int, found: Bool) {
    let tag = Self.tag(of: hash)
    var bucket = home
    while true {
      let words = words + bucket &<< 4
      var hits = Self.matches(tag, in: words)
      while hits != 0 {
        let slot = hits.trailingZeroBitCount
        if codes[Int(truncatingIfNeeded: words[8 &+ slot])] == code { return (words, slot, true) }
        hits &= hits &- 1
      }
      let empty = Self.matches(0, in: words)
      if empty != 0 { return (words, empty.trailingZeroBitCount, false) }
      bucket = (bucket &+ 1) & mask
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
      sum &+= UInt64(words[bucket(of: Self.hash(codes[position])) &<< 4])
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
    let hash = Self.hash(code)
    let (bucket, slot, found) = find(code, hash: hash)
    if found { return (Int(truncatingIfNeeded: bucket[8 &+ slot]), false) }
    let index = codes.count
    codes.append(code)
    bucket[slot] = Self.tag(of: hash)
    bucket[8 &+ slot] = UInt32(truncatingIfNeeded: index)
    if (codes.count &- forgotten) &* 2 > slotCount { grow() }
    return (index, true)
  }

  /// Adds each of `count` codes unless it is already there, in order, as ``insert(_:)``
  /// one by one would.
  ///
  /// The table's parts stay in registers for the whole batch: called code by code, the
  /// search's loop read them again for every look-up, as it stores to the table.
  ///
  /// - Parameters:
  ///   - batch: The codes, each different.
  ///   - count: Their number.
  ///   - numbers: Receives each code's number, in order. A code is new when its number is
  ///     at least ``count`` before the call.
  /// - Complexity: O(`count`) expected.
  @inline(__always)
  mutating func insert(
    _ batch: UnsafePointer<UInt64>, count: Int, into numbers: UnsafeMutablePointer<UInt32>
  ) {
    // At most half full before, and at most three quarters after: every probe ends.
    if (codes.count &- forgotten &+ count) &* 4 > slotCount &* 3 { grow() }
    let (words, mask, shift) = (self.words, bucketMask, bucketShift)
    let first = codes.count
    codes.append(upTo: count) { room in
      // State `first + k` goes to `room[k]`; the look-ups read every state through `all`.
      let all = room - first
      var next = first
      for position in 0..<count {
        let code = batch[position]
        let hash = Self.hash(code)
        let (bucket, slot, found) = Self.find(
          code, hash: hash, words: words, bucket: Int(truncatingIfNeeded: hash &>> shift),
          mask: mask, codes: all)
        if found {
          numbers[position] = bucket[8 &+ slot]
        } else {
          all[next] = code
          bucket[slot] = Self.tag(of: hash)
          bucket[8 &+ slot] = UInt32(truncatingIfNeeded: next)
          numbers[position] = UInt32(truncatingIfNeeded: next)
          next &+= 1
        }
      }
      return next &- first
    }
    if (codes.count &- forgotten) &* 2 > slotCount { grow() }
  }

  /// The number of the state with this code, unless the table has forgotten it.
  ///
  /// Inlined: the shorter-solution search asks it of most successors, and a call kept the
  /// table's parts out of registers (7% of a batch's analysis).
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  func index(of code: UInt64) -> Int? {
    let (bucket, slot, found) = find(code, hash: Self.hash(code))
    return found ? Int(truncatingIfNeeded: bucket[8 &+ slot]) : nil
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
      MemoryPool.deallocate(words, capacity: slotCount * 2)
      (words, slotCount, bucketMask, bucketShift) = Self.allocate(slotCount: needed)
    } else {
      Self.clear(words, slotCount: slotCount)
    }
  }

  private mutating func grow() { rehash(slotCount: slotCount * 2) }

  /// Puts the states from ``forgotten`` on into a table of `slotCount` slots.
  private mutating func rehash(slotCount: Int) {
    MemoryPool.deallocate(words, capacity: self.slotCount * 2)
    (words, self.slotCount, bucketMask, bucketShift) = Self.allocate(slotCount: slotCount)
    // The codes differ, so each goes to the first empty slot from its home bucket on,
    // without looking for it first.
    for index in forgotten..<codes.count {
      let hash = Self.hash(codes[index])
      var bucket = bucket(of: hash)
      var empty = Self.matches(0, in: words + bucket &<< 4)
      while empty == 0 {
        bucket = (bucket &+ 1) & bucketMask
        empty = Self.matches(0, in: words + bucket &<< 4)
      }
      let slot = empty.trailingZeroBitCount
      words[bucket &<< 4 | slot] = Self.tag(of: hash)
      words[bucket &<< 4 | 8 | slot] = UInt32(truncatingIfNeeded: index)
    }
  }

  deinit {
    MemoryPool.deallocate(words, capacity: slotCount * 2)
  }
}
