/// Finds the recessed board in a classified image, with no fixed offsets.
///
/// The board lies within the box of the frame-coloured pixels, and with its blocks forms the
/// largest connected region of interior colours there; the frame around it, and anything
/// else on screen, is not interior. The region's rectangle is then cut out by projections,
/// which drops the chute notch and any panel that the region leaks into.
enum BoardLocator {
  /// The smallest side of a board the scanner looks at: 4 tiles of 10 px.
  static let minimumSide = 40

  /// The board's rectangle in `map`.
  ///
  /// - Throws: ``ImagingError/notABoard(reason:)`` when no region of board colours is
  ///   large and rectangular enough.
  /// - Complexity: O(pixels), with one byte of marks and one `Int32` of stack per pixel.
  static func locate(in map: ClassMap) throws(ImagingError) -> PixelRect {
    let width = map.width
    let height = map.height
    guard width >= minimumSide, height >= minimumSide else {
      throw .notABoard(reason: "the image is only \(width)x\(height) pixels")
    }
    let stack = UnsafeMutableBufferPointer<Int32>.allocate(capacity: map.classes.count)
    defer { stack.deallocate() }
    // The board lies inside its frame: look for it only within the box of the frame's
    // pixels, so that a page of board colour around a picture is not taken for the board.
    // (The box of all of them, not of the largest piece: a chute or an annotation may cut
    // the frame apart.)
    guard let frame = box(of: .frame, in: map) else {
      throw .notABoard(reason: "no frame colour surrounds a board")
    }
    let best = largestRegion(of: PixelClass.allInterior, in: map, within: frame, stack: stack)
    guard best.size >= minimumSide * minimumSide else {
      throw .notABoard(reason: "no region of board colours is large enough to be a board")
    }
    let marks = best.marks
    let box = best.box
    var spans = [Range<Int>?](repeating: nil, count: height)
    marks.withUnsafeBufferPointer { marks in
      for y in box.y..<box.maxY {
        let row = y * width
        var first = box.maxX
        var last = box.x - 1
        for x in box.x..<box.maxX where marks[row + x] == 3 {
          if first > x { first = x }
          last = x
        }
        if first <= last { spans[y] = first..<last + 1 }
      }
    }
    let rowCount = { (y: Int, columns: Range<Int>) -> Int in
      spans[y].map { $0.clamped(to: columns).count } ?? 0
    }
    var columns = box.x..<box.maxX
    var rows = longestRun(in: box.y..<box.maxY, need: columns.count) { rowCount($0, columns) }
    // How many of `rows` cover each column, by a difference array over their spans.
    var steps = [Int](repeating: 0, count: width + 1)
    for y in rows {
      guard let span = spans[y] else { continue }
      steps[span.lowerBound] += 1
      steps[span.upperBound] -= 1
    }
    var covering = [Int](repeating: 0, count: width)
    var running = 0
    for x in 0..<width {
      running += steps[x]
      covering[x] = running
    }
    columns = longestRun(in: columns, need: rows.count) { covering[$0] }
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

  /// The bounding box of the pixels of `kind`, or `nil` when there are too few to frame a
  /// board.
  private static func box(of kind: PixelClass, in map: ClassMap) -> PixelRect? {
    let width = map.width
    var (minX, minY, maxX, maxY, count) = (map.width, map.height, -1, -1, 0)
    map.classes.withUnsafeBufferPointer { classes in
      for y in 0..<map.height {
        for x in 0..<width where classes[y * width + x] == kind.rawValue {
          if x < minX { minX = x }
          if x > maxX { maxX = x }
          if y < minY { minY = y }
          maxY = y
          count += 1
        }
      }
    }
    guard count >= 4 * minimumSide else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The largest 4-connected region of pixels of `kinds` inside `bounds`.
  ///
  /// - Returns: one mark per pixel of the image, 3 on the region; its size and box.
  private static func largestRegion(
    of kinds: [PixelClass], in map: ClassMap, within bounds: PixelRect,
    stack: UnsafeMutableBufferPointer<Int32>
  ) -> (marks: [UInt8], size: Int, box: PixelRect) {
    let width = map.width
    let height = map.height
    // 0: not wanted, 1: wanted and not yet visited, 2: visited, 3: in the chosen region.
    var wanted = [UInt8](repeating: 0, count: 256)
    for kind in kinds { wanted[Int(kind.rawValue)] = 1 }
    var marks = [UInt8](repeating: 0, count: map.classes.count)
    map.classes.withUnsafeBufferPointer { classes in
      marks.withUnsafeMutableBufferPointer { marks in
        wanted.withUnsafeBufferPointer { wanted in
          for y in max(bounds.y, 0)..<min(bounds.maxY, height) {
            for x in max(bounds.x, 0)..<min(bounds.maxX, width) {
              marks[y * width + x] = wanted[Int(classes[y * width + x])]
            }
          }
        }
      }
    }
    var best = (size: 0, seed: -1, box: PixelRect(x: 0, y: 0, width: 0, height: 0))
    marks.withUnsafeMutableBufferPointer { marks in
      for start in 0..<marks.count where marks[start] == 1 {
        let (size, box) = flood(
          marks, from: start, width: width, height: height, mark: 2, stack: stack)
        if size > best.size { best = (size, start, box) }
      }
      if best.seed >= 0 {
        _ = flood(marks, from: best.seed, width: width, height: height, mark: 3, stack: stack)
      }
    }
    return (marks, best.size, best.box)
  }

  /// Marks the 4-connected region of pixels equal to `marks[start]` around `start` with
  /// `mark`, using `stack` (room for one index per pixel) as scratch.
  ///
  /// - Returns: the region's size and bounding box.
  private static func flood(
    _ marks: UnsafeMutableBufferPointer<UInt8>, from start: Int, width: Int, height: Int,
    mark: UInt8, stack: UnsafeMutableBufferPointer<Int32>
  ) -> (size: Int, box: PixelRect) {
    let wanted = marks[start]
    var size = 0
    var (minX, minY, maxX, maxY) = (width, height, -1, -1)
    var top = 0
    // Each pixel is pushed at most once, as it is marked when pushed: the stack never
    // holds more than one entry per pixel.
    marks[start] = mark
    stack[top] = Int32(start)
    top += 1
    while top > 0 {
      top -= 1
      let index = Int(stack[top])
      let x = index % width
      let y = index / width
      size += 1
      if x < minX { minX = x }
      if x > maxX { maxX = x }
      if y < minY { minY = y }
      if y > maxY { maxY = y }
      if x > 0, marks[index - 1] == wanted {
        marks[index - 1] = mark
        stack[top] = Int32(index - 1)
        top += 1
      }
      if x + 1 < width, marks[index + 1] == wanted {
        marks[index + 1] = mark
        stack[top] = Int32(index + 1)
        top += 1
      }
      if y > 0, marks[index - width] == wanted {
        marks[index - width] = mark
        stack[top] = Int32(index - width)
        top += 1
      }
      if y + 1 < height, marks[index + width] == wanted {
        marks[index + width] = mark
        stack[top] = Int32(index + width)
        top += 1
      }
    }
    return (size, PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
  }
}
