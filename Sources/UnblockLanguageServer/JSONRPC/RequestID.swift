/// The id of a JSON-RPC request: a number or a string, echoed in its response.
public enum RequestID: Codable, Hashable, Sendable {
  case number(Int)
  case string(String)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }
}

extension RequestID: CustomStringConvertible {
  /// The id as JSON writes it, for a message that names it: `5`, `"a"`.
  public var description: String {
    switch self {
    case .number(let number): "\(number)"
    case .string(let string): JSONValue.string(string).jsonText
    }
  }
}
