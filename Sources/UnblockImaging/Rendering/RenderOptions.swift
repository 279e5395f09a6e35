/// How ``BoardRenderer`` draws a board.
public struct RenderOptions: Hashable, Sendable {
  /// The tile pitch in pixels, from ``BoardGeometry/minimumTile`` to
  /// ``BoardGeometry/maximumTile``.
  public var tile: Int
  public var theme: BoardTheme
  /// Whether to write each block's label on it (on its top-left tile).
  public var labels: Bool

  public init(tile: Int = 64, theme: BoardTheme = .wood, labels: Bool = false) {
    self.tile = tile
    self.theme = theme
    self.labels = labels
  }
}
