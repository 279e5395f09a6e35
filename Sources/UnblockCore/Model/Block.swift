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
  ///
  /// A block placed so far out that its last tiles would lie beyond `Int.max` covers only
  /// the tiles before that; ``lies(on:)`` and ``cells(on:)`` answer without listing them.
  public var cells: [Cell] {
    let start = orientation == .vertical ? origin.row : origin.column
    // start + offset overflows for offsets from Int.max - start + 1 on.
    let count = start > 0 ? min(max(length, 0), Int.max - start + 1) : max(length, 0)
    return (0..<count).map(cell(at:))
  }

  /// The tile `offset` tiles from the origin along the block; `offset` must not overflow.
  private func cell(at offset: Int) -> Cell {
    switch orientation {
    case .horizontal, .fixed: Cell(row: origin.row, column: origin.column + offset)
    case .vertical: Cell(row: origin.row + offset, column: origin.column)
    }
  }

  /// Whether every tile of the block lies on a board of `size`.
  ///
  /// - Complexity: O(1), whatever the length and position: no tile is listed and no sum
  ///   can overflow.
  public func lies(on size: BoardSize) -> Bool {
    guard length >= 1, size.contains(origin) else { return false }
    // The origin is on the board, so these differences are positive and cannot overflow.
    switch orientation {
    case .horizontal, .fixed: return length - 1 < size.columns - origin.column
    case .vertical: return length - 1 < size.rows - origin.row
    }
  }

  /// The tiles the block covers on a board of `size`, from its origin on; the others are
  /// left out.
  ///
  /// - Complexity: O(rows + columns), whatever the length and position.
  public func cells(on size: BoardSize) -> [Cell] {
    let along = orientation == .vertical ? origin.row : origin.column
    let across = orientation == .vertical ? origin.column : origin.row
    let width = orientation == .vertical ? size.rows : size.columns
    let depth = orientation == .vertical ? size.columns : size.rows
    guard length >= 1, across >= 0, across < depth, along < width else { return [] }
    // The last tile's offset, if the board ends before the block does.
    let (end, overflow) = along.addingReportingOverflow(length - 1)
    let lastOffset = overflow || end >= width ? width - 1 - along : length - 1
    // The first tile on the board; `magnitude`, as `-along` overflows for `Int.min`.
    guard along >= 0 || along.magnitude <= UInt(lastOffset) else { return [] }
    let firstOffset = along < 0 ? Int(along.magnitude) : 0
    return (firstOffset...lastOffset).map(cell(at:))
  }
}
