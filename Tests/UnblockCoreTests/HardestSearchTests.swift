import Testing
import UnblockTestSupport

@testable import UnblockCore

@Suite struct HardestSearchTests {
  /// A 4x4 board, seven climbs of 300 layouts, the last 200: quick in a debug build.
  func search(jobs: Int, top: Int = 3, layouts: Int? = 2_000) throws -> HardestSearch {
    var options = GeneratorOptions(moves: 0...0, seed: 8, size: BoardSize(rows: 4, columns: 4))
    options.jobs = jobs
    options.exitRow = nil
    return try HardestSearch(options: options, top: top, layouts: layouts, climbLayouts: 300)
  }

  @Test func aLayoutBoundGivesTheSamePuzzlesWhateverTheJobs() async throws {
    let one = try await search(jobs: 1).run()
    let three = try await search(jobs: 3).run()
    #expect(one.layouts == 2_000)
    #expect(one.climbs == 7)
    #expect(!one.wasCancelled)
    #expect(one.puzzles.count == 3)
    #expect(three.puzzles == one.puzzles)
    #expect(three.layouts == 2_000)
  }

  /// Forty climbs of 60 layouts: climbs 17 on may dig from the pool, so the pool's
  /// snapshots and the digs repeat too, with each strategy's steps.
  @Test(arguments: [false, true])
  func climbsThatDigRepeatWhateverTheJobs(fineSteps: Bool) async throws {
    func run(jobs: Int) async throws -> HardestSearch.Result {
      var options = GeneratorOptions(moves: 0...0, seed: 5, size: BoardSize(rows: 4, columns: 4))
      options.jobs = jobs
      var search = try HardestSearch(options: options, top: 2, layouts: 2_400, climbLayouts: 60)
      search.strategy.digPercent = 50
      search.strategy.nudging = fineSteps
      search.strategy.redrawing = fineSteps
      // Fine steps also bound candidates at twice the current cluster and redraw repeats.
      search.strategy.growth = fineSteps ? 2 : 4
      search.strategy.redraws = fineSteps ? 8 : 0
      return await search.run()
    }
    let one = try await run(jobs: 1)
    let two = try await run(jobs: 2)
    #expect(one.climbs == 40)
    #expect(one.layouts == 2_400)
    #expect(one.puzzles.count == 2)
    #expect(two.puzzles == one.puzzles)
    #expect(two.climbs == 40)
  }

  @Test func puzzlesAreDistinctHardestFirstAndTrue() async throws {
    let puzzles = try await search(jobs: 2).run().puzzles
    #expect(puzzles.map(\.index) == Array(0..<puzzles.count))
    #expect(puzzles.map(\.moves) == puzzles.map(\.moves).sorted(by: >))
    #expect(Set(puzzles.map(\.familyKey)).count == puzzles.count)
    for puzzle in puzzles {
      #expect(try Solver().solve(puzzle.puzzle).minimalMoves == puzzle.moves)
      let analysis = try Analysis(puzzle: puzzle.puzzle)
      #expect(analysis.unnecessaryBlocks.isEmpty)
      #expect(analysis.clusterSize == puzzle.clusterSize)
      #expect(analysis.cluster.familyKey == puzzle.familyKey)
    }
  }

  @Test func cancellationKeepsTheBestFound() async throws {
    let search = try search(jobs: 2, top: 1, layouts: nil)
    let running = Task { await search.run() }
    try await Task.sleep(for: .milliseconds(600))
    running.cancel()
    let result = await running.value
    #expect(result.wasCancelled)
    let best = try #require(result.puzzles.first)
    #expect(try Solver().solve(best.puzzle).minimalMoves == best.moves)
  }

  @Test func refusesNoPuzzlesAndNoLayouts() {
    let options = GeneratorOptions(moves: 0...0)
    #expect(throws: GeneratorError.badTop(0)) { try HardestSearch(options: options, top: 0) }
    #expect(throws: GeneratorError.badBudget) { try HardestSearch(options: options, layouts: 0) }
  }

