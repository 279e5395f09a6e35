import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

/// The scanner's law: it reads back exactly what the renderer drew, relabelled canonically.
@Suite struct RoundTripTests {
  /// Renders and scans `count` random puzzles; returns a line for each one that went wrong.
  static func failures(
    count: Int, seed: UInt64, tiles: ClosedRange<Int>, noise: Int = 0, labels: Bool = false
  ) -> [String] {
    var random = SplitMix64(seed: seed)
    var failures: [String] = []
    for index in 0..<count {
      var puzzle = RandomPuzzles.puzzle(using: &random)
      // The scanner's reading order owes nothing to the order blocks were listed in.
      puzzle.blocks.shuffle(using: &random)
      let options = RenderOptions(
        tile: Int.random(in: tiles, using: &random),
        theme: index % 2 == 0 ? .wood : .plain, labels: labels)
      do {
        var image = try BoardRenderer.render(puzzle, options: options)
        if noise > 0 { image = image.addingNoise(amount: noise, using: &random) }
        let scanned = try BoardScanner.scan(image)
        if scanned != puzzle.canonicallyLabelled() {
          failures.append("#\(index) \(options): read a different puzzle")
        }
      } catch {
        failures.append("#\(index) \(puzzle.size) \(options): \(error)")
      }
    }
    return failures
  }

  @Test func readsRandomBoardsAtSmallTiles() {
    #expect(Self.failures(count: 300, seed: 1, tiles: 16...40) == [])
  }

  @Test func readsRandomBoardsAtLargeTiles() {
    #expect(Self.failures(count: 40, seed: 2, tiles: 41...128) == [])
  }

  @Test func readsRandomBoardsWithNoise() {
    #expect(Self.failures(count: 200, seed: 3, tiles: 16...64, noise: 20) == [])
  }

  @Test func readsRandomBoardsWithLabels() {
    #expect(Self.failures(count: 100, seed: 4, tiles: 16...96, noise: 20, labels: true) == [])
  }

  @Test func readsTheSmallestTileOfEveryBoardSize() throws {
    for rows in BoardSize.supported {
      for columns in BoardSize.supported {
        let puzzle = Puzzle(
          size: BoardSize(rows: rows, columns: columns),
          blocks: [
            Block(label: "A", orientation: .horizontal, origin: Cell(row: 1, column: 0), length: 2)
          ],
          chute: Chute(side: .right, row: 1))
        for theme in BoardTheme.allCases {
          let image = try BoardRenderer.render(
            puzzle, options: RenderOptions(tile: 16, theme: theme))
          #expect(try BoardScanner.scan(image) == puzzle, "\(puzzle.size) \(theme)")
        }
      }
    }
  }

  /// Boards damaged by up to four rectangles of up to one and a half tiles, in the theme's
  /// own colours and others: the scanner reads the board exactly or refuses it, and never
  /// reads another puzzle. (A rectangle could in principle draw a whole block or erase one;
  /// over these seeded boards none does, and a reading is "wrong" only against the board
  /// drawn before the damage.)
  @Test func readsDamagedBoardsExactlyOrRefusesThem() throws {
    let outcomes = try Self.damage(count: 300, seed: 99)
    #expect(outcomes.wrong == [])
    // Most damage is refused; much of it still leaves the board readable.
    #expect(outcomes.exact > 40 && outcomes.refused > 100)
  }

  /// Renders `count` random boards, damages each, and scans it.
  static func damage(count: Int, seed: UInt64) throws -> (
    exact: Int, refused: Int, wrong: [String]
  ) {
    var random = SplitMix64(seed: seed)
    var outcomes = (exact: 0, refused: 0, wrong: [String]())
    for index in 0..<count {
      let puzzle = RandomPuzzles.puzzle(using: &random)
      let theme: BoardTheme = index % 2 == 0 ? .wood : .plain
      let tile = Int.random(in: 16...48, using: &random)
      var image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: tile, theme: theme))
      let palette = theme.palette
      let colours = [
        palette.board, palette.block, palette.prisoner, palette.fixed, palette.frame,
        RGB(255, 255, 255), RGB(0, 90, 200),
      ]
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let damage = PixelRect(
          x: Int.random(in: 0..<image.width, using: &random),
          y: Int.random(in: 0..<image.height, using: &random),
          width: Int.random(in: tile / 6...tile * 3 / 2, using: &random),
          height: Int.random(in: tile / 6...tile * 3 / 2, using: &random))
        image.fill(damage, with: colours[Int.random(in: 0..<colours.count, using: &random)])
      }
      do {
        if try BoardScanner.scan(image) == puzzle.canonicallyLabelled() {
          outcomes.exact += 1
        } else {
          outcomes.wrong.append("#\(index) \(puzzle.size) tile \(tile) \(theme)")
        }
      } catch {
        outcomes.refused += 1
      }
    }
    return outcomes
  }
}
