extension LSP {
  public struct CodeActionParams: Codable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    /// Read leniently: a context the server cannot use names no diagnostic, and never
    /// fails the request (one odd entry lost the editor every fix).
    public var context: Lenient<CodeActionContext>?
  }

  /// The diagnostics a client asks fixes for: VS Code sends those under the range, Neovim
  /// those of the cursor's line. An entry that does not read is left out.
  public struct CodeActionContext: Codable, Sendable {
    public var diagnostics: [Lenient<DiagnosticReference>]?
    /// The kinds of action the client wants, when it says: `source` asks for `source` and
    /// `source.*`, as kinds are dotted paths.
    public var only: [String]?

    /// The entries that read.
    public var named: [DiagnosticReference] { (diagnostics ?? []).compactMap(\.value) }

    /// Whether the client wants actions of `kind`.
    public func wants(_ kind: String) -> Bool {
      guard let only else { return true }
      return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
  }

  /// A value read if it can be, `nil` otherwise, where failing the whole message would
  /// cost the client more than the value is worth.
  public struct Lenient<Value: Codable & Sendable>: Codable, Sendable {
    public var value: Value?

    public init(_ value: Value?) {
      self.value = value
    }

    public init(from decoder: any Decoder) throws {
      value = try? Value(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
    }
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
