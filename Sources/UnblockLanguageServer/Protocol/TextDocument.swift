extension LSP {
  public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String

    public init(uri: String) { self.uri = uri }
  }

  public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int
  }

  /// A document as the client opens it.
  public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String
  }

  public struct DidOpenTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentItem
  }

  /// One change: the whole text when `range` is absent, else the replacement of `range`.
  public struct TextDocumentContentChangeEvent: Codable, Hashable, Sendable {
    public var range: Range?
    public var text: String

    public init(range: Range? = nil, text: String) {
      self.range = range
      self.text = text
    }
  }

  public struct DidChangeTextDocumentParams: Codable, Sendable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
  }

  public struct DidCloseTextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
  }

  /// The params of every request about one document (formatting, symbols, code lens).
  public struct TextDocumentParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
  }

  /// The params of requests about one place in a document (hover).
  public struct TextDocumentPositionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
  }

  public struct TextEdit: Codable, Hashable, Sendable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
      self.range = range
      self.newText = newText
    }
  }

  /// Edits to documents, by URI.
  public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) { self.changes = changes }
  }
}
