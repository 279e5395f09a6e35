import Foundation
import Testing
import UnblockLanguageServer

/// A large document is read off the server's loop, and the requests about it wait for its
/// reading: answered about its newest text once it is read, `ContentModified` when a change
/// comes first, `RequestCancelled` when the client cancels them.
@Suite struct BackgroundReadingTests {
  static let big = "file:///tmp/background/big.txt"
  /// One database line and 60,000 comment lines, 660 KB: read in the background, with one
  /// search (thousands of puzzles would flood the session with their partial results).
  static let lines =
    "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL.\n"
    + String(repeating: "# a comment line of no puzzle\n", count: 60_000)

  /// The responses to the requests numbered `id` so far.
  func responses(_ session: TestSession, _ id: Int) -> [[String: Any]] {
    session.messages(holding: "\"id\":\(id)").filter {
      ($0["id"] as? Int) == id && $0["method"] == nil
    }
  }

  /// The response to the request `id`, waiting up to 60 s for it.
  func response(_ session: TestSession, _ id: Int) async -> [String: Any] {
    for _ in 0..<600 {
      if let found = responses(session, id).last { return found }
      try? await Task.sleep(for: .milliseconds(100))
    }
    Issue.record("no response to request \(id)")
    return [:]
  }

  func code(_ response: [String: Any]) -> Int? {
    (response["error"] as? [String: Any])?["code"] as? Int
  }

  @Test func requestsAboutALargeDocumentWaitForItsReading() async {
    let session = TestSession()
    await session.initialize()
    await session.open(Self.big, Self.lines)
    let document = ["textDocument": ["uri": Self.big]]
    // Cancelled while it waits.
    await session.send(
      ["jsonrpc": "2.0", "id": 1, "method": "textDocument/codeLens", "params": document])
    await session.notify("$/cancelRequest", ["id": 1])
    #expect(code(await response(session, 1)) == -32800)
    // A change comes while it waits.
    await session.send(
      ["jsonrpc": "2.0", "id": 2, "method": "textDocument/codeLens", "params": document])
    await session.change(Self.big, version: 2, [["text": "# the second text\n" + Self.lines]])
    #expect(code(await response(session, 2)) == -32801)
    // Answered once the newest text is read, about it: the outline starts a line lower.
    await session.send(
      ["jsonrpc": "2.0", "id": 3, "method": "textDocument/documentSymbol", "params": document])
    let outline = await response(session, 3)
    let symbols = outline["result"] as? [[String: Any]] ?? []
    #expect(symbols.count == 1)
    let range = symbols.first?["range"] as? [String: Any]
    #expect((range?["start"] as? [String: Int])?["line"] == 1)
    // An id is taken while its request waits.
    await session.change(Self.big, version: 3, [["text": Self.lines]])
    for method in ["textDocument/codeLens", "textDocument/documentSymbol"] {
      await session.send(["jsonrpc": "2.0", "id": 5, "method": method, "params": document])
    }
    for _ in 0..<600 where responses(session, 5).count < 2 {
      try? await Task.sleep(for: .milliseconds(100))
    }
    let answers = responses(session, 5)
    #expect(answers.count == 2)
    #expect(answers.first.map(code) == -32600)
    #expect(answers.last?["result"] is [Any])
  }
}
