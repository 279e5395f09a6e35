import Synchronization
import Testing
import UnblockTestSupport

@testable import UnblockCore

@Suite struct EnumerationTests {
  static func space(
    _ rows: Int, _ columns: Int, walls: ClosedRange<Int> = 0...0, side: Chute.Side = .right
  )
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

  /// A cluster past the states an enumeration explores was left out of the lines without
  /// a word: the run now fails, as its lines would not be every puzzle. 4x4's largest
  /// clusters have more than 100 states.
  @Test func aClusterPastTheLimitEndsTheEnumeration() throws {
    var enumerator = Enumerator(space: Self.space(4, 4))
    enumerator.clusterLimit = 100
    #expect(throws: EnumerationClusterLimitError(limit: 100)) {
      try enumerator.run(jobs: 2)
    }
    #expect(
      EnumerationClusterLimitError(limit: 26_843_545).description
        == "a cluster has more than 26843545 states, more than an enumeration explores: its line cannot be known, so the enumeration cannot be complete"
    )
    enumerator.clusterLimit = StateLimit.enumerationCluster
    #expect(try enumerator.run(jobs: 2) != nil)
  }

  /// Before a set of walls' configurations are explored they are counted, which moves no
  /// share of the work: the callback hears of it first, so a terminal shows a line at once.
  @Test func reportsTheCountOfASetOfWallsBeforeItsWork() throws {
    let seen = Mutex<[EnumerationProgress]>([])
    let result = try Enumerator(space: Self.space(4, 4, walls: 0...1)).run(
      jobs: 1, progress: { progress in seen.withLock { $0.append(progress) } },
      progressEvery: .zero)
    #expect(result != nil)
    let reports = seen.withLock { $0 }
    #expect(reports.first?.counting == true)
    #expect(reports.first?.fractionDone == 0)
    #expect(reports.first?.remaining == nil)
    #expect(reports.contains { !$0.counting })
  }

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
        try Enumerator(space: Self.space(6, 6, walls: walls), onlyLike: puzzle).run(jobs: 2))
      #expect(result.configurations == 1)
      #expect(result.puzzles.first?.line == line)
    }
  }

  @Test func enumerates1730PuzzlesOn5x5AsTheIssueCountsThem() throws {
    let result = try #require(try Enumerator(space: Self.space(5, 5)).run(jobs: 2))
    #expect(result.puzzles.count == 1_730)
    #expect(result.countsByMoves == Self.counts5x5)
  }

  @Test func agreesWithABruteForceOverEveryLayoutOf4x4() throws {
    for walls in [0...0, 0...1] {
      let space = Self.space(4, 4, walls: walls)
      let result = try #require(try Enumerator(space: space).run())
      let expected = try BruteForceEnumeration.lines(of: space)
      #expect(result.puzzles.map(\.line) == expected)
      print(space, result.countsByMoves, result.puzzles.count, result.puzzles.first?.line ?? "")
    }
  }

  @Test func givesTheSameLinesForAnyJobsAndShards() throws {
    let space = Self.space(4, 4, walls: 0...1)
    let whole = try #require(try Enumerator(space: space).run(jobs: 1)).puzzles
    #expect(try #require(try Enumerator(space: space).run(jobs: 3)).puzzles == whole)
    var union: [EnumeratedPuzzle] = []
    for index in 0..<3 {
      let shard = EnumerationShard(index: index, count: 3)!
      union += try #require(try Enumerator(space: space).run(shard: shard, jobs: 2)).puzzles
    }
    #expect(union.sorted(by: EnumeratedPuzzle.precedes) == whole)
  }

  /// A shard of a single set of walls counts every shard's configurations, which the whole
  /// run counts once: the bench extrapolated that count as many times as there are shards
  /// (9,273 processor-seconds for 6x6 without walls from shard 0/256, where the whole board
  /// takes about 2,700). Shards dealt whole sets of walls count only their own.
  @Test func aShardSaysWhenItCountedEveryShardsConfigurations() throws {
    let shard = try #require(EnumerationShard(index: 1, count: 4))
    let single = try #require(
      try Enumerator(space: Self.space(5, 5, walls: 0...0)).run(shard: shard))
    #expect(single.countedEveryShard)
    #expect(single.counting > .zero && single.counting <= single.duration)
    let whole = try #require(try Enumerator(space: Self.space(5, 5, walls: 0...0)).run())
    #expect(!whole.countedEveryShard)
    let dealt = try #require(
      try Enumerator(space: Self.space(5, 5, walls: 1...2)).run(shard: shard))
    #expect(!dealt.countedEveryShard)
    // 10 s of which 2 s counting, in 4 shards on 2 cores: 2 + 4 × 8 = 34 processor-seconds,
    // and 2 + 32 / 2 = 18 s.
    var timed = single
    timed.counting = .seconds(2)
    let estimate = timed.wholeRun(fromShard: 10, of: shard, jobs: 2)
    #expect(estimate.processor == 34 && estimate.wall == 18)
    timed.countedEveryShard = false
    #expect(timed.wholeRun(fromShard: 10, of: shard, jobs: 2) == (40, 20))
  }

  /// A shard count over a million is refused as text and as numbers; at the bound the run
  /// works. Counts from 2^61 on used to overflow the test of whether whole sets of walls
  /// are dealt, and trap.
  @Test func refusesAShardCountTooLargeToWorkWith() throws {
    let max = EnumerationShard.maxCount
    #expect(max == 1_000_000)
    for count in [max + 1, 1 << 61, Int.max] {
      #expect(EnumerationShard(index: 0, count: count) == nil)
      guard case .failure(let error) = EnumerationShard.parse("0/\(count)") else {
        Issue.record("0/\(count) was taken")
        continue
      }
      #expect(error.reason == .tooMany)
      #expect(error.description == "a shard I/N has N at most 1000000, not '0/\(count)'")
    }
    let last = try #require(EnumerationShard(index: max - 1, count: max))
    #expect(try EnumerationShard.parse("\(max - 1)/\(max)").get() == last)
    let space = Self.space(4, 4)
    let whole = Set(try #require(try Enumerator(space: space).run()).puzzles.map(\.line))
    // Fewer configurations than shards: they are dealt one to a shard, from shard 0 on, and
    // the last shard has none.
    let shard0 = try #require(EnumerationShard(index: 0, count: max))
    let first = try #require(try Enumerator(space: space).run(shard: shard0))
    #expect(Set(first.puzzles.map(\.line)).isSubset(of: whole))
    #expect(try #require(try Enumerator(space: space).run(shard: last)).puzzles.isEmpty)
  }

  /// Line for line: each left line's board, mirrored and lettered again, is a right line's
  /// board, with the same moves and states. On 5x4 and 5x5 the farthest states of some
  /// clusters compared as they stand, not mirrored, pick another representative, and 5x5
  /// then gave 1,826 lines, not 1,730.
  @Test(arguments: [(4, 4, 0...1), (5, 4, 0...0), (5, 5, 0...0)])
  func aLeftChuteGivesTheMirrorImageOfTheRightChute(
    rows: Int, columns: Int, walls: ClosedRange<Int>
  ) throws {
    let right = try #require(
      try Enumerator(space: Self.space(rows, columns, walls: walls)).run()
    ).puzzles
    let left = try #require(
      try Enumerator(space: Self.space(rows, columns, walls: walls, side: .left)).run()
    ).puzzles
    let chute = Chute(side: .left, row: EnumerationSpace.defaultChuteRow(rows: rows))
    let mirrored = left.map { line in
      EnumeratedPuzzle(
        moves: line.moves,
        board: TestGrid.puzzle(line.board, rows: rows, columns: columns, chute: chute)
          .mirrored().databaseBoard,
        states: line.states)
    }
    #expect(right.count >= 32)
    #expect(mirrored.sorted(by: EnumeratedPuzzle.precedes) == right)
  }

  @Test func searchesAConfigurationsSeedsAndNoOthers() {
    for space in [Self.space(4, 4, walls: 0...2), Self.space(5, 5), Self.space(4, 5, walls: 1...1)]
    {
      var expected: [SeedLayout.Configuration: Set<SeedLayout>] = [:]
      space.forEachSeed { expected[$0.configuration(size: space.size), default: []].insert($0) }
      for (configuration, seeds) in expected {
        var found: [SeedLayout] = []
        space.forEachSeed(of: configuration) { found.append($0) }
        #expect(found.count == seeds.count && Set(found) == seeds, "\(space) \(configuration)")
      }
    }
  }

  @Test func countsEverySeedOnceOverTheSetsOfWalls() {
    let space = Self.space(4, 4, walls: 1...2)
    var seeds = 0
    space.forEachSeed { _ in seeds += 1 }
    var sets: [UInt64] = []
    var counted = 0
    space.forEachWallSet { walls in
      sets.append(walls)
      counted += space.kept(walls: walls).reduce(0) { $0 + $1.seeds }
      return true
    }
    // 12 tiles off the chute's row: 12 sets of one wall and 66 of two, each once.
    #expect(sets.count == 78 && Set(sets).count == 78 && space.wallSetCount == 78)
    #expect(sets.allSatisfy { (1...2).contains($0.nonzeroBitCount) && $0 & 0xF00 == 0 })
    #expect(counted == seeds)
  }

  @Test func countsTheSeedsOfEachConfigurationAsADictionaryDoes() {
    // 5x5 has 44,936 configurations (with a seed to explore): the table grows many times and counts in batches.
    for space in [Self.space(4, 4, walls: 0...2), Self.space(5, 5)] {
      space.forEachWallSet { walls in
        var expected: [SeedLayout.Configuration: Int] = [:]
        space.forEachSeed(walls: walls) {
          expected[$0.configuration(size: space.size), default: 0] += 1
        }
        let sorted = expected.map { (configuration: $0.key, seeds: $0.value) }.sorted {
          $0.seeds != $1.seeds ? $0.seeds > $1.seeds : $0.configuration < $1.configuration
        }
        let counted = space.kept(walls: walls)
        #expect(counted.map(\.configuration) == sorted.map(\.configuration), "\(space) \(walls)")
        #expect(counted.map(\.seeds) == sorted.map(\.seeds), "\(space) \(walls)")
        return true
      }
    }
  }

  /// Spaces of every kind the count meets: walls, a left chute, another chute row, boards
  /// wider than high and higher than wide.
  static let countedSpaces = [
    space(4, 4, walls: 0...2), space(5, 5), space(4, 5, walls: 1...1), space(5, 4),
    space(4, 4, walls: 0...1, side: .left),
    EnumerationSpace(
      size: BoardSize(rows: 5, columns: 5), chute: Chute(side: .right, row: 1), walls: 0...0),
  ]

  @Test func keepsTheFirstSeedOfEachConfigurationAsItsSearchGivesIt() {
    for space in Self.countedSpaces {
      var compared = 0
      space.forEachWallSet { walls in
        for counted in space.kept(walls: walls) {
          var seeds = ConfigurationSeeds(space: space, configuration: counted.configuration)
          let first = SeedLayout(
            packed: counted.packedSeed, configuration: counted.configuration, space: space)
          let searched = seeds.next()
          #expect(first == searched, "\(space) \(counted.configuration)")
          compared += 1
        }
        return compared < 3_000
      }
      #expect(compared > 0)
    }
  }

  @Test func ordersConfigurationKeysAsTheirLaneCodes() {
    // Every pair of lane codes a lane with room has, in two lanes of rows and columns.
    let codes = ConfigurationKey.codes.map(UInt64.init)
    #expect(codes.count == 11 && codes.first == 0)
    var configurations: [(rows: UInt64, columns: UInt64)] = []
    for first in codes {
      for second in codes {
        configurations.append((first | second << 40, second | first << 16))
      }
    }
    for one in configurations {
      let key = ConfigurationKey.key(rows: one.rows, columns: one.columns)
      #expect(ConfigurationKey.codes(of: key) == one)
      for other in configurations.prefix(40) {
        let otherKey = ConfigurationKey.key(rows: other.rows, columns: other.columns)
        #expect((key < otherKey) == ((one.rows, one.columns) < (other.rows, other.columns)))
      }
    }
  }

  @Test func keysASeedsConfigurationByItsLaneCodes() {
    for space in Self.countedSpaces {
      var seeds = 0
      space.forEachSeed { (seed: SeedLayout) -> Void in
        let configuration = seed.configuration(size: space.size)
        let key = ConfigurationKey.key(rows: configuration.rows, columns: configuration.columns)
        #expect(seed.configurationKey(size: space.size) == key, "\(seed)")
        seeds += 1
      }
      #expect(seeds > 0)
    }
  }

  /// The count of 6x6's configurations without walls took 768 MiB at once, and under
  /// `ulimit -v 1000000` the allocation that failed ended the process (status 134): a
  /// table that cannot grow now stops, and the enumeration says what it could not have.
  @Test func aCountThatCannotHaveTheMemoryItNeedsSaysSo() throws {
    let space = Self.space(5, 5)
    // 44,936 configurations: 65,536 slots of 24 bytes, 1.5 MiB; 768 KiB is too little.
    #expect(throws: EnumerationMemoryError(bytes: 1_572_864, configurations: 24_607)) {
      try space.configurations(walls: 0, laneTest: false, byteBound: 1_000_000)
    }
    #expect(
      try space.configurations(walls: 0, laneTest: false, byteBound: 1_572_864)?.count == 44_936)
    #expect(
      EnumerationMemoryError(bytes: 805_306_368, configurations: 12_582_964).description
        == "could not allocate 768 MiB to count the configurations of a set of walls (12582964 counted so far); give the process more memory: a 6x6 board without walls needs about 1.2 GB for them, whatever the shard"
    )
  }

  @Test func listsOnlyTheConfigurationsAtTheKeptPositions() throws {
    let space = Self.space(5, 5)
    // The positions count the configurations the lane test leaves out, so that a shard
    // tests only its own; the lists leave them out.
    let all = try space.configurations(walls: 0, laneTest: false)
    let odd = try space.configurations(walls: 0, keeping: { $0 % 3 == 1 })
    #expect(all?.count == 44_936 && odd?.count == 44_936)
    #expect(space.kept(walls: 0).count == 29_255)
    let expected = all?.kept.enumerated().filter { $0.offset % 3 == 1 }.map(\.element).filter {
      !$0.configuration.hasBlockOutOfLaneReach(size: space.size, chuteRow: space.chute.row)
    }
    #expect(odd?.kept == expected)
    #expect((odd?.kept.count ?? 0) > 5_000)
  }

  @Test func exploresACountedConfigurationAsItsWholeSearchDoes() {
    // The counted way stops the search once the clusters hold the configuration's seeds,
    // or never starts it: it must find what listing every seed finds.
    for space in Self.countedSpaces {
      let workspace = EnumerationWorkspace()
      var configurations = 0
      space.forEachWallSet { walls in
        // The largest configurations of each set of walls, where clusters share them.
        for counted in (space.kept(walls: walls)).prefix(3_000) {
          let known = space.explore(counted, in: workspace)
          let searched = space.explore(counted.configuration, in: workspace)
          #expect(known == searched, "\(space) \(counted.configuration)")
          #expect(known.seeds == counted.seeds)
          // A board too large to pack its seeds counts them but keeps no first seed.
          let unpacked = CountedConfiguration(
            key: counted.key, walls: counted.walls, seeds: counted.seeds,
            packedSeed: CountedConfiguration.noSeed)
          #expect(space.explore(unpacked, in: workspace) == searched)
          configurations += 1
        }
        return configurations < 8_000
      }
      #expect(configurations > 0)
    }
  }

  @Test func tellsTheSeedsAmongAClustersSolvedStates() throws {
    // Every solved state of the 5x5 clusters, against the seed search's own definition.
    let space = Self.space(5, 5)
    var seeds = Set<SeedLayout>()
    space.forEachSeed { seeds.insert($0) }
    var recognizer = SeedRecognizer()
    var told = 0
    for counted in (space.kept(walls: 0)).prefix(400) {
      var search = ConfigurationSeeds(space: space, configuration: counted.configuration)
      let next = search.next()
      let first = try #require(next)
      let cluster = try Cluster(
        puzzle: first.puzzle(size: space.size, chute: space.chute))
      recognizer.prepare(for: cluster.bitboard)
      for index in 0..<cluster.count where cluster.distance(at: index) == 0 {
        let state = cluster.state(at: index)
        let code = try #require(cluster.bitboard.code(of: state))
        let layout = SeedLayout(puzzle: cluster.puzzle(at: index))
        #expect(recognizer.isSeed(code: code) == seeds.contains(layout), "\(layout)")
        told += 1
      }
    }
    #expect(told > 1_000)
  }

  @Test func exploresInOneReusedWorkspaceAsFreshClustersDo() throws {
    let space = Self.space(5, 5, walls: 0...1)
    let workspace = EnumerationWorkspace()
    var compared = 0
    // Configurations of both wall counts, large and small, one after another in one
    // workspace: each must give what a fresh Cluster per seed gives.
    for walls: UInt64 in [0, 1 << 9] {
      for counted in (space.kept(walls: walls)).prefix(150) {
        let configuration = counted.configuration
        let found = space.explore(configuration, in: workspace)
        var expected = EnumerationTally(configurations: 1)
        var seen = Set<BoardState>()
        var bitboard: Bitboard?
        space.forEachSeed(of: configuration) { seed in
          expected.seeds += 1
          let compiled =
            bitboard ?? Bitboard(valid: seed.puzzle(size: space.size, chute: space.chute))
          bitboard = compiled
          guard !seen.contains(seed.state),
            let cluster = try? Cluster(bitboard: compiled, from: seed.state)
          else { return }
          expected.clusters += 1
          expected.states += cluster.count
          for index in 0..<cluster.count where cluster.distance(at: index) == 0 {
            seen.insert(cluster.state(at: index))
          }
          if let line = EnumerationSpace.minimalPuzzle(of: cluster) {
            expected.puzzles.append(line)
          }
        }
        #expect(found == expected, "\(configuration)")
        compared += 1
      }
    }
    #expect(compared == 300)
  }

  /// A checkpoint in memory, which counts the batches recorded.
  final class MemoryCheckpoint: EnumerationCheckpoint, @unchecked Sendable {
    var batches: [Int: EnumerationTally] = [:]
    var recorded = 0

    func finished(batch: Int) -> EnumerationTally? { batches[batch] }
    func record(batch: Int, _ tally: EnumerationTally) throws {
      batches[batch] = tally
      recorded += 1
    }
  }

  @Test func resumesFromACheckpointToTheSameResult() throws {
    let space = Self.space(4, 4, walls: 0...1)
    let whole = try #require(try Enumerator(space: space).run(batchSeeds: 50))
    let checkpoint = MemoryCheckpoint()
    let asked = Mutex(0)
    let stopped = try Enumerator(space: space).run(
      batchSeeds: 50, checkpoint: checkpoint,
      shouldStop: {
        asked.withLock {
          $0 += 1; return $0 > 40
        }
      })
    #expect(stopped == nil)
    let done = checkpoint.recorded
    #expect(done > 0)
    let resumed = try #require(
      try Enumerator(space: space).run(jobs: 2, batchSeeds: 50, checkpoint: checkpoint))
    #expect(resumed.puzzles == whole.puzzles)
    #expect(resumed.clusters == whole.clusters && resumed.states == whole.states)
    #expect(resumed.configurations == whole.configurations && resumed.seeds == whole.seeds)
    // Only the batches missing were done again.
    #expect(checkpoint.recorded == checkpoint.batches.count)
    #expect(checkpoint.batches.count > done)
  }

  @Test func stopsWhenAsked() throws {
    #expect(try Enumerator(space: Self.space(5, 5)).run(shouldStop: { true }) == nil)
  }

  @Test func refusesSpacesItCannotEnumerate() {
    #expect(Self.space(3, 6).problem == "the board must have 4 to 8 rows and columns, not 3x6")
    #expect(
      EnumerationSpace(size: .standard, chute: Chute(side: .right, row: 6), walls: 0...0).problem
        == "the chute row must be 0 to 5 on a 6x6 board, not 6")
  }
}
