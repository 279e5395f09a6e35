extension LSP {
  /// A place in a document: a 0-based line and a 0-based UTF-16 code unit offset.
  public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
      self.line = line
      self.character = character
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

    /// Whether the span shares a line with `other`.
    public func sharesLine(with other: Range) -> Bool {
      start.line <= other.end.line && other.start.line <= end.line
    }

    /// Whether `position` lies inside the span, its end included.
    public func contains(_ position: Position) -> Bool {
      start <= position && position <= end
    }
  }
}
