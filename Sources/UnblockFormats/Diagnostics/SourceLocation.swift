/// A place in a source file: a line and a column, both counted from 1.
///
/// Columns count characters, not bytes, so that a non-ASCII character before a mistake
/// does not shift the column an editor jumps to.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The first character of a file.
  public static let start = SourceLocation(line: 1, column: 1)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }
}

/// A value read from a file together with the place it was written.
///
/// Claims such as `moves: 23` keep their location, so that a later check can report a
/// wrong claim at the claim's own line.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
