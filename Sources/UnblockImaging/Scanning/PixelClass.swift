/// What a pixel of a board image shows, judged by its colour alone.
enum PixelClass: UInt8 {
  /// A colour no part of the theme has: text, annotations, other apps.
  case other = 0
  /// The outer frame.
  case frame
  /// The recessed board, its rim, the chute and shadows: what shows between blocks.
  case background
  /// A movable block.
  case block
  /// The prisoner.
  case prisoner
  /// A fixed block or one of its rivets.
  case fixed

  /// Whether the pixel can lie inside the board: anything but frame and unknown colours.
  var isInterior: Bool { self != .other && self != .frame }

  /// Every class for which ``isInterior`` holds.
  static let allInterior: [PixelClass] = [.background, .block, .prisoner, .fixed]

  /// Whether the pixel shows a block of some kind.
  var isSolid: Bool { self == .block || self == .prisoner || self == .fixed }
}
