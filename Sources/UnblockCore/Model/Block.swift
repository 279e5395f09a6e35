/// One block on the board, placed by its top-left tile.
///
/// A block keeps the label the designer gave it, so that every output speaks the
/// designer's language. Fixed blocks all share the label ``Block/fixedLabel``.
public struct Block: Hashable, Sendable {
  /// The label of the prisoner, the block that must escape.
  public static let prisonerLabel: Character = "A"
  /// The label every fixed block carries.
  public static let fixedLabel: Character = "x"

  public var label: Character
  public var orientation: Orientation
  /// The top-left tile.
  public var origin: Cell
  /// The number of tiles: 2 or 3 for a movable block, 1 for a fixed block.
  public var length: Int

  public init(label: Character, orientation: Orientation, origin: Cell, length: Int) {
    self.label = label
    self.orientation = orientation
    self.origin = origin
    self.length = length
  }

  /// A fixed 1x1 block at `cell`.
  public static func fixed(at cell: Cell) -> Block {
    Block(label: fixedLabel, orientation: .fixed, origin: cell, length: 1)
  }

  public var isPrisoner: Bool { label == Self.prisonerLabel }

  /// The tiles the block covers, from its origin on.
  public var cells: [Cell] {
    (0..<max(length, 0)).map { offset in
      switch orientation {
      case .horizontal, .fixed:
        Cell(row: origin.row, column: origin.column + offset)
      case .vertical:
        Cell(row: origin.row + offset, column: origin.column)
      }
    }
  }
}
