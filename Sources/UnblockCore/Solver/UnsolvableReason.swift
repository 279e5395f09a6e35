/// A simple reason why a puzzle can never be solved, naming the block at fault.
///
/// Each case carries the block's index in ``Puzzle/blocks``, so that a format can point at
/// the place in the file where the block was written.
public enum UnsolvableReason: Hashable, Sendable, CustomStringConvertible {
  /// A horizontal block lies between the prisoner and the chute in the prisoner's row.
  /// It slides only along that row and can never pass the prisoner, so it never gets out
  /// of the way.
  case horizontalBlockInEscapeRow(block: Int)
  /// A fixed block lies between the prisoner and the chute in the prisoner's row.
  case fixedBlockInEscapeRow(block: Int)
  /// A vertical block crosses the prisoner's row between the prisoner and the chute, and
  /// the fixed blocks, the board's edges and the blocks it can never pass in its column
  /// leave it no place off that row.
  case verticalBlockPinnedInEscapeRow(block: Int)

  /// The index of the block at fault.
  public var block: Int {
    switch self {
    case .horizontalBlockInEscapeRow(let block), .fixedBlockInEscapeRow(let block),
      .verticalBlockPinnedInEscapeRow(let block):
      block
    }
  }

  public var description: String {
    switch self {
    case .horizontalBlockInEscapeRow:
      "a horizontal block between the prisoner and the chute can never get out of the way"
    case .fixedBlockInEscapeRow:
      "a fixed block lies between the prisoner and the chute"
    case .verticalBlockPinnedInEscapeRow:
      "a vertical block between the prisoner and the chute can never leave the prisoner's row"
    }
  }
}
