import GRDB
import UnblockCore

extension CatalogEntry {
  /// Refuses a board size no board has (4 to 8 rows and columns, ``UnblockCore/BoardSize``),
  /// a chute on a row the board does not have, and walls or movable blocks more than its
  /// tiles hold or fewer than none (a wall takes a tile, a movable block two, and the
  /// prisoner is one of them): a row changed by hand, which `stats` charted as a board
  /// "exit right of row 99" and a grid wrote with its chute on another row.
  ///
  /// - Throws: ``UnreadableColumn`` naming entry `id` and the first such column.
  static func checkBoard(
    rows: Int, columns: Int, exitRow: Int, walls: Int, blocks: Int, id: Int64
  ) throws {
    let sizes = BoardSize.supported
    for (column, value) in [("board_rows", rows), ("board_columns", columns)]
    where !sizes.contains(value) {
      throw UnreadableColumn(
        id: id, column: column, value: Int64(value).databaseValue, kind: "a number",
        reason: "which no board has (\(sizes.lowerBound) to \(sizes.upperBound))")
    }
    let board = "\(rows)x\(columns)"
    let tiles = rows * columns
    for (column, value, range, what) in [
      ("exit_row", exitRow, 0...(rows - 1), "board of \(rows) rows"),
      ("walls", walls, 0...(tiles - 2), "\(board) board"),
      ("blocks", blocks, 1...(tiles / 2), "\(board) board"),
    ] where !range.contains(value) {
      throw UnreadableColumn(
        id: id, column: column, value: Int64(value).databaseValue, kind: "a number",
        reason: "which no \(what) has (\(range.lowerBound) to \(range.upperBound))")
    }
  }
}
