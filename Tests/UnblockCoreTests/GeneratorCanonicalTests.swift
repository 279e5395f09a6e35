import Testing
import UnblockCore
import UnblockTestSupport

@Suite struct GeneratorCanonicalTests {
  let puzzle = TestGrid.puzzle(
    """
    QQ.ZZ.
    ....R.
    .AA.R.
    ..x...
    ......
    .PPP..
    """)

  @Test func relabelsInReadingOrderAndKeepsPrisonerAndFixedLabels() {
    let canonical = puzzle.canonicallyLabelled()
    #expect(canonical.blocks.map(\.label) == ["B", "C", "D", "A", "x", "E"])
    #expect(canonical.blocks.map(\.origin) == puzzle.blocks.map(\.origin).sorted())
    #expect(canonical.isValid)
  }

  @Test func keyIgnoresLabelsBlockOrderAndMirrorImage() {
    var shuffled = puzzle
    shuffled.blocks.reverse()
    shuffled.blocks[0].label = "9"
    #expect(shuffled.canonicalKey == puzzle.canonicalKey)
    #expect(puzzle.mirrored().canonicalKey == puzzle.canonicalKey)
    #expect(puzzle.mirrored().canonicallyLabelled().canonicalKey == puzzle.canonicalKey)
  }

  @Test func keySeparatesPuzzlesThatDifferInOneBlockOrTheChuteRow() {
    var moved = puzzle
    moved.blocks[0].origin.column = 1
    #expect(moved.canonicalKey != puzzle.canonicalKey)
    var lengthened = puzzle
    lengthened.blocks[2].length = 3
    #expect(lengthened.canonicalKey != puzzle.canonicalKey)
    // The same blocks with a vertical block where a horizontal one was.
    var turned = puzzle
    turned.blocks[1].orientation = .horizontal
    turned.blocks[1].origin = Cell(row: 4, column: 3)
    #expect(turned.canonicalKey != puzzle.canonicalKey)
  }
}

@Suite struct GeneratorFamilyKeyTests {
  let puzzle = ReferencePuzzles.intermediate4

  @Test func isTheSameForEveryStateOfAClusterAndItsMirrorImage() throws {
    let cluster = try Cluster(puzzle: puzzle)
    let key = cluster.familyKey
    for index in stride(from: 0, to: cluster.count, by: 4_999) {
      #expect(try Cluster(puzzle: cluster.puzzle(at: index)).familyKey == key)
    }
    #expect(try Cluster(puzzle: puzzle.mirrored()).familyKey == key)
    var relabelled = puzzle.canonicallyLabelled()
    relabelled.blocks.reverse()
    #expect(try Cluster(puzzle: relabelled).familyKey == key)
  }

  @Test func differsForAnotherCluster() throws {
    // One block fewer: a different cluster, though most of its boards look alike.
    var smaller = puzzle
    smaller.blocks.removeLast()
    #expect(try Cluster(puzzle: smaller).familyKey != Cluster(puzzle: puzzle).familyKey)
    // An unrelated puzzle.
    #expect(
      try Cluster(puzzle: ReferencePuzzles.hardest51).familyKey != Cluster(puzzle: puzzle).familyKey
    )
  }

  @Test func tellsTheSameClusterFromItsMirrorImage() throws {
    let family = try Cluster(puzzle: puzzle).family
    let later = try Cluster(puzzle: Cluster(puzzle: puzzle).puzzle(at: 1_000)).family
    let mirrored = try Cluster(puzzle: puzzle.mirrored()).family
    #expect(later == family)
    #expect(later.relation(to: family) == .sameCluster)
    #expect(mirrored.key == family.key)
    #expect(mirrored.relation(to: family) == .mirrorImage)
    #expect(family.relation(to: mirrored) == .mirrorImage)
    #expect(try Cluster(puzzle: ReferencePuzzles.hardest51).family.relation(to: family) == nil)
  }

  /// A puzzle upside down (its chute on row `rows - 1 - r`) and turned half a turn is the
  /// same design: one family, on 6x6 with the chute on rows 2 and 3, and on 5x5, whose
  /// middle row is its own image. The family keys differed, so `generate --exit-row any`
  /// and a 5x5 set could hold a puzzle and its upside-down copy.
  @Test(arguments: [
    ReferencePuzzles.intermediate4Grid,
    "B..CCC\nB.DEE.\nFFD...\n..DAAG>\nHII..G\nH..JJG\n",
    "BBC..\nD.CEE\nDAAF.>\nGG.FH\nIIJJH\n",
  ])
  func coversTheImagesTopToBottomAndTurnedHalf(grid: String) throws {
    let puzzle = TestGrid.puzzle(grid)
    let family = try Cluster(puzzle: puzzle).family
    let upsideDown = try Cluster(puzzle: puzzle.mirroredTopToBottom()).family
    let turned = try Cluster(puzzle: puzzle.turnedHalf()).family
    #expect(puzzle.mirroredTopToBottom().chute.row == puzzle.size.rows - 1 - puzzle.chute.row)
    #expect(upsideDown.key == family.key)
    #expect(turned.key == family.key)
    #expect(upsideDown.relation(to: family) == .mirrorImageTopToBottom)
    #expect(family.relation(to: upsideDown) == .mirrorImageTopToBottom)
    #expect(turned.relation(to: family) == .halfTurn)
    #expect(turned.relation(to: upsideDown) == .mirrorImage)
    // A state a few moves in, upside down, is of the family too.
    let cluster = try Cluster(puzzle: puzzle)
    let later = cluster.puzzle(at: cluster.count / 2)
    #expect(try Cluster(puzzle: later.mirroredTopToBottom()).familyKey == family.key)
    #expect(try Cluster(puzzle: later.turnedHalf()).familyKey == family.key)
  }

  @Test func mirrorsMasksOnNarrowBoards() throws {
    // A 5-column board: the reflected masks must stay inside the board's columns.
    let narrow = TestGrid.puzzle(
      """
      BB..C
      AA..C
      ..DD.
      E....
      E..FF
      """)
    let cluster = try Cluster(puzzle: narrow)
    #expect(try Cluster(puzzle: narrow.mirrored()).familyKey == cluster.familyKey)
    let last = cluster.puzzle(at: cluster.count - 1)
    #expect(try Cluster(puzzle: last.mirrored()).familyKey == cluster.familyKey)
  }
}
