/// An open-addressing hash set of state codes that numbers them in the order they arrive.
///
/// Codes live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search. The linear-probing table holds, in each 16-byte slot, `code + 1`
/// (0 marks an empty slot) and the state's number, so a look-up that hits reads one cache
/// line. The table stays at most half full.
///
/// Memory: 8 bytes per state in insertion order, plus 16 bytes per slot, 2 to 4 slots
/// per state.
struct StateTable {
  /// One slot of the table.
  struct Slot {
    /// The code plus 1, or 0 when the slot is empty.
    var stored: UInt64
    var number: UInt32
  }

  private(set) var codes: GrowableBuffer<UInt64>
  private var slots: UnsafeMutablePointer<Slot>
  /// How many times the table grew; a slot read before a growth says nothing after it.
  private(set) var generation = 0
  private var slotMask: Int
  /// The slot of a code is the top bits of its product with an odd constant.
  private var slotShift: UInt64

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    codes = GrowableBuffer(capacity: expected)
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    slots = MemoryPool.allocate(capacity: slotCount)
    slots.initialize(repeating: Slot(stored: 0, number: 0), count: slotCount)
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
  }

  /// The number of states.
  @inline(__always)
  var count: Int { codes.count }

  /// The code of the state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> UInt64 { codes[index] }

  /// The first slot to probe for `code`.
  @inline(__always)
  func slot(of code: UInt64) -> Int {
    Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) &>> slotShift)
  }

  /// The content of a slot, read ahead of its use so that the loads of several slots
  /// overlap in the memory system.
  @inline(__always)
  func peek(_ slot: Int) -> Slot { slots[slot] }

  /// Adds a state unless it is already there.
  ///
  /// - Parameter code: The state's ``Bitboard/code(of:)``.
  /// - Returns: The state's number, and whether it was new.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ code: UInt64) -> (index: Int, inserted: Bool) {
    let stored = code &+ 1
    var slot = slot(of: code)
    while true {
      let content = slots[slot]
      if content.stored == stored { return (Int(content.number), false) }
      if content.stored == 0 { break }
      slot = (slot &+ 1) & slotMask
    }
    let index = codes.count
    codes.append(code)
    slots[slot] = Slot(stored: stored, number: UInt32(truncatingIfNeeded: index))
    if codes.count &* 2 > slotMask { grow() }
    return (index, true)
  }

  /// The number of the state with this code, if the table holds it.
  func index(of code: UInt64) -> Int? {
    let stored = code &+ 1
    var slot = slot(of: code)
    while true {
      let content = slots[slot]
      if content.stored == stored { return Int(content.number) }
      if content.stored == 0 { return nil }
      slot = (slot &+ 1) & slotMask
    }
  }

  private mutating func grow() {
    let slotCount = (slotMask + 1) * 2
    MemoryPool.deallocate(slots, capacity: slotMask + 1)
    slots = MemoryPool.allocate(capacity: slotCount)
    slots.initialize(repeating: Slot(stored: 0, number: 0), count: slotCount)
    generation &+= 1
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
    for index in 0..<codes.count {
      let code = codes[index]
      var slot = slot(of: code)
      while slots[slot].stored != 0 { slot = (slot &+ 1) & slotMask }
      slots[slot] = Slot(stored: code &+ 1, number: UInt32(truncatingIfNeeded: index))
    }
  }

  /// Frees the storage; the table must not be used again.
  func deallocate() {
    codes.deallocate()
    MemoryPool.deallocate(slots, capacity: slotMask + 1)
  }
}
