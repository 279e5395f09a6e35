/// One arrangement of a puzzle's movable blocks, packed into two 64-bit masks (16 bytes).
///
/// Tile (row, column) is bit `row * 8 + column` on every board size, so one layout serves
/// every board from 4x4 to 8x8. ``horizontal`` holds the tiles of the horizontal blocks,
/// the prisoner among them, and ``vertical`` those of the vertical blocks; fixed blocks
/// never move and are kept once, in the puzzle's ``Bitboard``.
///
/// The pair determines every block's place: blocks in one lane (a row for horizontal
/// blocks, a column for vertical ones) can never pass each other, so they keep the order
/// and the lengths they start with, and each lane's tiles split into blocks in one way only.
public struct BoardState: Hashable, Sendable {
  /// The number of bytes one state takes in a search's table of states.
  public static let byteCount = MemoryLayout<BoardState>.stride

  /// The tiles covered by horizontal blocks.
  public var horizontal: UInt64
  /// The tiles covered by vertical blocks.
  public var vertical: UInt64

  public init(horizontal: UInt64, vertical: UInt64) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A 64-bit hash whose high bits pick a slot in open addressing.
  ///
  /// Multiplying by an odd constant carries every bit of a word into the product's high
  /// bits, so the top bits of the sum depend on every tile of both masks (multiply-shift
  /// hashing). The two products are independent, so the slot's address is ready a few
  /// cycles after the state is, which matters on the search's hottest path.
  @inline(__always)
  var mixedHash: UInt64 {
    horizontal &* 0x9E37_79B9_7F4A_7C15 &+ vertical &* 0xD6E8_FEB8_6659_FD93
  }
}
