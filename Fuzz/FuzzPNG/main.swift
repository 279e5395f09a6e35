import FuzzSupport
import Glibc
import UnblockCore
import UnblockImaging

// Each input is decoded as a PNG file and scanned for a board, as `unblock scan` does.
//
// Mutations nearly always break a chunk's CRC, which libpng checks before anything else, so
// the CRCs are recomputed first: the fuzzer then reaches the header, palette, transparency and
// gamma handling and the image data (whose zlib checksum still guards it), and the scanner. A
// puzzle the scanner reads must obey the rules.
exit(runFuzzer { data, count in fuzzPNG(Array(UnsafeBufferPointer(start: data, count: count))) })

/// Decodes and scans one input; returns 0, as libFuzzer asks.
func fuzzPNG(_ input: [UInt8]) -> CInt {
  var bytes = input
  fixChunkCRCs(&bytes)
  guard let bitmap = try? PNGCodec.decode(bytes), let scan = try? BoardScanner.read(bitmap)
  else { return 0 }
  let violations = scan.puzzle.violations()
  if !violations.isEmpty {
    preconditionFailure("the scanner read a puzzle that breaks the rules: \(violations)")
  }
  return 0
}

/// Rewrites the CRC of every whole chunk after the signature.
func fixChunkCRCs(_ bytes: inout [UInt8]) {
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    guard length <= bytes.count - offset - 12 else { return }
    let end = offset + 8 + length
    let crc = CRC32.of(bytes[offset + 4..<end])
    for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
    offset = end + 4
  }
}

/// The CRC-32 of PNG (and zlib), a byte at a time.
enum CRC32 {
  /// The CRC of each byte value.
  static let table: [UInt32] = (0..<256).map { value in
    (0..<8).reduce(UInt32(value)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
  }

  static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8) }
    return ~crc
  }
}
