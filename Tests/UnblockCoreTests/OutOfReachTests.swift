import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``Bitboard/leavesTilesOutOfReach(removing:from:)``, which spares ``Analysis`` the search
/// of a puzzle less a block whose tiles no other block can ever reach.
@Suite struct OutOfReachTests {
  /// The wall in the corner has no block in its row or its column up to the other wall;
  /// the other wall of the top row has a vertical block in its column.
  @Test func findsAWallNoBlockCanReach() throws {
    let puzzle = TestGrid.puzzle("x.x...\n...B..\nAA.B..>\n..D.CC\n..D...\nx.....\n")
    let bitboard = try Bitboard(puzzle)
    let walls = puzzle.blocks.indices.filter { puzzle.blocks[$0].orientation == .fixed }
    let reach = walls.map { bitboard.leavesTilesOutOfReach(removing: $0, from: bitboard.start) }
    // Reading order: the walls at (0,0), (0,2) and (5,0).
    #expect(reach == [true, false, true])
  }

  /// A block's own lane-mates can take its tiles, and so can the prisoner.
  @Test func rejectsABlockWhoseTilesOthersCanReach() throws {
    let puzzle = TestGrid.puzzle("BB.CC.\n......\nAA..DD>\n......\n......\n......\n")
    let bitboard = try Bitboard(puzzle)
    for index in puzzle.blocks.indices where !puzzle.blocks[index].isPrisoner {
      #expect(!bitboard.leavesTilesOutOfReach(removing: index, from: bitboard.start))
    }
  }

  /// Whenever it says a block's tiles are out of reach, the puzzle without the block needs
  /// exactly as many moves, by a fresh solve; on random boards of every size with walls.
  @Test func matchesFreshSolvesOfRandomBoards() throws {
    let outOfReach = try UnnecessaryBlockChecks.matchFreshSolves(count: 6, seed: 13) {
      bitboard, _ in
      { bitboard.leavesTilesOutOfReach(removing: $0, from: bitboard.start) }
    }
    #expect(outOfReach >= 50, "only \(outOfReach) blocks out of reach")
  }
}
