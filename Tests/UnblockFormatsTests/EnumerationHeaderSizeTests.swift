import Testing
import UnblockCore

@testable import UnblockFormats

/// `RxC` as `--size` and a header's `# size:` line give it: two whole numbers around one
/// x, nothing dropped.
@Suite struct EnumerationHeaderSizeTests {
  @Test func readsRowsByColumns() {
    #expect(EnumerationHeader.parseSize("5x6") == BoardSize(rows: 5, columns: 6))
    #expect(EnumerationHeader.parseSize("8x4") == BoardSize(rows: 8, columns: 4))
  }

  /// `--size` split on x and dropped empty parts, so these ran as 5x5.
  @Test(arguments: ["5x5x", "5xx5", "x5x5", "5x", "x5", "5x5x5", "+5x5", "-5x5", "5 x5", "", "x"])
  func refusesAnythingElse(_ text: String) {
    #expect(EnumerationHeader.parseSize(text) == nil)
  }
}
