import Foundation
import UnblockFormats

/// The language server: reads each message, keeps the open documents, publishes their
/// diagnostics and answers requests.
///
/// Messages are handled one at a time, in order. Reading a document is fast and its rule
/// diagnostics are published at once; solving runs in a background task per document,
/// which a newer version cancels, and publishes the complete diagnostics when it ends
/// (a long one, the puzzles it has checked as it goes: ``ResultsPace``). A
/// hover and a document's outline run in a background task too, which `$/cancelRequest`
/// cancels (answered `RequestCancelled`), as does a change or close of its document
/// (answered `ContentModified`); `shutdown`, `exit` and the end of input answer the
/// requests still running with `RequestCancelled`.
/// Everything the server sends goes through `send`, which must write each message whole.
public actor LanguageServer {
  /// The state limit of one search when `initializationOptions` names none.
  ///
  /// Lower than the command line's `StateLimit.solver` on purpose: a search that meets
  /// that limit takes minutes and gigabytes, where an editor should answer within a second;
  /// every puzzle a person designs solves far below this one.
  public static let defaultMaxStates = 2_000_000

  /// Where the server is in the protocol's lifecycle.
  enum Lifecycle {
    case waitingForInitialize
    case running
    case shutDown
  }

  private let send: @Sendable ([UInt8]) -> Void
  private let loader = PuzzleLoader()
  private var lifecycle = Lifecycle.waitingForInitialize
  private var maxStates = LanguageServer.defaultMaxStates
  private var refreshesCodeLenses = false
  private var showsWorkDoneProgress = false
  private var hoverMarkup = HoverMarkup.markdown
  private var documents: [String: OpenDocument] = [:]
  /// The process `initialize` named as the one that started the server, which the
  /// transport watches (``StandardIO``).
  public private(set) var parentProcess: Int32?
  /// The requests being answered in the background (hovers, outlines), by request id, with
  /// the document each is about.
  private var running: [RequestID: (uri: String, task: Task<Void, Never>)] = [:]
  private var nextRequest = 1
  /// The number of the last search started (see ``OpenDocument/searchNumber``).
  private var nextSearch = 0
  /// The number of the last text of any document (see ``OpenDocument/textNumber``).
  private var nextText = 0
  /// The progress of each check running that shows it, by the id of its request for a
  /// token (``SearchProgress``).
  private var progresses: [RequestID: SearchProgress] = [:]

  /// - Parameter send: writes one message body (framing is the transport's job).
  public init(send: @escaping @Sendable ([UInt8]) -> Void) {
    self.send = send
  }

  /// Handles one message body.
  ///
  /// - Returns: the exit status when the message was `exit`: 0 after `shutdown`, else 1.
  public func handle(_ body: [UInt8]) -> Int32? {
    let message: IncomingMessage
    do {
      message = try IncomingMessage(body)
    } catch {
      send(OutgoingMessage.error(IncomingMessage.readableID(in: body), error))
      return nil
    }
    return handle(message)
  }

  /// Handles one message, read.
  private func handle(_ message: IncomingMessage) -> Int32? {
    guard let method = message.method else {
      // A response to a request of the server's: only a progress token's matters.
      if let id = message.id { progresses[id]?.answered(accepting: !message.isError) }
      return nil
    }
    // The protocol says which methods are requests and which notifications: one sent as
    // the other is not carried out (a `shutdown` without an id would shut the server down
    // with no request answered, and a `didOpen` with one would wait for an answer forever).
    if let isRequest = Self.methodIsRequest[method], isRequest != message.isRequest {
      if let id = message.id {
        send(
          OutgoingMessage.error(
            id, .invalidRequest("'\(method)' is a notification: it takes no id")))
      } else if lifecycle != .waitingForInitialize {
        // Before `initialize` is answered the server may send nothing but that answer.
        log("'\(method)' is a request: sent without an id, it was not carried out", type: 2)
      }
      return nil
    }
    if method == "exit" {
      stopBackgroundWork()
      return lifecycle == .shutDown ? 0 : 1
    }
    switch lifecycle {
    case .waitingForInitialize where method != "initialize":
      if let id = message.id { send(OutgoingMessage.error(id, .serverNotInitialized)) }
      return nil
    case .shutDown:
      if let id = message.id { send(OutgoingMessage.error(id, .shutDown)) }
      return nil
    default:
      break
    }
    // Each request must have an id of its own while it runs: the second of two would take
    // the first's place, and one of them would never be answered.
    if message.isRequest, let id = message.id, running[id] != nil || isWaiting(id) {
      send(
        OutgoingMessage.error(
          id, .invalidRequest("id \(id) is taken by a request still running; use another")))
      return nil
    }
    // A request about a document being read waits for the reading, and is answered about
    // the newest text.
    if message.isRequest, Self.documentRequests.contains(method),
      let uri = try? message.params(LSP.TextDocumentParams.self).textDocument.uri,
      documents[uri]?.isReading == true
    {
      documents[uri]?.waiting.append(message)
      return nil
    }
    do {
      try dispatch(method, message)
    } catch {
      if let id = message.id {
        send(OutgoingMessage.error(id, error))
      } else {
        log("\(method): \(error.message)")
      }
    }
    return nil
  }

  /// The client closed its end: stops every search.
  ///
  /// - Returns: the exit status, 0 when `shutdown` came first, else 1.
  public func endOfInput() -> Int32 {
    stopBackgroundWork()
    return lifecycle == .shutDown ? 0 : 1
  }

  /// The requests about one document, answered from its reading.
  static let documentRequests: Set<String> = [
    "textDocument/codeAction", "textDocument/formatting", "textDocument/hover",
    "textDocument/documentSymbol", "textDocument/codeLens",
  ]

  /// Whether the request `id` waits for its document's reading.
  private func isWaiting(_ id: RequestID) -> Bool {
    documents.values.contains { $0.waiting.contains { $0.id == id } }
  }

  /// Whether each method the server knows is a request (`true`) or a notification.
  static let methodIsRequest: [String: Bool] = [
    "initialize": true, "shutdown": true, "textDocument/codeAction": true,
    "textDocument/formatting": true, "textDocument/hover": true,
    "textDocument/documentSymbol": true, "textDocument/codeLens": true,
    "initialized": false, "exit": false, "$/setTrace": false, "$/cancelRequest": false,
    "workspace/didChangeConfiguration": false, "textDocument/didSave": false,
    "textDocument/didOpen": false, "textDocument/didChange": false,
    "textDocument/didClose": false,
  ]

  /// Says in the log that the parent process named in `initialize` is not running as the
  /// server sees it (another machine's or container's, maybe), so it is not watched.
  public func cannotWatchParent(_ pid: Int32) {
    log(
      "the parent process \(pid) named in initialize is not running here; the server will not "
        + "end with it, only at exit or the end of its input", type: 2)
  }

  /// Reports a message over the transport's limit, dropped: a parse error, under the
  /// request's id when its edges name one (a request left unanswered waits for ever), and
  /// a message the user sees, as most editors only log a parse error.
  ///
  /// A change to an open document, or an opening of one, told by the message's `opening`
  /// and `closing` bytes, leaves the server's text of it out of date: its checks stop, its
  /// diagnostics say so, and requests about it are refused until a change gives the whole
  /// text again or it is opened again (where the server went on from the text before the
  /// message). A message whose edges do not say what it was may have been such a change,
  /// to any open document: every one is then out of date.
  public func tooLargeFrame(
    _ length: Int, limit: Int, opening: [UInt8] = [], closing: [UInt8] = []
  ) {
    let dropped = DroppedMessage(opening: opening, closing: closing)
    send(
      OutgoingMessage.error(
        dropped.id, .parseError("message of \(length) bytes is over the limit of \(limit)")))
    // Before `initialize` is answered the server may send nothing but that answer; after
    // `shutdown` it checks no document, and tells the user nothing but its answers.
    guard lifecycle == .running else { return }
    let changesText = ["textDocument/didChange", "textDocument/didOpen"].contains(dropped.method)
    let outOfDate: [String] =
      if dropped.method == nil || (changesText && dropped.uri == nil) {
        Array(documents.keys).sorted()
      } else if changesText, let uri = dropped.uri, documents[uri] != nil {
        [uri]
      } else {
        []
      }
    for uri in outOfDate {
      guard var document = documents[uri] else { continue }
      document.search?.cancel()
      document.search = nil
      stopRequests(of: uri)
      document.droppedChange = length
      document.version = max(document.version, dropped.version ?? document.version)
      document.published = [Self.outOfDateDiagnostic(length, limit: limit)]
      documents[uri] = document
      publish(document)
    }
    let paths = outOfDate.map { OpenDocument.path(of: $0) }.joined(separator: ", ")
    let said =
      outOfDate.isEmpty
      ? "a message of \(length) bytes from the editor, over the limit of \(limit >> 20) MiB, was dropped; a document that large is not checked"
      : "a message of \(length) bytes changing \(paths), over the limit of \(limit >> 20) MiB, was dropped; \(outOfDate.count == 1 ? "the document is" : "they are") not checked until closed and opened again"
    send(
      OutgoingMessage.notification(
        "window/showMessage", LSP.MessageParams(type: 1, message: "unblock: " + said)))
  }

  /// The one diagnostic of a document whose last change was dropped, at its start.
  static func outOfDateDiagnostic(_ length: Int, limit: Int) -> DocumentDiagnostic {
    DocumentDiagnostic(
      diagnostic: LSP.Diagnostic(
        range: LSP.Range(
          start: LSP.Position(line: 0, character: 0), end: LSP.Position(line: 0, character: 0)),
        severity: .error, code: "text-out-of-date",
        message:
          "the editor's message of \(length) bytes changing this document was over the limit of \(limit >> 20) MiB and was dropped: the server's text of it is out of date, so it is not checked until it is closed and opened again"
      ), fix: nil)
  }

  /// Reports a frame the transport could not read.
  public func malformedFrame(_ reason: String) {
    send(OutgoingMessage.error(nil, .parseError(reason)))
  }

  private func dispatch(_ method: String, _ message: IncomingMessage) throws(ResponseError) {
    switch method {
    case "initialize":
      guard lifecycle == .waitingForInitialize else { throw .alreadyInitialized }
      let params = try message.params(LSP.InitializeParams.self)
      let options = LSP.InitializationOptions(params.initializationOptions)
      parentProcess = params.parentProcess
      if case .limit(let limit) = options.stateLimit() { maxStates = limit }
      refreshesCodeLenses = params.capabilities?.refreshesCodeLenses ?? false
      showsWorkDoneProgress = params.capabilities?.showsWorkDoneProgress ?? false
      hoverMarkup = params.capabilities?.hoverMarkup ?? .markdown
      lifecycle = .running
      // Before the result, which the spec allows, so that the client has them by then.
      for warning in options.warnings(defaultMaxStates: LanguageServer.defaultMaxStates) {
        send(
          OutgoingMessage.notification(
            "window/showMessage", LSP.MessageParams(type: 2, message: warning)))
      }
      respond(
        message,
        LSP.InitializeResult(
          capabilities: LSP.ServerCapabilities(),
          serverInfo: LSP.ServerInfo(name: "unblock", version: nil)))
    case "initialized", "$/setTrace", "workspace/didChangeConfiguration",
      "textDocument/didSave":
      break
    case "$/cancelRequest":
      // Only the requests answered in the background run long enough to cancel; the others
      // are answered already.
      let id = try message.params(LSP.CancelParams.self).id
      running[id]?.task.cancel()
      for (uri, document) in documents where document.waiting.contains(where: { $0.id == id }) {
        documents[uri]?.waiting.removeAll { $0.id == id }
        send(OutgoingMessage.error(id, .requestCancelled))
      }
    case "shutdown":
      lifecycle = .shutDown
      stopBackgroundWork()
      respond(message, JSONValue?.none)
    case "textDocument/didOpen":
      let item = try message.params(LSP.DidOpenTextDocumentParams.self).textDocument
      let stale = documents[item.uri]?.search
      stale?.cancel()
      stopRequests(of: item.uri)
      documents[item.uri] = OpenDocument(item)
      read(item.uri, after: stale)
    case "textDocument/didChange":
      let params = try message.params(LSP.DidChangeTextDocumentParams.self)
      let uri = params.textDocument.uri
      guard var document = documents[uri] else { throw .unknownDocument(uri) }
      stopRequests(of: uri)
      var changes = params.contentChanges[...]
      if document.droppedChange != nil {
        // Out of date: a range cannot be placed in it, and a whole text brings it back.
        guard let whole = changes.lastIndex(where: { $0.range == nil }) else {
          log("a change to \(uri) was not applied: its text here is out of date", type: 2)
          document.version = params.textDocument.version
          documents[uri] = document
          return
        }
        changes = changes[whole...]
        document.droppedChange = nil
      }
      for change in changes { document.text.apply(change) }
      if params.textDocument.version <= document.version {
        // The spec wants versions to increase; the change is taken all the same, as the
        // client's text is the truth, but a client bug should not go unnoticed.
        log(
          "version \(params.textDocument.version) of \(uri) does not follow version "
            + "\(document.version): versions must increase; the change is applied anyway",
          type: 2)
      }
      document.version = params.textDocument.version
      let stale = document.search
      if let stale {
        stale.cancel()
        log("cancelled the search of a stale version of \(uri)")
      }
      documents[uri] = document
      read(uri, after: stale)
    case "textDocument/didClose":
      let uri = try message.params(LSP.DidCloseTextDocumentParams.self).textDocument.uri
      stopRequests(of: uri)
      documents.removeValue(forKey: uri)?.search?.cancel()
      send(
        OutgoingMessage.notification(
          "textDocument/publishDiagnostics",
          LSP.PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: [])))
    case "textDocument/codeAction":
      let params = try message.params(LSP.CodeActionParams.self)
      respond(
        message,
        codeActions(
          try document(params.textDocument), in: params.range,
          naming: params.context?.value?.named ?? [],
          wanting: params.context?.value?.wants ?? { _ in true }))
    case "textDocument/formatting":
      let document = try document(try message.params(LSP.TextDocumentParams.self).textDocument)
      switch DocumentFormatting.format(document.file, text: document.text) {
      case .edits(let edits):
        respond(message, edits)
      case .refused(let reason):
        send(
          OutgoingMessage.notification(
            "window/showMessage", LSP.MessageParams(type: 2, message: reason)))
        respond(message, [LSP.TextEdit]())
      }
    case "textDocument/hover":
      let params = try message.params(LSP.TextDocumentPositionParams.self)
      hover(try document(params.textDocument), at: params.position, answering: message)
    case "textDocument/documentSymbol":
      // From the reading alone, never waiting for a search; in the background, as a
      // document of 100,000 puzzles takes a while, and `$/cancelRequest` stops it.
      let document = try document(try message.params(LSP.TextDocumentParams.self).textDocument)
      guard let id = message.id else { return }
      let (file, text) = (document.file, document.text)
      answerInBackground(id, about: document.uri) { shouldStop in
        PuzzleOutline.symbols(of: file, in: text, shouldStop: shouldStop)
      }
    case "textDocument/codeLens":
      let document = try document(try message.params(LSP.TextDocumentParams.self).textDocument)
      respond(
        message,
        PuzzleOutline.codeLenses(of: document.file, in: document.text, solved: document.solved))
    default:
      if message.isRequest { throw .methodNotFound(method) }
    }
  }

  /// Cancels every search and request running, and answers each request
  /// `RequestCancelled` at once: the process may end before a cancelled task gets to send
  /// its answer.
  private func stopBackgroundWork() {
    for (uri, document) in documents {
      document.search?.cancel()
      for id in document.waiting.compactMap(\.id) {
        send(OutgoingMessage.error(id, .requestCancelled))
      }
      documents[uri]?.waiting = []
    }
    for (id, request) in running {
      request.task.cancel()
      send(OutgoingMessage.error(id, .requestCancelled))
    }
    running.removeAll()
  }

  /// Cancels the requests running about the document `uri`, which has changed or closed,
  /// and answers each `ContentModified` at once: their work, on the text that was, stops
  /// at its next look at `shouldStop`.
  private func stopRequests(of uri: String) {
    for (id, request) in running where request.uri == uri {
      request.task.cancel()
      running.removeValue(forKey: id)
      send(OutgoingMessage.error(id, .contentModified))
    }
    for id in documents[uri]?.waiting.compactMap(\.id) ?? [] {
      send(OutgoingMessage.error(id, .contentModified))
    }
    documents[uri]?.waiting = []
  }

  /// Reads the document `uri`'s new text and checks it again once the `stale` search of
  /// its text before, cancelled, has ended (see ``checkAgain(_:after:published:)``).
  ///
  /// A large document is read in the background (``OpenDocument/readsInBackground``), so
  /// that the server answers other documents meanwhile; its requests wait for the reading.
  /// One reading runs per document: a text that comes while one runs is read when it ends,
  /// the texts between skipped, so a burst of keystrokes costs two readings, not one each.
  private func read(_ uri: String, after stale: Task<Void, Never>?) {
    guard var document = documents[uri] else { return }
    nextText += 1
    document.textNumber = nextText
    guard document.readsInBackground else {
      document.reread(loader)
      documents[uri] = document
      checkAgain(uri, after: stale)
      return
    }
    document.search = nil
    documents[uri] = document
    if !document.isReading { startReading(uri, after: stale) }
  }

  /// Reads the document `uri`'s newest text on a worker thread, with its rule diagnostics.
  private func startReading(_ uri: String, after stale: Task<Void, Never>?) {
    guard let document = documents[uri] else { return }
    let (text, number, loader) = (document.text, document.textNumber, loader)
    documents[uri]?.reading = number
    Task.detached(priority: .userInitiated) {
      let (file, published) = await BlockingWork.run { _ in
        let file = OpenDocument.read(text, of: uri, loader: loader)
        return (file, DocumentDiagnostics.make(file, text: text))
      }
      await stale?.value
      await self.finishReading(uri, number: number, file: file, published: published)
    }
  }

  /// Takes the reading of the text numbered `number` of the document `uri`, unless a newer
  /// text came meanwhile (it is read next) or the document was closed, opened again or left
  /// out of date; then answers the requests that waited for it.
  private func finishReading(
    _ uri: String, number: Int, file: PuzzleFile, published: [DocumentDiagnostic]
  ) {
    guard var document = documents[uri], document.reading == number else { return }
    guard document.droppedChange == nil else {
      documents[uri]?.reading = nil
      return
    }
    guard document.textNumber == number else { return startReading(uri, after: nil) }
    document.reading = nil
    document.take(file)
    let waiting = document.waiting
    document.waiting = []
    documents[uri] = document
    checkAgain(uri, published: published)
    for message in waiting { _ = handle(message) }
  }

  /// Answers the request `id`, about the document `uri`, with what `work` gives, worked
  /// out and encoded on a thread of its own (``BlockingWork``) so that it holds up no
  /// other message (the answer of an outline of 40,000 puzzles is megabytes of JSON).
  /// `$/cancelRequest` cancels it: `work` is told through `shouldStop`, and the request is
  /// answered `RequestCancelled`, never with what a stopped `work` gave (`nil` included).
  private func answerInBackground<Value: Encodable & Sendable>(
    _ id: RequestID, about uri: String,
    _ work: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) -> Value?
  ) {
    running[id] = (
      uri,
      Task.detached(priority: .userInitiated) {
        let answer = await BlockingWork.run { shouldStop in
          work(shouldStop).map { OutgoingMessage.response(id, $0) }
        }
        await self.finishRequest(id, Task.isCancelled ? nil : answer)
      }
    )
  }

  /// Sends the answer to `id` once its work ends, or `RequestCancelled` when it was
  /// cancelled (`answer` is `nil`); nothing when ``stopBackgroundWork()`` or a change of
  /// its document answered it.
  private func finishRequest(_ id: RequestID, _ answer: [UInt8]?) {
    guard running.removeValue(forKey: id) != nil else { return }
    send(answer ?? OutgoingMessage.error(id, .requestCancelled))
  }

  private func document(_ identifier: LSP.TextDocumentIdentifier) throws(ResponseError)
    -> OpenDocument
  {
    guard let document = documents[identifier.uri] else { throw .unknownDocument(identifier.uri) }
    guard document.droppedChange == nil else { throw .outOfDate }
    return document
  }

  private func respond(_ message: IncomingMessage, _ result: (some Encodable)?) {
    if let id = message.id { send(OutgoingMessage.response(id, result)) }
  }

  /// Sends `text` as `window/logMessage` of `type` (2 a warning, 4 a log line).
  private func log(_ text: String, type: Int = 4) {
    send(
      OutgoingMessage.notification(
        "window/logMessage", LSP.MessageParams(type: type, message: "unblock: \(text)")))
  }

  private func publish(_ document: OpenDocument) {
    send(
      OutgoingMessage.notification(
        "textDocument/publishDiagnostics",
        LSP.PublishDiagnosticsParams(
          uri: document.uri, version: document.version,
          diagnostics: document.published.map(\.diagnostic))))
  }

  /// Publishes the rule diagnostics of the document's current version (`published`, when a
  /// background reading made them), then starts the search of its valid puzzles once the
  /// `stale` search of an earlier version, cancelled, has ended.
  ///
  /// One search per document at a time: each new one started beside the stale ones, and a
  /// burst of edits ran dozens at once, each on a thread, the memory they touched kept by
  /// the allocator afterwards. A search cancelled while it waits never starts.
  private func checkAgain(
    _ uri: String, after stale: Task<Void, Never>? = nil, published: [DocumentDiagnostic]? = nil
  ) {
    guard var document = documents[uri] else { return }
    document.published =
      published ?? DocumentDiagnostics.make(document.file, text: document.text)
    publish(document)
    let valid = document.file.entries.count(where: \.isValid)
    if valid > 0 {
      nextSearch += 1
      document.searchNumber = nextSearch
      let (file, text, number, maxStates) = (document.file, document.text, nextSearch, maxStates)
      let makeProgress = showsWorkDoneProgress ? searchProgress(of: file, puzzles: valid) : nil
      // On a thread of its own, as a hover's analysis: a check holds its thread for as long
      // as its searches take, and on Swift's pool of a thread per core two of them held
      // up every other document's check (see ``BlockingWork``).
      document.search = Task.detached(priority: .utility) {
        await stale?.value
        guard !Task.isCancelled else { return }
        // Timed from here: waiting for the stale check to stop is no part of this one.
        let progress = makeProgress?()
        if let progress { await self.follow(progress) }
        // The diagnostics of the results are made here too, off the server's loop: for a set
        // of thousands of puzzles, each publication remakes them all.
        let checked = await BlockingWork.run { shouldStop -> SearchResults? in
          let pace = ResultsPace()
          let solved = PuzzleSolving.solve(
            file, maxStates: maxStates,
            shouldStop: {
              progress?.tick()
              return shouldStop()
            }, startingPuzzle: { progress?.startPuzzle($0) },
            checkedPuzzle: { solved in
              guard solved.count < valid, pace.isDue() else { return }
              let results = SearchResults(solved, file: file, text: text)
              Task { await self.showSoFar(uri, search: number, results, pace: pace) }
            })
          return solved.map { SearchResults($0, file: file, text: text) }
        }
        if let progress {
          progress.end(checked == nil ? "stopped" : "done")
          await self.forget(progress)
        }
        guard let results = checked else { return }
        await self.finishSearch(uri, search: number, results)
      }
    }
    documents[uri] = document
  }

  /// What makes the progress of a check of `file`, under a token of its own, when the
  /// check starts.
  private func searchProgress(of file: PuzzleFile, puzzles: Int)
    -> @Sendable () -> SearchProgress
  {
    let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
    let (token, send) = ("unblock-check-\(nextRequest)", send)
    nextRequest += 1
    return { SearchProgress(token: token, title: "Checking \(name)", total: puzzles, send: send) }
  }

  /// Passes the client's answer to `progress`'s request for a token on to it.
  private func follow(_ progress: SearchProgress) { progresses[progress.requestID] = progress }

  private func forget(_ progress: SearchProgress) {
    progresses.removeValue(forKey: progress.requestID)
  }

  /// Publishes the diagnostics of the puzzles the long search numbered `search` has
  /// checked so far (see ``ResultsPace``), unless it has ended, the text has changed since
  /// it started, or more of them were published already; then tells `pace` it is done.
  private func showSoFar(_ uri: String, search: Int, _ results: SearchResults, pace: ResultsPace) {
    defer { pace.published() }
    guard let document = documents[uri], document.searchNumber == search, document.search != nil,
      results.solved.count > document.solved?.count ?? 0
    else { return }
    show(results, in: document)
  }

  /// Publishes the complete diagnostics once the search numbered `search` ends, unless the
  /// text has changed since it started: a stale search may end before its cancellation
  /// reaches it, and its results, of another text, may hold puzzles the text has not.
  private func finishSearch(_ uri: String, search: Int, _ results: SearchResults) {
    guard var document = documents[uri], document.searchNumber == search, document.search != nil
    else { return }
    document.search = nil
    show(results, in: document)
  }

  /// Keeps `results` as the search results of `document`, publishes their diagnostics, and
  /// asks a client that re-asks for code lenses to do so.
  private func show(_ results: SearchResults, in document: OpenDocument) {
    var document = document
    document.solved = results.solved
    document.published = results.published
    documents[document.uri] = document
    publish(document)
    guard refreshesCodeLenses else { return }
    send(
      OutgoingMessage.request(
        .string("unblock-\(nextRequest)"), "workspace/codeLens/refresh", JSONValue?.none))
    nextRequest += 1
  }

  /// The fixes of the diagnostics that meet `range` or that the client names, then the
  /// schema line's when a YAML file has none, of the kinds the client `wants` (its
  /// `context.only`). (Fixes were offered anywhere on a diagnostic's line: on a one-line
  /// flow-style puzzle, every claim's fix wherever the cursor was.)
  private func codeActions(
    _ document: OpenDocument, in range: LSP.Range, naming named: [LSP.DiagnosticReference],
    wanting wants: (String) -> Bool
  ) -> [LSP.CodeAction] {
    let named = Set(named)
    let quickFixes = wants("quickfix") ? document.published : []
    var actions = quickFixes.compactMap { published -> LSP.CodeAction? in
      let diagnostic = published.diagnostic
      guard let fix = published.fix,
        diagnostic.range.meets(range)
          || named.contains(
            LSP.DiagnosticReference(range: diagnostic.range, message: diagnostic.message))
      else { return nil }
      return LSP.CodeAction(
        title: fix.title, diagnostics: [published.diagnostic], isPreferred: true,
        edit: LSP.WorkspaceEdit(changes: [document.uri: fix.edits]))
    }
    if wants("source"), document.file.format == .yaml, document.file.schema == nil,
      !document.text.line(0).hasPrefix("# yaml-language-server:")
    {
      // A source action, not a quick fix: it fixes no diagnostic, and as a quick fix it
      // put the editor's light bulb on every line of the file.
      let fix = QuickFix.addSchemaLine(to: document.file, text: document.text)
      actions.append(
        LSP.CodeAction(
          title: fix.title, kind: "source",
          edit: LSP.WorkspaceEdit(changes: [document.uri: fix.edits])))
    }
    return actions
  }

  /// Answers a hover in the background (``answerInBackground(_:about:_:)``): an analysis
  /// explores the whole cluster, which must not hold up the edits that follow.
  /// `$/cancelRequest` stops the analysis before its next level.
  private func hover(
    _ document: OpenDocument, at position: LSP.Position, answering message: IncomingMessage
  ) {
    guard let id = message.id else { return }
    guard let index = PuzzleOutline.entry(at: position.line, of: document.file, in: document.text)
    else { return respond(message, LSP.Hover?.none) }
    let (entry, maxStates, markup) = (document.file.entries[index], maxStates, hoverMarkup)
    answerInBackground(id, about: document.uri) { shouldStop in
      let text = PuzzleHover.text(
        for: entry, index: index, maxStates: maxStates, markup: markup, shouldStop: shouldStop)
      return LSP.Hover(contents: LSP.MarkupContent(kind: markup.rawValue, value: text), range: nil)
    }
  }
}
