import UnblockCore

/// Turns a rectangle of written tiles into blocks, or says which labels do not form one.
///
/// The text grid and the database line both write a board as characters, one per tile;
/// this is the one place that groups those characters into blocks.
enum BlockAssembler {
  /// The blocks found, in reading order of their first tile, with where each was written.
  struct Assembly {
    var blocks: [Block] = []
    /// The location of each block's first tile, parallel to `blocks`.
    var locations: [SourceLocation] = []
    /// Problems that a `Block` cannot even express: gaps, bends, a label used twice.
    var problems: [(SourceLocation, String)] = []
    /// Whether the prisoner's label was written but formed no block.
    var prisonerIsMalformed = false
  }

  private static let twoPrisoners = "more than one prisoner: 'A' is written in two places"

  /// Groups `rows` (all of one length) into blocks.
  ///
  /// - Complexity: O(tiles), at most 64 for a supported board.
  static func assemble(_ rows: [[Tile]]) -> Assembly {
    var assembly = Assembly()
    var order: [Character] = []
    // Labels are ASCII (``Tile/content(of:)`` makes sure), so a 128-slot table replaces a
    // dictionary: hashing Characters dominated reading thousands of database lines.
    var cells = [[(cell: Cell, location: SourceLocation)]](repeating: [], count: 128)
    for (row, tiles) in rows.enumerated() {
      for (column, tile) in tiles.enumerated() {
        let cell = Cell(row: row, column: column)
        switch tile.content {
        case .empty:
          continue
        case .fixed:
          // Fixed blocks are 1x1, so each `x` is its own block: `xx` is two of them.
          assembly.blocks.append(.fixed(at: cell))
          assembly.locations.append(tile.location)
        case .label(let label):
          guard let slot = label.asciiValue.map(Int.init), slot < cells.count else { continue }
          if cells[slot].isEmpty { order.append(label) }
          cells[slot].append((cell, tile.location))
        }
      }
    }
    var pending: [(first: SourceLocation, block: Block?, label: Character)] = []
    for label in order {
      guard let slot = label.asciiValue.map(Int.init) else { continue }
      let written = cells[slot]
      switch shape(of: written.map(\.cell)) {
      case .run(let orientation, let length):
        let block = Block(
          label: label, orientation: orientation, origin: written[0].cell, length: length)
        pending.append((written[0].location, block, label))
      case .gap(let index):
        let message =
          label == Block.prisonerLabel
          ? Self.twoPrisoners : "block '\(label)' has a gap: its tiles must touch"
        assembly.problems.append((written[index].location, message))
        pending.append((written[0].location, nil, label))
      case .bent:
        assembly.problems.append(
          (
            written[0].location,
            "block '\(label)' is not a straight line: a block is one row or one column of tiles"
          ))
        pending.append((written[0].location, nil, label))
      case .apart(let index):
        let message =
          label == Block.prisonerLabel
          ? Self.twoPrisoners
          : "label '\(label)' is written in two places: each block needs its own label"
        assembly.problems.append((written[index].location, message))
        pending.append((written[0].location, nil, label))
      }
    }
    // Blocks are kept in reading order of their first tile, fixed blocks among them.
    var all = zip(assembly.blocks, assembly.locations).map { (block: Optional($0), first: $1) }
    all += pending.map { (block: $0.block, first: $0.first) }
    all.sort { $0.first < $1.first }
    assembly.blocks = all.compactMap(\.block)
    assembly.locations = all.filter { $0.block != nil }.map(\.first)
    assembly.prisonerIsMalformed = pending.contains {
      $0.label == Block.prisonerLabel && $0.block == nil
    }
    return assembly
  }

  /// How a set of same-labelled tiles lies, given in reading order.
  private enum Shape {
    case run(Orientation, length: Int)
    /// Straight but broken; the index is the first tile after the gap.
    case gap(Int)
    /// Connected but not straight, such as an L.
    case bent
    /// In two or more separate groups; the index is the first tile of the second group.
    case apart(Int)
  }

  private static func shape(of cells: [Cell]) -> Shape {
    let first = cells[0]
    if cells.allSatisfy({ $0.row == first.row }) {
      if let gap = cells.indices.dropFirst().first(where: {
        cells[$0].column != cells[$0 - 1].column + 1
      }) {
        return .gap(gap)
      }
      return .run(.horizontal, length: cells.count)
    }
    if cells.allSatisfy({ $0.column == first.column }) {
      if let gap = cells.indices.dropFirst().first(where: {
        cells[$0].row != cells[$0 - 1].row + 1
      }) {
        return .gap(gap)
      }
      return .run(.vertical, length: cells.count)
    }
    // Flood fill from the first tile; anything not reached lies apart.
    var reached: Set<Cell> = [first]
    var frontier = [first]
    let all = Set(cells)
    while let cell = frontier.popLast() {
      for next in [
        Cell(row: cell.row - 1, column: cell.column), Cell(row: cell.row + 1, column: cell.column),
        Cell(row: cell.row, column: cell.column - 1), Cell(row: cell.row, column: cell.column + 1),
      ] where all.contains(next) && reached.insert(next).inserted {
        frontier.append(next)
      }
    }
    if let apart = cells.firstIndex(where: { !reached.contains($0) }) {
      return .apart(apart)
    }
    return .bent
  }

  /// The puzzle that `rows` write, with its chute and every problem found.
  ///
  /// - Parameters:
  ///   - marker: the chute marker written, if any; without one, the chute is at the
  ///     right end of the prisoner's row.
  ///   - start: where the board starts, for problems of the whole board.
  static func read(
    _ rows: [[Tile]], marker: (side: Chute.Side, row: Int, location: SourceLocation)?,
    path: String, start: SourceLocation, problems: [Diagnostic]
  ) -> BoardReading {
    var diagnostics = problems
    let assembly = assemble(rows)
    for (location, message) in assembly.problems {
      diagnostics.append(.error(message, path: path, at: location))
    }
    let prisoner = assembly.blocks.firstIndex { $0.isPrisoner }
    let chute =
      marker.map { Chute(side: $0.side, row: $0.row) }
      ?? Chute(side: .right, row: prisoner.map { assembly.blocks[$0].origin.row } ?? 0)
    let chuteLocation = marker?.location ?? prisoner.map { assembly.locations[$0] } ?? start
    let puzzle = Puzzle(
      size: BoardSize(rows: rows.count, columns: rows.first?.count ?? 0),
      blocks: assembly.blocks, chute: chute)
    diagnostics += puzzle.ruleDiagnostics(
      path: path, blockLocations: assembly.locations, chute: chuteLocation, start: start,
      skipMissingPrisoner: assembly.prisonerIsMalformed)
    let isValid = !diagnostics.contains { $0.severity == .error }
    return BoardReading(
      puzzle: isValid ? puzzle : nil, blockLocations: isValid ? assembly.locations : [],
      chuteLocation: chuteLocation, diagnostics: diagnostics.sorted { $0.location < $1.location })
  }
}
