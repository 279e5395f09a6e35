extension Puzzle {
  /// Whether the prisoner touches the chute's side of the board.
  ///
  /// The prisoner must be the only block on its way out: column 0 for a left chute,
  /// column `columns - 2` for a right chute.
  public var isSolved: Bool {
    guard let prisonerIndex else { return false }
    let column = blocks[prisonerIndex].origin.column
    return chute.side == .right ? column == size.columns - 2 : column == 0
  }

  /// A move in the puzzle's own notation: the block's label, a sign and the distance.
  ///
  /// - Returns: `A+3`, `B-1`; `?` stands for the label of an index out of range.
  public func notation(for move: Move) -> String {
    let label = blocks.indices.contains(move.block) ? blocks[move.block].label : "?"
    return "\(label)\(move.distance < 0 ? "-" : "+")\(abs(move.distance))"
  }

  /// Reads a move written as ``notation(for:)`` writes it.
  ///
  /// - Returns: The move, or `nil` when the text is malformed or names no movable block.
  public func move(fromNotation text: String) -> Move? {
    guard let label = text.first, label != Block.fixedLabel else { return nil }
    let amount = text.dropFirst()
    guard let sign = amount.first, sign == "+" || sign == "-",
      let distance = Int(amount.dropFirst()), distance > 0,
      let block = blocks.firstIndex(where: { $0.label == label && $0.orientation != .fixed })
    else { return nil }
    return Move(block: block, distance: sign == "-" ? -distance : distance)
  }

  /// The puzzle after a move, if the move is legal.
  ///
  /// A move is legal when the block exists and is not fixed, the distance is not 0, and
  /// every tile the block slides over or onto is on the board and empty.
  ///
  /// - Complexity: O(tiles + blocks).
  public func applying(_ move: Move) -> Puzzle? {
    guard blocks.indices.contains(move.block), move.distance != 0 else { return nil }
    let block = blocks[move.block]
    // A block off the board, or a move longer than any board, is refused before any sum
    // that could overflow.
    guard size.isSupported, block.lies(on: size),
      move.distance.magnitude < UInt(BoardSize.supported.upperBound)
    else { return nil }
    let (rowStep, columnStep): (Int, Int)
    switch block.orientation {
    case .fixed: return nil
    case .horizontal: (rowStep, columnStep) = (0, move.distance.signum())
    case .vertical: (rowStep, columnStep) = (move.distance.signum(), 0)
    }
    let grid = self.grid
    let lead = move.distance > 0 ? block.cells[block.cells.count - 1] : block.cells[0]
    for step in 1...abs(move.distance) {
      let cell = Cell(row: lead.row + rowStep * step, column: lead.column + columnStep * step)
      guard size.contains(cell), grid[cell.row][cell.column] == nil else { return nil }
    }
    var moved = self
    moved.blocks[move.block].origin.row += rowStep * abs(move.distance)
    moved.blocks[move.block].origin.column += columnStep * abs(move.distance)
    return moved
  }
}
