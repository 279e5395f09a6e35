import UnblockCore

extension TestGrid {
  /// The puzzle of a database board of any size: `o` empty, `x` a wall, `A` the prisoner,
  /// each other letter one block.
  public static func puzzle(_ board: String, rows: Int, columns: Int, chute: Chute) -> Puzzle {
    var cells: [Character: [Cell]] = [:]
    var blocks: [Block] = []
    for (offset, letter) in board.enumerated() where letter != "o" {
      let cell = Cell(row: offset / columns, column: offset % columns)
      if letter == "x" {
        blocks.append(.fixed(at: cell))
      } else {
        cells[letter, default: []].append(cell)
      }
    }
    for (letter, tiles) in cells.sorted(by: { $0.key < $1.key }) {
      let isRow = tiles.allSatisfy { $0.row == tiles[0].row }
      blocks.append(
        Block(
          label: letter, orientation: isRow ? .horizontal : .vertical, origin: tiles.min()!,
          length: tiles.count))
    }
    return Puzzle(size: BoardSize(rows: rows, columns: columns), blocks: blocks, chute: chute)
  }
}
