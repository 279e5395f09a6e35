import Foundation

/// What the edges of a message too large to read say about it: its id, its method, and the
/// document it names and that document's version, when they come in its first or last
/// bytes. A document's text is what makes a message that large, and the other keys come
/// before it or after it, in whatever order the editor writes them
/// (`{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":
/// ...`, or `{"params":{"contentChanges":[...],"textDocument":{...}},"method":...}`).
///
/// The bytes are searched, not parsed, as each edge is cut: for the first `"method"`,
/// `"uri"` and `"id"` keys followed by a string, and `"version"` and `"id"` keys followed by
/// a number. A JSON string holds no raw quote, so no word inside a document's text
/// (`\"uri\"`) is taken for a key.
struct DroppedMessage: Equatable {
  /// The method named, if an edge names one.
  var method: String?
  /// The first document URI named, if any.
  var uri: String?
  /// The document's version named, if any.
  var version: Int?
  /// The request's id, if an edge names one: a number or a string.
  var id: RequestID?

  init(opening: [UInt8], closing: [UInt8] = []) {
    let edges = [opening, closing]
    method = edges.lazy.compactMap { Self.string(after: "method", in: $0) }.first
    uri = edges.lazy.compactMap { Self.string(after: "uri", in: $0) }.first
    version = edges.lazy.compactMap { Self.number(after: "version", in: $0) }.first
    id =
      edges.lazy.compactMap { edge in
        Self.number(after: "id", in: edge).map { RequestID.number($0) }
          ?? Self.string(after: "id", in: edge).map { RequestID.string($0) }
      }.first
  }

  /// The integer value of the first `"key":` in `bytes` that has one, or `nil`.
  static func number(after key: String, in bytes: [UInt8]) -> Int? {
    value(after: key, in: bytes) { bytes, index in
      var end = index
      if end < bytes.count, bytes[end] == UInt8(ascii: "-") { end += 1 }
      while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
      // A number cut by the edge is not read.
      guard end < bytes.count, end > index else { return nil }
      return Int(String(decoding: bytes[index..<end], as: UTF8.self))
    }
  }

  /// The string value of the first `"key":` in `bytes` that has one, decoded, or `nil`.
  static func string(after key: String, in bytes: [UInt8]) -> String? {
    value(after: key, in: bytes) { bytes, index in
      guard bytes[index] == UInt8(ascii: "\"") else { return nil }
      // The string runs to the first quote no backslash escapes.
      var end = index + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard end < bytes.count else { return nil }
      return
        (try? JSONSerialization.jsonObject(
          with: Data(bytes[index...end]), options: .fragmentsAllowed)) as? String
    }
  }

  /// The first value `read` finds after a `"key":` of `bytes`, given the index of the
  /// value's first byte.
  private static func value<Value>(
    after key: String, in bytes: [UInt8], _ read: ([UInt8], Int) -> Value?
  ) -> Value? {
    let quoted = Array("\"\(key)\"".utf8)
    var from = 0
    while let at = firstIndex(of: quoted, in: bytes, from: from) {
      from = at + 1
      var index = skippingSpace(bytes, from: at + quoted.count)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index = skippingSpace(bytes, from: index + 1)
      guard index < bytes.count else { return nil }
      if let value = read(bytes, index) { return value }
    }
    return nil
  }

  private static func skippingSpace(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
    return index
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
    return (start...(bytes.count - needle.count)).first {
      bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }
}
