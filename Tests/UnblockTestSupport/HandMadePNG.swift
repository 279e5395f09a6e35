import UnblockImaging

/// PNG files built byte by byte, for what the codec never writes: 16-bit samples and
/// colour-space chunks.
///
/// The image data is stored, not compressed (deflate's stored blocks), so no zlib is needed,
/// and every chunk carries its real CRC, so libpng reads the file as any other.
public enum HandMadePNG {
  /// How a file says what its samples mean.
  public enum ColourSpace: Sendable, CustomStringConvertible {
    /// No gAMA, sRGB or other colour chunk: the samples' meaning is left to the reader.
    case untagged
    /// An sRGB chunk (perceptual intent) with the gAMA chunk the PNG specification
    /// recommends beside it.
    case sRGB
    /// A gAMA chunk alone, with the gamma times 100,000 (45455 for 1/2.2).
    case gamma(UInt32)

    public var description: String {
      switch self {
      case .untagged: "untagged"
      case .sRGB: "sRGB"
      case .gamma(let value): "gAMA \(value)"
      }
    }
  }

  /// `bitmap` as an RGB PNG with 16 bits per sample.
  ///
  /// - Parameters:
  ///   - bitmap: the picture; each 8-bit sample becomes the 16-bit sample of the same level
  ///     (`v * 257`), so an exact decoder gives `bitmap` back.
  ///   - colourSpace: the colour chunks written before the image data.
  /// - Returns: the bytes of the file.
  public static func rgb16(_ bitmap: Bitmap, colourSpace: ColourSpace) -> [UInt8] {
    let (width, height) = (bitmap.width, bitmap.height)
    let row = width * Bitmap.channels
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + 2 * row))
    for y in 0..<height {
      raw.append(0)  // filter type None
      for sample in bitmap.pixels[(y * row)..<((y + 1) * row)] {
        raw += [sample, sample]
      }
    }
    // Bit depth 16, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    var file = signature
    file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [16, 2, 0, 0, 0])
    switch colourSpace {
    case .untagged:
      break
    case .sRGB:
      file += chunk("sRGB", [0])
      file += chunk("gAMA", bigEndian(45455))
    case .gamma(let value):
      file += chunk("gAMA", bigEndian(value))
    }
    file += chunk("IDAT", storedZlibStream(raw))
    file += chunk("IEND", [])
    return file
  }

  /// The 8-byte signature every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk: length, type, data and the CRC of type and data.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// The offset of the length field of the first chunk of `type` in a PNG file.
  public static func chunkOffset(_ type: String, in data: [UInt8]) -> Int? {
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
  public static func patchHeader(_ data: inout [UInt8], width: UInt32, height: UInt32) {
    for (index, value) in [width, height].enumerated() {
      for byte in 0..<4 {
        data[16 + index * 4 + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
      }
    }
    let crc = crc32(data[12..<29])
    for byte in 0..<4 { data[29 + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte)) }
  }

  /// The CRC-32 that PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
  public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A zlib stream (RFC 1950) holding `data` in stored deflate blocks of at most 65,535
  /// bytes (RFC 1951 section 3.2.4), then the Adler-32 of `data`.
  static func storedZlibStream(_ data: [UInt8]) -> [UInt8] {
    // CMF 0x78 (deflate, 32K window) and FLG 0x01 make a header divisible by 31.
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      stream.append(end == data.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00
      stream += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
      ]
      stream += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return stream + bigEndian(b << 16 | a)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
  }
}
