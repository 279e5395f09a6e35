import Testing
import UnblockCore
import UnblockImaging

/// The scanner's law: it reads back exactly what the renderer drew, relabelled canonically.
@Suite struct RoundTripTests {
  /// Renders and scans `count` random puzzles; returns a line for each one that went wrong.
  static func failures(
    count: Int, seed: UInt64, tiles: ClosedRange<Int>, noise: Int = 0, labels: Bool = false
  ) -> [String] {
    var random = SeededGenerator(seed: seed)
    var failures: [String] = []
    for index in 0..<count {
      let puzzle = RandomPuzzles.puzzle(using: &random)
      let options = RenderOptions(
        tile: Int.random(in: tiles, using: &random),
        theme: index % 2 == 0 ? .wood : .plain, labels: labels)
      do {
        var image = try BoardRenderer.render(puzzle, options: options)
        if noise > 0 { image = RandomPuzzles.addNoise(to: image, amount: noise, using: &random) }
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
}
