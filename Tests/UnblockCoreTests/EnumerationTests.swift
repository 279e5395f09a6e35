import Testing
@testable import UnblockCore
import UnblockTestSupport

@Suite struct EnumerationTests {
  static func space(_ rows: Int, _ columns: Int, walls: ClosedRange<Int> = 0...0, side: Chute.Side = .right)
    -> EnumerationSpace
  {
    EnumerationSpace(
      size: BoardSize(rows: rows, columns: columns),
      chute: Chute(side: side, row: EnumerationSpace.defaultChuteRow(rows: rows)), walls: walls)
  }

  static let hardest60Line = "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332"
  static let hardest51Line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780"

  /// The issue's table: 5x5 puzzles of 1 to 20 moves.
  static let counts5x5 = [
    0, 1, 3, 46, 165, 339, 340, 296, 196, 139, 83, 32, 12, 26, 22, 14, 12, 0, 2, 0, 2,
  ]

  @Test func labelsTheDatabaseExamplesAsTheDatabaseDoes() {
    for line in [Self.hardest60Line, Self.hardest51Line] {
      let board = String(line.split(separator: " ")[1])
      let puzzle = TestGrid.puzzle(board, format: .databaseLines)
      #expect(puzzle.databaseBoard == board)
      // Labels in the file are ignored: the rule reads them off the tiles.
      #expect(puzzle.canonicallyLabelled().databaseBoard == board)
    }
  }

  @Test func swapsThePrisonerWithTheFirstBlockOfItsRow() {
    let puzzle = TestGrid.puzzle(
      "ooooooooooooBBCCAAooooooooooooxooooo", format: .databaseLines)
    // The row's list BB, CC, AA becomes AA, CC, BB: A, B, C. The wall below is D.
    #expect(puzzle.databaseBoard == "ooooooooooooCCBBAAooooooooooooxooooo")
  }

  @Test func representsTheHardestPuzzlesByTheirDatabaseLines() throws {
    for line in [Self.hardest60Line, Self.hardest51Line] {
      let board = String(line.split(separator: " ")[1])
      let cluster = try Cluster(puzzle: TestGrid.puzzle(board, format: .databaseLines))
      #expect(EnumerationSpace.minimalPuzzle(of: cluster)?.line == line)
    }
  }

  @Test func findsTheHardestLinesWhenTheirBoardsAreEnumerated() throws {
    for (line, walls) in [(Self.hardest51Line, 0...0), (Self.hardest60Line, 0...2)] {
      let board = String(line.split(separator: " ")[1])
      let puzzle = TestGrid.puzzle(board, format: .databaseLines)
      let result = try #require(
        Enumerator(space: Self.space(6, 6, walls: walls), onlyLike: puzzle).run(jobs: 2))
      #expect(result.configurations == 1)
      #expect(result.puzzles.first?.line == line)
    }
  }

  @Test func enumerates1730PuzzlesOn5x5AsTheIssueCountsThem() throws {
    let result = try #require(Enumerator(space: Self.space(5, 5)).run(jobs: 2))
    #expect(result.puzzles.count == 1_730)
    #expect(result.countsByMoves == Self.counts5x5)
  }

  @Test func agreesWithABruteForceOverEveryLayoutOf4x4() throws {
    for walls in [0...0, 0...1] {
      let space = Self.space(4, 4, walls: walls)
      let result = try #require(Enumerator(space: space).run())
      let expected = try BruteForceEnumeration.lines(of: space)
      #expect(result.puzzles.map(\.line) == expected)
      print(space, result.countsByMoves, result.puzzles.count, result.puzzles.first?.line ?? "")
    }
  }

  @Test func givesTheSameLinesForAnyJobsAndShards() throws {
    let space = Self.space(4, 5, walls: 0...1)
    let whole = try #require(Enumerator(space: space).run(jobs: 1)).puzzles
    #expect(try #require(Enumerator(space: space).run(jobs: 3)).puzzles == whole)
    var union: [EnumeratedPuzzle] = []
    for index in 0..<3 {
      let shard = EnumerationShard(index: index, count: 3)!
      union += try #require(Enumerator(space: space).run(shard: shard, jobs: 2)).puzzles
    }
    #expect(union.sorted(by: EnumeratedPuzzle.precedes) == whole)
  }

  @Test func aLeftChuteGivesTheMirrorImageOfTheRightChute() throws {
    let right = try #require(Enumerator(space: Self.space(4, 5, walls: 0...1)).run()).puzzles
    let left = try #require(
      Enumerator(space: Self.space(4, 5, walls: 0...1, side: .left)).run()
    ).puzzles
    #expect(left.count == right.count)
    // Each left line's board, reflected, lies in the cluster of a right line: the same
    // line once the reflected cluster picks its representative.
    var mirrored: [EnumeratedPuzzle] = []
    for puzzle in left {
      let board = TestGrid.puzzle(puzzle.board, rows: 4, columns: 5, chute: Chute(side: .left, row: 1))
      let cluster = try Cluster(puzzle: board.mirrored())
      mirrored += try [#require(EnumerationSpace.minimalPuzzle(of: cluster))]
      #expect(cluster.count == puzzle.states)
    }
    #expect(mirrored.sorted(by: EnumeratedPuzzle.precedes) == right)
  }

  @Test func stopsWhenAsked() {
    #expect(Enumerator(space: Self.space(5, 5)).run(shouldStop: { true }) == nil)
  }

  @Test func refusesSpacesItCannotEnumerate() {
    #expect(Self.space(3, 6).problem == "the board must have 4 to 8 rows and columns, not 3x6")
    #expect(
      EnumerationSpace(size: .standard, chute: Chute(side: .right, row: 6), walls: 0...0).problem
        == "the chute row must be 0 to 5 on a 6x6 board, not 6")
  }
}
