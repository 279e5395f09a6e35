import Foundation

/// Any JSON value, for the parts of a message the server keeps without a type of its own,
/// such as a diagnostic's `data` or options it does not know.
public enum JSONValue: Codable, Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number that is no `Int`, with its exact value: as a `Double`, a `maxStates` of
  /// 18446744073709551616 was quoted back as 1.8446744073709552e+19.
  case number(Decimal)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  /// A number too large or too small for a `Decimal`, such as `1e400`: valid JSON, whose
  /// value the server cannot hold. It is written back as `null`.
  case numberOutOfRange

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Decimal.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      // The message was read as JSON already (``IncomingMessage``): a value that is no
      // null, boolean, string, array or object is a number none of the types can hold.
      self = .numberOutOfRange
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .numberOutOfRange: try container.encodeNil()
    }
  }

  /// The value as compact JSON text, for a message that quotes it: at most 40 characters,
  /// then `…`.
  public var jsonText: String {
    if self == .numberOutOfRange { return "a number out of range" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    return text.count > 40 ? text.prefix(40) + "…" : text
  }
}
