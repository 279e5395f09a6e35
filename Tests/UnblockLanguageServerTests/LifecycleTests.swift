import Foundation
import Testing

@testable import UnblockLanguageServer

@Suite struct LifecycleTests {
  @Test func answersRequestsBeforeInitializeWithServerNotInitialized() async {
    let session = TestSession()
    let response = await session.request("textDocument/hover", [:])
    #expect((response["error"] as? [String: Any])?["code"] as? Int == -32002)
  }

  @Test func answersMalformedJSONWithParseErrorAndANullID() async {
    let session = TestSession()
    await session.sendRaw("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
    let reply = session.messages.last ?? [:]
    #expect((reply["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(reply.keys.contains("id") && reply["id"] is NSNull)
  }

  @Test func readsAMessageWithANumberNoDoubleHolds() async {
    let session = TestSession()
    await session.initialize()
    await session.sendRaw(
      #"{"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {"settings": {"a": 1e400}}}"#
    )
    await session.sendRaw(#"{"jsonrpc": "2.0", "id": 5, "method": "shutdown", "extra": [1e400]}"#)
    let replies = session.messages.filter { $0["id"] != nil }
    #expect(replies.last?["id"] as? Int == 5)
    #expect(replies.last?.keys.contains("result") == true)
    #expect(replies.allSatisfy { $0["error"] == nil })
  }

  @Test func answersJSONThatIsNoMessageWithInvalidRequest() async {
    let session = TestSession()
    await session.sendRaw("[1, 2]")
    #expect(
      ((session.messages.last ?? [:])["error"] as? [String: Any])?["code"] as? Int == -32600)
  }

  @Test func answersAnInvalidRequestWithItsIDWhenTheIDReads() async {
    let session = TestSession()
    await session.sendRaw(#"{"jsonrpc": "1.0", "id": 403, "method": "x"}"#)
    await session.sendRaw(#"{"jsonrpc": "1.0", "id": "s", "method": "x"}"#)
    await session.sendRaw(#"{"jsonrpc": "1.0", "id": 1.5, "method": "x"}"#)
    let replies = session.messages
    #expect(replies.map { $0["id"] as? Int } == [403, nil, nil])
    #expect(replies[1]["id"] as? String == "s")
    #expect(replies[2]["id"] is NSNull)
    #expect(
      replies.map { ($0["error"] as? [String: Any])?["code"] as? Int } == [-32600, -32600, -32600])
  }

  /// The message says what is wrong: an id that is neither an integer nor a string, or a
  /// field that is no string, or JSON that is no object.
  @Test func saysWhichFieldOfAnInvalidRequestDoesNotRead() async {
    let session = TestSession()
    for id in ["1.5", "true", "[1]", "{}", "9223372036854775808"] {
      await session.sendRaw(#"{"jsonrpc": "2.0", "id": \#(id), "method": "x"}"#)
    }
    await session.sendRaw(#"{"jsonrpc": "2.0", "id": 1, "method": 7}"#)
    await session.sendRaw("[1, 2]")
    let messages = session.messages.map { ($0["error"] as? [String: Any])?["message"] as? String }
    let badID = "invalid request: 'id' must be an integer or a string"
    #expect(
      messages == Array(repeating: badID, count: 5) + [
        "invalid request: 'jsonrpc' and 'method' must be strings",
        "invalid request: expected an object with 'jsonrpc', 'method' and 'id' or 'params'",
      ])
  }

  @Test func answersARequestWithANullIDWithInvalidRequestAndCarriesNothingOut() async {
    let session = TestSession()
    await session.initialize()
    let before = session.messages.count
    await session.sendRaw(#"{"jsonrpc": "2.0", "id": null, "method": "shutdown"}"#)
    let replies = session.messages.dropFirst(before)
    #expect(replies.count == 1)
    #expect(replies.first?["id"] is NSNull)
    #expect((replies.first?["error"] as? [String: Any])?["code"] as? Int == -32600)
    // Not shut down: a request still gets its answer.
    let response = await session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": "file:///none"]])
    #expect((response["error"] as? [String: Any])?["code"] as? Int == -32602)
  }

  @Test func namesMissingParamsInAWholeMessage() async {
    let session = TestSession()
    await session.initialize()
    await session.send(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover"])
    let error = session.messages.last?["error"] as? [String: Any]
    #expect(
      error?["message"] as? String == "invalid params for textDocument/hover: missing 'params'")
  }

  @Test func answersUnknownMethodsWithMethodNotFoundAndIgnoresUnknownNotifications() async {
    let session = TestSession()
    await session.initialize()
    let before = session.messages.count
    await session.notify("$/unknownNotification")
    await session.notify("custom/notification")
    #expect(session.messages.count == before)
    let response = await session.request("custom/request")
    let error = response["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32601)
    #expect(error?["message"] as? String == "method not found: custom/request")
  }

  @Test func answersBadParamsWithInvalidParamsNamingTheField() async {
    let session = TestSession()
    await session.initialize()
    let response = await session.request("textDocument/hover", ["textDocument": [:]])
    let error = response["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32602)
    #expect(
      error?["message"] as? String
        == "invalid params for textDocument/hover: missing 'uri' in params.textDocument")
  }

  /// An array's element is named `[0]`, as JSON paths are, not Swift's `Index 0` (audit 8,
  /// finding 7).
  @Test func namesAnArraysElementByItsIndexInBrackets() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/path.txt"
    await session.open(uri, "AA..\n....\n....\n....\n")
    await session.change(
      uri, version: 2,
      [["range": ["start": ["line": 0], "end": ["line": 0, "character": 1]], "text": "B"]])
    let logged = session.messages.compactMap { message -> String? in
      guard message["method"] as? String == "window/logMessage" else { return nil }
      return (message["params"] as? [String: Any])?["message"] as? String
    }
    #expect(
      logged.contains {
        $0.hasSuffix(
          "invalid params for textDocument/didChange: missing 'character' in "
            + "params.contentChanges[0].range.start")
      }, "\(logged)")
  }

  @Test(arguments: [
    ("1.5", "1.5"), ("1e20", "100000000000000000000"),
    ("12345678901234567890", "12345678901234567890"),
    // Audit 8, finding 8: these were quoted as 1.8446744073709552e+19 and 1e+23.
    ("18446744073709551616", "18446744073709551616"),
    ("99999999999999999999999", "99999999999999999999999"), ("4294967294.5", "4294967294.5"),
    ("0", "0"), ("-5", "-5"), ("4294967295", "4294967295"), ("\"many\"", "\"many\""),
    ("null", "null"),
    // Valid JSON that no Double holds: the message was refused as not JSON (audit 16).
    ("1e400", "a number out of range"), ("-1e400", "a number out of range"),
  ])
  func aBadSearchLimitFallsBackToTheDefaultWithAWarning(value: String, shown: String) async {
    #expect(
      await Self.initializeWarning(options: #"{"maxStates": \#(value)}"#)
        == "unblock: initializationOptions.maxStates is \(shown), not a whole number from 1 to 4294967294; using the default 2000000"
    )
  }

  @Test(arguments: [
    #"{"maxStates": 1}"#, #"{"maxStates": 1e3}"#, #"{"maxStates": 4294967294}"#, "{}", "null",
  ])
  func goodOptionsAreTakenWithoutAWord(options: String) async {
    let session = TestSession()
    await session.sendRaw(
      #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "initializationOptions": \#(options)}}"#
    )
    #expect(session.messages.count == 1)
    #expect((session.messages.first?["result"] as? [String: Any]) != nil)
  }

  @Test(arguments: [(#""str""#, #""str""#), ("[1]", "[1]"), ("7", "7"), ("true", "true")])
  func optionsThatAreNoObjectAreIgnoredWithAWarning(options: String, shown: String) async {
    #expect(
      await Self.initializeWarning(options: options)
        == "unblock: initializationOptions is \(shown), not an object such as {\"maxStates\": 2000000}; ignored"
    )
  }

  @Test(arguments: [
    (#"{"maxstates": 10}"#, #""maxstates", which is no option (did you mean maxStates?)"#),
    (
      #"{"maxStates": 10, "other": 1}"#,
      #""other", which is no option (the one option is maxStates)"#
    ),
    (#"{"a\nb": 1}"#, #""a\nb", which is no option (the one option is maxStates)"#),
  ])
  func aKeyThatNamesNoOptionIsIgnoredWithAWarning(options: String, shown: String) async {
    #expect(
      await Self.initializeWarning(options: options)
        == "unblock: initializationOptions has \(shown); ignored")
  }

  /// Initializes a session with `options`, the JSON text of `initializationOptions`, and
  /// returns the one warning shown before the result.
  private static func initializeWarning(options: String) async -> String? {
    let session = TestSession()
    await session.sendRaw(
      #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "initializationOptions": \#(options)}}"#
    )
    // The warning comes first, so that the client has it when `initialize` returns.
    let messages = session.messages
    #expect(messages.count == 2)
    #expect((messages.last?["result"] as? [String: Any])?["capabilities"] != nil)
    #expect(messages.first?["method"] as? String == "window/showMessage")
    let warning = messages.first?["params"] as? [String: Any]
    #expect(warning?["type"] as? Int == 2)
    return warning?["message"] as? String
  }

  @Test func refusesASecondInitializeWithInvalidRequest() async {
    let session = TestSession()
    await session.initialize(["maxStates": 10])
    let again = await session.request(
      "initialize", ["capabilities": [:], "initializationOptions": ["maxStates": 99]])
    let error = again["error"] as? [String: Any]
    #expect(error?["code"] as? Int == -32600)
    #expect(error?["message"] as? String == "invalid request: the server is already initialized")
    // The first one's options still hold.
    await session.open("file:///tmp/limit.txt", "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n")
    let diagnostics = await session.waitForSolve("file:///tmp/limit.txt")
    #expect(codes(diagnostics) == ["gave-up"])
  }

  @Test func aNumberThatFitsNoFieldIsABadValueInParams() async {
    let session = TestSession()
    await session.initialize()
    let response = await session.request(
      "textDocument/hover",
      ["textDocument": ["uri": "file:///a"], "position": ["line": 1e20, "character": 0]])
    let message = (response["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(
      message
        == "invalid params for textDocument/hover: bad value in params (such as a number that does not fit its field)"
    )
  }

  @Test func exitsWith0AfterShutdownAnd1Without() async {
    let polite = TestSession()
    await polite.initialize()
    let response = await polite.request("shutdown")
    #expect(response.keys.contains("result") && response["result"] is NSNull)
    #expect(await polite.notify("exit") == 0)

    let abrupt = TestSession()
    await abrupt.initialize()
    #expect(await abrupt.notify("exit") == 1)
    #expect(await abrupt.server.endOfInput() == 1)
  }

  @Test func refusesRequestsAfterShutdown() async {
    let session = TestSession()
    await session.initialize()
    _ = await session.request("shutdown")
    let response = await session.request("textDocument/documentSymbol", [:])
    #expect((response["error"] as? [String: Any])?["code"] as? Int == -32600)
  }

  @Test func advertisesUTF16PositionsIncrementalSyncAndItsFeatures() async {
    let session = TestSession()
    let response = await session.request("initialize", ["capabilities": [:]])
    let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["positionEncoding"] as? String == "utf-16")
    #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
    for feature in [
      "hoverProvider", "documentFormattingProvider", "documentSymbolProvider",
      "codeActionProvider", "codeLensProvider",
    ] {
      #expect(capabilities?[feature] != nil, "\(feature)")
    }
  }
}
