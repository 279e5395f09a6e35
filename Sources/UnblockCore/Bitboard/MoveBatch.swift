/// The moves of one state, generated together and then looked up in a ``StateTable``.
///
/// Looking a state up costs a cache miss when the table is large, and a miss blocks
/// whatever depends on it. Generating all of a state's successors first and reading each
/// one's first slot before any of them is inserted puts all those misses in flight at
/// once. Most successors are already known, and their slot read ahead settles them; the
/// others are inserted in move order, so the numbering of the states is the one a
/// move-by-move loop gives.
struct MoveBatch {
  let expander: Expander
  private let codes: UnsafeMutablePointer<UInt64>
  private let slots: UnsafeMutablePointer<StateTable.Slot>

  /// A batch with room for the moves of any state of `bitboard`.
  init(for bitboard: Bitboard) {
    expander = Expander(bitboard)
    codes = .allocate(capacity: expander.capacity)
    slots = .allocate(capacity: expander.capacity)
  }

  /// The most successors one state can have.
  var capacity: Int { expander.capacity }

  /// Looks up every successor of state `index` of `table`, in move order, and inserts the
  /// new ones at the end of the table, in that order.
  ///
  /// - Parameters:
  ///   - index: A state's number in `table`.
  ///   - table: The states found so far.
  ///   - numbers: Room for ``capacity`` state numbers; receives each successor's number,
  ///     in move order. A successor is new when its number is at least the table's count
  ///     before the call.
  /// - Returns: The number of successors.
  @inline(__always)
  func expand(
    _ index: Int, in table: inout StateTable, into numbers: UnsafeMutablePointer<UInt32>
  ) -> Int {
    let codes = self.codes
    let slots = self.slots
    let count = expander.successors(of: table[index], into: codes)
    for position in 0..<count { slots[position] = table.peek(table.slot(of: codes[position])) }
    let generation = table.generation
    for position in 0..<count {
      let code = codes[position]
      // A filled slot keeps its state until the table grows: a match read ahead is final.
      let ahead = slots[position]
      if ahead.stored == code &+ 1, table.generation == generation {
        numbers[position] = ahead.number
      } else {
        numbers[position] = UInt32(truncatingIfNeeded: table.insert(code).index)
      }
    }
    return count
  }

  /// Frees the storage; the batch must not be used again.
  func deallocate() {
    expander.deallocate()
    codes.deallocate()
    slots.deallocate()
  }
}
