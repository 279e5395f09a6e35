extension Puzzle {
  /// The letters of the database's boards, in order: the capital letters, then the small
  /// ones but `o` (an empty tile) and `x` (a wall), for boards with more than 26 blocks.
  static let databaseLetters: [Character] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnpqrstuvwyz")

  /// The board as Fogleman's database writes it: row by row, `o` for an empty tile, `x`
  /// for a wall, and the blocks lettered by the database's rule.
  ///
  /// The letters go, in order:
  /// 1. to the prisoner, `A`, and the rest of the prisoner's row, left to right, walls
  ///    included, except that the prisoner and the row's first block swap places in that
  ///    list: a block that stood first gets the letter of the prisoner's place;
  /// 2. to the other rows, top to bottom, each left to right: horizontal blocks and walls;
  /// 3. to the vertical blocks, column by column, each top to bottom.
  ///
  /// A wall takes a letter but prints as `x`. Blocks never pass each other, so the rule
  /// reads the letters off the state itself: every state of a cluster has its own.
  ///
  /// - Complexity: O(tiles + blocks log blocks).
  public var databaseBoard: String {
    let chuteRow = chute.row
    let inRow = { (row: Int) in
      blocks.indices.filter { blocks[$0].orientation != .vertical && blocks[$0].origin.row == row }
        .sorted { blocks[$0].origin.column < blocks[$1].origin.column }
    }
    var order = inRow(chuteRow)
    if let prisoner = order.firstIndex(where: { blocks[$0].isPrisoner }) {
      order.swapAt(0, prisoner)
    }
    for row in 0..<size.rows where row != chuteRow { order += inRow(row) }
    order += blocks.indices.filter { blocks[$0].orientation == .vertical }
      .sorted { (blocks[$0].origin.column, blocks[$0].origin.row) < (blocks[$1].origin.column, blocks[$1].origin.row) }
    var tiles = [Character](repeating: "o", count: size.rows * size.columns)
    for (rank, index) in order.enumerated() {
      let block = blocks[index]
      let letter =
        block.orientation == .fixed
        ? Block.fixedLabel : Self.databaseLetters[min(rank, Self.databaseLetters.count - 1)]
      for cell in block.cells { tiles[cell.row * size.columns + cell.column] = letter }
    }
    return String(tiles)
  }
}
