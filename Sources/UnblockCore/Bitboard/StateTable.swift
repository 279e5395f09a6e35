/// An open-addressing hash set of states that numbers them in the order they arrive.
///
/// States live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search; their ``Bitboard/key(of:)`` values live in a parallel buffer. The
/// linear-probing table holds, in each 16-byte slot, `key + 1` (0 marks an empty slot) and
/// the state's number, so a lookup that hits reads one cache line: the key is a perfect
/// fingerprint of its state. The table stays at most half full.
///
/// Memory: 24 bytes per state in insertion order, plus 16 bytes per slot, 2 to 4 slots
/// per state.
struct StateTable {
  /// One slot of the table.
  struct Slot {
    /// The key plus 1, or 0 when the slot is empty.
    var stored: UInt64
    var number: UInt32
  }

  private(set) var states: GrowableBuffer<BoardState>
  private(set) var keys: GrowableBuffer<UInt64>
  private var slots: UnsafeMutablePointer<Slot>
  /// How many times the table grew; a slot read before a growth says nothing after it.
  private(set) var generation = 0
  private var slotMask: Int
  /// The slot of a key is the top bits of its product with an odd constant.
  private var slotShift: UInt64

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    states = GrowableBuffer(capacity: expected)
    keys = GrowableBuffer(capacity: expected)
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    slots = .allocate(capacity: slotCount)
    slots.initialize(repeating: Slot(stored: 0, number: 0), count: slotCount)
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
  }

  /// The number of states.
  @inline(__always)
  var count: Int { states.count }

  /// The state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> BoardState { states[index] }

  /// The first slot to probe for `key`.
  @inline(__always)
  func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> slotShift)
  }

  /// The content of a slot, read ahead of its use so that the loads of several slots
  /// overlap in the memory system.
  @inline(__always)
  func peek(_ slot: Int) -> Slot { slots[slot] }

  /// Adds a state unless it is already there.
  ///
  /// - Parameters:
  ///   - state: A state of the bitboard whose keys the table holds.
  ///   - key: The state's ``Bitboard/key(of:)``.
  /// - Returns: The state's number, and whether it was new.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ state: BoardState, key: UInt64) -> (index: Int, inserted: Bool) {
    let stored = key &+ 1
    var slot = slot(of: key)
    while true {
      let content = slots[slot]
      if content.stored == stored { return (Int(content.number), false) }
      if content.stored == 0 { break }
      slot = (slot &+ 1) & slotMask
    }
    let index = states.count
    states.append(state)
    keys.append(key)
    slots[slot] = Slot(stored: stored, number: UInt32(truncatingIfNeeded: index))
    if states.count &* 2 > slotMask { grow() }
    return (index, true)
  }

  /// The number of the state with this key, if the table holds it.
  func index(ofKey key: UInt64) -> Int? {
    let stored = key &+ 1
    var slot = slot(of: key)
    while true {
      let content = slots[slot]
      if content.stored == stored { return Int(content.number) }
      if content.stored == 0 { return nil }
      slot = (slot &+ 1) & slotMask
    }
  }

  private mutating func grow() {
    let slotCount = (slotMask + 1) * 2
    slots.deallocate()
    slots = .allocate(capacity: slotCount)
    slots.initialize(repeating: Slot(stored: 0, number: 0), count: slotCount)
    generation &+= 1
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
    for index in 0..<states.count {
      let key = keys[index]
      var slot = slot(of: key)
      while slots[slot].stored != 0 { slot = (slot &+ 1) & slotMask }
      slots[slot] = Slot(stored: key &+ 1, number: UInt32(truncatingIfNeeded: index))
    }
  }

  /// Frees the storage; the table must not be used again.
  func deallocate() {
    states.deallocate()
    keys.deallocate()
    slots.deallocate()
  }
}
