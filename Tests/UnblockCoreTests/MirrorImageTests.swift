import Testing
import UnblockTestSupport

@testable import UnblockCore

/// Mirror images top to bottom in the enumeration: a configuration and its reflection are
/// explored once, by the lesser, which writes both's lines.
@Suite struct MirrorImageTests {
  static let symmetricSpaces = [
    EnumerationTests.space(5, 5, walls: 0...1), EnumerationTests.space(5, 4, side: .left),
    EnumerationTests.space(7, 4),
  ]

  @Test func tellsTheSymmetricSpaces() {
    #expect(EnumerationTests.space(5, 5).isSymmetricTopToBottom)
    #expect(EnumerationTests.space(7, 7).isSymmetricTopToBottom)
    #expect(EnumerationTests.space(5, 6, side: .left).isSymmetricTopToBottom)
    #expect(!EnumerationTests.space(6, 6).isSymmetricTopToBottom)
    #expect(!EnumerationTests.space(6, 5).isSymmetricTopToBottom)
    let rowOne = EnumerationSpace(
      size: BoardSize(rows: 5, columns: 5), chute: Chute(side: .right, row: 1), walls: 0...0)
    #expect(!rowOne.isSymmetricTopToBottom)
  }

  @Test func reflectsAPuzzleWithTheSameMoves() throws {
    // The hardest 5x5 puzzle with one wall (README's table).
    let puzzle = TestGrid.puzzle("BBGCC\nF.G..\nF.AAI>\nDD.HI\n...Hx\n")
    let image = puzzle.mirroredTopToBottom()
    #expect(image.violations().isEmpty)
    // Rows in reverse order, relettered by the database's rule.
    #expect(image.databaseBoard == "oooHxCCoHIFoAAIFoGooDDGEE")
    #expect(image.chute == puzzle.chute)
    #expect(image.mirroredTopToBottom() == puzzle)
    #expect(try Solver().solve(puzzle).minimalMoves == 21)
    #expect(try Solver().solve(image).minimalMoves == 21)
  }

  @Test func reflectsASeedsConfigurationAsTheReflectedSeedsOwn() {
    for space in Self.symmetricSpaces {
      var checked = 0
      space.forEachSeed { (seed: SeedLayout) -> Void in
        guard checked < 3_000 else { return }
        checked += 1
        let configuration = seed.configuration(size: space.size)
        let image = SeedLayout(
          puzzle: seed.puzzle(size: space.size, chute: space.chute).mirroredTopToBottom())
        let reflected = configuration.mirroredTopToBottom(rows: space.size.rows)
        #expect(reflected == image.configuration(size: space.size), "\(space) \(seed)")
        #expect(reflected.mirroredTopToBottom(rows: space.size.rows) == configuration)
      }
      #expect(checked == 3_000)
    }
  }

  @Test func writesAnImagesLinesAsItsOwnExplorationWould() {
    // The lesser configuration's lines and its reflection's, against exploring each.
    for space in Self.symmetricSpaces {
      let workspace = EnumerationWorkspace()
      var shares: [EnumerationSpace.ImageShare: Int] = [:]
      var images = 0
      space.forEachWallSet { walls in
        for counted in space.kept(walls: walls) {
          let share = space.imageShare(of: counted.configuration)
          shares[share, default: 0] += 1
          guard share == .withImage, images < 1_500 else { continue }
          images += 1
          let both = space.exploreSharingImages(counted, in: workspace)
          let own = space.explore(counted, in: workspace)
          let image = space.explore(
            counted.configuration.mirroredTopToBottom(rows: space.size.rows), in: workspace)
          #expect(
            both.puzzles.sorted(by: EnumeratedPuzzle.precedes)
              == (own.puzzles + image.puzzles).sorted(by: EnumeratedPuzzle.precedes),
            "\(space) \(counted.configuration)")
          #expect(both.clusters == own.clusters && both.states == own.states)
        }
        return true
      }
      // Every configuration with an image has it in the space, the greater's lines written
      // by the lesser; a greater explores nothing.
      #expect(shares[.withImage] == shares[.byImage], "\(space)")
      #expect((shares[.ownImage] ?? 0) > 0 && shares[.alone] == nil && images > 100, "\(space)")
    }
  }

  @Test func exploresOnceEachPairOfClustersOfAConfigurationItsOwnImage() {
    // Such a configuration's clusters are their own images or pairs within it: the lines
    // must be those of exploring every cluster, the seeds all counted.
    for space in Self.symmetricSpaces {
      let workspace = EnumerationWorkspace()
      var paired = 0
      space.forEachWallSet { walls in
        for counted in space.kept(walls: walls)
        where space.imageShare(of: counted.configuration) == .ownImage {
          let shared = space.exploreSharingImages(counted, in: workspace)
          let every = space.explore(counted.configuration, in: workspace)
          #expect(
            shared.puzzles.sorted(by: EnumeratedPuzzle.precedes)
              == every.puzzles.sorted(by: EnumeratedPuzzle.precedes),
            "\(space) \(counted.configuration)")
          #expect(shared.seeds == counted.seeds && shared.states <= every.states)
          if shared.clusters < every.clusters { paired += 1 }
        }
        return true
      }
      #expect(paired > 0, "\(space)")
    }
  }

  @Test func reflectsTheCodesOfAConfigurationItsOwnImage() throws {
    let space = EnumerationTests.space(5, 5, walls: 0...1)
    var checked = 0
    space.forEachSeed { (seed: SeedLayout) -> Void in
      let configuration = seed.configuration(size: space.size)
      guard checked < 200,
        configuration.mirroredTopToBottom(rows: space.size.rows) == configuration
      else { return }
      checked += 1
      let bitboard = Bitboard(valid: seed.puzzle(size: space.size, chute: space.chute))
      let reflection = CodeReflection(bitboard)
      let cluster = try! Cluster(puzzle: bitboard.template)
      for index in 0..<cluster.count {
        let state = cluster.state(at: index)
        let code = bitboard.code(of: state)!
        let reflected = bitboard.state(of: reflection.reflect(code))
        #expect(
          reflected.horizontal == SeedLayout.Configuration.reflected(state.horizontal, rows: 5)
            && reflected.vertical == SeedLayout.Configuration.reflected(state.vertical, rows: 5))
        #expect(reflection.reflect(reflection.reflect(code)) == code)
      }
    }
    #expect(checked == 200)
  }

  @Test func exploresNothingOfTheGreaterOfAPair() throws {
    let space = EnumerationTests.space(5, 5)
    let workspace = EnumerationWorkspace()
    let greater = try #require(
      space.kept(walls: 0).first {
        space.imageShare(of: $0.configuration) == .byImage
      })
    let tally = space.exploreSharingImages(greater, in: workspace)
    #expect(tally == EnumerationTally(configurations: 1, seeds: greater.seeds))
  }

  @Test func sharesNothingWhereTheSpaceIsNotSymmetric() {
    let space = EnumerationTests.space(4, 4, walls: 0...1)
    space.forEachWallSet { walls in
      for counted in space.kept(walls: walls) {
        #expect(space.imageShare(of: counted.configuration) == .alone)
      }
      return true
    }
  }
}