  /// The 51-move puzzle less its block H is a 39-move cluster of 2,990 states; a climb
  /// from it, as the search digs (a start at a farthest state, the dig's temperature),
  /// finds the 51-move cluster again: its mutations reach the known maximum from nearby.
  @Test(arguments: [false, true])
  func aClimbFromANeighbourOfThe51ReachesIt(redrawing: Bool) throws {
    var climb = Climb(
      space: LayoutSpace(size: .standard, chuteRow: 2, fixedBlocks: 0), goal: 51,
      budget: 2_000, temperature: HardestSearch.Strategy().digTemperature)
    climb.redrawing = redrawing
    try expectClimb(
      climb, from: ReferencePuzzles.hardest51, less: "H", near: (39, 2_990), stream: 1,
      finds: 4_780)
  }

  /// The 60-move puzzle with block F taken away has a 37-move cluster of 1,360 states whose
  /// farthest state is one mutation from the 60's cluster and from no deeper one: the 60 is
  /// a spike, its neighbours all 38 moves or fewer. A climb from there that bounds
  /// candidates at twice the current cluster (the 60's has 2,332 states) and redraws
  /// repeats still finds it.
  @Test(arguments: zip([4, 2], [0, 8]))
  func aClimbFromANeighbourOfThe60ReachesIt(growth: Int, redraws: Int) throws {
    var climb = Climb(
      space: LayoutSpace(size: .standard, chuteRow: 2, fixedBlocks: 1), goal: 60,
      budget: 2_000, temperature: HardestSearch.Strategy().digTemperature)
    climb.growth = growth
    climb.redraws = redraws
    let hardest60 = TestGrid.puzzle(
      "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", format: .databaseLines)
    try expectClimb(climb, from: hardest60, less: "F", near: (37, 1_360), stream: 2, finds: 2_332)
  }

  /// Expects `puzzle` less block `label` to have a cluster of `near.depth` moves and
  /// `near.states` states, and `climb`, started at its farthest state, to find the cluster of
  /// `puzzle` (of `states` states) at its goal within its budget.
  func expectClimb(
    _ climb: Climb, from puzzle: Puzzle, less label: Character, near: (depth: Int, states: Int),
    stream: UInt64, finds states: Int
  ) throws {
    var less = puzzle
    less.blocks.removeAll { $0.label == label }
    let neighbour = try Cluster(puzzle: less)
    #expect(neighbour.maximumDistance == near.depth)
    #expect(neighbour.count == near.states)
    var random = Xoshiro256StarStar(seed: 1, stream: [stream])
    let start = Climb.farthestState(of: neighbour, using: &random)
    let outcome = climb.run(from: start, using: &random)
    #expect(outcome.bestDepth == climb.goal)
    #expect(outcome.evaluations < climb.budget)
    let found = try #require(outcome.best)
    #expect(found.count == states)
    #expect(found.familyKey == (try Cluster(puzzle: puzzle)).familyKey)
  }

  @Test func thePoolKeepsOneClusterPerFamilyDeepestFirst() throws {
    // Three clusters: the 51-move puzzle's, its mirror image's (the same family) and I-4's.
    let deep = try Cluster(puzzle: ReferencePuzzles.hardest51)
    let mirrored = try Cluster(puzzle: ReferencePuzzles.hardest51.mirrored())
    var pool = ElitePool(capacity: 2)
    let shallow = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    pool.merge(
      shallow, depth: try #require(shallow.maximumDistance), chuteRow: 2, side: .right, climb: 0)
    pool.merge(deep, depth: try #require(deep.maximumDistance), chuteRow: 2, side: .right, climb: 1)
    pool.merge(
      mirrored, depth: try #require(mirrored.maximumDistance), chuteRow: 2, side: .left, climb: 2)
    #expect(pool.entries.map(\.climb) == [1, 0])
    #expect(pool.entries.map(\.depth) == [51, try #require(shallow.maximumDistance)])
    // A full pool takes nothing no deeper than its shallowest entry.
    pool.merge(shallow, depth: 0, chuteRow: 2, side: .right, climb: 4)
    #expect(pool.entries.map(\.climb) == [1, 0])
    pool.merge(nil, depth: -1, chuteRow: 2, side: .right, climb: 3)
    #expect(pool.entries.count == 2)
  }
}
