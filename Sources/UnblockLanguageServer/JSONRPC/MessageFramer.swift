import Foundation

/// Splits a byte stream into JSON-RPC messages framed by `Content-Length` headers.
///
/// Bytes arrive in chunks of any size; ``next()`` hands out each complete body once. A
/// header block without a valid `Content-Length`, or one announcing more than
/// ``maxMessageBytes``, is skipped and reported, so that one bad frame never stalls or
/// grows the reader.
public struct MessageFramer: Sendable {
  /// The largest body accepted; larger bodies are read past and dropped.
  public var maxMessageBytes: Int
  private var buffer: [UInt8] = []
  /// The bytes of an oversized body still to drop.
  private var skipping = 0

  /// What the framer found next in the stream.
  public enum Frame: Equatable, Sendable {
    /// One whole message body.
    case message([UInt8])
    /// A header block or body that could not be used, with the reason.
    case malformed(String)
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
    dropSkipped()
    if skipping > 0 { return nil }
    guard let end = headerEnd() else {
      // No header ends within a sane header size: the stream is not framed.
      if buffer.count > 8192 {
        buffer.removeAll()
        return .malformed("no Content-Length header in the first 8192 bytes")
      }
      return nil
    }
    let header = String(decoding: buffer[..<end], as: UTF8.self)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
      else { continue }
      length = Int(parts[1].trimmingCharacters(in: .whitespaces))
    }
    let bodyStart = end + 4
    guard let length, length >= 0 else {
      buffer.removeFirst(bodyStart)
      return .malformed("header without a valid Content-Length")
    }
    guard length <= maxMessageBytes else {
      buffer.removeFirst(bodyStart)
      skipping = length
      dropSkipped()
      return .malformed("message of \(length) bytes is over the limit of \(maxMessageBytes)")
    }
    guard buffer.count - bodyStart >= length else { return nil }
    let body = Array(buffer[bodyStart..<(bodyStart + length)])
    buffer.removeFirst(bodyStart + length)
    return .message(body)
  }

  /// Drops what has arrived of an oversized body.
  private mutating func dropSkipped() {
    let dropped = min(skipping, buffer.count)
    buffer.removeFirst(dropped)
    skipping -= dropped
  }

  /// The index of the `\r\n\r\n` that ends the header block, if it has arrived.
  private func headerEnd() -> Int? {
    guard buffer.count >= 4 else { return nil }
    for index in 0...(buffer.count - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
      && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }

  /// `body` with its `Content-Length` header, ready to write.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
