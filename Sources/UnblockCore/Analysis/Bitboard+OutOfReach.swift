extension Bitboard {
  /// Whether, with block `index` gone from `state`, no other block could ever cover one of
  /// the tiles it leaves: then the block is unnecessary, with no search.
  ///
  /// A tile is covered only by a horizontal block sliding along its row or a vertical one
  /// along its column, and neither passes a fixed block or the board's edge. So when no
  /// horizontal block lies on the tile's stretch of row between walls, and no vertical
  /// block on its stretch of column, for every tile the block leaves, every solution of the
  /// puzzle without the block keeps off those tiles, and is a solution of the puzzle with
  /// the block in place: it needs as many moves.
  ///
  /// - Parameters:
  ///   - index: A block, by index in the template's ``Puzzle/blocks``; not the prisoner.
  ///   - state: An arrangement of the template's blocks.
  /// - Complexity: O(tiles of the block × board width).
  func leavesTilesOutOfReach(removing index: Int, from state: BoardState) -> Bool {
    var tiles = self.tiles(of: index, in: state)
    let horizontal = state.horizontal & ~tiles
    let vertical = state.vertical & ~tiles
    // The tiles a block may slide over: the board less the other fixed blocks.
    let open = board & ~(fixed & ~tiles)
    while tiles != 0 {
      let tile = tiles.trailingZeroBitCount
      tiles &= tiles &- 1
      if Self.stretch(from: tile, step: 1, within: open) & horizontal != 0
        || Self.stretch(from: tile, step: 8, within: open) & vertical != 0
      {
        return false
      }
    }
    return true
  }

  /// The tiles of block `index` in `state`: its cells for a fixed block.
  func tiles(of index: Int, in state: BoardState) -> UInt64 {
    let block = template.blocks[index]
    guard block.orientation != .fixed else { return block.cells.reduce(0) { $0 | Self.bit($1) } }
    let rest = self.state(state, without: index)
    return (state.horizontal | state.vertical) & ~(rest.horizontal | rest.vertical)
  }

  /// The tiles of `open` joined to tile `tile` along its row (`step` 1) or its column
  /// (`step` 8), the tile included.
  private static func stretch(from tile: Int, step: Int, within open: UInt64) -> UInt64 {
    let row = tile / 8
    /// Whether `next` lies on the line and is open.
    func isOpen(_ next: Int) -> Bool {
      guard (0..<64).contains(next), step == 8 || next / 8 == row else { return false }
      return open & (1 &<< UInt64(next)) != 0
    }
    var stretch: UInt64 = 1 &<< UInt64(tile)
    var next = tile - step
    while isOpen(next) {
      stretch |= 1 &<< UInt64(next)
      next -= step
    }
    next = tile + step
    while isOpen(next) {
      stretch |= 1 &<< UInt64(next)
      next += step
    }
    return stretch
  }
}
