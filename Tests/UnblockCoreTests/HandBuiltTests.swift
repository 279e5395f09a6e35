import Testing
import UnblockCore
import UnblockTestSupport

/// Small puzzles on boards from 4x4 to 8x8 whose answers follow from reasoning alone.
@Suite struct HandBuiltTests {
  /// 4x4: B must drop two tiles to clear the prisoner's row; C is a bystander.
  static let small = TestGrid.puzzle(
    """
    ..B.
    AAB.
    ....
    CC..
    """)

  /// 8x8: B, C and D each clear row 3 in one move, in any order: up one tile, or down
  /// three or four (D only three, as E holds the bottom tile of its column). So there are
  /// 3! orders times 3 x 3 x 2 choices = 108 shortest solutions of 4 moves; E never moves.
  static let large = TestGrid.puzzle(
    """
    ........
    ..B.C.D.
    ..B.C.D.
    AAB.C.D.
    ........
    ........
    ........
    ......EE
    """)

  /// 5x7, left chute: B drops two or three tiles, then the prisoner leaves.
  static let wide = TestGrid.puzzle(
    """
     .B.....
    <.BAA...
     .......
     .......
     .......
    """)

  /// 7x5, prisoner on the bottom row: B rises one to four tiles.
  static let tall = TestGrid.puzzle(
    """
    .....
    .....
    .....
    .....
    ...B.
    ...B.
    AA.B.
    """)

  /// Counts the move sequences of exactly `length` moves that first solve the puzzle on
  /// their last move, by trying every move: an independent count of shortest solutions.
  func countSolutions(_ puzzle: Puzzle, length: Int) -> Int {
    if puzzle.isSolved { return length == 0 ? 1 : 0 }
    guard length > 0 else { return 0 }
    return ReferenceSearch.moves(of: puzzle).reduce(0) {
      $0 + countSolutions($1, length: length - 1)
    }
  }

  @Test(arguments: [
    (small, 2, 1), (large, 4, 108), (wide, 2, 2), (tall, 2, 4),
  ])
  func findsTheReasonedMovesAndSolutionCounts(puzzle: Puzzle, moves: Int, solutions: Int)
    throws
  {
    for board in [puzzle, puzzle.mirrored()] {
      #expect(board.isValid)
      guard case .solved(let solution) = try Solver().solve(board) else {
        Issue.record("not solved")
        continue
      }
      #expect(solution.moves.count == moves)
      #expect(board.replaying(solution.moves)?.isSolved == true)
      let analysis = try Analysis(puzzle: board)
      #expect(analysis.minimalMoves == moves)
      #expect(analysis.optimalSolutionCount == UInt64(solutions))
    }
    if moves <= 2 || puzzle.size.rows < 8 {
      #expect(countSolutions(puzzle, length: moves) == solutions)
    }
  }

  @Test func solvesTheSmallBoardWithTheOnlyShortestSolution() throws {
    let puzzle = TestGrid.puzzle("..B.\nAAB.\n....\n....\n")
    guard case .solved(let solution) = try Solver().solve(puzzle) else {
      Issue.record("not solved")
      return
    }
    #expect(solution.notation == ["B+2", "A+2"])
    #expect(
      solution.boards().map(\.blocks[0].origin) == [
        Cell(row: 0, column: 2), Cell(row: 2, column: 2), Cell(row: 2, column: 2),
      ])
    // Unblocker's figures: level 1 is B+1 and B+2; from B+2 the prisoner's A+1 is new and
    // A+2 solves, which ends the search after 6 boards examined.
    #expect(solution.statistics.boardsExamined == 6)
    #expect(solution.statistics.distinctBoards == 5)
    #expect(solution.statistics.boardsPerLevel == [1, 2, 2])
    #expect(solution.statistics.largestFrontier == 2)
  }

  @Test func findsUnnecessaryAndIdleBlocks() throws {
    let small = try Analysis(puzzle: Self.small)
    #expect(small.puzzle.blocks[2].label == "C")
    #expect(small.unnecessaryBlocks == [2])
    #expect(small.idleBlocks == [2])
    let large = try Analysis(puzzle: Self.large)
    #expect(large.unnecessaryBlocks == [4])
    #expect(large.idleBlocks == [4])
    #expect(large.undecidedBlocks.isEmpty)
    #expect(large.puzzle.blocks[4].label == "E")
  }

  @Test func reportsTheClusterOfTheSmallBoard() throws {
    let analysis = try Analysis(puzzle: Self.small)
    // B has 3 places; for each, A has 1, 1 or 3 places (it passes B only when B is at
    // the bottom), and C has 3 places when B is up, fewer when B covers row 3.
    let cluster = analysis.cluster
    for index in 0..<cluster.count {
      #expect(ReferenceSearch.explore(cluster.puzzle(at: index))?.states == cluster.count)
    }
    #expect(analysis.solvedStates == analysis.distanceHistogram[0])
    #expect(analysis.clusterSize == ReferenceSearch.explore(Self.small)?.states)
  }

  @Test func passesTheStartWhenItIsAlreadySolved() throws {
    let puzzle = TestGrid.puzzle("....\n..AA\n....\n....\n")
    guard case .solved(let solution) = try Solver().solve(puzzle) else {
      Issue.record("not solved")
      return
    }
    #expect(solution.moves.isEmpty)
    #expect(solution.hint == nil)
    #expect(try Cluster(puzzle: puzzle).minimalMoves == 0)
  }
}
