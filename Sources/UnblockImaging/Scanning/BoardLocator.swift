/// Finds the recessed board in a classified image, with no fixed offsets.
///
/// The board and its blocks form the largest connected region of interior colours; the
/// frame around it, and anything else on screen, is not interior. The region's rectangle
/// is then cut out by projections, which drops the chute notch and any panel that the
/// region leaks into.
enum BoardLocator {
  /// The smallest side of a board the scanner looks at: 4 tiles of 10 px.
  static let minimumSide = 40

  /// The board's rectangle in `map`.
  ///
  /// - Throws: ``ImagingError/notABoard(reason:)`` when no region of board colours is
  ///   large and rectangular enough.
  /// - Complexity: O(pixels), with one byte and at most one `Int32` of scratch per pixel.
  static func locate(in map: ClassMap) throws(ImagingError) -> PixelRect {
    let width = map.width
    let height = map.height
    guard width >= minimumSide, height >= minimumSide else {
      throw .notABoard(reason: "the image is only \(width)x\(height) pixels")
    }
    // 0: not interior, 1: interior not yet visited, 2: visited, 3: in the chosen region.
    let interior = PixelClass.allInterior.map(\.rawValue)
    var marks = [UInt8](repeating: 0, count: map.classes.count)
    map.classes.withUnsafeBufferPointer { classes in
      for index in 0..<classes.count where interior.contains(classes[index]) { marks[index] = 1 }
    }
    var best = (size: 0, seed: -1, box: PixelRect(x: 0, y: 0, width: 0, height: 0))
    var stack: [Int32] = []
    for start in marks.indices where marks[start] == 1 {
      let (size, box) = flood(
        &marks, from: start, width: width, height: height, mark: 2, stack: &stack)
      if size > best.size { best = (size, start, box) }
    }
    guard best.size >= minimumSide * minimumSide else {
      throw .notABoard(reason: "no region of board colours is large enough to be a board")
    }
    _ = flood(&marks, from: best.seed, width: width, height: height, mark: 3, stack: &stack)
    // Each row of the region is filled from its first pixel to its last. Blocks in real
    // screenshots are ringed by shading of frame colour, so the region is the board colour
    // around them; the spans take the blocks in again. (Theme palettes keep the frame far
    // from every interior colour, so noise does not widen a span.)
    let box = best.box
    var filled = [UInt8](repeating: 0, count: box.width * box.height)
    marks.withUnsafeBufferPointer { marks in
      for y in box.y..<box.maxY {
        let row = y * width
        var first = box.maxX
        var last = box.x - 1
        for x in box.x..<box.maxX where marks[row + x] == 3 {
          first = min(first, x)
          last = x
        }
        guard first <= last else { continue }
        for x in first...last { filled[(y - box.y) * box.width + (x - box.x)] = 1 }
      }
    }
    let rowCount = { (y: Int, columns: Range<Int>) -> Int in
      let base = (y - box.y) * box.width - box.x
      return columns.reduce(0) { $0 + Int(filled[base + $1]) }
    }
    let columnCount = { (x: Int, rows: Range<Int>) -> Int in
      rows.reduce(0) { $0 + Int(filled[($1 - box.y) * box.width + x - box.x]) }
    }
    var columns = box.x..<box.maxX
    var rows = longestRun(in: box.y..<box.maxY, need: columns.count) { rowCount($0, columns) }
    columns = longestRun(in: columns, need: rows.count) { columnCount($0, rows) }
    rows = longestRun(in: rows, need: columns.count) { rowCount($0, columns) }
    guard rows.count >= minimumSide, columns.count >= minimumSide else {
      throw .notABoard(reason: "the largest region of board colours is not a rectangle")
    }
    return PixelRect(
      x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
  }

  /// The longest run of consecutive lines in `range` whose count reaches half of `need`.
  private static func longestRun(
    in range: Range<Int>, need: Int, count: (Int) -> Int
  ) -> Range<Int> {
    var best = range.lowerBound..<range.lowerBound
    var start: Int?
    for line in range {
      if count(line) * 2 >= need {
        if start == nil { start = line }
        if let first = start, line + 1 - first > best.count { best = first..<line + 1 }
      } else {
        start = nil
      }
    }
    return best
  }

  /// Marks the 4-connected region of `1`s around `start` with `mark`.
  ///
  /// - Returns: the region's size and bounding box.
  private static func flood(
    _ marks: inout [UInt8], from start: Int, width: Int, height: Int, mark: UInt8,
    stack: inout [Int32]
  ) -> (size: Int, box: PixelRect) {
    let wanted = marks[start]
    var size = 0
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    stack.removeAll(keepingCapacity: true)
    marks[start] = mark
    stack.append(Int32(start))
    marks.withUnsafeMutableBufferPointer { marks in
      while let last = stack.popLast() {
        let index = Int(last)
        let x = index % width
        let y = index / width
        size += 1
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
        if x > 0, marks[index - 1] == wanted {
          marks[index - 1] = mark
          stack.append(Int32(index - 1))
        }
        if x + 1 < width, marks[index + 1] == wanted {
          marks[index + 1] = mark
          stack.append(Int32(index + 1))
        }
        if y > 0, marks[index - width] == wanted {
          marks[index - width] = mark
          stack.append(Int32(index - width))
        }
        if y + 1 < height, marks[index + width] == wanted {
          marks[index + width] = mark
          stack.append(Int32(index + width))
        }
      }
    }
    return (size, PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
  }
}
