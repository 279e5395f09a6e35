import Foundation
import Testing
import UnblockImaging

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
    let idat = try #require(Self.chunkOffset("IDAT", in: data))
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
    Self.patchHeader(&data, width: 100_000, height: 100_000)
    #expect(throws: ImagingError.imageTooLarge(width: 100_000, height: 100_000)) {
      try PNGCodec.decode(data)
    }
    Self.patchHeader(&data, width: 16_000, height: 16_000)
    #expect(throws: ImagingError.imageTooLarge(width: 16_000, height: 16_000)) {
      try PNGCodec.decode(data)
    }
  }

  @Test func rejectsCorruptCompressedData() throws {
    var data = try PNGCodec.encode(Self.sample)
    let idat = try #require(Self.chunkOffset("IDAT", in: data))
    data[idat + 8] ^= 0xFF
    #expect(throws: ImagingError.unreadablePNG(message: "IDAT: invalid window size (libpng)")) {
      try PNGCodec.decode(data)
    }
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

  /// The offset of the length field of the first chunk of `type`.
  static func chunkOffset(_ type: String, in data: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= data.count {
      let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: data[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
      offset += 12 + length
    }
    return nil
  }

  /// Writes a new width and height into IHDR and recomputes its CRC, so that only the
  /// size is wrong.
  static func patchHeader(_ data: inout [UInt8], width: UInt32, height: UInt32) {
    for (index, value) in [width, height].enumerated() {
      for byte in 0..<4 {
        data[16 + index * 4 + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
      }
    }
    let crc = crc32(data[12..<29])
    for byte in 0..<4 { data[29 + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte)) }
  }

  /// The CRC-32 that PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
