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

  /// A well-mixed 64-bit hash for open addressing.
  ///
  /// Nearby boards differ in a few neighbouring bits, so the two words go through a
  /// multiply-xorshift finaliser (from splitmix64) before their low bits pick a slot.
  @inline(__always)
  var mixedHash: UInt64 {
    var x = horizontal &* 0x9E37_79B9_7F4A_7C15 ^ vertical
    x ^= x &>> 31
    x &*= 0xBF58_476D_1CE4_E5B9
    x ^= x &>> 29
    x &*= 0x94D0_49BB_1331_11EB
    x ^= x &>> 32
    return x
  }
}
