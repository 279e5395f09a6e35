/// The moves of one state, generated together and then looked up in a ``StateTable``.
///
/// Looking a state up costs a cache miss when the table is large, and a miss blocks
/// whatever depends on it. Generating all of a state's successors first and reading each
/// one's first slot before any of them is inserted puts all those misses in flight at
/// once. Most successors are already known, and their slot read ahead settles them; the
/// others are inserted in move order, so the numbering of the states is the one a
/// move-by-move loop gives.
struct MoveBatch {
  private let states: UnsafeMutablePointer<BoardState>
  private let keys: UnsafeMutablePointer<UInt64>
  private let slots: UnsafeMutablePointer<StateTable.Slot>

  /// A batch with room for the moves of any state of `bitboard`.
  init(for bitboard: Bitboard) {
    let capacity = max(bitboard.maxMoves, 1)
    states = .allocate(capacity: capacity)
    keys = .allocate(capacity: capacity)
    slots = .allocate(capacity: capacity)
  }

  /// Looks up every successor of state `index` of `table`, in move order, and inserts the
  /// new ones.
  ///
  /// - Parameters:
  ///   - index: A state's number in `table`.
  ///   - table: The states found so far.
  ///   - successors: The move generator of the table's bitboard.
  ///   - body: Called with each successor's number, whether it was new, and the successor;
  ///     returning `false` stops the batch before the next successor is looked up.
  @inline(__always)
  mutating func expand(
    _ index: Int, in table: inout StateTable, with successors: Successors,
    _ body: (_ nextIndex: Int, _ inserted: Bool, _ next: BoardState) -> Bool
  ) {
    var count = 0
    let states = self.states
    let keys = self.keys
    let slots = self.slots
    successors.forEach(from: table[index], key: table.keys[index]) { _, _, next, key in
      states[count] = next
      keys[count] = key
      count &+= 1
    }
    for position in 0..<count { slots[position] = table.peek(table.slot(of: keys[position])) }
    let generation = table.generation
    for position in 0..<count {
      let key = keys[position]
      // A filled slot keeps its state until the table grows: a match read ahead is final.
      let ahead = slots[position]
      let found: (index: Int, inserted: Bool)
      if ahead.stored == key &+ 1, table.generation == generation {
        found = (Int(ahead.number), false)
      } else {
        found = table.insert(states[position], key: key)
      }
      if !body(found.index, found.inserted, states[position]) { return }
    }
  }

  /// Frees the storage; the batch must not be used again.
  func deallocate() {
    states.deallocate()
    keys.deallocate()
    slots.deallocate()
  }
}
