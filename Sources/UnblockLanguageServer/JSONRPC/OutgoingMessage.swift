import Foundation

/// The messages the server sends, encoded as JSON-RPC 2.0.
public enum OutgoingMessage {
  private struct Response<Result: Encodable>: Encodable {
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    // `result` is written even when null: a response carries `result` or `error`.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("2.0", forKey: .jsonrpc)
      if let id {
        try container.encode(id, forKey: .id)
      } else {
        try container.encodeNil(forKey: .id)
      }
      if let error {
        try container.encode(error, forKey: .error)
      } else if let result {
        try container.encode(result, forKey: .result)
      } else {
        try container.encodeNil(forKey: .result)
      }
    }

    enum Key: String, CodingKey { case jsonrpc, id, result, error }
  }

  private struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID?
    var method: String
    var params: Params?
  }

  private static func encode(_ value: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The protocol's types hold only strings, numbers and arrays of them, which encode.
    return (try? Array(encoder.encode(value))) ?? Array(#"{"jsonrpc":"2.0"}"#.utf8)
  }

  /// The successful response to request `id`; `nil` is written as `null`.
  public static func response(_ id: RequestID, _ result: (some Encodable)?) -> [UInt8] {
    encode(Response(id: id, result: result, error: nil))
  }

  /// The error response to request `id`, or to a message whose id could not be read.
  public static func error(_ id: RequestID?, _ error: ResponseError) -> [UInt8] {
    encode(Response<JSONValue>(id: id, result: nil, error: error))
  }

  /// A notification from the server.
  public static func notification(_ method: String, _ params: some Encodable) -> [UInt8] {
    encode(Notification(method: method, params: params))
  }

  /// A request from the server to the client (its response is read and ignored).
  public static func request(_ id: RequestID, _ method: String, _ params: (some Encodable)?)
    -> [UInt8]
  {
    encode(Notification(id: id, method: method, params: params))
  }
}
