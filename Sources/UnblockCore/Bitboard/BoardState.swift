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
///
/// Searches keep each state in half the room, as its code (``Bitboard/bytesPerState``
/// bytes), and give results as board states.
public struct BoardState: Hashable, Sendable {
  /// The tiles covered by horizontal blocks.
  public var horizontal: UInt64
  /// The tiles covered by vertical blocks.
  public var vertical: UInt64

  public init(horizontal: UInt64, vertical: UInt64) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Whether the state comes before `other` in the order of their masks, horizontal first,
  /// each compared as an unsigned integer: the order that breaks a representative's ties
  /// on a board whose chute is on the right.
  func precedes(_ other: BoardState) -> Bool {
    (horizontal, vertical) < (other.horizontal, other.vertical)
  }

  /// How a cluster's farthest states are seen when they are compared to pick its
  /// representative: as they stand with the chute on the right, and mirrored left to
  /// right with the chute on the left. So the rule is taken with the chute on the right
  /// always, and a board's mirror image has the mirror image of its representative.
  static func representativeOrder(columns: Int, chute: Chute) -> (BoardState) -> BoardState {
    switch chute.side {
    case .right: return { $0 }
    case .left: return { $0.mirrored(columns: columns) }
    }
  }
}
