import Testing
import UnblockCore

/// End-to-end properties of generated puzzles, each checked with the forward solver, which
/// is independent of the cluster analysis the generator uses.
@Suite struct GeneratorTests {
  /// The minimal moves of a puzzle by forward breadth-first search.
  func solve(_ puzzle: Puzzle) throws -> Int? {
    try Solver().solve(puzzle).minimalMoves
  }

  func generate(_ options: GeneratorOptions) async throws -> [GeneratedPuzzle] {
    try await Generator(options: options).generate()
  }

  static let easy: GeneratorOptions = {
    var options = GeneratorOptions(moves: 10...14, count: 6, seed: 17)
    options.jobs = 2
    return options
  }()

  @Test func claimsExactMovesAndCategory() async throws {
    let puzzles = try await generate(Self.easy)
    #expect(puzzles.count == 6)
    for generated in puzzles {
      #expect(generated.puzzle.isValid)
      #expect(try solve(generated.puzzle) == generated.moves)
      #expect((10...14).contains(generated.moves))
      #expect(generated.category == .warmUp)
      #expect(generated.seed == 17)
      #expect(generated.generatorVersion == UnblockVersion.current)
      let cluster = try Cluster(puzzle: generated.puzzle)
      #expect(cluster.count == generated.clusterSize)
      #expect(cluster.shortestPaths()?.count == generated.solutions)
    }
    #expect(puzzles.map(\.index) == Array(0..<6))
  }

