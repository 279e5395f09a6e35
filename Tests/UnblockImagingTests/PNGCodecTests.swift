import Foundation
import Testing
import UnblockTestSupport

@testable import UnblockImaging

@Suite struct PNGCodecTests {
  /// A small picture with a different colour in every pixel.
  static let sample: Bitmap = {
    var bitmap = Bitmap(width: 7, height: 5)
    for y in 0..<5 {
      for x in 0..<7 {
        bitmap.set(x: x, y: y, to: RGB(UInt8(x * 30), UInt8(y * 50), UInt8((x + y) * 10)))
      }
    }
    return bitmap
  }()

  @Test func roundTripsPixelsExactly() throws {
    let data = try PNGCodec.encode(Self.sample)
    #expect(Array(data.prefix(8)) == PNGCodec.signature)
    #expect(try PNGCodec.decode(data) == Self.sample)
  }

  @Test func readsFromAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-png-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(PNGCodec.encode(Self.sample)).write(to: url)
    #expect(try PNGCodec.decode(contentsOf: url.path) == Self.sample)
  }

  @Test func reportsAMissingFileWithLibpngsMessage() {
    #expect {
      try PNGCodec.decode(contentsOf: "/nonexistent/unblock/board.png")
    } throws: { error in
      guard case .unreadablePNG(let message) = error as? ImagingError else { return false }
      return !message.isEmpty
    }
  }

  /// A PNG of 141 bytes whose third chunk declares 654,329,809: the fuzz target's
  /// out-of-memory input, made small. libpng would allocate the declared length first.
  static let chunkLongerThanTheFile: [UInt8] =
    PNGCodec.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + [UInt8](repeating: 0, count: 17)
    + [0x27, 0x00, 0x47, 0xD1] + Array("iTXt".utf8) + [UInt8](repeating: 0x41, count: 100)

  @Test func refusesAChunkLongerThanTheFileBeforeLibpngAllocatesIt() {
    #expect(
      throws: ImagingError.unreadablePNG(
        message:
          "the 'iTXt' chunk at byte 33 claims 654329809 bytes, but the file ends 100 bytes after its header"
      )
    ) {
      try PNGCodec.decode(Self.chunkLongerThanTheFile)
    }
  }

  @Test func rejectsDataThatIsNotAPNG() {
    #expect(
      throws: ImagingError.unreadablePNG(
        message: "the data does not start with the PNG signature")
    ) {
      try PNGCodec.decode(Array("..BCCC\nDAAEG.>\n".utf8))
    }
    #expect(throws: ImagingError.self) { try PNGCodec.decode([]) }
  }

  @Test func rejectsATruncatedFile() throws {
    let data = try PNGCodec.encode(Self.sample)
    for length in [8, 20, 33, data.count / 2, data.count - 13] {
      #expect(throws: ImagingError.self) { try PNGCodec.decode(Array(data.prefix(length))) }
    }
  }

  @Test func rejectsABadChecksumInTheImageData() throws {
    var data = try PNGCodec.encode(Self.sample)
    let idat = try #require(HandMadePNG.chunkOffset("IDAT", in: data))
    // Damage the stored CRC and leave the compressed data intact.
    let length = data[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
    data[idat + 8 + length] ^= 0xFF
    #expect {
      try PNGCodec.decode(data)
    } throws: { error in
      guard case .unreadablePNG(let message) = error as? ImagingError else { return false }
      return message.localizedCaseInsensitiveContains("crc")
    }
  }

  @Test func refusesAHugeHeaderBeforeAllocating() throws {
    var data = try PNGCodec.encode(Self.sample)
    HandMadePNG.patchHeader(&data, width: 100_000, height: 100_000)
    #expect(throws: ImagingError.imageTooLarge(width: 100_000, height: 100_000)) {
      try PNGCodec.decode(data)
    }
    HandMadePNG.patchHeader(&data, width: 16_000, height: 16_000)
    #expect(throws: ImagingError.imageTooLarge(width: 16_000, height: 16_000)) {
      try PNGCodec.decode(data)
    }
  }

  @Test func rejectsCorruptCompressedData() throws {
    var data = try PNGCodec.encode(Self.sample)
    let idat = try #require(HandMadePNG.chunkOffset("IDAT", in: data))
    data[idat + 8] ^= 0xFF
    #expect(
      throws: ImagingError.unreadablePNG(
        message: "its pixel data is damaged (libpng: IDAT: invalid window size)")
    ) {
      try PNGCodec.decode(data)
    }
  }

  /// libpng's own words came alone (`Invalid IHDR data`); what they mean comes first.
  @Test func saysWhatLibpngsMessagesMeanInPlainWords() throws {
    var data = try PNGCodec.encode(Self.sample)
    HandMadePNG.patchHeader(&data, width: 0, height: 0)
    #expect(
      throws: ImagingError.unreadablePNG(
        message: "its header is invalid: an image of no size, or a depth or colour type PNG "
          + "does not have (libpng: Invalid IHDR data)")
    ) {
      try PNGCodec.decode(data)
    }
    #expect(
      PNGCodec.plainReason(libpng: "IDAT: CRC error")
        == "a chunk's checksum does not match its data: the file is damaged (libpng: IDAT: CRC error)"
    )
    #expect(PNGCodec.plainReason(libpng: "something new") == "something new")
  }

  @Test func rejectsAHeaderWhoseChecksumIsWrong() throws {
    var data = try PNGCodec.encode(Self.sample)
    data[16 + 3] = 9  // width 9 without fixing the CRC
    #expect(throws: ImagingError.self) { try PNGCodec.decode(data) }
  }

  @Test func describesErrorsForPeople() {
    #expect(
      ImagingError.imageTooLarge(width: 100_000, height: 100_000).description
        == "image is 100000x100000 pixels; at most 16384 per side and 64 megapixels in all are accepted"
    )
    #expect(
      ImagingError.unreadablePNG(message: "IDAT: CRC error").description
        == "not a readable PNG image: IDAT: CRC error")
  }

  /// Hand-made PNGs of the other colour types and depths (built with zlib and checked CRCs).
  static let grey: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0xD1, 0x49, 0x20,
    0x56, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x60, 0x38, 0x01, 0x00,
    0x00, 0xCB, 0x00, 0xC9, 0xFA, 0x6C, 0xB4, 0x8B, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
    0xAE, 0x42, 0x60, 0x82,
  ]
  static let rgb16: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x10, 0x02, 0x00, 0x00, 0x00, 0xC0, 0xE7, 0x8F,
    0x9D, 0x00, 0x00, 0x00, 0x0F, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x10, 0x32, 0x59, 0x7D,
    0xF6, 0xFF, 0x7F, 0x00, 0x09, 0x87, 0x03, 0xBD, 0x5C, 0x77, 0xCB, 0x42, 0x00, 0x00, 0x00, 0x00,
    0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]
  static let palette: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x03, 0x00, 0x00, 0x00, 0xC3, 0xFC, 0x8F,
    0xB8, 0x00, 0x00, 0x00, 0x06, 0x50, 0x4C, 0x54, 0x45, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0x6C,
    0xA1, 0xFD, 0x8E, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x60, 0x60,
    0x04, 0x00, 0x00, 0x04, 0x00, 0x02, 0x2C, 0xDE, 0x48, 0xAD, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]
  static let rgba: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0xF4, 0x22, 0x7F,
    0x8A, 0x00, 0x00, 0x00, 0x0E, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x60, 0xF8, 0x0F, 0x84,
    0x40, 0x00, 0x00, 0x0B, 0xFD, 0x01, 0xFF, 0xDB, 0xE5, 0xB6, 0x99, 0x00, 0x00, 0x00, 0x00, 0x49,
    0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  @Test func convertsGreyPaletteSixteenBitAndAlphaToRGB() throws {
    let grey = try PNGCodec.decode(Self.grey)
    #expect(grey[0, 0] == RGB(0, 0, 0) && grey[1, 0] == RGB(200, 200, 200))
    let indexed = try PNGCodec.decode(Self.palette)
    #expect(indexed[0, 0] == RGB(255, 0, 0) && indexed[1, 0] == RGB(0, 0, 255))
    // Transparent pixels are composited onto white.
    let alpha = try PNGCodec.decode(Self.rgba)
    #expect(alpha[0, 0] == RGB(0, 255, 0) && alpha[1, 0] == RGB(255, 255, 255))
    // 16-bit samples without a gAMA or sRGB chunk are sRGB, scaled to 8 bits:
    // 0x1234, 0xABCD, 0xFFFF become 18, 171, 255 (the nearest of 255 levels).
    let deep = try PNGCodec.decode(Self.rgb16)
    #expect(deep[0, 0] == RGB(18, 171, 255))
  }

  /// A 16-bit file decodes to the same colours whether it is untagged, says sRGB, or gives
  /// the sRGB gamma of 1/2.2: untagged samples are sRGB, as browsers and viewers take them
  /// (libpng's simplified API alone would take them as linear light and brighten them).
  @Test(arguments: [HandMadePNG.ColourSpace.untagged, .sRGB, .gamma(45455)])
  func readsSixteenBitSamplesAsSRGBWhateverTheChunks(colourSpace: HandMadePNG.ColourSpace)
    throws
  {
    let data = HandMadePNG.rgb16(Self.sample, colourSpace: colourSpace)
    #expect(try PNGCodec.decode(data) == Self.sample)
  }

  /// A gamma other than sRGB's is honoured, as the file asks: linear samples (gAMA 1.0) of
  /// 0x1212 and 0xABAB are the 8-bit levels 76 and 213 (libpng encodes with gamma 2.2).
  @Test func honoursAnExplicitLinearGamma() throws {
    let data = HandMadePNG.rgb16(
      Bitmap(width: 1, height: 1, filledWith: RGB(0x12, 0xAB, 0xFF)), colourSpace: .gamma(100_000))
    #expect(try PNGCodec.decode(data)[0, 0] == RGB(76, 213, 255))
  }
}
