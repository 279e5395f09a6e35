/// The blocks of one lane, by index in the template's ``Puzzle/blocks``, in lane order, in
/// one word: byte `i` holds the index of block `i`, and the top byte the count.
///
/// A lane of at most 8 tiles holds at most 4 blocks, and a board of at most 8x8 tiles at
/// most 64 blocks. An array per lane cost an allocation per lane of every bitboard, and
/// an enumeration compiles a bitboard per configuration and one per block it removes.
struct LaneBlocks: RandomAccessCollection, Equatable, Sendable {
  private var bits: UInt64 = 0

  /// The most blocks a lane holds.
  static let capacity = 7

  /// The blocks of `blocks`, in order.
  ///
  /// - Precondition: At most ``capacity`` blocks, each index below 256.
  init(_ blocks: some Sequence<Int>) {
    for block in blocks {
      precondition(count < Self.capacity && (0..<256).contains(block), "not a lane's blocks")
      bits |= UInt64(block) &<< UInt64(8 * count)
      bits &+= 1 &<< 56
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { Int(truncatingIfNeeded: bits &>> 56) }

  subscript(position: Int) -> Int {
    precondition(indices.contains(position), "lane block out of range")
    return Int(truncatingIfNeeded: (bits &>> UInt64(8 * position)) & 0xFF)
  }

  /// The blocks without the one at `position`.
  func removing(at position: Int) -> LaneBlocks {
    LaneBlocks(indices.lazy.filter { $0 != position }.map { self[$0] })
  }
}
