import Testing
import UnblockImaging

@Suite struct BitmapTests {
  /// The pixel bytes cannot be replaced from outside the imaging module: an array shorter
  /// than `width * height * 3` would let libpng read past it when the bitmap is encoded.
  @Test func pixelsAreReadOnlyOutsideTheModule() {
    // Overload resolution picks the writable overload exactly when the setter is visible
    // here. (A key path's runtime class says nothing: it is writable either way.)
    func isWritable<Root, Value>(_: WritableKeyPath<Root, Value>) -> Bool { true }
    func isWritable<Root, Value>(_: KeyPath<Root, Value>) -> Bool { false }
    #expect(!isWritable(\Bitmap.pixels))
    #expect(isWritable(\PixelRect.width))
  }

  /// A bitmap over given bytes exists only when their count matches its size.
  @Test func refusesBytesThatDoNotMatchTheSize() {
    #expect(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 11)) == nil)
    #expect(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 13)) == nil)
    #expect(Bitmap(width: -1, height: -3, pixels: [0, 0, 0]) == nil)
    #expect(
      Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 7, count: 12))?[1, 1] == RGB(7, 7, 7))
  }

  /// Drawing one bitmap onto another clips it at every edge of the target.
  @Test func drawsClippedAtEveryEdge() {
    let black = RGB(0, 0, 0)
    let white = RGB(255, 255, 255)
    let stamp = Bitmap(width: 3, height: 2, filledWith: black)
    for (x, y) in [(-1, -1), (2, 2), (-5, 0), (4, 0), (0, 3)] {
      var canvas = Bitmap(width: 4, height: 3, filledWith: white)
      canvas.draw(stamp, atX: x, y: y)
      for cy in 0..<3 {
        for cx in 0..<4 {
          let covered = (x..<x + 3).contains(cx) && (y..<y + 2).contains(cy)
          #expect(
            canvas[cx, cy] == (covered ? black : white), "stamp at (\(x),\(y)), pixel (\(cx),\(cy))"
          )
        }
      }
    }
  }
}
