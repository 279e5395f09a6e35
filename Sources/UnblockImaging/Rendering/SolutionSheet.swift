import UnblockCore

/// One picture on a solution sheet: a board and the caption under it.
public struct SheetStep: Hashable, Sendable {
  public var puzzle: Puzzle
  /// The text under the board, such as the move that led to it: `3. B-1`; a line break
  /// starts a second line.
  public var caption: String
  /// The index in `puzzle.blocks` of the block that moved to reach this board, drawn with
  /// a ring of the theme's ``ThemePalette/highlight`` colour; `nil` for none.
  public var movedBlock: Int?

  public init(puzzle: Puzzle, caption: String, movedBlock: Int? = nil) {
    self.puzzle = puzzle
    self.caption = caption
    self.movedBlock = movedBlock
  }
}

/// Draws a solution as one sheet: a grid of boards, each captioned, read left to right and
/// top to bottom. ``ContactSheet`` lays out the puzzles of a set the same way.
public enum SolutionSheet {
  /// The largest sheet drawn, the same bound as ``PNGCodec/maximumPixels`` on reading, so
  /// that every sheet written can be read back.
  public static let maximumPixels = PNGCodec.maximumPixels

  /// Draws `steps` on one sheet.
  ///
  /// - Parameters:
  ///   - steps: the boards in order, each with its caption; every puzzle must obey the rules.
  ///   - options: tile size, theme and labels of every board.
  ///   - columns: boards per row of the sheet; by default about the square root of the count,
  ///     so that the sheet comes out roughly square.
  /// - Returns: the sheet, on the theme's sheet colour.
  /// - Throws: ``ImagingError/cannotRender(reason:)`` for no steps, a board that breaks a
  ///   rule, or a sheet larger than ``maximumPixels``.
  public static func render(
    _ steps: [SheetStep], options: RenderOptions = RenderOptions(), columns: Int? = nil
  ) throws(ImagingError) -> Bitmap {
    guard !steps.isEmpty else { throw .cannotRender(reason: "a solution sheet needs a board") }
    let count = steps.count
    let across = max(1, min(columns ?? Int(Double(count).squareRoot().rounded(.up)), count))
    let down = (count + across - 1) / across
    let geometries = steps.map { BoardGeometry(size: $0.puzzle.size, tile: options.tile) }
    let cellWidth = geometries.map(\.imageWidth).max() ?? 0
    let boardHeight = geometries.map(\.imageHeight).max() ?? 0
    let scale = max(1, options.tile / 20)
    let margin = max(8, options.tile / 3)
    let lines = steps.map { $0.caption.split(separator: "\n", omittingEmptySubsequences: false) }
    let lineCount = lines.map(\.count).max() ?? 1
    let lineHeight = (BitmapFont.glyphHeight + 2) * scale
    let cellHeight =
      boardHeight + margin / 2 + lineCount * lineHeight - 2 * scale
    let width = margin + across * (cellWidth + margin)
    let height = margin + down * (cellHeight + margin)
    guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
      width < 1 << 20, height < 1 << 20
    else {
      throw .cannotRender(
        reason:
          "a sheet of \(count) boards at \(options.tile) px tiles would be \(width)x\(height) "
          + "pixels; use a smaller tile size")
    }
    let palette = options.theme.palette
    var sheet = Bitmap(width: width, height: height, filledWith: palette.sheet)
    for (index, step) in steps.enumerated() {
      let left = margin + (index % across) * (cellWidth + margin)
      let top = margin + (index / across) * (cellHeight + margin)
      let board = try BoardRenderer.render(
        step.puzzle, options: options, highlighting: step.movedBlock)
      sheet.draw(board, atX: left + (cellWidth - board.width) / 2, y: top)
      for (row, line) in lines[index].enumerated() {
        let caption = fitted(String(line), width: cellWidth, scale: scale)
        sheet.drawText(
          caption.text,
          x: left + (cellWidth - BitmapFont.width(of: caption.text, scale: caption.scale)) / 2,
          y: top + boardHeight + margin / 2 + row * lineHeight, scale: caption.scale,
          colour: palette.caption)
      }
    }
    return sheet
  }

  /// The steps of a solution: the start captioned `start`, then each board after a move
  /// captioned with the move's number and notation, `1. B-1`, `2. A+3`, with the block
  /// that moved highlighted.
  ///
  /// - Parameters:
  ///   - boards: the start and the board after each move (one more than `moves`).
  ///   - moves: each move in the puzzle's notation.
  ///   - movedBlocks: the index in ``UnblockCore/Puzzle/blocks`` of the block each move
  ///     slides; none highlighted where it is missing.
  public static func steps(
    boards: [Puzzle], moves: [String], movedBlocks: [Int] = []
  ) -> [SheetStep] {
    boards.enumerated().map { index, board in
      let caption =
        index == 0
        ? "start" : "\(index). \(moves.indices.contains(index - 1) ? moves[index - 1] : "?")"
      let moved =
        index > 0 && movedBlocks.indices.contains(index - 1) ? movedBlocks[index - 1] : nil
      return SheetStep(puzzle: board, caption: caption, movedBlock: moved)
    }
  }

  /// The steps of `solution`: ``steps(boards:moves:movedBlocks:)`` of its boards, its
  /// notation and the blocks its moves slide.
  public static func steps(of solution: Solution) -> [SheetStep] {
    steps(
      boards: solution.boards(), moves: solution.notation,
      movedBlocks: solution.moves.map(\.block))
  }

  /// Draws `steps` given as pairs of a puzzle and its caption.
  public static func render(
    _ steps: [(puzzle: Puzzle, caption: String)], options: RenderOptions = RenderOptions(),
    columns: Int? = nil
  ) throws(ImagingError) -> Bitmap {
    try render(
      steps.map { SheetStep(puzzle: $0.puzzle, caption: $0.caption) }, options: options,
      columns: columns)
  }

  /// The caption at the largest scale up to `scale` that fits `width`, cut short with `..`
  /// when even the smallest scale does not.
  private static func fitted(_ text: String, width: Int, scale: Int) -> (text: String, scale: Int) {
    var scale = scale
    while scale > 1 && BitmapFont.width(of: text, scale: scale) > width { scale -= 1 }
    var text = text
    while text.count > 2 && BitmapFont.width(of: text, scale: scale) > width {
      text = String(text.dropLast(3)) + ".."
    }
    return (text, scale)
  }
}
