import Foundation
import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

@Suite struct ScannerTests {
  /// Expects `body` to refuse its image as not a board, and logs the reason it gave.
  static func expectRefusal(_ body: () throws -> Puzzle) {
    do {
      let puzzle = try body()
      Issue.record("read a puzzle from a picture that is no board: \(puzzle)")
    } catch ImagingError.notABoard(let reason) {
      print("refused: \(reason)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func readsARenderedBoardInBothThemes() throws {
    for theme in BoardTheme.allCases {
      let image = try BoardRenderer.render(
        ReferencePuzzles.intermediate4, options: RenderOptions(tile: 40, theme: theme))
      let scan = try BoardScanner.read(image)
      #expect(scan.theme == theme)
      #expect(scan.puzzle == ReferencePuzzles.intermediate4.canonicallyLabelled())
      #expect(scan.board == PixelRect(x: 10, y: 10, width: 240, height: 240))
      #expect(scan.pitchX == 40 && scan.pitchY == 40)
    }
  }

  @Test func readsABoardPlacedAnywhereInALargerPicture() throws {
    let board = try BoardRenderer.render(
      ReferencePuzzles.beginner7764, options: RenderOptions(tile: 24))
    var picture = Bitmap(width: 400, height: 300, filledWith: RGB(250, 250, 250))
    picture.fill(PixelRect(x: 0, y: 0, width: 400, height: 40), with: RGB(40, 80, 200))
    picture.draw(board, atX: 137, y: 61)
    let scan = try BoardScanner.read(picture)
    #expect(scan.puzzle == ReferencePuzzles.beginner7764.canonicallyLabelled())
    #expect(scan.board.x == 137 + 6 && scan.board.y == 61 + 6)
  }

  /// A picture pasted on a page: the page may have any colour, even one of the board's own
  /// (a white page is close to the plain theme's board), since the board is sought inside
  /// its frame.
  @Test(arguments: BoardTheme.allCases)
  func readsABoardOnAPageOfAnyColour(theme: BoardTheme) throws {
    let board = try BoardRenderer.render(
      ReferencePuzzles.beginner7764, options: RenderOptions(tile: 24, theme: theme))
    let pages = [
      RGB(255, 255, 255), RGB(0, 0, 0), RGB(106, 73, 30), RGB(170, 125, 45),
      RGB(226, 229, 234), RGB(38, 46, 64), RGB(76, 126, 196),
    ]
    for page in pages {
      var picture = Bitmap(width: 400, height: 300, filledWith: page)
      picture.draw(board, atX: 137, y: 61)
      #expect(
        try BoardScanner.scan(picture) == ReferencePuzzles.beginner7764.canonicallyLabelled(),
        "\(page)")
    }
  }

  @Test func readsALeftChuteAndFixedBlocks() throws {
    let puzzle = TestGrid.puzzle(
      """
       x.B.
      <AAB.
       .CCC
       ...x
      """)
    #expect(puzzle.violations() == [])
    let image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: 16, theme: .plain))
    #expect(try BoardScanner.scan(image) == puzzle.canonicallyLabelled())
  }

  @Test func refusesABlankImage() {
    for colour in [RGB(106, 73, 30), RGB(0, 200, 0), RGB(255, 255, 255)] {
      #expect(throws: ImagingError.notABoard(reason: "no frame colour surrounds a board")) {
        try BoardScanner.scan(Bitmap(width: 300, height: 300, filledWith: colour))
      }
    }
  }

  @Test func refusesAFrameWithNothingInIt() {
    var picture = Bitmap(width: 300, height: 300, filledWith: BoardTheme.wood.palette.frame)
    picture.fill(
      PixelRect(x: 20, y: 20, width: 200, height: 200), with: BoardTheme.wood.palette.board)
    #expect(throws: ImagingError.notABoard(reason: "no prisoner (the red block) on the board")) {
      try BoardScanner.scan(picture)
    }
  }

  @Test func refusesRandomNoise() {
    var random = SplitMix64(seed: 7)
    let noise = Bitmap(width: 240, height: 240, filledWith: RGB(128, 128, 128))
      .addingNoise(amount: 127, using: &random)
    Self.expectRefusal { try BoardScanner.scan(noise) }
  }

  @Test func refusesASmoothGradient() {
    var photo = Bitmap(width: 320, height: 240)
    for y in 0..<240 {
      for x in 0..<320 {
        photo.set(x: x, y: y, to: RGB(UInt8(x * 255 / 319), UInt8(y * 255 / 239), 90))
      }
    }
    Self.expectRefusal { try BoardScanner.scan(photo) }
  }

  @Test func refusesATinyImage() {
    #expect(throws: ImagingError.notABoard(reason: "the image is only 20x300 pixels")) {
      try BoardScanner.scan(Bitmap(width: 20, height: 300))
    }
  }

  @Test func refusesABoardWithNoChute() throws {
    let puzzle = ReferencePuzzles.intermediate4
    let geometry = BoardGeometry(size: puzzle.size, tile: 32)
    var image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: 32))
    image.fill(geometry.rect(of: puzzle.chute), with: BoardTheme.wood.palette.frame)
    #expect(throws: ImagingError.notABoard(reason: "no escape chute is cut into the frame")) {
      try BoardScanner.scan(image)
    }
  }

  @Test func refusesABoardWithTwoChutes() throws {
    let puzzle = ReferencePuzzles.intermediate4
    let geometry = BoardGeometry(size: puzzle.size, tile: 32)
    var image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: 32))
    image.fill(
      geometry.rect(of: Chute(side: .left, row: 4)), with: BoardTheme.wood.palette.chute)
    #expect(
      throws: ImagingError.notABoard(reason: "the frame has 2 openings; a board has one chute")
    ) {
      try BoardScanner.scan(image)
    }
  }

  @Test func refusesABlockThatIsFourTilesLong() throws {
    // The renderer draws only legal boards, so paint a fourth tile onto a 3-long block.
    let puzzle = TestGrid.puzzle(
      """
      BBB...
      ......
      AA....
      ......
      ......
      ......
      """)
    let geometry = BoardGeometry(size: puzzle.size, tile: 32)
    var image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: 32))
    let long = Block(
      label: "B", orientation: .horizontal, origin: Cell(row: 0, column: 0), length: 4)
    image.fill(geometry.rect(of: long), with: BoardTheme.wood.palette.block)
    #expect(
      throws: ImagingError.notABoard(
        reason: "the block at row 0, column 0 covers 4 tiles, not a straight run of 2 or 3")
    ) {
      try BoardScanner.scan(image)
    }
  }

  /// A board turned on its side was refused for "a -32 px prisoner", and one with two
  /// red blocks for "a 0 px prisoner".
  @Test(arguments: BoardTheme.allCases)
  func saysWhyPrisonerColourIsNoPrisoner(theme: BoardTheme) throws {
    let puzzle = ReferencePuzzles.intermediate4
    let geometry = BoardGeometry(size: puzzle.size, tile: 32)
    let image = try BoardRenderer.render(puzzle, options: RenderOptions(tile: 32, theme: theme))
    let turned = image.turnedClockwise()
    let colour = theme == .wood ? "red" : "orange"
    #expect(
      throws: ImagingError.notABoard(
        reason: "the prisoner (the \(colour) block) stands on end; it lies along the chute's "
          + "row: is the image turned on its side?")
    ) { try BoardScanner.scan(turned) }
    // A second prisoner, upright under the first, makes the prisoner colour square.
    var twice = image
    let palette = theme.palette
    let under = Block(
      label: "H", orientation: .vertical, origin: Cell(row: 3, column: 1), length: 2)
    let rect = geometry.rect(of: under)
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX where twice[x, y] == palette.block {
        twice.set(x: x, y: y, to: palette.prisoner)
      }
    }
    #expect(
      throws: ImagingError.notABoard(
        reason: "the \(colour) on the board is as tall as it is wide, not one prisoner two "
          + "tiles long: is there more than one \(colour) block?")
    ) { try BoardScanner.scan(twice) }
  }

  @Test func refusesAnImageTooLargeToScan() {
    let huge = Bitmap(width: 5000, height: 5000, filledWith: RGB(0, 0, 0))
    #expect(throws: Self.tooLarge) { try BoardScanner.scan(huge) }
  }

  static let tooLarge = ImagingError.notABoard(
    reason:
      "the image is 5000x5000 pixels; the scanner examines at most 24 million pixels (crop it to the board)"
  )

  /// An image the scanner would refuse was decoded first: 75 MB of pixels for a PNG header
  /// of 5000x5000. The header alone is enough; this file has nothing after it.
  @Test func refusesAPNGTooLargeToScanFromItsHeader() throws {
    var header = Array(try PNGCodec.encode(Bitmap(width: 1, height: 1)).prefix(33))
    HandMadePNG.patchHeader(&header, width: 5000, height: 5000)
    #expect(throws: Self.tooLarge) { try BoardScanner.read(png: header) }
    let size = try #require(PNGCodec.size(of: header))
    #expect(size.width == 5000 && size.height == 5000)
    #expect(PNGCodec.size(of: Array(header.prefix(20))) == nil)
  }

  /// A board saved as a 16-bit PNG reads the same whether the file is untagged or says it is
  /// sRGB: untagged 16-bit samples used to be taken as linear light, which brightened every
  /// colour off the palette ("no region of board colours").
  @Test(arguments: [HandMadePNG.ColourSpace.untagged, .sRGB, .gamma(45455)])
  func readsASixteenBitPNGWhateverItsColourChunks(colourSpace: HandMadePNG.ColourSpace) throws {
    for theme in BoardTheme.allCases {
      let image = try BoardRenderer.render(
        ReferencePuzzles.intermediate4, options: RenderOptions(tile: 24, theme: theme))
      let file = HandMadePNG.rgb16(image, colourSpace: colourSpace)
      let decoded = try PNGCodec.decode(file)
      #expect(decoded == image)
      #expect(
        try BoardScanner.scan(decoded) == ReferencePuzzles.intermediate4.canonicallyLabelled())
    }
  }

  /// Two boards in one picture, side by side or one above the other, in either order and
  /// theme: the scanner refuses, naming both, rather than return one of them.
  @Test(arguments: [false, true], [false, true])
  func refusesAnImageOfTwoBoards(stacked: Bool, swapped: Bool) throws {
    for theme in BoardTheme.allCases {
      var boards = try [ReferencePuzzles.intermediate4, ReferencePuzzles.beginner7764].map {
        try BoardRenderer.render($0, options: RenderOptions(tile: 32, theme: theme))
      }
      if swapped { boards.reverse() }
      let picture = Bitmap.joining(boards[0], boards[1], stacked: stacked)
      let other = stacked ? "192x192 at (8,216)" : "192x192 at (216,8)"
      #expect(
        throws: ImagingError.notABoard(
          reason: "the image shows more than one board (192x192 at (8,8) and \(other)); "
            + "crop it to the one to scan"), "\(theme)"
      ) {
        try BoardScanner.scan(picture)
      }
    }
  }

  @Test func relabelsCanonicallyInRowMajorOrder() {
    let puzzle = TestGrid.puzzle(
      """
      ZZY.
      x.Y.
      AAY.>
      .QQ.
      """)
    let expected = TestGrid.puzzle(
      """
      BBC.
      x.C.
      AAC.>
      .DD.
      """)
    #expect(puzzle.canonicallyLabelled() == expected)
    #expect(expected.canonicallyLabelled() == expected)
  }
}
