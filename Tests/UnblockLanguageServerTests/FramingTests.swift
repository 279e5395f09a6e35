import Testing

@testable import UnblockLanguageServer

@Suite struct FramingTests {
  func frames(_ chunks: [String], limit: Int = 1 << 20) -> [MessageFramer.Frame] {
    var framer = MessageFramer(maxMessageBytes: limit)
    var frames: [MessageFramer.Frame] = []
    for chunk in chunks {
      framer.append(Array(chunk.utf8))
      while let frame = framer.next() { frames.append(frame) }
    }
    return frames
  }

  func message(_ text: String) -> MessageFramer.Frame { .message(Array(text.utf8)) }

  @Test func readsMessagesSplitAnywhereAcrossChunks() {
    let stream = "Content-Length: 7\r\n\r\n{\"a\":1}Content-Length: 2\r\n\r\n[]"
    for cut in 1..<stream.count {
      let chunks = [String(stream.prefix(cut)), String(stream.dropFirst(cut))]
      #expect(frames(chunks) == [message("{\"a\":1}"), message("[]")])
    }
  }

  @Test func acceptsOtherHeadersAndAnyCaseOfContentLength() {
    let stream =
      "content-length:2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
    #expect(frames([stream]) == [message("{}")])
  }

  @Test func skipsAHeaderWithoutContentLengthAndReadsTheNextMessage() {
    let stream = "Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}"
    #expect(
      frames([stream]) == [.malformed("header without a valid Content-Length"), message("{}")])
  }

  @Test func dropsAnOversizedBodyWithoutHoldingItAndCarriesOn() {
    var framer = MessageFramer(maxMessageBytes: 10)
    framer.append(Array("Content-Length: 10000\r\n\r\n".utf8))
    #expect(framer.next() == nil)
    var frames: [MessageFramer.Frame] = []
    for chunk in 0..<100 {
      framer.append([UInt8](repeating: UInt8(ascii: "a") + UInt8(chunk % 26), count: 100))
      while let frame = framer.next() { frames.append(frame) }
      // At most what might begin the next `Content-Length:`.
      #expect(framer.bufferedCount < 15)
    }
    // Reported once read past, with its first and last 4 KiB.
    let body = (0..<100).flatMap { [UInt8](repeating: 97 + UInt8($0 % 26), count: 100) }
    #expect(
      frames == [
        .tooLarge(10000, opening: Array(body.prefix(4096)), closing: Array(body.suffix(4096)))
      ])
    framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(framer.next() == message("{}"))
  }

  /// A real body over the limit is read past by its length, even when its text holds the
  /// words of a header: a JSON string holds no raw line end, so they are never a header
  /// line. (Dropped up to the next `Content-Length:`, such words took the place of the
  /// next header, and the message after was lost; audit 37.)
  @Test func aRealBodyOverTheLimitIsReadPastWhateverItsTextSays() {
    let body = #"{"text":"Content-Length: 5\r\n\r\n and Content-Length:\n12"}"#
    let stream =
      "Content-Length: \(body.utf8.count)\r\n\r\n\(body)Content-Length: 2\r\n\r\n{}"
    for cut in 1..<stream.utf8.count {
      let bytes = Array(stream.utf8)
      var framer = MessageFramer(maxMessageBytes: 10)
      var frames: [MessageFramer.Frame] = []
      for chunk in [bytes[..<cut], bytes[cut...]] {
        framer.append(chunk)
        while let frame = framer.next() { frames.append(frame) }
      }
      #expect(
        frames == [
          .tooLarge(body.utf8.count, opening: Array(body.utf8), closing: Array(body.utf8)),
          message("{}"),
        ],
        "cut at \(cut)")
    }
  }

  /// A length over the limit that was never true, before a short body: the messages after
  /// it are read (the reader waited for the billion bytes, and served nothing more).
  @Test func aFalseLengthOverTheLimitDoesNotStallTheReader() {
    let stream =
      "Content-Length: 1000000000\r\n\r\n{\"jsonrpc\":\"2.0\"}Content-Length: 2\r\n\r\n{}"
    #expect(
      frames([stream]) == [
        .tooLarge(
          1_000_000_000, opening: Array(#"{"jsonrpc":"2.0"}"#.utf8),
          closing: Array(#"{"jsonrpc":"2.0"}"#.utf8)),
        message("{}"),
      ])
  }

  @Test func resynchronisesAfterABadLengthFollowedByStrayBodyBytes() {
    // The stray `{}` once stuck to the next header, and every later message failed.
    let stream =
      "Content-Length: abc\r\n\r\n{}Content-Length: 2\r\n\r\n[]Content-Length: 2\r\n\r\n{}"
    #expect(
      frames([stream]) == [
        .malformed("header without a valid Content-Length"), message("[]"), message("{}"),
      ])
  }

  @Test func resynchronisesAfterALengthTooSmallOrTooLarge() {
    let body = #"{"id":1}"#
    let next = "Content-Length: 2\r\n\r\n[]"
    // Too small: the rest of the body is no header; one error, then the next message.
    #expect(
      frames(["Content-Length: 3\r\n\r\n\(body)", next, next]) == [
        message("{\"i"), .malformed("a header line that is not 'Name: value'"), message("[]"),
        message("[]"),
      ])
    // Too large: the body swallows the start of the next header, which is lost.
    #expect(
      frames(["Content-Length: 13\r\n\r\n\(body)", next, next]) == [
        message(body + "Conte"), .malformed("header without a valid Content-Length"),
        message("[]"),
      ])
  }

  @Test func findsTheNextHeaderInTheMiddleOfALineAndAcrossChunks() {
    let stream = "junk{}content-LENGTH: 2\r\n\r\n[]"
    for cut in 1..<stream.count {
      let chunks = [String(stream.prefix(cut)), String(stream.dropFirst(cut))]
      #expect(
        frames(chunks) == [.malformed("a header line that is not 'Name: value'"), message("[]")])
    }
  }

  @Test func holdsLittleWhileLookingForTheNextHeader() {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: x\r\n\r\n".utf8))
    #expect(framer.next() == .malformed("header without a valid Content-Length"))
    for _ in 0..<100 {
      framer.append([UInt8](repeating: 0x7B, count: 1000))
      #expect(framer.next() == nil)
    }
    #expect(framer.bufferedCount < 20)
    framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
    #expect(framer.next() == message("{}"))
  }

  @Test func acceptsHeaderLinesEndingInABareLineFeed() {
    #expect(
      frames(["Content-Length: 2\n\n{}Content-Length: 2\r\n\n[]"]) == [
        message("{}"), message("[]"),
      ])
  }

  @Test func framesABodyWithItsByteLength() {
    #expect(
      MessageFramer.frame(Array("{\"é\":1}".utf8))
        == Array("Content-Length: 8\r\n\r\n{\"é\":1}".utf8))
  }
}

