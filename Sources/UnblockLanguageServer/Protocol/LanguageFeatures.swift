extension LSP {
  public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext?
  }

  /// The diagnostics a client asks fixes for: VS Code sends those under the range, Neovim
  /// those of the cursor's line.
  public struct CodeActionContext: Codable, Sendable {
    public var diagnostics: [DiagnosticReference]?
  }

  /// A diagnostic as a client sends it back: its range and message name it, whatever else
  /// the client kept of it.
  public struct DiagnosticReference: Codable, Hashable, Sendable {
    public var range: Range
    public var message: String
  }

  public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind = "quickfix"
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
  }

  public struct MarkupContent: Codable, Hashable, Sendable {
    /// `markdown` or `plaintext`.
    public var kind: String
    public var value: String
  }

  public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: Range?
  }

  public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    /// 19: Object.
    public var kind = 19
    public var range: Range
    public var selectionRange: Range
  }

  public struct Command: Codable, Hashable, Sendable {
    public var title: String
    /// Empty: the lens only shows its title.
    public var command = ""
  }

  public struct CodeLens: Codable, Hashable, Sendable {
    public var range: Range
    public var command: Command
  }
}
