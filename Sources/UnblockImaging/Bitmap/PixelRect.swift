/// An axis-aligned rectangle of whole pixels: `x..<x+width`, `y..<y+height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the right-most column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }

  /// Whether every side of this rectangle lies within `distance` pixels of `other`'s.
  public func isNear(_ other: PixelRect, within distance: Double) -> Bool {
    [x - other.x, y - other.y, maxX - other.maxX, maxY - other.maxY].allSatisfy {
      Double(abs($0)) <= distance
    }
  }

  public var description: String { "\(width)x\(height) at (\(x),\(y))" }
}