/// The edges of a message too large to read tell the server which document a dropped
/// change was for, and which request goes unanswered.
@Suite struct DroppedMessageTests {
  /// Neovim writes a table's keys in hash order: the text may come first, the document and
  /// the method after it, in the last bytes.
  @Test func readsTheKeysFromEitherEdge() {
    let opening = #"{"params":{"contentChanges":[{"text":"AAAA"#
    let closing =
      #"AA"}],"textDocument":{"version":7,"uri":"file:///p.txt"}},"id":12,"method":"m"}"#
    let dropped = DroppedMessage(opening: Array(opening.utf8), closing: Array(closing.utf8))
    #expect(dropped.method == "m")
    #expect(dropped.uri == "file:///p.txt")
    #expect(dropped.version == 7)
    #expect(dropped.id == .number(12))
    #expect(DroppedMessage(opening: Array(#"{"id":"a","#.utf8)).id == .string("a"))
    // A number cut by the edge is not read.
    #expect(DroppedMessage(opening: Array(#"{"version":12"#.utf8)).version == nil)
  }

  @Test func namesTheMethodAndTheDocumentOfACutMessage() {
    let opening =
      #"{"jsonrpc":"2.0", "method" : "textDocument/didChange","params":{"textDocument":{"#
      + #""uri":"file:///a%20b/p\"q.txt","version":2},"contentChanges":[{"text":"AA"#
    let dropped = DroppedMessage(opening: Array(opening.utf8))
    #expect(dropped.method == "textDocument/didChange")
    #expect(dropped.uri == #"file:///a%20b/p"q.txt"#)
  }

  /// A key inside a string is escaped, so the words of a document are no key; a string
  /// cut short, or a key with no string after it, names nothing.
  @Test func namesNothingItCannotRead() {
    let text = #"{"params":{"contentChanges":[{"text":"\"uri\": \"file:///x\""}],"uri":"#
    #expect(DroppedMessage(opening: Array(text.utf8)).uri == nil)
    #expect(DroppedMessage(opening: Array(#"{"method":"textDocument/didCh"#.utf8)).method == nil)
    #expect(DroppedMessage(opening: Array(#"{"method":3,"uri":"u"}"#.utf8)).method == nil)
    #expect(DroppedMessage(opening: Array(#"{"method":3,"uri":"u"}"#.utf8)).uri == "u")
    #expect(DroppedMessage(opening: []) == DroppedMessage(opening: Array("{}".utf8)))
  }
}
