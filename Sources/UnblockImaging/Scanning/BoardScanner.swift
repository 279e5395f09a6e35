import UnblockCore

/// Reads pictures of boards back into puzzles: the renderer's images in every theme and
/// tile size, with or without noise, and real Unblock Me screenshots.
///
/// The scanner looks for the board itself; it assumes no offsets or sizes. It would rather
/// refuse than guess: every reading is checked against the picture (tile colours, gaps,
/// block edges on the grid, one chute in the frame) and against the rules, and a board that
/// reads two ways is refused.
public enum BoardScanner {
  /// The largest image the scanner examines, about a 4900x4900 picture.
  public static let maximumPixels = 24_000_000

  /// The puzzle in `bitmap`.
  ///
  /// - Returns: the puzzle with canonical labels (`A` prisoner, `x` fixed, then `B`, `C`, ...
  ///   in row-major order of top-left tiles).
  /// - Throws: ``ImagingError/notABoard(reason:)`` when the image does not clearly show a
  ///   board.
  public static func scan(_ bitmap: Bitmap) throws(ImagingError) -> Puzzle {
    try read(bitmap).puzzle
  }

  /// The puzzle in the PNG file `data`, with where and how the scanner found it. An image
  /// of more than ``maximumPixels`` is refused from its header, before it is decoded.
  ///
  /// - Throws: ``ImagingError/notABoard(reason:)``, or the errors of
  ///   ``PNGCodec/decode(_:)``.
  public static func read(png data: [UInt8]) throws(ImagingError) -> BoardScan {
    if let (width, height) = PNGCodec.size(of: data) {
      try refuseLarger(width: width, height: height)
    }
    return try read(PNGCodec.decode(data))
  }

  /// The puzzle in `bitmap`, with where and how the scanner found it.
  ///
  /// - Complexity: O(pixels) per theme, with about 6 bytes of scratch per pixel.
  public static func read(_ bitmap: Bitmap) throws(ImagingError) -> BoardScan {
    try refuseLarger(width: bitmap.width, height: bitmap.height)
    // Try the theme whose colours cover more of the image first.
    let classifiers = BoardTheme.allCases.compactMap { ColourClassifier.byTheme[$0] }
      .map { ($0, $0.coverage(of: bitmap)) }.sorted { $0.1 > $1.1 }.map(\.0)
    var firstFailure: ImagingError?
    for classifier in classifiers {
      let map = ClassMap(bitmap, classifier: classifier)
      let scan: BoardScan
      do {
        scan = try read(map, theme: classifier.theme)
      } catch {
        if firstFailure == nil { firstFailure = error }
        continue
      }
      try refuseASecondBoard(beside: scan, in: bitmap, map: map)
      return scan
    }
    throw firstFailure ?? .notABoard(reason: "no theme matches the image")
  }

  /// Refuses an image of more than ``maximumPixels``.
  private static func refuseLarger(width: Int, height: Int) throws(ImagingError) {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard overflow || pixels > maximumPixels else { return }
    throw .notABoard(
      reason: "the image is \(width)x\(height) pixels; the scanner examines at most "
        + "\(maximumPixels / 1_000_000) million pixels (crop it to the board)")
  }

  /// Refuses an image that shows another board beside the one read, in either theme: which
  /// of two boards a user meant is not the scanner's to guess.
  ///
  /// The board read and its frame (half a tile wide; the renderer's is a quarter) are
  /// blanked out, and what remains is searched for a board: a region of board colours
  /// inside a frame with a prisoner on it.
  private static func refuseASecondBoard(
    beside scan: BoardScan, in bitmap: Bitmap, map: ClassMap
  ) throws(ImagingError) {
    let margin = Int((max(scan.pitchX, scan.pitchY) / 2).rounded(.up))
    let framed = PixelRect(
      x: scan.board.x - margin, y: scan.board.y - margin,
      width: scan.board.width + 2 * margin, height: scan.board.height + 2 * margin)
    // A board the scanner could read needs a strip at least that wide beside this one; a
    // picture of one board and its frame has none, and costs nothing more.
    let room = [
      framed.x, bitmap.width - framed.maxX, framed.y, bitmap.height - framed.maxY,
    ]
    guard room.contains(where: { $0 >= BoardLocator.minimumSide }) else { return }
    for theme in BoardTheme.allCases {
      guard let classifier = ColourClassifier.byTheme[theme] else { continue }
      let rest = (theme == scan.theme ? map : ClassMap(bitmap, classifier: classifier))
        .blanking(framed)
      guard let other = try? BoardLocator.locate(in: rest),
        (try? prisonerExtent(in: rest, board: other, theme: theme)) != nil
      else { continue }
      throw .notABoard(
        reason: "the image shows more than one board (\(scan.board) and \(other)); "
          + "crop it to the one to scan")
    }
  }

