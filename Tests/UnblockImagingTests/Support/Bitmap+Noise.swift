import UnblockImaging

extension Bitmap {
  /// The bitmap with every channel of every pixel moved by up to `amount` either way.
  func addingNoise(amount: Int, using random: inout some RandomNumberGenerator) -> Bitmap {
    var pixels = pixels
    let span = UInt64(2 * amount + 1)
    var bits: UInt64 = 0
    pixels.withUnsafeMutableBufferPointer { pixels in
      for index in 0..<pixels.count {
        // One 64-bit draw yields noise for four channels; the modulo bias is negligible.
        if index & 3 == 0 { bits = random.next() }
        let offset = Int((bits & 0xFFFF) % span) - amount
        bits >>= 16
        pixels[index] = UInt8(clamping: Int(pixels[index]) + offset)
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels) ?? self
  }
}
