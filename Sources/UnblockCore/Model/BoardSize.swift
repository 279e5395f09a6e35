/// The number of rows and columns of a board.
///
/// Every size from 4x4 to 8x8 is supported, and rows and columns may differ, so that a
/// whole board always fits in one 64-bit word.
public struct BoardSize: Hashable, Sendable, CustomStringConvertible {
  /// The smallest and largest number of rows or columns a board may have.
  public static let supported: ClosedRange<Int> = 4...8

  /// The board of the original game.
  public static let standard = BoardSize(rows: 6, columns: 6)

  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// Whether both dimensions lie in ``supported``.
  public var isSupported: Bool {
    Self.supported.contains(rows) && Self.supported.contains(columns)
  }

  /// Whether a tile lies on the board.
  public func contains(_ cell: Cell) -> Bool {
    // Comparisons rather than ranges: a range of a negative size traps.
    cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns
  }

  /// `RxC`, as the command line writes it.
  public var description: String { "\(rows)x\(columns)" }
}
