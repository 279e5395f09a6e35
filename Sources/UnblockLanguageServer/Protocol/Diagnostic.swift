extension LSP {
  /// A problem shown in the editor.
  public struct Diagnostic: Codable, Hashable, Sendable {
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// A stable name such as `ragged-row`, for filtering.
    public var code: String?
    public var source: String?
    public var message: String

    public init(range: Range, severity: Severity, code: String, message: String) {
      self.range = range
      self.severity = severity.rawValue
      self.code = code
      self.source = "unblock"
      self.message = message
    }
  }

  public enum Severity: Int, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
  }

  public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [Diagnostic]
  }
}
