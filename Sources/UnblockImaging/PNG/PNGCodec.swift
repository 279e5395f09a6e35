internal import CLibPNG

/// Reads and writes PNG files through libpng's simplified API.
///
/// This is the only file that touches libpng. The simplified API (`png_image_*`) reports
/// errors through `png_image.message` instead of `setjmp`, and converts every kind of PNG
/// (palette, grey, 16-bit, alpha) to 8-bit RGB on reading, so the rest of the imaging layer
/// sees nothing but ``Bitmap``.
public enum PNGCodec {
  /// The largest width or height accepted on reading.
  public static let maximumSide = 16_384
  /// The largest number of pixels accepted on reading: 64 megapixels, 192 MB of RGB.
  public static let maximumPixels = 64_000_000

  /// The 8-byte signature every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes a PNG held in memory.
  ///
  /// Transparent pixels are composited onto white. The header is checked against
  /// ``maximumSide`` and ``maximumPixels`` before any pixel memory is allocated, and every
  /// chunk's declared length against the bytes that remain before libpng reads a chunk.
  ///
  /// - Parameter data: the bytes of a PNG file.
  /// - Returns: the image as 8-bit RGB.
  /// - Throws: ``ImagingError/unreadablePNG(message:)`` with libpng's message, or
  ///   ``ImagingError/imageTooLarge(width:height:)``.
  public static func decode(_ data: [UInt8]) throws(ImagingError) -> Bitmap {
    guard data.starts(with: signature) else {
      throw .unreadablePNG(message: "the data does not start with the PNG signature")
    }
    if let problem = PNGChunkLayout.problem(in: data) {
      throw .unreadablePNG(message: problem)
    }
    // withUnsafeBytes rethrows untyped errors, so the typed error travels in a Result.
    let result = data.withUnsafeBytes { bytes in
      Result { () throws(ImagingError) -> Bitmap in
        try read { image in
          png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
      }
    }
    return try result.get()
  }

  /// The width and height a PNG file's header (its first chunk, `IHDR`) announces, read
  /// without decoding; `nil` when `data` does not start with a PNG signature and a header.
  public static func size(of data: [UInt8]) -> (width: Int, height: Int)? {
    guard data.starts(with: signature), data.count >= 24,
      data[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    let number = { (start: Int) in data[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  /// Decodes a PNG file.
  ///
  /// libpng reads the file as it decodes, so a huge file costs no more memory than the
  /// image it holds, and a huge header is refused after reading a few bytes.
  ///
  /// - Parameter path: the file's path.
  /// - Throws: ``ImagingError/unreadablePNG(message:)`` (which also covers a missing or
  ///   unreadable file, with the system's reason), or
  ///   ``ImagingError/imageTooLarge(width:height:)``.
  public static func decode(contentsOf path: String) throws(ImagingError) -> Bitmap {
    try read { image in png_image_begin_read_from_file(&image, path) }
  }

  /// Encodes a bitmap as an 8-bit RGB PNG.
  ///
  /// - Returns: the bytes of the PNG file.
  /// - Throws: ``ImagingError/cannotEncode(message:)`` with libpng's message.
  public static func encode(_ bitmap: Bitmap) throws(ImagingError) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw .cannotEncode(message: "the image is empty")
    }
    // libpng reads `height` rows of `stride` bytes from the buffer; ``Bitmap`` guarantees
    // that many, and this check keeps libpng inside the buffer should that ever change.
    let stride = bitmap.width * Bitmap.channels
    guard bitmap.pixels.count == bitmap.height * stride, stride <= Int32.max else {
      throw .cannotEncode(
        message:
          "\(bitmap.pixels.count) bytes do not make \(bitmap.width)x\(bitmap.height) RGB pixels")
    }
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    image.width = png_uint_32(bitmap.width)
    image.height = png_uint_32(bitmap.height)
    image.format = png_uint_32(PNG_FORMAT_RGB)
    // A buffer as large as the raw pixels plus zlib's worst-case overhead is nearly always
    // enough, which saves a measuring pass. When it is not, libpng reports the size it
    // needs and the second attempt uses that.
    var capacity = bitmap.pixels.count + bitmap.height + bitmap.pixels.count / 100 + 4096
    for _ in 0..<2 {
      var output = [UInt8](repeating: 0, count: capacity)
      var size = capacity
      let written = output.withUnsafeMutableBytes { out in
        bitmap.pixels.withUnsafeBytes { pixels in
          png_image_write_to_memory(
            &image, out.baseAddress, &size, 0, pixels.baseAddress, Int32(stride), nil)
        }
      }
      if written != 0 { return Array(output.prefix(size)) }
      png_image_free(&image)
      guard size > capacity else { break }
      capacity = size
      image.warning_or_error = 0
    }
    throw .cannotEncode(message: message(of: image))
  }

  /// Runs a `png_image_begin_read_*` call, checks the header, and finishes the read.
  private static func read(
    _ begin: (inout png_image) -> Int32
  ) throws(ImagingError) -> Bitmap {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    // On failure libpng has already released everything it allocated.
    guard begin(&image) != 0 else { throw .unreadablePNG(message: message(of: image)) }
    let width = Int(image.width)
    let height = Int(image.height)
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      png_image_free(&image)
      throw .imageTooLarge(width: width, height: height)
    }
    image.format = png_uint_32(PNG_FORMAT_RGB)
    // 16-bit samples with no gAMA or sRGB chunk are sRGB, as in every browser and viewer
    // and as in the same file with an sRGB chunk; by default the simplified API takes them
    // as linear light and brightens them. (begin_read clears the flags, so this comes after.)
    image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
    // libpng writes `height` rows of `stride` bytes, 8-bit RGB: exactly this buffer.
    let stride = width * Bitmap.channels
    var pixels = [UInt8](repeating: 0, count: height * stride)
    var white = png_color(red: 255, green: 255, blue: 255)
    let finished = pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, &white, buffer.baseAddress, Int32(stride), nil)
    }
    guard finished != 0 else {
      defer { png_image_free(&image) }
      throw .unreadablePNG(message: message(of: image))
    }
    guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
      throw .unreadablePNG(message: "libpng returned an image of the wrong size")
    }
    return bitmap
  }

  /// libpng's error text, a NUL-terminated C string inside `png_image`.
  private static func message(of image: png_image) -> String {
    let text = withUnsafeBytes(of: image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    guard !text.isEmpty else { return "libpng gave no reason" }
    return plainReason(libpng: text)
  }

  /// libpng's message after what it means in plain words, for the messages a damaged file
  /// gives (`its pixel data is damaged (libpng: IDAT: invalid block type)`); others as
  /// libpng words them.
  static func plainReason(libpng text: String) -> String {
    let meanings: [(clue: String, meaning: String)] = [
      (
        "IHDR",
        "its header is invalid: an image of no size, or a depth or colour type PNG does not have"
      ),
      ("CRC", "a chunk's checksum does not match its data: the file is damaged"),
      ("IDAT", "its pixel data is damaged"),
      ("Not enough image data", "the file ends before its pixels do"),
      ("Read Error", "the file ends before its pixels do"),
      ("beyond end of data", "the file is cut short"),
    ]
    guard let found = meanings.first(where: { text.contains($0.clue) }) else { return text }
    // zlib's messages come back from libpng marked so already.
    let marker = " (libpng)"
    let said = text.hasSuffix(marker) ? String(text.dropLast(marker.count)) : text
    return "\(found.meaning) (libpng: \(said))"
  }
}
