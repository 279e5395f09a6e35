import Foundation

/// One message from the client: a request (with an id), a notification (without), or a
/// response to a request of the server's.
///
/// The envelope is decoded first; the params are decoded later, into the type the method
/// needs, from the same bytes (see ``params(_:)``).
public struct IncomingMessage: Sendable {
  public var id: RequestID?
  /// `nil` for a response.
  public var method: String?
  /// Whether the message is a response that reports an error.
  public var isError = false
  /// The message as received, for decoding its params.
  public var body: Data

  private struct Envelope: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
    /// Whether the message names `"id": null`.
    var idIsNull = false
    /// Whether the message has an `error`, as a response that reports one has.
    var hasError = false

    private enum CodingKeys: String, CodingKey {
      case jsonrpc, id, method, error
    }

    init(from decoder: any Decoder) throws {
      let fields = try decoder.container(keyedBy: CodingKeys.self)
      jsonrpc = try fields.decodeIfPresent(String.self, forKey: .jsonrpc)
      method = try fields.decodeIfPresent(String.self, forKey: .method)
      idIsNull = try fields.contains(.id) && fields.decodeNil(forKey: .id)
      id = try fields.decodeIfPresent(RequestID.self, forKey: .id)
      hasError = fields.contains(.error)
    }
  }

  /// Any JSON text: decoding it only checks that the text is JSON. Foundation's
  /// `JSONSerialization` would also refuse a number no `Double` holds, such as `1e400`,
  /// which is valid JSON; the decoder reads numbers only when asked for them.
  private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  /// A message's id alone.
  private struct Identified: Decodable {
    var id: RequestID?
  }

  private struct Params<Value: Decodable>: Decodable {
    var params: Value
  }

  /// Decodes the envelope of `body`.
  ///
  /// - Throws: ``ResponseError`` `parseError` when `body` is not JSON, and
  ///   `invalidRequest` when it is JSON but not a JSON-RPC 2.0 message.
  public init(_ body: [UInt8]) throws(ResponseError) {
    let data = Data(body)
    guard (try? JSONDecoder().decode(AnyJSON.self, from: data)) != nil else {
      throw .parseError("the message is not valid JSON")
    }
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: data)
    } catch {
      // Said of the field that does not read, when the message is an object.
      guard (try? JSONDecoder().decode([String: AnyJSON].self, from: data)) != nil else {
        throw .invalidRequest("expected an object with 'jsonrpc', 'method' and 'id' or 'params'")
      }
      guard (try? JSONDecoder().decode(Identified.self, from: data)) != nil else {
        throw .invalidRequest("'id' must be an integer or a string")
      }
      throw .invalidRequest("'jsonrpc' and 'method' must be strings")
    }
    // A request's id is a number or a string; with `"id": null` it is no notification
    // either, and must be answered, not carried out. (A response may name id null: it
    // answers a message of the server's that the client could not read.)
    if envelope.method != nil, envelope.idIsNull {
      throw .invalidRequest("'id' must be a number or a string, not null")
    }
    guard envelope.jsonrpc == "2.0" else { throw .invalidRequest("'jsonrpc' must be \"2.0\"") }
    self.id = envelope.id
    self.method = envelope.method
    self.isError = envelope.hasError
    self.body = data
  }

  /// The id of `body` when it can be read, though `body` is no valid message (a
  /// `jsonrpc` other than "2.0", say): the error answering it then names it, as JSON-RPC
  /// asks, and `null` only when no id can be read.
  public static func readableID(in body: [UInt8]) -> RequestID? {
    return (try? JSONDecoder().decode(Identified.self, from: Data(body)))?.id
  }

  /// Whether the message is a request, which needs a response.
  public var isRequest: Bool { id != nil && method != nil }

  /// The params decoded as `type`.
  ///
  /// - Throws: ``ResponseError`` `invalidParams` naming what is missing or wrong.
  public func params<Value: Decodable>(_ type: Value.Type) throws(ResponseError) -> Value {
    do {
      return try JSONDecoder().decode(Params<Value>.self, from: body).params
    } catch let error as DecodingError {
      throw .invalidParams(method ?? "?", Self.describe(error))
    } catch {
      throw .invalidParams(method ?? "?", "\(error)")
    }
  }

  /// `path` written as JSON paths are, `params.contentChanges[0].range.start`: names
  /// joined by dots, an array's element by its index in brackets (Foundation names it
  /// `Index 0`).
  static func jsonPath(_ path: [any CodingKey]) -> String {
    path.reduce(into: "") { written, key in
      if let index = key.intValue {
        written += "[\(index)]"
      } else {
        written += (written.isEmpty ? "" : ".") + key.stringValue
      }
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      jsonPath(context.codingPath)
    }
    switch error {
    case .keyNotFound(let key, let context) where context.codingPath.isEmpty:
      return "missing '\(key.stringValue)'"
    case .keyNotFound(let key, let context):
      return "missing '\(key.stringValue)' in \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "wrong type at \(path(context))"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // Foundation drops the path (and says "not valid JSON") for a number that does not
      // fit its field, such as 1.5 or 1e20 for an Int; the value is inside the params.
      return "bad value in params (such as a number that does not fit its field)"
    case .dataCorrupted(let context):
      return "bad value at \(path(context))"
    @unknown default:
      return "\(error)"
    }
  }
}
