import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

@Suite struct ContactSheetTests {
  /// Five small puzzles: four solvable and one that is not.
  static let boards = [
    "....\nAA.C>\n...C\n....", "AA..>\n....\n.BB.\n....", ".AA.>\n....\nB...\nB...",
    "AABB>\n....\n....\n....", "AA.B>\n...B\n....\n....",
  ]

  static func entries() throws -> [ContactSheet.Entry] {
    try boards.enumerated().map { index, grid in
      let puzzle = TestGrid.puzzle(grid)
      return ContactSheet.Entry(
        puzzle: puzzle, name: "p\(index + 1)", outcome: try Solver().solve(puzzle))
    }
  }

  @Test func captionsNameLevelAndMovesOrWhyThereAreNone() throws {
    let entries = try Self.entries()
    #expect(ContactSheet.caption(of: entries[0]) == "p1\nwarm-up, 2 moves")
    #expect(ContactSheet.caption(of: entries[3]) == "p4\nunsolvable")
    let limited = try Solver(maxStates: 1).solve(TestGrid.puzzle(Self.boards[0]))
    #expect(
      ContactSheet.caption(of: .init(puzzle: entries[0].puzzle, name: "p1", outcome: limited))
        == "p1\ngave up after 1 state")
  }

  @Test func laysOutTheRequestedColumnsWithTwoCaptionLines() throws {
    let entries = try Self.entries()
    let board = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 32)
    let margin = 10
    // Two lines of 7 font pixels with 2 between them, under a gap of half a margin.
    let cellHeight = board.imageHeight + margin / 2 + 7 + 2 + 7
    for (columns, across, down) in [(2, 2, 3), (5, 5, 1), (9, 5, 1), (1, 1, 5)] {
      let sheet = try ContactSheet.render(
        entries, options: RenderOptions(tile: 32), columns: columns)
      #expect(sheet.width == margin + across * (board.imageWidth + margin), "\(columns)")
      #expect(sheet.height == margin + down * (cellHeight + margin), "\(columns)")
    }
    // By default about the square root: three across, two down.
    let square = try ContactSheet.render(entries, options: RenderOptions(tile: 32))
    #expect(square.width == margin + 3 * (board.imageWidth + margin))
    #expect(square.height == margin + 2 * (cellHeight + margin))
  }

  @Test func eachBoardOnTheSheetScansBackToItsPuzzle() throws {
    let entries = try Self.entries()
    for theme in [BoardTheme.wood, .plain] {
      let sheet = try ContactSheet.render(
        entries, options: RenderOptions(tile: 24, theme: theme), columns: 2)
      let board = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 24)
      let margin = 8
      let cellHeight = board.imageHeight + margin / 2 + 16
      for (index, entry) in entries.enumerated() {
        var crop = Bitmap(width: board.imageWidth, height: board.imageHeight)
        let left = margin + (index % 2) * (board.imageWidth + margin)
        let top = margin + (index / 2) * (cellHeight + margin)
        for y in 0..<board.imageHeight {
          for x in 0..<board.imageWidth { crop.set(x: x, y: y, to: sheet[left + x, top + y]!) }
        }
        #expect(
          try BoardScanner.scan(crop) == entry.puzzle.canonicallyLabelled(), "\(theme) \(index)")
      }
    }
  }

  @Test func refusesAnEmptySet() {
    #expect(throws: ImagingError.cannotRender(reason: "a contact sheet needs a puzzle")) {
      try ContactSheet.render([])
    }
  }
}
