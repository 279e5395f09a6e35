import UnblockImaging

extension Bitmap {
  /// The image turned a quarter turn clockwise, as a photo taken sideways: a board's rows
  /// become its columns.
  public func turnedClockwise() -> Bitmap {
    var turned = Bitmap(width: height, height: width)
    for y in 0..<height {
      for x in 0..<width {
        if let colour = self[x, y] { turned.set(x: height - 1 - y, y: x, to: colour) }
      }
    }
    return turned
  }
}