  /// Reads one classified image in one theme.
  private static func read(_ map: ClassMap, theme: BoardTheme) throws(ImagingError) -> BoardScan {
    let board = try BoardLocator.locate(in: map)
    let estimate = try prisonerPitch(in: map, board: board, theme: theme)
    let grids = candidateGrids(for: board, pitch: estimate)
    guard !grids.isEmpty else {
      throw .notABoard(
        reason: "a board of \(board.width)x\(board.height) px with a \(Int(estimate)) px "
          + "prisoner fits no grid of 4 to 8 square tiles a side")
    }
    var readings: [(TileGrid, Puzzle)] = []
    // Of the failed readings, the one that got furthest; the nearest pitch wins ties.
    var furthest: TileGridReader.Failure?
    func note(_ failure: TileGridReader.Failure) {
      if failure.stage > (furthest?.stage ?? -1) { furthest = failure }
    }
    for grid in grids {
      do {
        readings.append((grid, try TileGridReader(map: map, grid: grid).read()))
      } catch {
        note(error)
        // A board whose border is hidden is located a little off; fit the grid to the
        // blocks' edges and read again, with every check.
        guard let fitted = try? TileGridReader(map: map, grid: grid).refined(),
          fitted.isSquare, abs(fitted.pitch - grid.pitch) <= 0.1 * grid.pitch,
          fitted.board.isNear(board, within: 0.25 * grid.pitch)
        else { continue }
        do {
          readings.append((fitted, try TileGridReader(map: map, grid: fitted).read()))
        } catch {
          note(error)
        }
      }
    }
    guard let (grid, puzzle) = readings.first else {
      throw furthest?.error ?? .notABoard(reason: "no tile grid fits the board")
    }
    guard readings.allSatisfy({ $0.1 == puzzle }) else {
      let sizes = readings.map { "\($0.0.size)" }.joined(separator: " or ")
      throw .notABoard(reason: "the board reads as \(sizes); refusing to guess")
    }
    return BoardScan(
      puzzle: puzzle, theme: theme, board: grid.board, pitchX: grid.pitchX, pitchY: grid.pitchY)
  }

  /// The tile pitch the prisoner shows: it is two tiles less a gap wide and one tile less
  /// a gap tall, so width minus height is one pitch whatever the gap. Prisoner colour that
  /// is not wider than tall is no prisoner: one standing on end, or more than one block.
  private static func prisonerPitch(
    in map: ClassMap, board: PixelRect, theme: BoardTheme
  ) throws(ImagingError) -> Double {
    let (width, height) = try prisonerExtent(in: map, board: board, theme: theme)
    let colour = theme.prisonerColourName
    guard width > height else {
      throw .notABoard(
        reason: width < height
          ? "the prisoner (the \(colour) block) stands on end; it lies along the chute's row: "
            + "is the image turned on its side?"
          : "the \(colour) on the board is as tall as it is wide, not one prisoner two tiles "
            + "long: is there more than one \(colour) block?")
    }
    return Double(width - height)
  }

  /// The width and height in pixels of the prisoner colour on the board: its longest runs
  /// of columns and of rows that hold a good share of it.
  private static func prisonerExtent(
    in map: ClassMap, board: PixelRect, theme: BoardTheme
  ) throws(ImagingError) -> (width: Int, height: Int) {
    var columns = [Int](repeating: 0, count: board.width)
    var rows = [Int](repeating: 0, count: board.height)
    let prisoner = PixelClass.prisoner.rawValue
    map.classes.withUnsafeBufferPointer { classes in
      for y in board.y..<board.maxY {
        for x in board.x..<board.maxX where classes[y * map.width + x] == prisoner {
          columns[x - board.x] += 1
          rows[y - board.y] += 1
        }
      }
    }
    guard let tallest = columns.max(), let widest = rows.max(), tallest >= 4, widest >= 8 else {
      throw .notABoard(
        reason: "no prisoner (the \(theme.prisonerColourName) block) on the board")
    }
    return (
      longestRun(columns, atLeast: (tallest + 3) / 4), longestRun(rows, atLeast: (widest + 3) / 4)
    )
  }

  private static func longestRun(_ counts: [Int], atLeast threshold: Int) -> Int {
    var best = 0
    var run = 0
    for count in counts {
      run = count >= threshold ? run + 1 : 0
      best = max(best, run)
    }
    return best
  }

  /// The grids of 4 to 8 rows and columns whose tiles are square on this board and near
  /// the prisoner's pitch, nearest first.
  private static func candidateGrids(for board: PixelRect, pitch: Double) -> [TileGrid] {
    var grids: [TileGrid] = []
    for rows in BoardSize.supported {
      for columns in BoardSize.supported {
        let grid = TileGrid(board: board, size: BoardSize(rows: rows, columns: columns))
        guard grid.isSquare, grid.pitch >= 10,
          abs(grid.pitch - pitch) <= 0.12 * grid.pitch
        else { continue }
        grids.append(grid)
      }
    }
    return grids.sorted { abs($0.pitch - pitch) < abs($1.pitch - pitch) }
  }
}