  @Test func keepsNoUnnecessaryBlock() async throws {
    for generated in try await generate(Self.easy) {
      let puzzle = generated.puzzle
      for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
        var reduced = puzzle
        reduced.blocks.remove(at: index)
        let moves = try #require(try solve(reduced))
        #expect(moves < generated.moves, "block \(puzzle.blocks[index].label) is unnecessary")
      }
    }
  }

  @Test func givesDistinctPuzzlesCountingMirrorImages() async throws {
    var options = Self.easy
    options.count = 12
    options.moves = 6...8
    let puzzles = try await generate(options)
    // The grid of the puzzle and of its mirror image, labels in reading order; a mirror
    // image of an earlier puzzle would repeat one of them.
    let grids = puzzles.flatMap { generated in
      [generated.puzzle, generated.puzzle.mirrored()].map { puzzle in
        puzzle.canonicallyLabelled().grid.map { String($0.map { $0 ?? "." }) }.joined()
          + "\(puzzle.chute.side)"
      }
    }
    #expect(Set(grids).count == 24)
    // Stronger: no puzzle can be slid into another or into another's mirror image.
    for (number, generated) in puzzles.enumerated() {
      let cluster = try Cluster(puzzle: generated.puzzle)
      let family = Set((0..<cluster.count).map { cluster.puzzle(at: $0).canonicalKey })
      for other in puzzles[(number + 1)...] {
        #expect(!family.contains(other.puzzle.canonicalKey))
      }
    }
  }

  @Test func sameSeedGivesSameOutputWhateverTheJobs() async throws {
    var options = Self.easy
    options.jobs = 1
    let one = try await generate(options)
    options.jobs = 4
    let four = try await generate(options)
    #expect(one == four)
    options.seed = 18
    #expect(try await generate(options) != one)
  }

  @Test func respectsSizeFixedBlocksAndChute() async throws {
    var options = GeneratorOptions(moves: 8...12, count: 3, seed: 5)
    options.size = BoardSize(rows: 5, columns: 7)
    options.fixedBlocks = 2
    options.exitSide = .left
    options.exitRow = 4
    options.jobs = 2
    for generated in try await generate(options) {
      let puzzle = generated.puzzle
      #expect(puzzle.size == BoardSize(rows: 5, columns: 7))
      #expect(puzzle.blocks.count(where: { $0.orientation == .fixed }) == 2)
      #expect(puzzle.chute == Chute(side: .left, row: 4))
      #expect(puzzle.isValid)
      #expect(try solve(puzzle) == generated.moves)
    }
  }

  @Test func choosesSideAndRowPerPuzzleWhenAnyIsAsked() async throws {
    var options = GeneratorOptions(moves: 5...9, count: 10, seed: 2)
    options.size = BoardSize(rows: 4, columns: 5)
    options.exitSide = .any
    options.exitRow = nil
    options.jobs = 2
    let puzzles = try await generate(options)
    #expect(Set(puzzles.map(\.puzzle.chute.side)).count == 2)
    #expect(Set(puzzles.map(\.puzzle.chute.row)).count > 1)
    for generated in puzzles {
      #expect(try solve(generated.puzzle) == generated.moves)
    }
  }

  @Test func givesUpWhenTheRangeIsOutOfReach() async throws {
    var options = GeneratorOptions(moves: 60...70, count: 1, seed: 1)
    options.size = BoardSize(rows: 4, columns: 4)
    options.evaluationsPerAttempt = 20
    options.attemptsPerPuzzle = 3
    let target = "60 to 70 moves on a 4x4 board, chute right of row 2"
    #expect(options.target == target)
    await #expect(throws: GeneratorError.gaveUp(found: 0, attempts: 3, target: target)) {
      try await generate(options)
    }
  }

  /// A run that gives up names every constraint it was given, not just the moves.
  @Test func namesWhatAPuzzleMustBe() {
    var options = GeneratorOptions(moves: 12...12, size: BoardSize(rows: 5, columns: 6))
    options.fixedBlocks = 1
    options.exitSide = .any
    options.exitRow = nil
    #expect(
      options.target == "12 moves with 1 fixed block on a 5x6 board, chute either side of any row")
    options.moves = 3...Int.max
    options.fixedBlocks = 2
    options.exitSide = .left
    options.exitRow = 4
    #expect(
      options.target == "3 or more moves with 2 fixed blocks on a 5x6 board, chute left of row 4")
  }

  @Test func stopsWhenCancelledAndKeepsWhatItEmitted() async throws {
    var options = GeneratorOptions(moves: 60...70, count: 1, seed: 1)
    options.evaluationsPerAttempt = 1_000_000
    let task = Task { try await generate(options) }
    try await Task.sleep(for: .milliseconds(200))
    task.cancel()
    await #expect(throws: GeneratorError.cancelled(found: 0)) { try await task.value }
  }

  @Test func keepsUnnecessaryBlocksOnlyWhenAllowed() async throws {
    var options = Self.easy
    options.allowUnnecessary = true
    let puzzles = try await generate(options)
    var unnecessary = 0
    for generated in puzzles {
      #expect(try solve(generated.puzzle) == generated.moves)
      unnecessary += try Analysis(puzzle: generated.puzzle).unnecessaryBlocks.count
    }
    // Climbs pile blocks up; without pruning, some of them do not matter.
    #expect(unnecessary > 0)
  }

  @Test func reportsProgressUpToTheLastPuzzle() async throws {
    var reports: [GeneratorProgress] = []
    var emitted: [Int] = []
    let puzzles = try await Generator(options: Self.easy).generate(
      progress: { reports.append($0) }, emit: { emitted.append($0.index) })
    #expect(emitted == Array(0..<6))
    #expect(reports.last?.found == 6)
    #expect(reports.last?.count == 6)
    #expect(reports.map(\.found) == reports.map(\.found).sorted())
    #expect((reports.last?.evaluations ?? 0) >= (reports.last?.attempts ?? 0))
    #expect((reports.last?.bestDepth ?? 0) >= puzzles.map(\.moves).max() ?? 0)
  }

  @Test func searchesForTheHardestPuzzleUntilTheDeadline() async throws {
    var options = GeneratorOptions(
      moves: 0...Int.max, seed: 4, size: BoardSize(rows: 4, columns: 5))
    options.jobs = 2
    let clock = ContinuousClock()
    let search = try HardestSearch(options: options, climbLayouts: 200)
    let result = await search.run(until: clock.now + .milliseconds(800))
    let hardest = try #require(result.puzzles.first)
    // How hard depends on the time the machine gives; the claims must hold whatever it is.
    #expect(try solve(hardest.puzzle) == hardest.moves)
    #expect(try Analysis(puzzle: hardest.puzzle).unnecessaryBlocks.isEmpty)
    #expect(try Cluster(puzzle: hardest.puzzle).count == hardest.clusterSize)
    #expect(!result.wasCancelled)
  }

  @Test func rejectsUnusableOptions() {
    var options = GeneratorOptions(moves: 15...20)
    options.exitRow = 6
    #expect(throws: GeneratorError.exitRowOffBoard(row: 6, size: .standard)) {
      try Generator(options: options)
    }
    options = GeneratorOptions(moves: 15...20, size: BoardSize(rows: 9, columns: 6))
    #expect(throws: GeneratorError.unsupportedSize(BoardSize(rows: 9, columns: 6))) {
      try Generator(options: options)
    }
    options = GeneratorOptions(moves: 15...20)
    options.fixedBlocks = 16
    #expect(throws: GeneratorError.tooManyFixedBlocks(16, size: .standard)) {
      try Generator(options: options)
    }
    options.fixedBlocks = 0
    options.jobs = 0
    #expect(throws: GeneratorError.badJobs(0)) { try Generator(options: options) }
    // A board of 0 moves is already solved: never a puzzle to grow.
    #expect(throws: GeneratorError.badMoves(0...0)) {
      try Generator(options: GeneratorOptions(moves: 0...0))
    }
  }

  /// The warm-up band rates any board from 0 moves on; the generator aims from 1 on, so a
  /// warm-up set never holds a board already solved (seed 2 on 4x4 gave one first).
  @Test func aimsAtOneMoveOrMore() {
    let options = GeneratorOptions(
      moves: Category.warmUp.moves, seed: 2, size: BoardSize(rows: 4, columns: 4))
    #expect(options.generatedMoves == 1...14)
    #expect(options.target.hasPrefix("1 to 14 moves on a 4x4 board"))
  }
}
