import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

/// The real Unblock Me screenshots in `<repo>/../shared/fixtures/screenshots`; the suite
/// shows as skipped when they are absent.
@Suite(.needsSharedFixtures) struct ScreenshotTests {
  /// The screenshot's path.
  static func screenshot(_ name: String) -> String {
    SharedFixtures.path("screenshots/\(name)")
  }

  @Test func readsIntermediate4Exactly() throws {
    let path = Self.screenshot("unblockme-I-4.png")
    let image = try PNGCodec.decode(contentsOf: path)
    #expect(image.width == 200 && image.height == 356)
    let scan = try BoardScanner.read(image)
    #expect(scan.puzzle == ReferencePuzzles.intermediate4.canonicallyLabelled())
    #expect(scan.theme == .wood)
    #expect(abs(scan.pitchX - 31.3) < 0.5)
  }

  /// The figure has a blue frame drawn over the board's edge and "Prisoner" written on the
  /// prisoner; the scanner may refuse it, but must never read another puzzle. It reads it.
  @Test func readsTheAnnotatedFigureExactly() throws {
    let path = Self.screenshot("unblockme-B-7764-annotated.png")
    let image = try PNGCodec.decode(contentsOf: path)
    #expect(image.width == 275 && image.height == 396)
    #expect(try BoardScanner.scan(image) == ReferencePuzzles.beginner7764.canonicallyLabelled())
  }

  /// Screenshots come scaled: the scanner finds the board at any pitch, through the blur
  /// of bilinear filtering.
  @Test(arguments: [0.6, 0.8, 1.3, 2.0])
  func readsIntermediate4ScaledExactly(scale: Double) throws {
    let path = Self.screenshot("unblockme-I-4.png")
    let image = try PNGCodec.decode(contentsOf: path).resampled(by: scale)
    #expect(try BoardScanner.scan(image) == ReferencePuzzles.intermediate4.canonicallyLabelled())
  }

  /// Scaled, the annotated figure reads exactly (at 2x) or is refused (at 0.6x, 0.8x and 1.3x
  /// the blue frame hides too much of the board's edge); it never reads as another puzzle.
  @Test(arguments: [0.6, 0.8, 1.3, 2.0])
  func neverMisreadsTheAnnotatedFigureScaled(scale: Double) throws {
    let path = Self.screenshot("unblockme-B-7764-annotated.png")
    let image = try PNGCodec.decode(contentsOf: path).resampled(by: scale)
    do {
      #expect(try BoardScanner.scan(image) == ReferencePuzzles.beginner7764.canonicallyLabelled())
    } catch ImagingError.notABoard(let reason) {
      print("refused at \(scale)x: \(reason)")
    }
  }

  @Test func readsACroppedScreenshot() throws {
    let path = Self.screenshot("unblockme-I-4.png")
    let image = try PNGCodec.decode(contentsOf: path)
    // Only the board and its frame: rows 96 to 299.
    let crop = try #require(
      Bitmap(
        width: 200, height: 204,
        pixels: Array(image.pixels[(96 * 200 * 3)..<(300 * 200 * 3)])))
    #expect(try BoardScanner.scan(crop) == ReferencePuzzles.intermediate4.canonicallyLabelled())
  }

  /// The screenshots with ±20 of noise on every channel still read exactly.
  @Test(arguments: [UInt64(1), 2, 3])
  func readsNoisyScreenshotsExactly(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let intermediate = try PNGCodec.decode(contentsOf: Self.screenshot("unblockme-I-4.png"))
      .addingNoise(amount: 20, using: &random)
    #expect(
      try BoardScanner.scan(intermediate) == ReferencePuzzles.intermediate4.canonicallyLabelled())
    let annotated = try PNGCodec.decode(
      contentsOf: Self.screenshot("unblockme-B-7764-annotated.png")
    ).addingNoise(amount: 20, using: &random)
    #expect(
      try BoardScanner.scan(annotated) == ReferencePuzzles.beginner7764.canonicallyLabelled())
  }
}
