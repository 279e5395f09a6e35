import UnblockCore

/// Draws puzzles as pictures of the game board.
public enum BoardRenderer {
  /// Draws `puzzle`: the frame with the chute cut in, the recessed board, and the blocks
  /// with gaps between them, the prisoner in red and fixed blocks riveted.
  ///
  /// - Parameters:
  ///   - puzzle: a puzzle that obeys every rule.
  ///   - options: tile size, theme and labels.
  ///   - highlighted: the index in `puzzle.blocks` of a block to mark with a ring of the
  ///     theme's ``ThemePalette/highlight`` colour just inside its edge (the block that
  ///     moved, on a solution sheet); an index out of range marks none.
  /// - Returns: an image of ``BoardGeometry/imageWidth`` x ``BoardGeometry/imageHeight``.
  /// - Throws: ``ImagingError/cannotRender(reason:)`` when the puzzle breaks a rule or the
  ///   tile size is out of range.
  /// - Complexity: O(pixels of the image).
  public static func render(
    _ puzzle: Puzzle, options: RenderOptions = RenderOptions(), highlighting highlighted: Int? = nil
  ) throws(ImagingError) -> Bitmap {
    let range = BoardGeometry.minimumTile...BoardGeometry.maximumTile
    guard range.contains(options.tile) else {
      throw .cannotRender(
        reason: "tile size \(options.tile) px is outside \(range.lowerBound)...\(range.upperBound)")
    }
    if let violation = puzzle.violations().first {
      throw .cannotRender(reason: violation.description)
    }
    let geometry = BoardGeometry(size: puzzle.size, tile: options.tile)
    let palette = options.theme.palette
    var image = Bitmap(
      width: geometry.imageWidth, height: geometry.imageHeight, filledWith: palette.frame)
    let board = geometry.board
    image.fill(board, with: palette.board)
    image.fill(
      PixelRect(x: board.x, y: board.y, width: board.width, height: geometry.rim), with: palette.rim
    )
    image.fill(
      PixelRect(x: board.x, y: board.y, width: geometry.rim, height: board.height),
      with: palette.rim)
    drawChute(puzzle.chute, geometry: geometry, palette: palette, on: &image)
    for (index, block) in puzzle.blocks.enumerated() {
      drawBlock(
        block, highlighted: index == highlighted, geometry: geometry, options: options,
        on: &image)
    }
    return image
  }

  private static func drawChute(
    _ chute: Chute, geometry: BoardGeometry, palette: ThemePalette, on image: inout Bitmap
  ) {
    let notch = geometry.rect(of: chute)
    let outline = geometry.chuteOutline
    image.fill(notch, with: palette.chuteOutline)
    // Open towards the board and the image edge; outlined above and below.
    image.fill(
      PixelRect(
        x: notch.x, y: notch.y + outline, width: notch.width, height: notch.height - 2 * outline),
      with: palette.chute)
    // The board's rim stops where the chute opens into it.
    if chute.side == .left {
      image.fill(
        PixelRect(x: notch.maxX, y: notch.y, width: geometry.rim, height: notch.height),
        with: palette.board)
    }
  }

  private static func drawBlock(
    _ block: Block, highlighted: Bool, geometry: BoardGeometry, options: RenderOptions,
    on image: inout Bitmap
  ) {
    let palette = options.theme.palette
    var rect = geometry.rect(of: block)
    if highlighted {
      // A ring just inside the block's edge: the block is drawn again inside it, smaller.
      let ring = geometry.highlightRing
      image.fillRoundedRect(rect, radius: geometry.cornerRadius, with: palette.highlight)
      rect = PixelRect(
        x: rect.x + ring, y: rect.y + ring, width: rect.width - 2 * ring,
        height: rect.height - 2 * ring)
    }
    let labelColour: RGB
    switch block.orientation {
    case .fixed:
      image.fillRoundedRect(rect, radius: geometry.cornerRadius, with: palette.fixed)
      let radius = geometry.rivetRadius
      let inset = Double(rect.width) * BoardGeometry.rivetInset
      for dx in [inset, Double(rect.width) - inset] {
        for dy in [inset, Double(rect.height) - inset] {
          image.fillCircle(
            centreX: Double(rect.x) + dx, centreY: Double(rect.y) + dy, radius: radius,
            with: palette.rivet)
        }
      }
      labelColour = palette.fixedLabel
    case .horizontal, .vertical:
      let colour = block.isPrisoner ? palette.prisoner : palette.block
      image.fillRoundedRect(rect, radius: geometry.cornerRadius, with: colour)
      labelColour = block.isPrisoner ? palette.prisonerLabel : palette.blockLabel
    }
    if options.labels {
      let centre = geometry.centre(of: block.origin)
      image.drawText(
        String(block.label), centredAtX: centre.x, y: centre.y,
        scale: max(1, geometry.tile / 18), colour: labelColour)
    }
  }
}
