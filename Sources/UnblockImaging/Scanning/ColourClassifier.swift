/// Sorts pixels into ``PixelClass``es by the nearest colour of one theme's palette.
///
/// Colours farther than ``maximumDistance`` from every palette colour are ``PixelClass/other``.
/// A lookup table over colours quantised to 5 bits per channel makes each pixel one load.
struct ColourClassifier {
  /// How far a colour may stray from its palette colour and still count as it. Noise of
  /// ±20 per channel moves a colour at most 35; real screenshots' wood grain about 30.
  static let maximumDistance = 70

  let theme: BoardTheme
  private let table: [UInt8]

  /// The classifier of each theme, built once: a table takes 32768 palette searches.
  static let byTheme: [BoardTheme: ColourClassifier] = Dictionary(
    uniqueKeysWithValues: BoardTheme.allCases.map { ($0, ColourClassifier(theme: $0)) })

  private init(theme: BoardTheme) {
    self.theme = theme
    let palette = theme.palette
    var entries: [(RGB, PixelClass)] = [
      (palette.frame, .frame), (palette.board, .background), (palette.rim, .background),
      (palette.chute, .background), (palette.chuteOutline, .background),
      (palette.block, .block), (palette.prisoner, .prisoner),
      (palette.fixed, .fixed), (palette.rivet, .fixed),
    ]
    entries += palette.shadows.map { ($0, .background) }
    let limit = Self.maximumDistance * Self.maximumDistance
    var table = [UInt8](repeating: 0, count: 32 * 32 * 32)
    for index in table.indices {
      // The middle of the quantisation bin stands for every colour in it.
      let colour = RGB(
        UInt8((index >> 10) << 3 | 4), UInt8((index >> 5 & 31) << 3 | 4),
        UInt8((index & 31) << 3 | 4))
      var best = (distance: Int.max, kind: PixelClass.other)
      for (entry, kind) in entries {
        let distance = colour.squaredDistance(to: entry)
        if distance < best.distance { best = (distance, kind) }
      }
      table[index] = best.distance <= limit ? best.kind.rawValue : PixelClass.other.rawValue
    }
    self.table = table
  }

  /// The class of every pixel of `bitmap`, row-major.
  ///
  /// - Complexity: O(pixels).
  func classify(_ bitmap: Bitmap) -> [UInt8] {
    var classes = [UInt8](repeating: 0, count: bitmap.width * bitmap.height)
    table.withUnsafeBufferPointer { table in
      bitmap.pixels.withUnsafeBufferPointer { pixels in
        classes.withUnsafeMutableBufferPointer { classes in
          for index in 0..<classes.count {
            let base = index &* 3
            let key =
              Int(pixels[base] >> 3) << 10 | Int(pixels[base &+ 1] >> 3) << 5
              | Int(pixels[base &+ 2] >> 3)
            classes[index] = table[key]
          }
        }
      }
    }
    return classes
  }

  /// The share of pixels whose colour belongs to the palette, judged on every 7th pixel:
  /// how well the theme fits, cheaply enough to rank themes before reading.
  func coverage(of bitmap: Bitmap) -> Double {
    let count = bitmap.width * bitmap.height
    guard count > 0 else { return 0 }
    var known = 0
    var sampled = 0
    table.withUnsafeBufferPointer { table in
      bitmap.pixels.withUnsafeBufferPointer { pixels in
        for index in stride(from: 0, to: count, by: 7) {
          let base = index &* 3
          let key =
            Int(pixels[base] >> 3) << 10 | Int(pixels[base &+ 1] >> 3) << 5
            | Int(pixels[base &+ 2] >> 3)
          if table[key] != PixelClass.other.rawValue { known += 1 }
          sampled += 1
        }
      }
    }
    return Double(known) / Double(sampled)
  }
}
