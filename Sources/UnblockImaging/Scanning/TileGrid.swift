import UnblockCore

/// A candidate tile grid laid over the located board: its size and pixel pitch.
struct TileGrid {
  let board: PixelRect
  let size: BoardSize

  var pitchX: Double { Double(board.width) / Double(size.columns) }
  var pitchY: Double { Double(board.height) / Double(size.rows) }
  var pitch: Double { (pitchX + pitchY) / 2 }

  /// Whether the tiles are square, within 4% or 1.5 px: tiles are square in the game and
  /// in every picture of it that is not stretched.
  var isSquare: Bool { abs(pitchX - pitchY) <= max(1.5, 0.04 * pitch) }

  /// The x of the left edge of `column`; `column == columns` gives the board's right edge.
  func left(of column: Int) -> Double { Double(board.x) + Double(column) * pitchX }
  /// The y of the top edge of `row`; `row == rows` gives the board's bottom edge.
  func top(of row: Int) -> Double { Double(board.y) + Double(row) * pitchY }

  /// The central part of a tile, `fraction` of the pitch on each side of its centre.
  func window(of cell: Cell, fraction: Double = 0.25) -> PixelRect {
    let centreX = left(of: cell.column) + pitchX / 2
    let centreY = top(of: cell.row) + pitchY / 2
    let x0 = Int((centreX - fraction * pitchX).rounded())
    let y0 = Int((centreY - fraction * pitchY).rounded())
    let x1 = Int((centreX + fraction * pitchX).rounded())
    let y1 = Int((centreY + fraction * pitchY).rounded())
    return PixelRect(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1))
  }
}
