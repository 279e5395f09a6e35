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
/// over ``maxMessageBytes`` is reported and read past by its length, unless a whole header
/// line (`Content-Length: 123` and a line end) comes first: JSON holds no raw line end in
/// a string, so no real body does, and a length that was never true (`Content-Length:
/// 1000000000` before a short body) does not leave the reader waiting for bytes that never
/// come. So one bad frame never stalls or grows the reader, and the stray bytes it leaves
/// never stick to the next header. The oversized frame comes once the body has been read
/// past, with its first and last ``edgeBytes``: the server reads from them which document
/// a dropped change was for, whichever order the editor wrote the keys in.
public struct MessageFramer: Sendable {
  /// The largest body accepted; larger bodies are dropped.
  public var maxMessageBytes: Int
  /// The most bytes a header block may take before the stream counts as unframed.
  public static let maxHeaderBytes = 8192
  private var buffer: [UInt8] = []
  /// The bytes of an oversized body still to drop, unless a header line comes first.
  private var skipping = 0
  /// Whether a framing error has come, and input is dropped up to the next header.
  private var resynchronising = false
  /// The announced length of an oversized body not yet reported, and its edges so far.
  private var oversized: (length: Int, opening: [UInt8], closing: [UInt8])?
  /// The bytes of each edge of an oversized body reported with it.
  public static let edgeBytes = 4096

  /// What the framer found next in the stream.
  public enum Frame: Equatable, Sendable {
    /// One whole message body.
    case message([UInt8])
    /// A header block or body that could not be used, with the reason.
    case malformed(String)
    /// A header that announced a body over ``maxMessageBytes``, of this many bytes, with
    /// the body's first and last ``MessageFramer/edgeBytes`` (which overlap in a body
    /// shorter than twice that): the body is read past by its length, or up to a header
    /// line inside it, which tells that its length was false.
    case tooLarge(Int, opening: [UInt8], closing: [UInt8])
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
    if !skipOversized() { return nil }
    if let pending = oversized {
      oversized = nil
      return .tooLarge(pending.length, opening: pending.opening, closing: pending.closing)
    }
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
      buffer.removeFirst(bodyStart)
      skipping = length
      oversized = (length, [], [])
      return next()
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    buffer.removeFirst(bodyStart + length)
    return .message(body)
  }

  /// Drops what has arrived of an oversized body: up to its end, or up to a header line
  /// inside it, which tells that its length was false.
  ///
  /// - Returns: whether the buffer now starts where a header may: `false` while the body
  ///   goes on (the bytes that might start a header line are kept).
  private mutating func skipOversized() -> Bool {
    guard skipping > 0 else { return true }
    let present = min(skipping, buffer.count)
    var found = Self.headerLine(in: buffer, startingBefore: present)
    // With the body's end in the buffer, a header line that would run past it is the
    // body's: waiting for the bytes after it held the report back until the editor sent
    // another message, which one waiting for an answer never does.
    if present == skipping, case .undecided = found { found = .none }
    switch found {
    case .found(let start):
      drop(start)
      skipping = 0
      return true
    case .undecided(let start):
      // A header line may begin there: kept until the bytes after it say.
      drop(start)
      skipping -= start
      return false
    case .none:
      drop(present)
      skipping -= present
      return skipping == 0
    }
  }

  /// Drops the first `count` bytes of an oversized body, keeping its edges.
  private mutating func drop(_ count: Int) {
    if var pending = oversized, count > 0 {
      let dropped = buffer[..<count]
      if pending.opening.count < Self.edgeBytes {
        pending.opening += dropped.prefix(Self.edgeBytes - pending.opening.count)
      }
      pending.closing += dropped.suffix(Self.edgeBytes)
      pending.closing.removeFirst(max(pending.closing.count - Self.edgeBytes, 0))
      oversized = pending
    }
    buffer.removeFirst(count)
  }

  /// Where a whole header line `Content-Length: DIGITS` and a line end starts, at a
  /// position below `limit`; `undecided` where one may start but the buffer ends first.
  private enum HeaderLine {
    case found(Int)
    case undecided(Int)
    case none
  }

  private static func headerLine(in bytes: [UInt8], startingBefore limit: Int) -> HeaderLine {
    bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      while let at = firstContentLength(in: bytes, from: start, before: limit) {
        var index = at + contentLength.count
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        let digits = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        while index < bytes.count, index > digits, bytes[index] == 32 || bytes[index] == 9 {
          index += 1
        }
        if index == bytes.count { return .undecided(at) }
        if index > digits, bytes[index] == 10 || bytes[index] == 13 { return .found(at) }
        start = at + 1
      }
      // The last bytes may begin `Content-Length:`.
      let tail = max(min(limit, bytes.count - (contentLength.count - 1)), 0)
      return tail < limit ? .undecided(tail) : .none
    }
  }

  /// After a framing error, drops input up to the next `Content-Length:`.
  ///
  /// - Returns: whether the buffer now starts where a header may: `false` while no
  ///   `Content-Length:` has arrived (the bytes that might start one are kept).
  private mutating func resynchronise() -> Bool {
    guard resynchronising else { return true }
    let found = buffer.withUnsafeBufferPointer {
      Self.firstContentLength(in: $0, from: 0, before: $0.count)
    }
    if let start = found {
      buffer.removeFirst(start)
      resynchronising = false
      return true
    }
    buffer.removeFirst(max(buffer.count - (Self.contentLength.count - 1), 0))
    return false
  }

  private static let contentLength = Array("content-length:".utf8)

  /// Where `Content-Length:` (in any case) first starts in `bytes`, at a position from
  /// `first` and below `limit`, whole. A plain loop: it runs over every byte dropped, 70 MB
  /// for a file too large to open, where a closure per byte let the input pile up.
  private static func firstContentLength(
    in bytes: UnsafeBufferPointer<UInt8>, from first: Int, before limit: Int
  ) -> Int? {
    let last = min(limit, bytes.count - contentLength.count + 1)
    var start = first
    while start < last {
      if bytes[start] | 32 == 99 {
        var matched = 1
        while matched < contentLength.count,
          lowercased(bytes[start + matched]) == contentLength[matched]
        {
          matched += 1
        }
        if matched == contentLength.count { return start }
      }
      start += 1
    }
    return nil
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
