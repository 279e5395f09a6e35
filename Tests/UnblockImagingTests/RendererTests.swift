import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

@Suite struct RendererTests {
  static let puzzle = TestGrid.puzzle(
    """
    ..BCCC
    D.BE.x
    DAAEG.>
    .H..GI
    .HJJGI
    .KKLL.
    """)

  @Test func sizesTheImageByTileAndFrame() throws {
    let image = try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 31))
    let geometry = BoardGeometry(size: Self.puzzle.size, tile: 31)
    #expect(geometry.gap == 2 && geometry.frame == 7)
    #expect(image.width == 6 * 31 + 14 && image.height == 6 * 31 + 14)
    #expect(geometry.board == PixelRect(x: 7, y: 7, width: 186, height: 186))
    let wide = try BoardRenderer.render(
      TestGrid.puzzle("AA......>\n........\n........\n........"), options: RenderOptions(tile: 16))
    #expect(wide.width == 8 * 16 + 12 && wide.height == 4 * 16 + 12)
  }

  @Test func paintsEachPartInTheWoodColours() throws {
    let palette = BoardTheme.wood.palette
    let geometry = BoardGeometry(size: Self.puzzle.size, tile: 64)
    let image = try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 64))
    func at(_ cell: Cell) -> RGB? {
      image[geometry.centre(of: cell).x, geometry.centre(of: cell).y]
    }
    #expect(image[2, 2] == palette.frame)
    #expect(at(Cell(row: 0, column: 0)) == palette.board)
    #expect(at(Cell(row: 2, column: 1)) == palette.prisoner)
    #expect(at(Cell(row: 0, column: 2)) == palette.block)
    #expect(at(Cell(row: 1, column: 5)) == palette.fixed)
    // The gap between B (column 2) and C (column 3) shows the board.
    let gapX = geometry.board.x + 3 * 64
    #expect(image[gapX, geometry.centre(of: Cell(row: 0, column: 3)).y] == palette.board)
    // Within B, the seam between its two tiles is block colour.
    #expect(
      image[geometry.centre(of: Cell(row: 0, column: 2)).x, geometry.board.y + 64] == palette.block)
    // The chute is cut through the frame on the right of row 2.
    let chute = geometry.rect(of: Self.puzzle.chute)
    #expect(chute == PixelRect(x: 16 + 384, y: 16 + 128 + 2, width: 16, height: 60))
    #expect(image[image.width - 1, geometry.centre(of: Cell(row: 2, column: 5)).y] == palette.chute)
    #expect(image[image.width - 1, geometry.centre(of: Cell(row: 3, column: 5)).y] == palette.frame)
    // Four rivets on the fixed block.
    let fixed = geometry.rect(of: .fixed(at: Cell(row: 1, column: 5)))
    let inset = Int(Double(fixed.width) * 0.2)
    #expect(image[fixed.x + inset, fixed.y + inset] == palette.rivet)
    #expect(image[fixed.maxX - inset, fixed.maxY - inset] == palette.rivet)
  }

  @Test func roundsBlockCorners() throws {
    let geometry = BoardGeometry(size: Self.puzzle.size, tile: 64)
    let image = try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 64))
    let prisoner = geometry.rect(of: Self.puzzle.blocks.first(where: \.isPrisoner)!)
    #expect(image[prisoner.x, prisoner.y] == BoardTheme.wood.palette.board)
    #expect(
      image[prisoner.x + geometry.cornerRadius, prisoner.y] == BoardTheme.wood.palette.prisoner)
  }

  @Test func plainThemeUsesItsOwnColours() throws {
    let wood = try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 20))
    let plain = try BoardRenderer.render(
      Self.puzzle, options: RenderOptions(tile: 20, theme: .plain))
    #expect(wood.width == plain.width && wood != plain)
    #expect(plain[1, 1] == BoardTheme.plain.palette.frame)
    let woodColours = Set(
      [\ThemePalette.frame, \.board, \.block, \.prisoner, \.fixed].map {
        BoardTheme.wood.palette[keyPath: $0]
      })
    let plainColours = Set(
      [\ThemePalette.frame, \.board, \.block, \.prisoner, \.fixed].map {
        BoardTheme.plain.palette[keyPath: $0]
      })
    #expect(woodColours.isDisjoint(with: plainColours))
  }

  @Test func writesLabelsOnlyWhenAsked() throws {
    let geometry = BoardGeometry(size: Self.puzzle.size, tile: 36)
    let bare = try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 36))
    let labelled = try BoardRenderer.render(
      Self.puzzle, options: RenderOptions(tile: 36, labels: true))
    let tile = geometry.rect(
      of: Block(label: "B", orientation: .vertical, origin: Cell(row: 0, column: 2), length: 1))
    func ink(_ image: Bitmap) -> Int {
      var count = 0
      for y in tile.y..<tile.maxY {
        for x in tile.x..<tile.maxX where image[x, y] == BoardTheme.wood.palette.blockLabel {
          count += 1
        }
      }
      return count
    }
    #expect(ink(bare) == 0)
    // "B" has 20 inked font pixels, each 2x2 at a 36 px tile.
    #expect(ink(labelled) == 20 * 4)
  }

  @Test func refusesAPuzzleThatBreaksTheRules() {
    var broken = Self.puzzle
    broken.chute.row = 0
    #expect(
      throws: ImagingError.cannotRender(
        reason: "the chute is on row 0 but the prisoner is on row 2")
    ) {
      try BoardRenderer.render(broken)
    }
  }

  @Test func refusesATileSizeOutOfRange() {
    #expect(throws: ImagingError.cannotRender(reason: "tile size 15 px is outside 16...512")) {
      try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 15))
    }
    #expect(throws: ImagingError.self) {
      try BoardRenderer.render(Self.puzzle, options: RenderOptions(tile: 513))
    }
  }

  @Test func fontHasEveryLabelCharacter() {
    for character in Puzzle.canonicalLabels + ["A", "x", ".", "-", "+"] {
      #expect(BitmapFont.contains(character), "\(character)")
      #expect(BitmapFont.glyph(for: character).count == BitmapFont.glyphHeight)
      #expect(BitmapFont.glyph(for: character).allSatisfy { $0.count == BitmapFont.glyphWidth })
    }
    #expect(!BitmapFont.contains("é"))
    #expect(BitmapFont.width(of: "3. B-1", scale: 2) == (6 * 6 - 1) * 2)
  }
}
