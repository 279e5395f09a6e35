import Testing

/// `unblock lsp` over real standard input and output, with a scripted client.
@Suite struct LanguageServerTests {
  /// `body` framed as the protocol frames it.
  func frame(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  @Test func answersAScriptedSessionAndExits0AfterShutdownAndExit() throws {
    let open =
      #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///p/ragged.txt","languageId":"plaintext","version":1,"text":"AA..\n...\n....\n....\n"}}}"#
    let session = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#, open,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map(frame).joined()
    let result = try CLI.run(["lsp"], stdin: session)
    let diagnostics =
      #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"code":"ragged-row","message":"ragged rows: this row has 3 tiles but the first row has 4; every row needs the same number","range":{"end":{"character":3,"line":1},"start":{"character":0,"line":1}},"severity":1,"source":"unblock"}],"uri":"file:///p/ragged.txt","version":1}}"#
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let messages = result.stdout.split(separator: "Content-Length: ").map {
      String($0.split(separator: "\r\n\r\n", maxSplits: 1).last ?? "")
    }
    #expect(messages.count == 3)
    #expect(
      messages.first?.hasPrefix(#"{"id":1,"jsonrpc":"2.0","result":{"capabilities":"#) == true)
    #expect(
      Array(messages.dropFirst()) == [diagnostics, #"{"id":2,"jsonrpc":"2.0","result":null}"#])
  }

  @Test func acceptsTheStdioFlagThatClientsAdd() throws {
    let session = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map(frame).joined()
    let result = try CLI.run(["lsp", "--stdio"], stdin: session)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
  }

  @Test func exits1OnExitWithoutShutdown() throws {
    let session = [
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
      #"{"jsonrpc":"2.0","method":"exit"}"#,
    ].map(frame).joined()
    #expect(try CLI.run(["lsp"], stdin: session).status == 1)
  }
}
