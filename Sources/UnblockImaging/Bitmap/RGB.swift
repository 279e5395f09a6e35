/// One opaque 8-bit sRGB colour.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The squared Euclidean distance between two colours in RGB space.
  ///
  /// Squared, so that comparing distances needs no square root.
  public func squaredDistance(to other: RGB) -> Int {
    let dr = Int(red) - Int(other.red)
    let dg = Int(green) - Int(other.green)
    let db = Int(blue) - Int(other.blue)
    return dr * dr + dg * dg + db * db
  }

  /// `(r,g,b)`, as the fixtures' README writes colours.
  public var description: String { "(\(red),\(green),\(blue))" }
}
