import Foundation
import Synchronization
import Testing
import UnblockLanguageServer

/// A ``LanguageServer`` driven in-process: messages go in as JSON objects, and everything
/// the server sends is recorded, decoded, in order.
final class TestSession: Sendable {
  let server: LanguageServer
  private let received: Inbox
  private let lastID = Mutex(100)

  /// The messages received, behind a lock: the server sends from its own tasks.
  private final class Inbox: Sendable {
    let list = Mutex<[[UInt8]]>([])
  }

  init() {
    let received = Inbox()
    self.received = received
    server = LanguageServer { body in received.list.withLock { $0.append(body) } }
  }

  /// Everything received so far.
  var messages: [[String: Any]] {
    received.list.withLock { $0 }.map { body in
      guard let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
      else {
        Issue.record("the server sent something that is not a JSON object")
        return [:]
      }
      return object
    }
  }

  /// The messages whose text holds `fragment`, decoded: a cheap look for one message where
  /// the session has received megabytes (a large document's outline and diagnostics).
  func messages(holding fragment: String) -> [[String: Any]] {
    let wanted = Array(fragment.utf8)
    return received.list.withLock { bodies in
      bodies.filter { $0.firstRange(of: wanted) != nil }
    }.compactMap { try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }
  }

  /// Sends raw bytes as one message body.
  @discardableResult
  func sendRaw(_ body: String) async -> Int32? {
    await server.handle(Array(body.utf8))
  }

  /// Sends a notification.
  @discardableResult
  func notify(_ method: String, _ params: Any = [String: Any]()) async -> Int32? {
    await send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  @discardableResult
  func send(_ object: [String: Any]) async -> Int32? {
    let data = try! JSONSerialization.data(withJSONObject: object)
    return await server.handle(Array(data))
  }

  /// Sends a request and returns its response.
  func request(_ method: String, _ params: Any = [String: Any]()) async -> [String: Any] {
    let id = lastID.withLock { value in
      value += 1
      return value
    }
    await send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    // Most answers come at once; a hover's comes from a background task.
    for _ in 0..<2000 {
      if let response = messages.last(where: { ($0["id"] as? Int) == id && $0["method"] == nil }) {
        return response
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("no response to \(method)")
    return [:]
  }

  /// `initialize` with `options`, then `initialized`.
  func initialize(_ options: [String: Any] = [:]) async {
    _ = await request(
      "initialize",
      ["processId": NSNull(), "capabilities": [String: Any](), "initializationOptions": options])
    await notify("initialized")
  }

  func open(_ uri: String, _ text: String, languageId: String = "plaintext", version: Int = 1)
    async
  {
    await notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": uri, "languageId": languageId, "version": version, "text": text,
        ]
      ])
  }

  func change(_ uri: String, version: Int, _ changes: [[String: Any]]) async {
    await notify(
      "textDocument/didChange",
      ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
  }

  /// The diagnostics of every `publishDiagnostics` for `uri`, in order.
  func publications(_ uri: String) -> [(version: Int?, diagnostics: [[String: Any]])] {
    messages.compactMap { message in
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any], params["uri"] as? String == uri
      else { return nil }
      return (params["version"] as? Int, params["diagnostics"] as? [[String: Any]] ?? [])
    }
  }

  /// Waits (up to 20 s) until a publication for `uri` satisfies `condition`, and returns it.
  func waitForDiagnostics(
    _ uri: String, where condition: ([[String: Any]]) -> Bool = { _ in true }
  ) async -> [[String: Any]] {
    for _ in 0..<2000 {
      if let found = publications(uri).last(where: { condition($0.diagnostics) }) {
        return found.diagnostics
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("no publication for \(uri) met the condition")
    return []
  }

  /// Waits until the search of `uri` has published a `solvable` or solving diagnostic.
  func waitForSolve(_ uri: String) async -> [[String: Any]] {
    await waitForDiagnostics(uri) { diagnostics in
      diagnostics.contains {
        ["solvable", "unsolvable", "wrong-moves-claim", "wrong-level-claim", "gave-up"]
          .contains($0["code"] as? String ?? "")
      }
    }
  }
}

/// `[line, character, line, character]` of a protocol range, for compact assertions.
func span(_ diagnostic: [String: Any]) -> [Int] {
  let range = diagnostic["range"] as? [String: Any] ?? [:]
  let start = range["start"] as? [String: Int] ?? [:]
  let end = range["end"] as? [String: Int] ?? [:]
  return [start["line"] ?? -1, start["character"] ?? -1, end["line"] ?? -1, end["character"] ?? -1]
}

/// The `code` of each diagnostic.
func codes(_ diagnostics: [[String: Any]]) -> [String] {
  diagnostics.map { $0["code"] as? String ?? "?" }
}
