/// One problem found in an input file, at a line and column.
///
/// Printed the way compilers print problems, `path:line:column: error: message`, so that
/// editors and CI turn it into a link; ``jsonLine`` gives the same fields for programs.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Something that is not wrong but probably not meant, such as a lost comment.
    case warning
    /// The input breaks the format or the rules of the game.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  public var severity: Severity
  /// The file as the user named it, or `-` for standard input.
  public var path: String
  public var location: SourceLocation
  public var message: String

  public init(
    _ severity: Severity, path: String, at location: SourceLocation, _ message: String
  ) {
    self.severity = severity
    self.path = path
    self.location = location
    self.message = message
  }

  /// An error at `location`.
  public static func error(_ message: String, path: String, at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(.error, path: path, at: location, message)
  }

  /// A warning at `location`.
  public static func warning(_ message: String, path: String, at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(.warning, path: path, at: location, message)
  }

  public var line: Int { location.line }
  public var column: Int { location.column }

  /// `path:line:column: error: message`, on one line (see ``ShownPath``).
  public var description: String {
    "\(ShownPath.place(path, location)): \(severity.rawValue): \(message)"
  }

  /// One JSON object on one line:
  /// `{"kind":"diagnostic","severity":"error","path":…,"line":3,"column":7,"message":…}`.
  public var jsonLine: String {
    JSONLine([
      ("kind", .string("diagnostic")), ("severity", .string(severity.rawValue)),
      ("path", .string(path)), ("line", .int(location.line)),
      ("column", .int(location.column)), ("message", .string(message)),
    ]).description
  }
}
