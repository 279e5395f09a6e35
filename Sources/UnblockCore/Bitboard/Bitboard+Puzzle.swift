extension Bitboard {
  /// The template with its movable blocks placed as in `state`.
  ///
  /// - Parameter state: A state of this bitboard's cluster, or any pair of masks: each
  ///   lane's tiles split into its blocks in order, so masks that are no arrangement give
  ///   a puzzle that breaks a rule.
  /// - Returns: A puzzle with the template's labels, block order, size and chute.
  /// - Complexity: O(blocks).
  public func puzzle(for state: BoardState) -> Puzzle {
    var puzzle = template
    for lane in lanes {
      var rest = Self.gather(
        lane.isRow ? state.horizontal : state.vertical, isRow: lane.isRow, offset: lane.offset)
      for block in lane.blocks {
        let first = rest.trailingZeroBitCount
        let tiles = ((1 &<< UInt64(puzzle.blocks[block].length)) &- 1) &<< UInt64(first & 63)
        rest &= ~tiles
        puzzle.blocks[block].origin =
          lane.isRow
          ? Cell(row: lane.offset / 8, column: first) : Cell(row: first, column: lane.offset)
      }
    }
    return puzzle
  }

  /// The state of a puzzle that has the template's blocks, possibly elsewhere.
  ///
  /// - Parameter puzzle: A valid puzzle with the template's size, chute and blocks (same
  ///   labels, orientations, lengths and order), each movable block in its template lane
  ///   and in the same order along it, and the fixed blocks where they are.
  /// - Returns: The puzzle's state, or `nil` when it is not an arrangement of the template.
  public func state(of puzzle: Puzzle) -> BoardState? {
    guard puzzle.size == template.size, puzzle.chute == template.chute,
      puzzle.blocks.count == template.blocks.count, puzzle.isValid
    else { return nil }
    var horizontal: UInt64 = 0
    var vertical: UInt64 = 0
    for (block, model) in zip(puzzle.blocks, template.blocks) {
      guard block.label == model.label, block.orientation == model.orientation,
        block.length == model.length
      else { return nil }
      let mask = block.cells.reduce(0) { $0 | Self.bit($1) }
      switch block.orientation {
      case .fixed: guard block.origin == model.origin else { return nil }
      case .horizontal:
        guard block.origin.row == model.origin.row else { return nil }
        horizontal |= mask
      case .vertical:
        guard block.origin.column == model.origin.column else { return nil }
        vertical |= mask
      }
    }
    let state = BoardState(horizontal: horizontal, vertical: vertical)
    // The masks forget which block is which; they describe this puzzle only when decoding
    // them puts every block back where the puzzle has it.
    return self.puzzle(for: state) == puzzle ? state : nil
  }
}
