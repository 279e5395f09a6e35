/// Everything that can go wrong while reading, writing, drawing or scanning an image.
public enum ImagingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libpng could not read the data: a missing or unreadable file, not a PNG, truncated,
  /// a bad checksum, a bad header. `message` is libpng's own explanation.
  case unreadablePNG(message: String)
  /// The PNG header announces an image larger than ``PNGCodec/maximumSide`` per side or
  /// ``PNGCodec/maximumPixels`` in all; it is refused before any pixel memory is allocated.
  case imageTooLarge(width: Int, height: Int)
  /// libpng could not encode the bitmap; `message` is libpng's explanation.
  case cannotEncode(message: String)
  /// The renderer was asked to draw something it cannot: a puzzle that breaks the rules,
  /// or a tile size out of range.
  case cannotRender(reason: String)
  /// The image does not look like an Unblock Me board, or not clearly enough to read it
  /// without risk of returning a wrong puzzle. `reason` says what did not match.
  case notABoard(reason: String)

  public var description: String {
    switch self {
    case .unreadablePNG(let message):
      "not a readable PNG image: \(message)"
    case .imageTooLarge(let width, let height):
      "image is \(width)x\(height) pixels; at most \(PNGCodec.maximumSide) per side and "
        + "\(PNGCodec.maximumPixels / 1_000_000) megapixels in all are accepted"
    case .cannotEncode(let message):
      "cannot encode PNG: \(message)"
    case .cannotRender(let reason):
      "cannot draw the board: \(reason)"
    case .notABoard(let reason):
      "not an Unblock Me board: \(reason)"
    }
  }
}
