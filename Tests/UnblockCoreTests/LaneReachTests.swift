import Testing
import UnblockTestSupport

@testable import UnblockCore

/// The test that keeps an enumeration off configurations with a block out of reach by
/// their lanes alone (``SeedLayout/Configuration/hasBlockOutOfLaneReach(size:chuteRow:)``).
@Suite struct LaneReachTests {
  /// Random puzzles of every size shaped like seeds: the prisoner alone in its row, and
  /// room left in every lane.
  static let puzzles: [Puzzle] = SeedOutOfReachTests.puzzles.filter { puzzle in
    EnumerationSpace.hasRoomInEveryLane(SeedLayout(puzzle: puzzle), size: puzzle.size)
  }

  static func isFlagged(_ puzzle: Puzzle) -> Bool {
    SeedLayout(puzzle: puzzle).configuration(size: puzzle.size).hasBlockOutOfLaneReach(
      size: puzzle.size, chuteRow: puzzle.chute.row)
  }

  /// The puzzle's block that `block` names: the `index`-th along its lane, or the wall.
  static func block(_ block: SeedLayout.Configuration.LaneBlock, of puzzle: Puzzle) -> Int? {
    switch block {
    case .wall(let tile):
      return puzzle.blocks.firstIndex {
        $0.orientation == .fixed && Bitboard.bit($0.origin) == tile
      }
    case .movable(let isRow, let lane, let index):
      let inLane = puzzle.blocks.indices.filter { number in
        let candidate = puzzle.blocks[number]
        return isRow
          ? candidate.orientation == .horizontal && candidate.origin.row == lane
          : candidate.orientation == .vertical && candidate.origin.column == lane
      }.sorted {
        isRow
          ? puzzle.blocks[$0].origin.column < puzzle.blocks[$1].origin.column
          : puzzle.blocks[$0].origin.row < puzzle.blocks[$1].origin.row
      }
      return index < inLane.count ? inLane[index] : nil
    }
  }

  /// The block the test names is unnecessary: without it, the board needs as many moves
  /// (or stays unsolvable), by a fresh solve. Random boards stand anywhere in their
  /// clusters, so this checks more states than representatives.
  @Test func namesBlocksWhoseRemovalKeepsTheMinimalMoves() throws {
    let solver = Solver()
    var solvable = 0
    for puzzle in Self.puzzles {
      let layout = SeedLayout(puzzle: puzzle)
      guard
        let named = layout.configuration(size: puzzle.size).blockOutOfLaneReach(
          size: puzzle.size, chuteRow: puzzle.chute.row)
      else { continue }
      let index = try #require(Self.block(named, of: puzzle), "\(named) in \(puzzle)")
      #expect(!puzzle.blocks[index].isPrisoner)
      var reduced = puzzle
      reduced.blocks.remove(at: index)
      guard let moves = try? solver.solve(puzzle).minimalMoves else { continue }
      solvable += 1
      #expect(try solver.solve(reduced).minimalMoves == moves, "\(puzzle) less block \(index)")
    }
    #expect(solvable >= 100, "only \(solvable) solvable boards named")
  }

  /// A 5x5 board, prisoner in row 2: a block of 3 in row 0 and one in row 3, each holding
  /// column 2's tile of its row for good, and a block of 2 in column 2 between them.
  static let heldApart = SeedLayout.Configuration(
    rows: 0b10 | 0b01 << 16 | 0b10 << 24, columns: 0b01 << 16, walls: 0)

