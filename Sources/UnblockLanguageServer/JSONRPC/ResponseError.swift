/// The error of a JSON-RPC response, with the codes of JSON-RPC 2.0 and LSP 3.17.
public struct ResponseError: Error, Codable, Hashable, Sendable {
  public var code: Int
  public var message: String

  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The bytes are not JSON.
  public static func parseError(_ detail: String) -> ResponseError {
    ResponseError(code: -32700, message: "parse error: \(detail)")
  }

  /// JSON, but not a request or notification.
  public static func invalidRequest(_ detail: String) -> ResponseError {
    ResponseError(code: -32600, message: "invalid request: \(detail)")
  }

  /// A method this server does not implement.
  public static func methodNotFound(_ method: String) -> ResponseError {
    ResponseError(code: -32601, message: "method not found: \(method)")
  }

  /// The params do not have the shape the method needs.
  public static func invalidParams(_ method: String, _ detail: String) -> ResponseError {
    ResponseError(code: -32602, message: "invalid params for \(method): \(detail)")
  }

  /// A request other than `initialize` came before `initialize`.
  public static let serverNotInitialized = ResponseError(
    code: -32002, message: "server not initialized: send 'initialize' first")

  /// A second `initialize`: the protocol allows one.
  public static let alreadyInitialized = ResponseError(
    code: -32600, message: "invalid request: the server is already initialized")

  /// A request came after `shutdown`.
  public static let shutDown = ResponseError(
    code: -32600, message: "invalid request: the server is shutting down")

  /// The client cancelled the request (`$/cancelRequest`) before its answer was ready.
  public static let requestCancelled = ResponseError(
    code: -32800, message: "request cancelled")

  /// The document a request was about changed or closed before its answer was ready.
  public static let contentModified = ResponseError(
    code: -32801, message: "content modified: the document changed or closed")

  /// A request about a document whose last change was too large to read: the server's
  /// text of it is out of date.
  public static let outOfDate = ResponseError(
    code: -32801,
    message:
      "content modified: the editor's last change to the document was too large to read, so "
      + "the server's text of it is out of date; close it and open it again")

  /// A request about a document the client has not opened.
  public static func unknownDocument(_ uri: String) -> ResponseError {
    ResponseError(code: -32602, message: "invalid params: document not open: \(uri)")
  }
}
