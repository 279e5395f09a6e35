extension Bitmap {
  /// Fills a rectangle; the part outside the bitmap is clipped.
  ///
  /// - Complexity: O(area of the clipped rectangle).
  public mutating func fill(_ rect: PixelRect, with colour: RGB) {
    guard let rect = rect.clipped(toWidth: width, height: height) else { return }
    let width = width
    withUnsafeMutablePixels { buffer in
      for y in rect.y..<rect.maxY {
        var index = (y * width + rect.x) * Self.channels
        for _ in 0..<rect.width {
          buffer[index] = colour.red
          buffer[index + 1] = colour.green
          buffer[index + 2] = colour.blue
          index += Self.channels
        }
      }
    }
  }

  /// Fills a rectangle whose corners are rounded with `radius` pixels.
  ///
  /// A pixel is painted when its centre lies inside the shape, so edges stay crisp: the
  /// scanner relies on block colours being pure, apart from noise.
  public mutating func fillRoundedRect(_ rect: PixelRect, radius: Int, with colour: RGB) {
    let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard radius > 0 else { return fill(rect, with: colour) }
    // The middle band, then the two side bands between the corner circles.
    fill(
      PixelRect(x: rect.x, y: rect.y + radius, width: rect.width, height: rect.height - 2 * radius),
      with: colour)
    let r = Double(radius)
    for row in 0..<radius {
      // Distance from the pixel centre's row to the corner circle's centre row.
      let dy = r - (Double(row) + 0.5)
      let half = (r * r - dy * dy).squareRoot()
      let inset = radius - Int((half + 0.5).rounded(.down))
      let span = PixelRect(x: rect.x + inset, y: 0, width: rect.width - 2 * inset, height: 1)
      fill(PixelRect(x: span.x, y: rect.y + row, width: span.width, height: 1), with: colour)
      fill(PixelRect(x: span.x, y: rect.maxY - 1 - row, width: span.width, height: 1), with: colour)
    }
  }

  /// Fills a disc of `radius` pixels centred on the point (`centreX`, `centreY`).
  public mutating func fillCircle(
    centreX: Double, centreY: Double, radius: Double, with colour: RGB
  ) {
    // Non-finite or huge values would not convert to Int; such a disc draws nothing.
    let limit = Double(1 << 30)
    guard radius > 0, radius < limit, abs(centreX) < limit, abs(centreY) < limit else { return }
    // Only the rows inside the bitmap: a large disc costs no more than the bitmap.
    let y0 = max(Int((centreY - radius).rounded(.down)), 0)
    let y1 = min(Int((centreY + radius).rounded(.up)), height - 1)
    guard y0 <= y1 else { return }
    for y in y0...y1 {
      let dy = Double(y) + 0.5 - centreY
      let squared = radius * radius - dy * dy
      guard squared >= 0 else { continue }
      let half = squared.squareRoot()
      let x0 = Int((centreX - half).rounded())
      let x1 = Int((centreX + half).rounded())
      fill(PixelRect(x: x0, y: y, width: x1 - x0, height: 1), with: colour)
    }
  }

  /// Copies `other` into this bitmap with its top-left corner at (`x`, `y`), clipped.
  public mutating func draw(_ other: Bitmap, atX x: Int, y: Int) {
    let x0 = max(x, 0)
    let x1 = min(x + other.width, width)
    guard x0 < x1 else { return }
    let width = width
    let height = height
    withUnsafeMutablePixels { buffer in
      for row in 0..<other.height where (0..<height).contains(y + row) {
        let source = (row * other.width + (x0 - x)) * Self.channels
        let target = ((y + row) * width + x0) * Self.channels
        let count = (x1 - x0) * Self.channels
        _ = buffer[target..<target + count].update(
          fromContentsOf: other.pixels[source..<source + count])
      }
    }
  }
}
