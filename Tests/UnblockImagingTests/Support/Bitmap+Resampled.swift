import UnblockImaging

extension Bitmap {
  /// The bitmap scaled by `scale` with bilinear filtering, as a screenshot tool or a
  /// browser would scale it: edges blur over a pixel or two.
  func resampled(by scale: Double) -> Bitmap {
    let width = Int(Double(self.width) * scale)
    let height = Int(Double(self.height) * scale)
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    let source = self.pixels
    for y in 0..<height {
      let sy = max(0, (Double(y) + 0.5) / scale - 0.5)
      let y0 = min(Int(sy), self.height - 1)
      let y1 = min(y0 + 1, self.height - 1)
      let fy = min(sy - Double(y0), 1)
      for x in 0..<width {
        let sx = max(0, (Double(x) + 0.5) / scale - 0.5)
        let x0 = min(Int(sx), self.width - 1)
        let x1 = min(x0 + 1, self.width - 1)
        let fx = min(sx - Double(x0), 1)
        for channel in 0..<3 {
          func at(_ px: Int, _ py: Int) -> Double {
            Double(source[(py * self.width + px) * 3 + channel])
          }
          let top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
          let bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
          pixels[(y * width + x) * 3 + channel] = UInt8((top * (1 - fy) + bottom * fy).rounded())
        }
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels) ?? self
  }
}
