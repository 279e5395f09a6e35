import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

@Suite struct SolutionSheetTests {
  /// A two-move solution of a small puzzle: C up, then the prisoner out.
  static let steps: [(puzzle: Puzzle, caption: String)] = [
    (TestGrid.puzzle("....\nAA.C>\n...C\n...."), "start"),
    (TestGrid.puzzle("...C\nAA.C>\n....\n...."), "1. C-1"),
    (TestGrid.puzzle("...C\n.AAC>\n....\n...."), "2. A+1"),
  ]

  @Test func laysBoardsOutInAGridWithCaptions() throws {
    let options = RenderOptions(tile: 32)
    let sheet = try SolutionSheet.render(Self.steps, options: options)
    let board = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 32)
    // Three boards: two across (the square root rounded up), two rows.
    let margin = 10
    let cellHeight = board.imageHeight + margin / 2 + 7
    #expect(sheet.width == margin + 2 * (board.imageWidth + margin))
    #expect(sheet.height == margin + 2 * (cellHeight + margin))
    #expect(sheet[0, 0] == BoardTheme.wood.palette.sheet)
    #expect(sheet[margin, margin] == BoardTheme.wood.palette.frame)
    // The empty fourth place stays blank.
    let fourth = (x: margin + board.imageWidth + margin + 5, y: margin + cellHeight + margin + 5)
    #expect(sheet[fourth.x, fourth.y] == BoardTheme.wood.palette.sheet)
  }

  @Test func eachBoardOnTheSheetScansBackToItsStep() throws {
    let options = RenderOptions(tile: 24, theme: .plain)
    let sheet = try SolutionSheet.render(Self.steps, options: options, columns: 3)
    let board = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 24)
    for (index, step) in Self.steps.enumerated() {
      var crop = Bitmap(width: board.imageWidth, height: board.imageHeight)
      let left = 8 + index * (board.imageWidth + 8)
      for y in 0..<board.imageHeight {
        for x in 0..<board.imageWidth { crop.set(x: x, y: y, to: sheet[left + x, 8 + y]!) }
      }
      #expect(try BoardScanner.scan(crop) == step.puzzle.canonicallyLabelled())
    }
  }

  @Test func ringsTheMovedBlockOfEachStepAndNothingElse() throws {
    let boards = Self.steps.map(\.puzzle)
    let moved = ["C", "A"].map { label in boards[0].blocks.firstIndex { $0.label == label }! }
    let steps = SolutionSheet.steps(boards: boards, moves: ["C-1", "A+1"], movedBlocks: moved)
    #expect(steps.map(\.movedBlock) == [nil, moved[0], moved[1]])
    for theme in BoardTheme.allCases {
      let options = RenderOptions(tile: 24, theme: theme)
      let sheet = try SolutionSheet.render(steps, options: options, columns: 3)
      let geometry = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 24)
      let highlight = theme.palette.highlight
      for (index, step) in steps.enumerated() {
        let left = 8 + index * (geometry.imageWidth + 8)
        let block = step.movedBlock.map { geometry.rect(of: step.puzzle.blocks[$0]) }
        var inside = 0
        for y in 0..<geometry.imageHeight {
          for x in 0..<geometry.imageWidth where sheet[left + x, 8 + y] == highlight {
            guard let block, x >= block.x, x < block.maxX, y >= block.y, y < block.maxY else {
              Issue.record("\(theme) step \(index): highlight at \(x),\(y) off the moved block")
              continue
            }
            inside += 1
          }
        }
        // A ring 2 px wide around a block 24 px across: more than its perimeter.
        if let block {
          #expect(inside > 2 * (block.width + block.height), "\(theme) step \(index)")
        } else {
          #expect(inside == 0, "\(theme) step \(index)")
        }
      }
    }
  }

  @Test func writesCaptionsInTheCaptionColour() throws {
    let sheet = try SolutionSheet.render(Self.steps, options: RenderOptions(tile: 40))
    let ink = sheet.pixels.indices.filter { $0 % 3 == 0 }.filter {
      RGB(sheet.pixels[$0], sheet.pixels[$0 + 1], sheet.pixels[$0 + 2])
        == BoardTheme.wood.palette.caption
    }.count
    // Every inked font pixel of every caption, drawn 2x2 at 40 px tiles.
    let fontPixels = Self.steps.map(\.caption).joined().reduce(0) { total, character in
      total + BitmapFont.glyph(for: character).joined().filter { $0 }.count
    }
    #expect(ink == fontPixels * 4)
  }

  @Test func refusesAnEmptySolutionAndAHugeSheet() {
    #expect(throws: ImagingError.cannotRender(reason: "a solution sheet needs a board")) {
      try SolutionSheet.render([SheetStep]())
    }
    let many = Array(repeating: Self.steps[0], count: 400)
    #expect(throws: ImagingError.self) {
      try SolutionSheet.render(many, options: RenderOptions(tile: 512))
    }
  }

  @Test func captionsTheStartAndEachMove() {
    let steps = SolutionSheet.steps(boards: Self.steps.map(\.puzzle), moves: ["C-1", "A+1"])
    #expect(steps.map(\.caption) == ["start", "1. C-1", "2. A+1"])
    #expect(steps.map(\.puzzle) == Self.steps.map(\.puzzle))
  }
}
