extension LSP {
  public struct InitializeParams: Codable, Sendable {
    /// The process that started the server, or `null`: any JSON value, read by
    /// ``parentProcess``, so that a strange one does not fail `initialize`.
    public var processId: JSONValue?
    public var capabilities: ClientCapabilities?
    /// Any JSON value, as the protocol allows: a value the server cannot use must not fail
    /// `initialize` (see ``InitializationOptions``).
    public var initializationOptions: JSONValue?
  }

  /// The few client capabilities the server looks at.
  public struct ClientCapabilities: Codable, Sendable {
    public var workspace: Workspace?
    public var textDocument: TextDocument?
    public var window: Window?

    public struct Window: Codable, Sendable {
      public var workDoneProgress: Bool?
    }

    public struct TextDocument: Codable, Sendable {
      public var hover: Hover?
    }

    public struct Hover: Codable, Sendable {
      /// The markup kinds the client shows in a hover, in order of preference.
      public var contentFormat: [String]?
    }

    public struct Workspace: Codable, Sendable {
      public var codeLens: Refresh?
    }

    public struct Refresh: Codable, Sendable {
      public var refreshSupport: Bool?
    }

    /// How the client wants hovers written.
    public var hoverMarkup: HoverMarkup {
      HoverMarkup(preferring: textDocument?.hover?.contentFormat)
    }

    /// Whether the client re-asks for code lenses on `workspace/codeLens/refresh`.
    public var refreshesCodeLenses: Bool { workspace?.codeLens?.refreshSupport ?? false }

    /// Whether the client shows work-done progress the server starts
    /// (`window/workDoneProgress/create`).
    public var showsWorkDoneProgress: Bool { window?.workDoneProgress ?? false }
  }

  public struct InitializeResult: Codable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo
  }

  public struct ServerInfo: Codable, Sendable {
    public var name: String
    public var version: String?
  }

  public struct ServerCapabilities: Codable, Sendable {
    public var positionEncoding = "utf-16"
    public var textDocumentSync = TextDocumentSyncOptions()
    public var hoverProvider = true
    public var documentFormattingProvider = true
    public var documentSymbolProvider = true
    public var codeActionProvider = CodeActionOptions()
    public var codeLensProvider = CodeLensOptions()

    public struct TextDocumentSyncOptions: Codable, Sendable {
      public var openClose = true
      /// 2: incremental; the client may still send whole texts.
      public var change = 2
    }

    public struct CodeActionOptions: Codable, Sendable {
      /// Every kind the server offers: clients list a server under a kind only when it
      /// says it (VS Code's Source Action menu asks only those that name `source`).
      public var codeActionKinds = ["quickfix", "source"]
    }

    public struct CodeLensOptions: Codable, Sendable {
      public var resolveProvider = false
    }
  }

  /// `window/showMessage` and `window/logMessage`.
  /// The params of `$/cancelRequest`: the id of the request to cancel.
  public struct CancelParams: Codable, Sendable {
    public var id: RequestID
  }

  public struct MessageParams: Codable, Sendable {
    /// 1 error, 2 warning, 3 info, 4 log.
    public var type: Int
    public var message: String
  }
}

extension LSP.InitializeParams {
  /// The process id of ``processId``, when it is one.
  public var parentProcess: Int32? {
    guard case .int(let value) = processId, value > 0, value <= Int(Int32.max) else { return nil }
    return Int32(value)
  }
}
