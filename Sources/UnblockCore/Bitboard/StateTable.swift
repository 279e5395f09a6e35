/// An open-addressing hash set of states that numbers them in the order they arrive.
///
/// States live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search. Each slot of the linear-probing table packs the state's number
/// plus one (0 marks an empty slot) with the high 32 bits of its hash, so most probes
/// that miss never read the state itself. The table stays at most half full.
///
/// Memory: 16 bytes per state plus 16 to 32 bytes of slots per state.
struct StateTable {
  private(set) var states: GrowableBuffer<BoardState>
  private var slots: UnsafeMutablePointer<UInt64>
  private var slotMask: Int

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    states = GrowableBuffer(capacity: expected)
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    slots = .allocate(capacity: slotCount)
    slots.initialize(repeating: 0, count: slotCount)
    slotMask = slotCount - 1
  }

  /// The number of states.
  @inline(__always)
  var count: Int { states.count }

  /// The state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> BoardState { states[index] }

  /// Adds a state unless it is already there.
  ///
  /// - Returns: The state's number, and whether it was new.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ state: BoardState) -> (index: Int, inserted: Bool) {
    let hash = state.mixedHash
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if states[index] == state { return (index, false) }
      }
      slot = (slot &+ 1) & slotMask
    }
    let index = states.count
    states.append(state)
    slots[slot] = tag | UInt64(truncatingIfNeeded: index &+ 1)
    if states.count &* 2 > slotMask { grow() }
    return (index, true)
  }

  /// The number of a state, if the table holds it.
  func index(of state: BoardState) -> Int? {
    let hash = state.mixedHash
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let index = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if states[index] == state { return index }
      }
      slot = (slot &+ 1) & slotMask
    }
  }

  private mutating func grow() {
    let slotCount = (slotMask + 1) * 2
    slots.deallocate()
    slots = .allocate(capacity: slotCount)
    slots.initialize(repeating: 0, count: slotCount)
    slotMask = slotCount - 1
    for index in 0..<states.count {
      let hash = states[index].mixedHash
      var slot = Int(truncatingIfNeeded: hash) & slotMask
      while slots[slot] != 0 { slot = (slot &+ 1) & slotMask }
      slots[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: index &+ 1)
    }
  }

  /// Frees the storage; the table must not be used again.
  func deallocate() {
    states.deallocate()
    slots.deallocate()
  }
}
