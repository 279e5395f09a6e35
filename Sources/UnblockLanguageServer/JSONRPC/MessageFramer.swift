import Foundation

/// Splits a byte stream into JSON-RPC messages framed by `Content-Length` headers.
///
/// Bytes arrive in chunks of any size; ``next()`` hands out each complete body once. Header
/// lines end in `\r\n`, as the protocol says, or leniently in a bare `\n`; a blank line ends
/// the header block.
///
/// A framing error (a line that is no `Name: value` header, a header block without a valid
/// `Content-Length`, no line end within ``maxHeaderBytes``) is reported once, as
/// ``Frame/malformed(_:)``; the framer then drops input up to the next `Content-Length:`
/// found anywhere, even in the middle of a line, and reads on from there. A body announced
/// over ``maxMessageBytes`` is reported and dropped the same way: a real one up to the
/// header after it, and a length that was never true (`Content-Length: 1000000000` before a
/// short body) does not leave the reader waiting for bytes that never come. So one bad
/// frame never stalls or grows the reader, and the stray bytes it leaves never stick to the
/// next header.
public struct MessageFramer: Sendable {
  /// The largest body accepted; larger bodies are dropped.
  public var maxMessageBytes: Int
  /// The most bytes a header block may take before the stream counts as unframed.
  public static let maxHeaderBytes = 8192
  private var buffer: [UInt8] = []
  /// Whether a framing error has come, and input is dropped up to the next header.
  private var resynchronising = false

  /// What the framer found next in the stream.
  public enum Frame: Equatable, Sendable {
    /// One whole message body.
    case message([UInt8])
    /// A header block or body that could not be used, with the reason.
    case malformed(String)
    /// A header that announced a body over ``maxMessageBytes``, of this many bytes: the
    /// body, true or not, is dropped up to the next header.
    case tooLarge(Int)
  }

  public init(maxMessageBytes: Int = 64 << 20) {
    self.maxMessageBytes = maxMessageBytes
  }

  /// Adds bytes read from the stream.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The bytes held, waiting for the rest of a message.
  public var bufferedCount: Int { buffer.count }

  /// The next complete frame, or `nil` when more bytes are needed.
  public mutating func next() -> Frame? {
    if !resynchronise() { return nil }
    let length: Int
    let bodyStart: Int
    switch readHeader() {
    case .incomplete:
      return nil
    case .invalid(let reason, let dropping):
      // Whatever follows the bad bytes, up to the next header, belongs to no message.
      buffer.removeFirst(dropping)
      resynchronising = true
      return .malformed(reason)
    case .header(let announced, let end):
      (length, bodyStart) = (announced, end)
    }
    guard length <= maxMessageBytes else {
      // Not read past by its length, which may be false: dropped up to the next header.
      buffer.removeFirst(bodyStart)
      resynchronising = true
      _ = resynchronise()
      return .tooLarge(length)
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    buffer.removeFirst(bodyStart + length)
    return .message(body)
  }

  /// After a framing error, drops input up to the next `Content-Length:`.
  ///
  /// - Returns: whether the buffer now starts where a header may: `false` while no
  ///   `Content-Length:` has arrived (the bytes that might start one are kept).
  private mutating func resynchronise() -> Bool {
    guard resynchronising else { return true }
    if let start = Self.firstContentLength(in: buffer) {
      buffer.removeFirst(start)
      resynchronising = false
      return true
    }
    buffer.removeFirst(max(buffer.count - (Self.contentLength.count - 1), 0))
    return false
  }

  private static let contentLength = Array("content-length:".utf8)

  /// Where `Content-Length:` (in any case) first starts in `bytes`.
  private static func firstContentLength(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= contentLength.count else { return nil }
    return (0...(bytes.count - contentLength.count)).first { start in
      contentLength.indices.allSatisfy { lowercased(bytes[start + $0]) == contentLength[$0] }
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (65...90).contains(byte) ? byte + 32 : byte
  }

  private enum Header {
    case incomplete
    /// A framing error, and how many bytes to drop before looking for the next header:
    /// a whole bad block, or one byte of a bad line (which may hold a header after junk).
    case invalid(String, dropping: Int)
    /// The length announced, and where the body starts.
    case header(length: Int, bodyStart: Int)
  }

  /// Reads the header block at the start of the buffer, line by line, so that a line that
  /// is no header is caught as soon as it ends.
  private func readHeader() -> Header {
    var lineStart = 0
    var length: Int?
    while let newline = buffer[lineStart...].firstIndex(of: 10) {
      let lineEnd = newline > lineStart && buffer[newline - 1] == 13 ? newline - 1 : newline
      let line = buffer[lineStart..<lineEnd]
      lineStart = newline + 1
      if line.isEmpty {
        guard let length else {
          return .invalid("header without a valid Content-Length", dropping: lineStart)
        }
        return .header(length: length, bodyStart: lineStart)
      }
      guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
        line[..<colon].allSatisfy(Self.isTokenByte)
      else { return .invalid("a header line that is not 'Name: value'", dropping: 1) }
      let name = String(decoding: line[..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = String(decoding: line[(colon + 1)...], as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      length = Int(value).flatMap { $0 >= 0 ? $0 : nil }
    }
    if buffer.count > Self.maxHeaderBytes {
      return .invalid(
        "no header block ends in the first \(Self.maxHeaderBytes) bytes", dropping: 1)
    }
    return .incomplete
  }

  /// The characters besides letters and digits that a header's name may hold.
  private static let tokenPunctuation = Array("!#$%&'*+-.^_`|~".utf8)

  /// Whether `byte` may be part of a header's name (an HTTP token character).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 48...57, 65...90, 97...122: return true
    default: return tokenPunctuation.contains(byte)
    }
  }

  /// `body` with its `Content-Length` header, ready to write.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
