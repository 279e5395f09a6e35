import UnblockCore

/// What the scanner read from an image, and where it found it.
public struct BoardScan: Hashable, Sendable {
  /// The puzzle, labelled as ``UnblockCore/Puzzle/canonicallyLabelled()`` labels.
  public var puzzle: Puzzle
  /// The theme whose colours the image matched.
  public var theme: BoardTheme
  /// The recessed board's rectangle in the image.
  public var board: PixelRect
  /// The tile pitch in pixels, across and down.
  public var pitchX: Double
  public var pitchY: Double
}
