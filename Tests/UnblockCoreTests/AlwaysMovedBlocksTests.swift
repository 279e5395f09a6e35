import Testing
import UnblockCore
import UnblockTestSupport

/// The blocks every shortest solution moves, checked against every shortest solution
/// listed one by one, and the unnecessary blocks, which the analysis searches for only
/// among the blocks no shortest solution moves.
@Suite struct AlwaysMovedBlocksTests {
  /// Random solvable 6x6 puzzles with small clusters and few shortest solutions.
  static let puzzles: [Puzzle] = {
    var random = SplitMix64(seed: 2611)
    var found: [Puzzle] = []
    while found.count < 40 {
      let puzzle = RandomPuzzles.puzzle(
        size: .standard, side: .right, blocks: 9, fixed: 1, using: &random)
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 5000),
        let moves = cluster.minimalMoves, moves >= 3,
        let paths = cluster.shortestPaths(), paths.count <= 500
      else { continue }
      found.append(puzzle)
    }
    return found
  }()

  /// The set of blocks each shortest solution moves, from walking the graph of moves
  /// down the distances one path at a time; the moved block is read off the two boards.
  static func movedBlocksOfEverySolution(_ cluster: Cluster) -> [Set<Int>] {
    var solutions: [Set<Int>] = []
    func walk(_ index: Int, moved: Set<Int>) {
      guard let distance = cluster.distance(at: index), distance > 0 else {
        solutions.append(moved)
        return
      }
      let board = cluster.puzzle(at: index)
      for neighbour in cluster.neighbours(of: index)
      where cluster.distance(at: neighbour) == distance - 1 {
        let next = cluster.puzzle(at: neighbour)
        let block = board.blocks.indices.first { board.blocks[$0] != next.blocks[$0] }!
        walk(neighbour, moved: moved.union([block]))
      }
    }
    walk(Cluster.startIndex, moved: [])
    return solutions
  }

  @Test func areTheBlocksEveryListedSolutionMoves() throws {
    for puzzle in Self.puzzles {
      let cluster = try Cluster(puzzle: puzzle)
      let paths = try #require(cluster.shortestPaths())
      let solutions = Self.movedBlocksOfEverySolution(cluster)
      #expect(UInt64(solutions.count) == paths.count)
      let always = solutions.dropFirst().reduce(solutions[0]) { $0.intersection($1) }
      #expect(paths.alwaysMovedBlocks == always.sorted(), "\(puzzle.blocks)")
      let ever = solutions.reduce(Set<Int>()) { $0.union($1) }
      let movable = puzzle.blocks.indices.filter { puzzle.blocks[$0].orientation != .fixed }
      #expect(paths.idleBlocks == movable.filter { !ever.contains($0) })
    }
  }

  @Test func unnecessaryBlocksAreThoseWhoseRemovalKeepsTheMoves() throws {
    let solver = Solver()
    for puzzle in Self.puzzles {
      let analysis = try Analysis(puzzle: puzzle)
      let moves = try #require(analysis.minimalMoves)
      var expected: [Int] = []
      for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
        var reduced = puzzle
        reduced.blocks.remove(at: index)
        guard case .solved(let solution) = try solver.solve(reduced) else { continue }
        #expect(solution.moves.count <= moves)
        if solution.moves.count == moves { expected.append(index) }
        // A block some shortest solution moves is necessary, as the analysis assumes.
        if puzzle.blocks[index].orientation != .fixed && !analysis.idleBlocks.contains(index) {
          #expect(solution.moves.count < moves)
        }
      }
      #expect(analysis.unnecessaryBlocks == expected)
    }
  }
}
