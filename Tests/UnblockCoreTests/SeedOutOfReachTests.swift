import Testing
import UnblockTestSupport

@testable import UnblockCore

/// The test that keeps an enumeration off clusters with a block out of reach
/// (``SeedLayout/hasBlockOutOfReach(board:chuteRow:)``).
@Suite struct SeedOutOfReachTests {
  /// Random puzzles of every size whose prisoner is alone in its row, as in a seed.
  static let puzzles: [Puzzle] = RandomPuzzles.everySize(count: 30, seed: 29).map { puzzle in
    var alone = puzzle
    alone.blocks.removeAll {
      !$0.isPrisoner && $0.orientation == .horizontal && $0.origin.row == puzzle.chute.row
    }
    return alone
  }

  /// Whether some block but the prisoner is out of reach, read tile by tile from the
  /// puzzle's blocks: the tiles a block may ever cover are its lane's tiles between walls
  /// (a wall's own tile), and another block reaches one when it lies on that tile's row
  /// between walls (horizontal) or on its column between walls (vertical).
  static func hasBlockOutOfReachByTiles(_ puzzle: Puzzle) -> Bool {
    let size = puzzle.size
    let walls = Set(puzzle.blocks.filter { $0.orientation == .fixed }.flatMap(\.cells))
    var owner: [Cell: Int] = [:]
    for (index, block) in puzzle.blocks.enumerated() {
      for cell in block.cells { owner[cell] = index }
    }
    /// The cells along a line through `cell` (`across` for its row), up to walls other
    /// than `removed`'s and the edges.
    func line(through cell: Cell, across: Bool, removed: Int) -> [Cell] {
      var cells = [cell]
      for direction in [-1, 1] {
        var next = cell
        while true {
          next =
            across
            ? Cell(row: next.row, column: next.column + direction)
            : Cell(row: next.row + direction, column: next.column)
          guard size.contains(next), !walls.contains(next) || owner[next] == removed else {
            break
          }
          cells.append(next)
        }
      }
      return cells
    }
    for (index, block) in puzzle.blocks.enumerated() where !block.isPrisoner {
      let tiles =
        block.orientation == .fixed
        ? block.cells
        : line(through: block.origin, across: block.orientation == .horizontal, removed: index)
      let reached = tiles.contains { tile in
        for across in [true, false] {
          for cell in line(through: tile, across: across, removed: index) {
            guard let other = owner[cell], other != index else { continue }
            let orientation = puzzle.blocks[other].orientation
            if orientation == (across ? .horizontal : .vertical) { return true }
          }
        }
        return false
      }
      if !reached { return true }
    }
    return false
  }

  @Test func agreesWithATileByTileReadingOnRandomBoardsOfEverySize() {
    var outOfReach = 0
    for puzzle in Self.puzzles {
      let found = SeedLayout(puzzle: puzzle).hasBlockOutOfReach(
        board: Bitboard.tiles(of: puzzle.size), chuteRow: puzzle.chute.row)
      #expect(found == Self.hasBlockOutOfReachByTiles(puzzle), "\(puzzle)")
      if found { outOfReach += 1 }
    }
    // Both answers must be common, or the comparison proves little.
    #expect(outOfReach >= 100 && outOfReach <= Self.puzzles.count - 100, "\(outOfReach)")
  }

  /// A cluster with a block out of reach is never minimal: its representative needs as
  /// many moves without that block. Checked by the enumeration's own minimality test.
  @Test func findsOnlyClustersThatAreNotMinimal() throws {
    var solvable = 0
    for puzzle in Self.puzzles
    where SeedLayout(puzzle: puzzle).hasBlockOutOfReach(
      board: Bitboard.tiles(of: puzzle.size), chuteRow: puzzle.chute.row)
    {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000),
        cluster.minimalMoves != nil
      else { continue }
      solvable += 1
      #expect(EnumerationSpace.minimalPuzzle(of: cluster) == nil, "\(puzzle)")
    }
    #expect(solvable >= 50, "only \(solvable) solvable puzzles with a block out of reach")
  }

  /// No seed the enumeration explores has a block out of reach, though a solved layout
  /// with one is packed like a seed: the prisoner alone and a wall in a corner.
  @Test func leavesTheirSeedsOutOfTheSearches() {
    let space = EnumerationSpace(
      size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...2)
    let board = Bitboard.tiles(of: space.size)
    var seeds = 0
    space.forEachSeed { (seed: SeedLayout) -> Void in
      #expect(!seed.hasBlockOutOfReach(board: board, chuteRow: 1), "\(seed)")
      seeds += 1
    }
    #expect(seeds > 0)
    var cornered = space.prisonerSeed
    cornered.walls = Bitboard.bit(Cell(row: 0, column: 0))
    #expect(cornered.hasBlockOutOfReach(board: board, chuteRow: 1))
    // A vertical block below the wall reaches its tile once it is gone, and the prisoner
    // reaches the block's column.
    cornered.vertical =
      Bitboard.bit(Cell(row: 2, column: 0)) | Bitboard.bit(Cell(row: 3, column: 0))
    cornered.heads |= Bitboard.bit(Cell(row: 2, column: 0))
    #expect(!cornered.hasBlockOutOfReach(board: board, chuteRow: 1))
  }
}
