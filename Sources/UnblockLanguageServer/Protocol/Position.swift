extension LSP {
  /// A place in a document: a 0-based line and a 0-based UTF-16 code unit offset.
  public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
      self.line = line
      self.character = character
    }

    private enum CodingKeys: String, CodingKey {
      case line, character
    }

    /// The protocol's `uinteger`: a line or character from a client outside 0...2^31 - 1
    /// is a bad value (invalid params, -32602), in every request and notification alike,
    /// never clamped into the document (a hover at line -1 answered the first puzzle's).
    public static let largest = Int(Int32.max)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func value(_ key: CodingKeys) throws -> Int {
        let value = try container.decode(Int.self, forKey: key)
        guard (0...Position.largest).contains(value) else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "\(value) is no uinteger")
        }
        return value
      }
      line = try value(.line)
      character = try value(.character)
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
  }

  /// A span of a document, `end` exclusive.
  public struct Range: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
      self.start = start
      self.end = end
    }

    /// Whether the span meets `other`, ends included: a cursor at either end of a span
    /// meets it.
    public func meets(_ other: Range) -> Bool {
      start <= other.end && other.start <= end
    }

    /// Whether `position` lies inside the span, its end included.
    public func contains(_ position: Position) -> Bool {
      start <= position && position <= end
    }
  }
}
