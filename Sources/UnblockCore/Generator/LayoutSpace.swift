/// The layouts one generator attempt searches: a board, a chute row on the right side and
/// a number of fixed blocks, with random layouts and random mutations over them.
///
/// The search always puts the chute on the right. A mirror image has exactly the same
/// moves, so a puzzle wanted with a left chute is grown on the right and reflected at the
/// end; see ``Puzzle/mirrored()``.
///
/// Every layout the space yields obeys the rules and is *plausible*: no fixed block and no
/// horizontal block sits in the prisoner's row between the prisoner and the chute, where
/// it could never get out of the way.
package struct LayoutSpace: Hashable, Sendable {
  /// One way to change a layout.
  package enum Mutation: Hashable, Sendable, CaseIterable {
    /// Put a new movable block on free tiles.
    case add
    /// Take away one movable block other than the prisoner.
    case remove
    /// Lift one block and put it down elsewhere; a movable block may also change its
    /// orientation and length.
    case move
    /// Shift one block other than the prisoner a tile across its lane, or make a movable
    /// one a tile longer or shorter: a small change, for fine search near a deep layout.
    /// Only ``mutated(_:using:nudging:)`` with `nudging` uses it, so the generator's
    /// puzzles stay those of earlier versions.
    case nudge
  }

  /// The mutations of the generator's search, the fallbacks of one that does not apply.
  static let broadMutations: [Mutation] = [.add, .remove, .move]

  package let size: BoardSize
  /// The row of the chute and of the prisoner.
  package let chuteRow: Int
  /// The exact number of fixed blocks in every layout.
  package let fixedBlocks: Int

  package init(size: BoardSize, chuteRow: Int, fixedBlocks: Int) {
    self.size = size
    self.chuteRow = chuteRow
    self.fixedBlocks = fixedBlocks
  }

  /// The chute every layout of the space has.
  package var chute: Chute { Chute(side: .right, row: chuteRow) }

  /// A random layout: the prisoner somewhere in its row, the fixed blocks, and a random
  /// number of movable blocks, about one for every three or four tiles.
  ///
  /// - Complexity: O(blocks × tiles).
  package func randomLayout(using generator: inout Xoshiro256StarStar) -> Puzzle {
    let prisonerColumn = generator.uniform(size.columns - 1)
    var layout = Puzzle(
      size: size,
      blocks: [
        Block(
          label: Block.prisonerLabel, orientation: .horizontal,
          origin: Cell(row: chuteRow, column: prisonerColumn), length: 2)
      ],
      chute: chute)
    for _ in 0..<fixedBlocks {
      if let cell = generator.element(of: freeFixedCells(in: layout)) {
        layout.blocks.append(.fixed(at: cell))
      }
    }
    let tiles = size.rows * size.columns
    let target = generator.uniform(in: tiles / 4...tiles / 3)
    while layout.blocks.count - 1 - fixedBlocks < target, add(to: &layout, using: &generator) {}
    return layout
  }

  /// A copy of `layout` changed by one random mutation that applies to it; a layout with
  /// nothing to add, remove or move comes back unchanged.
  ///
  /// - Parameter nudging: Whether a third of the changes are ``Mutation/nudge``s, as the
  ///   search for the hardest puzzles wants; without, the draws are those of earlier
  ///   versions, so generated puzzles stay the same.
  /// - Complexity: O(blocks × tiles).
  package func mutated(
    _ layout: Puzzle, using generator: inout Xoshiro256StarStar, nudging: Bool = false
  ) -> Puzzle {
    var result = layout
    // Moves are the commonest change; additions and removals let the block count drift.
    // Removals are rarer: they mostly open the board up into a large, shallow cluster.
    let roll = generator.uniform(nudging ? 30 : 20)
    let mutation: Mutation = roll < 5 ? .add : roll < 8 ? .remove : roll < 20 ? .move : .nudge
    if !apply(mutation, to: &result, using: &generator) {
      for other in Self.broadMutations where other != mutation {
        if apply(other, to: &result, using: &generator) { break }
      }
    }
    return result
  }

  /// Applies one mutation to `layout`, if it can.
  ///
  /// - Returns: Whether the layout changed.
  @discardableResult
  package func apply(
    _ mutation: Mutation, to layout: inout Puzzle, using generator: inout Xoshiro256StarStar
  ) -> Bool {
    switch mutation {
    case .add:
      return add(to: &layout, using: &generator)
    case .remove:
      let removable = layout.blocks.indices.filter {
        layout.blocks[$0].orientation != .fixed && !layout.blocks[$0].isPrisoner
      }
      guard let index = generator.element(of: removable) else { return false }
      layout.blocks.remove(at: index)
      return true
    case .move:
      guard let index = generator.element(of: Array(layout.blocks.indices)) else { return false }
      return move(blockAt: index, in: &layout, using: &generator)
    case .nudge:
      guard let index = generator.element(of: Array(layout.blocks.indices)) else { return false }
      return nudge(blockAt: index, in: &layout, using: &generator)
    }
  }

  /// Whether `layout` belongs to the space and is plausible; see ``LayoutSpace``.
  package func contains(_ layout: Puzzle) -> Bool {
    guard layout.size == size, layout.chute == chute, layout.isValid,
      layout.blocks.count(where: { $0.orientation == .fixed }) == fixedBlocks,
      let prisoner = layout.prisonerIndex.map({ layout.blocks[$0] })
    else { return false }
    return layout.blocks.allSatisfy { block in
      block.isPrisoner || block.orientation == .vertical || block.origin.row != chuteRow
        || block.origin.column < prisoner.origin.column
    }
  }

  private func add(to layout: inout Puzzle, using generator: inout Xoshiro256StarStar) -> Bool {
    let used = Set(layout.blocks.map(\.label))
    guard let label = Puzzle.canonicalLabels.first(where: { !used.contains($0) }),
      let block = randomPlacement(label: label, in: layout, using: &generator)
    else { return false }
    layout.blocks.append(block)
    return true
  }

  private func move(
    blockAt index: Int, in layout: inout Puzzle, using generator: inout Xoshiro256StarStar
  ) -> Bool {
    let block = layout.blocks[index]
    var rest = layout
    rest.blocks.remove(at: index)
    let placement: Block?
    if block.isPrisoner {
      placement = prisonerPlacement(in: rest, avoiding: block.origin.column, using: &generator)
    } else if block.orientation == .fixed {
      placement = generator.element(of: freeFixedCells(in: rest).filter { $0 != block.origin })
        .map(Block.fixed(at:))
    } else {
      placement = randomPlacement(label: block.label, in: rest, using: &generator)
    }
    guard let placement, placement != block else { return false }
    layout.blocks[index] = placement
    return true
  }

  /// Replaces a block by one of its near variants: a tile over across its lane (any of the
  /// four ways for a fixed block), or a movable block a tile longer or shorter at either
  /// end; each variant that lies on free tiles and keeps the layout plausible is as likely.
  private func nudge(
    blockAt index: Int, in layout: inout Puzzle, using generator: inout Xoshiro256StarStar
  ) -> Bool {
    let block = layout.blocks[index]
    guard !block.isPrisoner else { return false }
    var rest = layout
    rest.blocks.remove(at: index)
    let occupied = occupancy(of: rest)
    let prisonerColumn = rest.prisonerIndex.map { rest.blocks[$0].origin.column } ?? 0
    let origin = block.origin
    var variants: [Block] = []
    if block.orientation == .fixed {
      for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        variants.append(.fixed(at: Cell(row: origin.row + dr, column: origin.column + dc)))
      }
    } else {
      let across = block.orientation == .horizontal ? (1, 0) : (0, 1)
      let along = block.orientation == .horizontal ? (0, 1) : (1, 0)
      func variant(_ shift: (Int, Int), length: Int) -> Block {
        Block(
          label: block.label, orientation: block.orientation,
          origin: Cell(row: origin.row + shift.0, column: origin.column + shift.1),
          length: length)
      }
      variants.append(variant((across.0, across.1), length: block.length))
      variants.append(variant((-across.0, -across.1), length: block.length))
      let other = block.length == 2 ? 3 : 2
      variants.append(variant((0, 0), length: other))
      // The other end stays put: the origin moves by the change of length.
      let step = block.length - other
      variants.append(variant((along.0 * step, along.1 * step), length: other))
    }
    let fitting = variants.filter { variant in
      variant != block && variant.lies(on: size)
        && variant.cells.allSatisfy { !occupied[$0.row][$0.column] }
        && (variant.orientation == .vertical || variant.origin.row != chuteRow
          || (variant.orientation == .fixed
            ? variant.origin.column < prisonerColumn
            : variant.origin.column + variant.length <= prisonerColumn))
    }
    guard let chosen = generator.element(of: fitting) else { return false }
    layout.blocks[index] = chosen
    return true
  }

  /// A new column for the prisoner, with no block it would then face that cannot move.
  private func prisonerPlacement(
    in rest: Puzzle, avoiding column: Int, using generator: inout Xoshiro256StarStar
  ) -> Block? {
    let occupied = occupancy(of: rest)
    let columns = (0...(size.columns - 2)).filter { candidate in
      candidate != column && !occupied[chuteRow][candidate] && !occupied[chuteRow][candidate + 1]
        && rest.blocks.allSatisfy { block in
          block.orientation == .vertical || block.origin.row != chuteRow
            || block.origin.column < candidate
        }
    }
    return generator.element(of: columns).map {
      Block(
        label: Block.prisonerLabel, orientation: .horizontal,
        origin: Cell(row: chuteRow, column: $0), length: 2)
    }
  }

  /// A uniformly chosen placement of a random shape on free tiles, or `nil` when the shape
  /// has no room.
  private func randomPlacement(
    label: Character, in layout: Puzzle, using generator: inout Xoshiro256StarStar
  ) -> Block? {
    // Three-tile blocks are rarer, as in the game's own puzzles.
    let length = generator.chance(1, in: 4) ? 3 : 2
    let orientation: Orientation = generator.chance(1, in: 2) ? .horizontal : .vertical
    let occupied = occupancy(of: layout)
    let prisonerColumn = layout.prisonerIndex.map { layout.blocks[$0].origin.column } ?? 0
    var candidates: [Block] = []
    switch orientation {
    case .horizontal:
      for row in 0..<size.rows {
        for column in 0...(size.columns - length) {
          if row == chuteRow && column + length > prisonerColumn { continue }
          if (column..<column + length).allSatisfy({ !occupied[row][$0] }) {
            candidates.append(
              Block(
                label: label, orientation: .horizontal, origin: Cell(row: row, column: column),
                length: length))
          }
        }
      }
    case .vertical, .fixed:
      for row in 0...(size.rows - length) {
        for column in 0..<size.columns
        where (row..<row + length).allSatisfy({ !occupied[$0][column] }) {
          candidates.append(
            Block(
              label: label, orientation: .vertical, origin: Cell(row: row, column: column),
              length: length))
        }
      }
    }
    return generator.element(of: candidates)
  }

  /// The free tiles a fixed block may take: any but those in the prisoner's row between
  /// the prisoner and the chute.
  private func freeFixedCells(in layout: Puzzle) -> [Cell] {
    let occupied = occupancy(of: layout)
    let prisonerColumn = layout.prisonerIndex.map { layout.blocks[$0].origin.column } ?? 0
    var cells: [Cell] = []
    for row in 0..<size.rows {
      for column in 0..<size.columns where !occupied[row][column] {
        if row == chuteRow && column > prisonerColumn { continue }
        cells.append(Cell(row: row, column: column))
      }
    }
    return cells
  }

  private func occupancy(of layout: Puzzle) -> [[Bool]] {
    layout.grid.map { row in row.map { $0 != nil } }
  }
}
