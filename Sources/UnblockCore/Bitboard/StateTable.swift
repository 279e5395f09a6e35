/// An open-addressing hash set of states that numbers them in the order they arrive.
///
/// States live in one flat buffer, in insertion order, which is also the queue of a
/// breadth-first search. The linear-probing table keeps each state's key in its slot and
/// the state's number in a parallel array: a lookup that hits reads the key and the
/// number at the same slot, two loads the processor can issue together, instead of
/// chasing a number to the state buffer. A slot whose horizontal mask is 0 is empty:
/// every real state has the prisoner among its horizontal blocks. The table stays at
/// most half full.
///
/// Memory: 16 bytes per state in insertion order, plus 20 bytes per slot, 2 to 4 slots
/// per state.
struct StateTable {
  private(set) var states: GrowableBuffer<BoardState>
  private var keys: UnsafeMutablePointer<BoardState>
  private var numbers: UnsafeMutablePointer<UInt32>
  private var slotMask: Int
  /// The slot of a hash is its top bits: `hash >> slotShift`.
  private var slotShift: UInt64

  /// A table with room for about `expected` states before it grows.
  init(expected: Int) {
    states = GrowableBuffer(capacity: expected)
    var slotCount = 64
    while slotCount < expected * 2 { slotCount *= 2 }
    keys = .allocate(capacity: slotCount)
    keys.initialize(repeating: BoardState(horizontal: 0, vertical: 0), count: slotCount)
    numbers = .allocate(capacity: slotCount)
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
  }

  /// The number of states.
  @inline(__always)
  var count: Int { states.count }

  /// The state numbered `index`.
  @inline(__always)
  subscript(index: Int) -> BoardState { states[index] }

  /// Adds a state unless it is already there.
  ///
  /// - Parameter state: A state whose horizontal mask is not 0.
  /// - Returns: The state's number, and whether it was new.
  /// - Complexity: O(1) expected.
  @inline(__always)
  mutating func insert(_ state: BoardState) -> (index: Int, inserted: Bool) {
    insert(state, hash: state.mixedHash)
  }

  /// ``insert(_:)`` with the state's ``BoardState/mixedHash`` already computed.
  @inline(__always)
  mutating func insert(_ state: BoardState, hash: UInt64) -> (index: Int, inserted: Bool) {
    var slot = Int(truncatingIfNeeded: hash &>> slotShift)
    while true {
      let key = keys[slot]
      if key == state { return (Int(numbers[slot]), false) }
      if key.horizontal == 0 { break }
      slot = (slot &+ 1) & slotMask
    }
    let index = states.count
    states.append(state)
    keys[slot] = state
    numbers[slot] = UInt32(truncatingIfNeeded: index)
    if states.count &* 2 > slotMask { grow() }
    return (index, true)
  }

  /// The number of a state, if the table holds it.
  func index(of state: BoardState) -> Int? {
    guard state.horizontal != 0 else { return nil }
    var slot = Int(truncatingIfNeeded: state.mixedHash &>> slotShift)
    while true {
      let key = keys[slot]
      if key == state { return Int(numbers[slot]) }
      if key.horizontal == 0 { return nil }
      slot = (slot &+ 1) & slotMask
    }
  }

  private mutating func grow() {
    let slotCount = (slotMask + 1) * 2
    keys.deallocate()
    numbers.deallocate()
    keys = .allocate(capacity: slotCount)
    keys.initialize(repeating: BoardState(horizontal: 0, vertical: 0), count: slotCount)
    numbers = .allocate(capacity: slotCount)
    slotMask = slotCount - 1
    slotShift = UInt64(64 - slotCount.trailingZeroBitCount)
    for index in 0..<states.count {
      let state = states[index]
      var slot = Int(truncatingIfNeeded: state.mixedHash &>> slotShift)
      while keys[slot].horizontal != 0 { slot = (slot &+ 1) & slotMask }
      keys[slot] = state
      numbers[slot] = UInt32(truncatingIfNeeded: index)
    }
  }

  /// Frees the storage; the table must not be used again.
  func deallocate() {
    states.deallocate()
    keys.deallocate()
    numbers.deallocate()
  }
}
