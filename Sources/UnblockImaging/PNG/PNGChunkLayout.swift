/// The chunk layout of a PNG file, checked before libpng reads it.
///
/// libpng allocates a chunk's declared length before it reads the chunk's bytes, so a file
/// of a hundred kilobytes that declares a 600 MB text chunk costs 600 MB of memory before
/// libpng finds that the file ends too soon (found by the `png` fuzz target). Each chunk is
/// a 4-byte big-endian length, a 4-byte type, the data and a 4-byte CRC; walking the
/// headers and checking each length against the bytes that remain refuses such a file at
/// the cost of reading a few bytes per chunk.
enum PNGChunkLayout {
  /// Why the chunks of `data`, a PNG file that starts with its signature, cannot fit in
  /// it; `nil` when the data of every chunk up to `IEND`, or up to the end of the file,
  /// fits.
  ///
  /// Only a chunk's data is measured: a file that ends inside a chunk's header or CRC costs
  /// no allocation, and is libpng's to judge, as every file cut short after its pixels is
  /// (the image is read whether the end chunk is whole, cut or missing).
  static func problem(in data: [UInt8]) -> String? {
    var offset = 8
    while offset + 8 <= data.count {
      let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = data[offset + 4..<offset + 8]
      let afterHeader = data.count - offset - 8
      if length > afterHeader {
        return "the \(name(of: type)) chunk at byte \(offset) claims \(length) bytes, "
          + "but the file ends \(afterHeader) bytes after its header"
      }
      if type.elementsEqual("IEND".utf8) { return nil }
      offset += 12 + length
    }
    return nil
  }

  /// `'iTXt'`, or the type's bytes in hexadecimal when they are not four ASCII letters.
  private static func name(of type: ArraySlice<UInt8>) -> String {
    let isLetters = type.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    return isLetters
      ? "'\(String(decoding: type, as: UTF8.self))'"
      : "0x" + type.map { String($0, radix: 16) }.joined()
  }
}