  /// Every reach in ``heldApart`` is apart from every other, yet no block is out of reach:
  /// without either row's block, the column's block reaches its tiles. The test must look
  /// again without the block, not stop at the reaches of the whole configuration.
  @Test func looksAgainWithoutTheBlock() {
    let size = BoardSize(rows: 5, columns: 5)
    #expect(Self.heldApart.blockOutOfLaneReach(size: size, chuteRow: 2) == nil)
    // Without the column's block, the rows' blocks reach no one.
    var alone = Self.heldApart
    alone.columns = 0
    #expect(
      alone.blockOutOfLaneReach(size: size, chuteRow: 2)
        == .movable(isRow: true, lane: 0, index: 0))
    // A wall in the column's way, with nothing else in its row or column, is out of reach.
    var walled = Self.heldApart
    walled.rows = 0b01 << 16
    walled.walls = Bitboard.bit(Cell(row: 4, column: 0))
    #expect(walled.blockOutOfLaneReach(size: size, chuteRow: 2) == .wall(walled.walls))
  }

  /// A configuration the test names has no minimal cluster: every random board whose
  /// configuration it names is not minimal, by the enumeration's own test.
  @Test func namesOnlyConfigurationsWhoseClustersAreNotMinimal() throws {
    var solvable = 0
    for puzzle in Self.puzzles where Self.isFlagged(puzzle) {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000),
        cluster.minimalMoves != nil
      else { continue }
      solvable += 1
      #expect(EnumerationSpace.minimalPuzzle(of: cluster) == nil, "\(puzzle)")
    }
    #expect(solvable >= 100, "only \(solvable) solvable boards named")
  }

  /// Every cluster of every configuration named on small boards with walls, each explored
  /// from its seeds: none is minimal. The boards hold the lanes a random board rarely has.
  @Test func namesNoConfigurationWithAMinimalClusterOnSmallBoards() throws {
    var named = 0
    for (rows, columns) in [(4, 4), (4, 5), (5, 4)] {
      let space = EnumerationSpace(
        size: BoardSize(rows: rows, columns: columns), chute: Chute(side: .right, row: 1),
        walls: 0...2)
      var verdicts: [SeedLayout.Configuration: Bool] = [:]
      var checked = 0
      space.forEachLayout { seed in
        let configuration = seed.configuration(size: space.size)
        let flagged =
          verdicts[configuration]
          ?? configuration.hasBlockOutOfLaneReach(size: space.size, chuteRow: 1)
        if verdicts[configuration] == nil, flagged { named += 1 }
        verdicts[configuration] = flagged
        // Every 7th layout of a named configuration: enough to cover every kind of lane.
        guard flagged else { return true }
        checked += 1
        guard checked % 7 == 0 else { return true }
        let puzzle = seed.puzzle(size: space.size, chute: space.chute)
        if let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000) {
          #expect(EnumerationSpace.minimalPuzzle(of: cluster) == nil, "\(puzzle)")
        }
        return true
      }
    }
    #expect(named >= 1_000, "only \(named) configurations named")
  }

  /// Without walls a lane is one stretch, so the lane test names every configuration whose
  /// seeds the seed test (``SeedLayout/hasBlockOutOfReach(board:chuteRow:)``) names.
  @Test func namesEverySeedTheSeedTestNamesWithoutWalls() {
    var both = 0
    for puzzle in Self.puzzles where !puzzle.blocks.contains(where: { $0.orientation == .fixed }) {
      let layout = SeedLayout(puzzle: puzzle)
      if layout.hasBlockOutOfReach(
        board: Bitboard.tiles(of: puzzle.size), chuteRow: puzzle.chute.row)
      {
        #expect(Self.isFlagged(puzzle), "\(puzzle)")
        both += 1
      }
    }
    #expect(both >= 10, "only \(both) boards")
  }

  /// The table's held tiles and reaches are those the lane's arrangements, as the move
  /// generator lists them (``LaneKind/arrangements``), give off every set of taken tiles.
  @Test func tableMatchesTheArrangementsOfTheLaneKinds() {
    var lanes = 0
    for length in 2...8 {
      for code in ConfigurationKey.codes where code != 0 {
        var lengths: [Int] = []
        var rest = code
        while rest != 0 {
          lengths.append((rest & 0b11) + 1)
          rest >>= 2
        }
        guard lengths.reduce(0, +) <= length else { continue }
        let kind = LaneKind(length: length, blockLengths: lengths)
        lanes += 1
        for taken in 0..<(1 << length) {
          var held = (1 << length) - 1
          var reaches = [Int](repeating: 0, count: lengths.count)
          var any = false
          for (number, places) in kind.arrangements.enumerated()
          where Int(kind.tiles[number]) & taken == 0 {
            any = true
            held &= Int(kind.tiles[number])
            for (block, place) in places.enumerated() {
              reaches[block] |= ((1 << lengths[block]) - 1) << place
            }
          }
          let expectedReaches = reaches.enumerated().reduce(UInt32(0)) {
            $0 | UInt32($1.element) << UInt32(8 * $1.offset)
          }
          let (lane, covered) = (UInt64(code), UInt64(taken))
          #expect(
            LaneReachTable.held(length: length, code: lane, taken: covered)
              == (any ? UInt64(held) : 0), "length \(length), code \(code), taken \(taken)")
          #expect(
            LaneReachTable.reaches(length: length, code: lane, taken: covered)
              == expectedReaches, "length \(length), code \(code), taken \(taken)")
        }
      }
    }
    #expect(lanes >= 30)
  }
}
