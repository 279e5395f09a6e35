import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``ExitBound/tilesRead(_:_:)`` and ``Analysis/keepsBound(_:without:at:holding:)``, which
/// settle a block as unnecessary with no search when the state less it keeps a blocking
/// bound of the state's minimal moves.
@Suite struct BoundSettledBlocksTests {
  /// In every sampled state of random clusters of every size, the state less any block on
  /// none of the tiles its bound reads has, in the bitboard less that block, the bound the
  /// state has: the claim the shortcut rests on, checked against a fresh bound.
  @Test func boundOfTheStateLessABlockOffTheTilesReadIsTheSame() throws {
    var compared = 0
    for puzzle in RandomPuzzles.everySize(count: 3, seed: 31) {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 5_000) else { continue }
      let bitboard = cluster.bitboard
      let exit = ExitBound(bitboard)
      for block in puzzle.blocks.indices where !puzzle.blocks[block].isPrisoner {
        let reduced = bitboard.removing(block: block)
        let reducedExit = ExitBound(reduced)
        for index in stride(from: 0, to: cluster.count, by: max(1, cluster.count / 30)) {
          let code = cluster.storage.table[index]
          let state = cluster.state(at: index)
          let read = exit.tilesRead(code, exit.context(of: code))
          guard bitboard.tiles(of: block, in: state) & read == 0 else { continue }
          let reducedCode = try #require(reduced.code(of: bitboard.state(state, without: block)))
          #expect(
            reducedExit.moves(reducedCode) == exit.moves(code),
            "\(puzzle), block \(block), state \(index)")
          compared += 1
        }
      }
    }
    #expect(compared >= 2_000, "only \(compared) states compared")
  }

  /// Whenever the shortcut settles a block of a random board's start, the puzzle without
  /// the block needs exactly as many moves, by a fresh solve; and it settles some.
  @Test func settledBlocksMatchFreshSolvesOfRandomBoards() throws {
    let settled = try UnnecessaryBlockChecks.matchFreshSolves(count: 8, seed: 32) {
      bitboard, moves in
      let holding = ExitBound(bitboard).tilesHolding(bitboard.startCode, atLeast: moves)
      return {
        Analysis.keepsBound(bitboard, without: $0, at: bitboard.start, holding: holding)
      }
    }
    #expect(settled >= 50, "only \(settled) blocks settled")
  }

  /// The tiles read are the prisoner's path and the blockers' whole columns, and a state
  /// whose bound is below the moves asked settles no block.
  @Test func readsThePathAndTheBlockersColumns() throws {
    let puzzle = TestGrid.puzzle("......\n......\nAA.B..>\n...B..\n..CC..\n......\n")
    let bitboard = try Bitboard(puzzle)
    let exit = ExitBound(bitboard)
    let code = bitboard.startCode
    // Row 2, columns 2 to 5; column 3, every row.
    let expected: UInt64 = 0b111100 << 16 | 0x0101_0101_0101_0101 << 3
    #expect(exit.tilesRead(code, exit.context(of: code)) == expected)
    let bound = exit.moves(code)
    #expect(exit.tilesHolding(code, atLeast: bound) == expected)
    #expect(exit.tilesHolding(code, atLeast: bound + 1) == nil)
  }
}
