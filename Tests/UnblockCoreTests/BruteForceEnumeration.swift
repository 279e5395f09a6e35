import UnblockTestSupport

@testable import UnblockCore

/// An enumeration by brute force, for tests: every layout of the space, the prisoner
/// anywhere in its row, each cluster explored from the first layout met in it, and the
/// minimal ones kept, by ``Analysis`` of their representative.
///
/// It shares no seeding, no configuration and no cluster bookkeeping with ``Enumerator``,
/// only the cluster exploration, the analysis and the labelling.
enum BruteForceEnumeration {
  static func lines(of space: EnumerationSpace) throws -> [String] {
    var layouts: [Puzzle] = []
    let size = space.size
    for column in 0...(size.columns - 2) {
      let prisoner = Block(
        label: Block.prisonerLabel, orientation: .horizontal,
        origin: Cell(row: space.chute.row, column: column), length: 2)
      place(from: 0, blocks: [prisoner], walls: 0, space: space, into: &layouts)
    }
    var seen = Set<[Int]>()
    var found: [EnumeratedPuzzle] = []
    for layout in layouts where !seen.contains(key(layout)) {
      let cluster = try Cluster(puzzle: layout)
      for index in 0..<cluster.count { seen.insert(key(cluster.puzzle(at: index))) }
      guard let distances = cluster.distances, let farthest = distances.max() else { continue }
      let representative = (0..<cluster.count).filter { distances[$0] == farthest }.min {
        let (a, b) = (cluster.state(at: $0), cluster.state(at: $1))
        return (a.horizontal, a.vertical) < (b.horizontal, b.vertical)
      }!
      let puzzle = cluster.puzzle(at: representative)
      guard try Analysis(puzzle: puzzle).unnecessaryBlocks.isEmpty else { continue }
      found.append(
        EnumeratedPuzzle(moves: farthest, board: puzzle.databaseBoard, states: cluster.count))
    }
    return found.sorted(by: EnumeratedPuzzle.precedes).map(\.line)
  }

  /// The blocks' kinds and places, whatever their labels.
  private static func key(_ puzzle: Puzzle) -> [Int] {
    puzzle.blocks.map { block in
      let kind =
        block.isPrisoner
        ? 3 : block.orientation == .horizontal ? 0 : block.orientation == .vertical ? 1 : 2
      return ((block.origin.row * 8 + block.origin.column) * 4 + kind) * 4 + block.length
    }.sorted()
  }

  private static func place(
    from tile: Int, blocks: [Block], walls: Int, space: EnumerationSpace,
    into layouts: inout [Puzzle]
  ) {
    let size = space.size
    guard tile < size.rows * size.columns else {
      // The database's layouts: the prisoner alone in its row, no lane full.
      let rowFull = (0..<size.rows).contains { row in
        blocks.filter { $0.orientation != .vertical && $0.origin.row == row }.map(\.length)
          .reduce(0, +) >= size.columns
      }
      let columnFull = (0..<size.columns).contains { column in
        blocks.filter { $0.orientation == .vertical && $0.origin.column == column }.map(\.length)
          .reduce(0, +) >= size.rows
      }
      let prisonerAlone =
        blocks.filter { $0.orientation != .vertical && $0.origin.row == space.chute.row }.count == 1
      if space.walls.contains(walls), !rowFull, !columnFull, prisonerAlone {
        layouts.append(Puzzle(size: size, blocks: blocks, chute: space.chute))
      }
      return
    }
    let cell = Cell(row: tile / size.columns, column: tile % size.columns)
    let taken = Set(blocks.flatMap(\.cells))
    place(from: tile + 1, blocks: blocks, walls: walls, space: space, into: &layouts)
    guard !taken.contains(cell) else { return }
    if walls < space.walls.upperBound {
      place(
        from: tile + 1, blocks: blocks + [.fixed(at: cell)], walls: walls + 1, space: space,
        into: &layouts)
    }
    let label = Puzzle.canonicalLabels[blocks.count]
    for orientation in [Orientation.horizontal, .vertical] {
      for length in [2, 3] {
        let block = Block(label: label, orientation: orientation, origin: cell, length: length)
        guard block.lies(on: size), block.cells.allSatisfy({ !taken.contains($0) }) else {
          continue
        }
        place(from: tile + 1, blocks: blocks + [block], walls: walls, space: space, into: &layouts)
      }
    }
  }
}
