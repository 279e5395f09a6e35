import Foundation

/// What the opening bytes of a message too large to read say about it: its method and the
/// document it names, when they come within the opening, as editors send them
/// (`{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":
/// ...`).
///
/// The bytes are searched, not parsed, as the message is cut: for the first `"method"` and
/// `"uri"` keys followed by a string. A JSON string holds no raw quote, so neither word
/// inside a document's text (`\"uri\"`) is taken for a key.
struct DroppedMessage: Equatable {
  /// The method named, if the opening names one.
  var method: String?
  /// The first document URI named, if any.
  var uri: String?

  init(opening: [UInt8]) {
    method = Self.string(after: "method", in: opening)
    uri = Self.string(after: "uri", in: opening)
  }

  /// The string value of the first `"key":` in `bytes`, decoded, or `nil`.
  static func string(after key: String, in bytes: [UInt8]) -> String? {
    let quoted = Array("\"\(key)\"".utf8)
    var from = 0
    while let at = firstIndex(of: quoted, in: bytes, from: from) {
      from = at + 1
      var index = at + quoted.count
      index = skippingSpace(bytes, from: index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
      index = skippingSpace(bytes, from: index + 1)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
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
