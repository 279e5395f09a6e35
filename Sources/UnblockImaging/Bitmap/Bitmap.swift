/// An opaque RGB image held in memory: the one picture type of the imaging layer.
///
/// Pixels are stored row by row from the top-left corner, three bytes per pixel, with no
/// padding. PNG files become bitmaps on reading, whatever their bit depth, palette or alpha.
public struct Bitmap: Hashable, Sendable {
  /// The number of bytes per pixel: red, green, blue.
  public static let channels = 3

  public let width: Int
  public let height: Int
  /// `width * height * 3` bytes, row-major.
  ///
  /// Read-only outside this file, so that the count always matches `width` and `height`:
  /// the PNG codec hands this buffer to libpng with those sizes. To change pixels, use
  /// ``set(x:y:to:)`` and the drawing methods, or make a new bitmap from bytes with
  /// ``init(width:height:pixels:)``.
  public private(set) var pixels: [UInt8]

  /// A bitmap of `width` x `height` pixels, all of `colour`.
  ///
  /// Negative sizes give an empty bitmap.
  public init(width: Int, height: Int, filledWith colour: RGB = RGB(255, 255, 255)) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    var pixels = [UInt8](repeating: 0, count: self.width * self.height * Self.channels)
    var index = 0
    while index < pixels.count {
      pixels[index] = colour.red
      pixels[index + 1] = colour.green
      pixels[index + 2] = colour.blue
      index += Self.channels
    }
    self.pixels = pixels
  }

  /// A bitmap over existing RGB bytes, or `nil` when their count is not `width * height * 3`.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, pixels.count == width * height * Self.channels else {
      return nil
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The colour at (`x`, `y`); `nil` outside the bitmap.
  public subscript(x: Int, y: Int) -> RGB? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    let index = (y * width + x) * Self.channels
    return RGB(pixels[index], pixels[index + 1], pixels[index + 2])
  }

  /// Runs `body` on the pixel bytes for writing in place; their count cannot change.
  mutating func withUnsafeMutablePixels<Result>(
    _ body: (UnsafeMutableBufferPointer<UInt8>) -> Result
  ) -> Result {
    pixels.withUnsafeMutableBufferPointer { body($0) }
  }

  /// Sets one pixel; points outside the bitmap are ignored, so shapes may overhang.
  public mutating func set(x: Int, y: Int, to colour: RGB) {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return }
    let index = (y * width + x) * Self.channels
    pixels[index] = colour.red
    pixels[index + 1] = colour.green
    pixels[index + 2] = colour.blue
  }
}
