import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``Bitboard/removing(block:)`` and ``Bitboard/state(_:without:)``, which ``Analysis``
/// uses for its puzzles less one block, against compiling the smaller puzzle anew.
@Suite struct ReducedBitboardTests {
  /// Expects two bitboards to be the same compiled puzzle, field by field.
  static func expectSame(_ derived: Bitboard, _ compiled: Bitboard, _ context: String) {
    #expect(derived.template == compiled.template, "\(context)")
    #expect(derived.start == compiled.start, "\(context)")
    #expect(derived.startCode == compiled.startCode, "\(context)")
    #expect(derived.board == compiled.board, "\(context)")
    #expect(derived.fixed == compiled.fixed, "\(context)")
    #expect(derived.lanes == compiled.lanes, "\(context)")
    #expect(derived.rowLaneCount == compiled.rowLaneCount, "\(context)")
    #expect(derived.kinds.map(\.length) == compiled.kinds.map(\.length), "\(context)")
    #expect(derived.kinds.map(\.blockLengths) == compiled.kinds.map(\.blockLengths), "\(context)")
    #expect(derived.laneTiles == compiled.laneTiles, "\(context)")
    #expect(derived.prisonerLane == compiled.prisonerLane, "\(context)")
    #expect(derived.solvedArrangements == compiled.solvedArrangements, "\(context)")
    #expect(derived.maxMoves == compiled.maxMoves, "\(context)")
  }

  /// For every block but the prisoner: the derived bitboard equals the compiled smaller
  /// puzzle, and every `stride`-th state of the cluster less the block is that puzzle's
  /// state with the other blocks placed as in the cluster's state.
  static func check(_ puzzle: Puzzle, _ context: String, stride: Int) throws {
    let cluster = try Cluster(puzzle: puzzle)
    let bitboard = cluster.bitboard
    for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
      var smaller = puzzle
      smaller.blocks.remove(at: index)
      let compiled = try Bitboard(smaller)
      let derived = bitboard.removing(block: index)
      expectSame(derived, compiled, "\(context), block \(index)")
      for number in Swift.stride(from: 0, to: cluster.count, by: stride) {
        var state = cluster.puzzle(at: number)
        state.blocks.remove(at: index)
        #expect(
          bitboard.state(cluster.state(at: number), without: index) == compiled.state(of: state),
          "\(context), block \(index), state \(number)")
      }
    }
  }

  @Test(.needsSharedFixtures) func removingABlockEqualsCompilingEveryJam40CardWithoutIt() throws {
    for (card, puzzle, _) in try ReferencePuzzles.jam40() {
      try Self.check(puzzle, "Jam-\(card)", stride: 997)
      try Self.check(puzzle.mirrored(), "mirrored Jam-\(card)", stride: 997)
    }
  }

  /// Boards of every size from 4x4 to 8x8, both chute sides, with fixed blocks, where the
  /// blocks removed include the last of their lane and the walls beside the prisoner.
  @Test func removingABlockEqualsCompilingRandomBoardsWithoutIt() throws {
    var checked = 0
    for puzzle in RandomPuzzles.everySize(count: 2, seed: 7) {
      guard (try? Cluster(puzzle: puzzle, maxStates: 20_000)) != nil else { continue }
      try Self.check(puzzle, "\(puzzle.size) \(puzzle.chute.side)", stride: 101)
      checked += 1
    }
    #expect(checked >= 40, "only \(checked) boards checked")
  }

  /// The searches share one ``BreadthFirstSearch``; each must answer as a fresh solver does.
  @Test(.needsSharedFixtures) func unnecessaryBlocksOfEveryJam40CardMatchFreshSolves() throws {
    let solver = Solver()
    for (card, puzzle, moves) in try ReferencePuzzles.jam40() {
      let analysis = try Analysis(puzzle: puzzle)
      var expected: [Int] = []
      for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
        var reduced = puzzle
        reduced.blocks.remove(at: index)
        if try solver.solve(reduced).minimalMoves == moves { expected.append(index) }
      }
      #expect(analysis.unnecessaryBlocks == expected, "Jam-\(card)")
      #expect(analysis.undecidedBlocks.isEmpty, "Jam-\(card)")
    }
  }

  /// A search that meets the state limit leaves the block undecided, and stopping early
  /// ends at the first block decided unnecessary or undecided: intermediate 4 with two
  /// walls, whose every reduced search keeps more than 10 states.
  @Test func limitedSearchesLeaveBlocksUndecidedAndStopEarly() throws {
    let puzzle = TestGrid.puzzle("x.BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLLx\n")
    let walls = puzzle.blocks.indices.filter { puzzle.blocks[$0].orientation == .fixed }
    #expect(walls.count == 2)
    let cluster = try Cluster(puzzle: puzzle)
    let moves = try #require(cluster.minimalMoves)
    let idle = cluster.shortestPaths()?.idleBlocks ?? []
    let full = Analysis.unnecessaryBlocks(
      of: cluster, at: 0, moves: moves, idle: idle, solver: Solver(maxStates: 10))
    #expect(full.unnecessary.isEmpty)
    #expect(full.undecided == (walls + idle).sorted())
    let early = Analysis.unnecessaryBlocks(
      of: cluster, at: 0, moves: moves, idle: idle, solver: Solver(maxStates: 10),
      stopEarly: true)
    #expect(early.unnecessary.isEmpty)
    #expect(early.undecided == [full.undecided[0]])
    // Without the limit, each wall is decided.
    let decided = Analysis.unnecessaryBlocks(
      of: cluster, at: 0, moves: moves, idle: idle, solver: Solver())
    #expect(decided.undecided.isEmpty)
  }
}
