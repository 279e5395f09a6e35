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

  /// The part of this rectangle inside an image of `width` x `height` pixels, or `nil` when
  /// no pixel of it is.
  func clipped(toWidth width: Int, height: Int) -> PixelRect? {
    let x0 = max(x, 0)
    let y0 = max(y, 0)
    let x1 = min(maxX, width)
    let y1 = min(maxY, height)
    guard x0 < x1, y0 < y1 else { return nil }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether every side of this rectangle lies within `distance` pixels of `other`'s.
  public func isNear(_ other: PixelRect, within distance: Double) -> Bool {
    [x - other.x, y - other.y, maxX - other.maxX, maxY - other.maxY].allSatisfy {
      Double(abs($0)) <= distance
    }
  }

  public var description: String { "\(width)x\(height) at (\(x),\(y))" }
}
