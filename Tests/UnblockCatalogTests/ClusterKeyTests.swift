import Foundation
import Testing
import UnblockCatalog
import UnblockCore
import UnblockTestSupport

@Suite struct ClusterKeyTests {
  /// The hardest puzzle of the Rush Hour database, 15 blocks and a wall.
  let hardest = TestGrid.puzzle(
    "IBBx..\nI..LDD\nJAAL..>\nJ.KEEM\nFFK..M\nGGHHHM\n")

  @Test func isSixteenBytesForASixBySixBoard() {
    var random = SplitMix64(seed: 1)
    let key = ClusterKey(orientedAs: hardest)
    #expect(key.bytes.count == 16)
    // 6 rows, 6 columns; right exit on row 2; then I's top (4) and B's left (3) and body
    // (5): 100 011 101 ...
    #expect(Array(key.bytes.prefix(3)) == [0x66, 0x12, 0b1000_1110])
    #expect(ClusterKey(orientedAs: TestGrid.puzzle("AA..>\n....\n....\n....\n")).bytes.count == 8)
    let large = RandomPuzzles.puzzle(
      size: BoardSize(rows: 8, columns: 8), side: .left, blocks: 9, fixed: 1, using: &random)
    #expect(ClusterKey(orientedAs: large).bytes.count == 26)
  }

  @Test func equalsForTheSameStateWhateverTheLabelsAndTheBlockOrder() {
    var relabelled = hardest
    relabelled.blocks.reverse()
    for index in relabelled.blocks.indices where !relabelled.blocks[index].isPrisoner {
      if relabelled.blocks[index].orientation != .fixed {
        relabelled.blocks[index].label = Puzzle.canonicalLabels[20 + index]
      }
    }
    #expect(relabelled != hardest)
    #expect(ClusterKey(orientedAs: relabelled) == ClusterKey(orientedAs: hardest))
  }

  @Test func differsForTheMirrorImageAndAnotherState() {
    let key = ClusterKey(orientedAs: hardest)
    #expect(ClusterKey(orientedAs: hardest.mirrored()) != key)
    let moved = TestGrid.puzzle("IBBx..\nI..LDD\nJAAL.M>\nJ.KEEM\nFFK..M\nGGHHH.\n")
    #expect(ClusterKey(orientedAs: moved) != key)
  }

  /// Tiles covered alike by other blocks: a run of five tiles split 2+3 or 3+2, a wall
  /// beside a block of two or a block of three, which block is the prisoner.
  @Test func tellsApartBlocksThatCoverTheSameTiles() {
    let grids = [
      "BBCCC.\n......\nAA....>\n......\n",
      "BBBCC.\n......\nAA....>\n......\n",
      "xBB...\n......\nAA....>\n......\n",
      "BBB...\n......\nAA....>\n......\n",
      "......\n......\nAABB..>\n......\n",
      "......\n......\nBBAA..>\n......\n",
      "B.....\nB.....\nAA....>\n......\n",
      "B.....\nB.....\nB.AA..>\n......\n",
    ]
    let keys = grids.map { ClusterKey(orientedAs: TestGrid.puzzle($0)) }
    #expect(Set(keys).count == grids.count)
  }

  /// On random puzzles of every size, two keys are equal exactly when the canonical keys
  /// (four bytes a block) are, and a canonical key converts to the same key.
  @Test func agreesWithTheCanonicalKey() throws {
    let puzzles = RandomPuzzles.everySize(count: 12, seed: 3)
    // Each puzzle twice: as it is, and with its blocks in another order.
    let all =
      puzzles
      + puzzles.map { puzzle in
        var shuffled = puzzle
        shuffled.blocks.reverse()
        return shuffled
      }
    for puzzle in all {
      let key = ClusterKey(orientedAs: puzzle)
      #expect(ClusterKey(canonical: CanonicalKey(orientedAs: puzzle).bytes) == key)
      #expect(ClusterKey(CanonicalKey(orientedAs: puzzle)) == key)
    }
    #expect(
      Set(all.map { ClusterKey(orientedAs: $0) }).count
        == Set(all.map { CanonicalKey(orientedAs: $0) }).count)
    #expect(Set(all.map { ClusterKey(orientedAs: $0) }).count > puzzles.count * 9 / 10)
  }

  @Test func rejectsBytesThatAreNoCanonicalKey() {
    #expect(ClusterKey(canonical: [UInt8]()) == nil)
    #expect(ClusterKey(canonical: [6, 6, 1]) == nil)
    #expect(ClusterKey(canonical: [6, 6, 1, 2, 2, 0, 3]) == nil)
    #expect(ClusterKey(canonical: [6, 6, 2, 2]) == nil)
    #expect(ClusterKey(canonical: [6, 6, 1, 2, 2, 0, 7, 2]) == nil)
    #expect(ClusterKey(canonical: [0, 6, 1, 2]) == nil)
    #expect(ClusterKey(canonical: [6, 6, 1, 2, 2, 0, 3, 2]) != nil)
  }
}
