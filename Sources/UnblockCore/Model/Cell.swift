/// One tile of a board, counted from 0 at the top-left corner.
public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// Row-major order, the order in which a grid is read.
  public static func < (lhs: Cell, rhs: Cell) -> Bool {
    (lhs.row, lhs.column) < (rhs.row, rhs.column)
  }

  public var description: String { "(\(row),\(column))" }
}
