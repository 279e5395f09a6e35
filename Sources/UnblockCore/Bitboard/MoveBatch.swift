/// The moves of one state, generated together and then looked up in a ``StateTable`` in
/// move order, so that new states are numbered as a move-by-move loop numbers them.
///
/// The look-ups of one state's successors do not depend on each other, so the processor
/// overlaps their cache misses. The batch cannot be copied and frees its storage when it
/// goes.
struct MoveBatch: ~Copyable {
  let expander: Expander
  private let codes: UnsafeMutablePointer<UInt64>

  /// A batch with room for the moves of any state of `bitboard`.
  init(for bitboard: Bitboard) {
    expander = Expander(bitboard)
    codes = .allocate(capacity: expander.capacity + 1)
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
    let count = expander.successors(of: table[index], into: codes)
    if table.missesCache {
      // Kept past the codes, so that the reads are not optimized away.
      codes[expander.capacity] = table.touch(codes, count: count)
    }
    table.insert(codes, count: count, into: numbers)
    return count
  }

  /// The first state one move away from `code`, in move order, that `accepts`, without
  /// looking anything up.
  @inline(__always)
  func firstSuccessor(of code: UInt64, where accepts: (UInt64) -> Bool) -> UInt64? {
    let count = expander.successors(of: code, into: codes)
    for position in 0..<count where accepts(codes[position]) { return codes[position] }
    return nil
  }

  deinit {
    codes.deallocate()
  }
}
