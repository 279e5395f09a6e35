import Foundation
import Testing
import UnblockCore
import UnblockImaging

/// The real Unblock Me screenshots in `<repo>/../shared/fixtures/screenshots`.
@Suite struct ScreenshotTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The screenshot's path, or `nil` (with a note in the log) when the fixtures are absent.
  static func screenshot(_ name: String) -> String? {
    let path = repository.deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures/screenshots/\(name)").path
    guard FileManager.default.fileExists(atPath: path) else {
      print("skipping: \(path) is absent; the reference screenshots live beside the repository")
      return nil
    }
    return path
  }

  @Test func readsIntermediate4Exactly() throws {
    guard let path = Self.screenshot("unblockme-I-4.png") else { return }
    let image = try PNGCodec.decode(contentsOf: path)
    #expect(image.width == 200 && image.height == 356)
    let scan = try BoardScanner.read(image)
    #expect(scan.puzzle == TestGrid.intermediate4.canonicallyLabelled())
    #expect(scan.theme == .wood)
    #expect(abs(scan.pitchX - 31.3) < 0.5)
  }

  /// The figure has a blue frame drawn over the board's edge and "Prisoner" written on the
  /// prisoner; the scanner may refuse it, but must never read another puzzle. It reads it.
  @Test func readsTheAnnotatedFigureExactly() throws {
    guard let path = Self.screenshot("unblockme-B-7764-annotated.png") else { return }
    let image = try PNGCodec.decode(contentsOf: path)
    #expect(image.width == 275 && image.height == 396)
    #expect(try BoardScanner.scan(image) == TestGrid.beginner7764.canonicallyLabelled())
  }
}
