/// The puzzles of a database-line file of any size, read one chunk at a time.
///
/// Each line reads as ``DatabaseLineReader`` reads a whole file, with the same diagnostics
/// at the same `path:line:column`; but memory holds one chunk of the file, so a file of
/// millions of lines, or standard input, streams through in bounded memory.
public struct DatabaseLineStream {
  /// The path as the user named it, or `-` for standard input.
  public let path: String
  private var lines: ChunkedLines
  private var cursor: DatabaseLineReader.Cursor
  private var ended = false

  /// The problems of the file itself: as they come, a comment line too long to keep; once
  /// ``next()`` has returned `nil`, binary data or invalid UTF-8 where reading stopped, too
  /// many errors, or no puzzle at all.
  public var diagnostics: [Diagnostic] {
    ending.isEmpty ? cursor.problems : cursor.problems + ending
  }
  /// The problems known at the file's end.
  private var ending: [Diagnostic] = []
  /// Whether reading stopped at data that is not text, or at a read error.
  public private(set) var isUnreadable = false

  /// Reads `lines`, the lines of `path`.
  public init(_ lines: ChunkedLines, path: String, limits: InputLimits = .standard) {
    self.path = path
    self.lines = lines
    cursor = DatabaseLineReader.Cursor(path: path, limits: limits)
  }

  /// The comment lines after the last puzzle (without the `#`), once ``next()`` has
  /// returned `nil`.
  public var trailingComments: [String] { cursor.comments }

  /// About the bytes of the file up to the last line taken, for a progress display
  /// (``ChunkedLines/bytesTaken``).
  public var bytesTaken: Int { lines.bytesTaken }

  /// Whether the next line can be read without waiting (``ChunkedLines/hasInputReady``).
  public var hasInputReady: Bool { ended || lines.hasInputReady }

  /// The next puzzle of the file, valid or not, or `nil` at its end.
  public mutating func next() -> PuzzleEntry? {
    guard !ended else { return nil }
    while let line = lines.next() {
      let entry = cursor.take(line)
      if let stop = cursor.stop {
        ending = [stop]
        ended = true
        return entry
      }
      if let entry { return entry }
    }
    ended = true
    if let failure = lines.failure {
      isUnreadable = true
      ending = [failure.diagnostic(path: path)]
    } else {
      ending = cursor.finish()
    }
    return nil
  }
}
