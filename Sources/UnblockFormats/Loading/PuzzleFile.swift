/// Everything read from one file: its puzzles and the problems of the file as a whole.
public struct PuzzleFile: Sendable {
  /// The path as the user named it, or `-` for standard input.
  public var path: String
  /// The format the file was read as; `nil` when it could not be read at all.
  public var format: PuzzleFormat?
  /// The puzzles in the order of the file.
  public var entries: [PuzzleEntry]
  /// The number in the file, from 1, of the first of ``entries``: 1, unless `--puzzle`
  /// narrowed the file to one puzzle (see ``selecting(_:)``).
  public var firstNumber = 1
  /// Problems of the file itself: unreadable, empty, malformed YAML, too many errors.
  public var diagnostics: [Diagnostic]
  /// Whether the file could not be read (missing, binary, too large, not UTF-8...).
  public var isUnreadable: Bool
  /// Whether the path is a folder that could not be read or holds no puzzle file: a
  /// count of files leaves it out.
  public var isFolder = false
  /// The set's own name and author, for a YAML set file.
  public var collection: Collection?
  /// The target of a YAML file's `# yaml-language-server: $schema=...` first line, which
  /// the canonical printer keeps.
  public var schema: String?
  /// A YAML set file's comments on its own keys, and a YAML file's comments after its last
  /// key (each puzzle's other comments are in its entry).
  public var comments = YAMLComments()
  /// The comment lines after the last puzzle of a grid or database-line file (without the
  /// `#`), which the printer keeps at the end.
  public var trailingComments: [String] = []
  /// Where each value of a YAML file ends, by where it starts (a scalar, or a key with its
  /// one-line scalar value; a block scalar ends at the start of the line after its
  /// content), so that an editor underlines what a diagnostic at that place names, however
  /// the value is written. Empty for the other formats, whose values end on their line.
  public var valueEnds: [SourceLocation: SourceLocation] = [:]
  /// The YAML comments the canonical printer cannot keep in place: `format` refuses such
  /// a file rather than drop them.
  public var commentConflicts: [YAMLComments.Conflict] = []

  /// The name and author of a set file.
  public struct Collection: Hashable, Sendable {
    public var name: Located<String>?
    public var author: Located<String>?

    public init(name: Located<String>? = nil, author: Located<String>? = nil) {
      self.name = name
      self.author = author
    }
  }

  public init(
    path: String, format: PuzzleFormat?, entries: [PuzzleEntry] = [],
    diagnostics: [Diagnostic] = [], isUnreadable: Bool = false, collection: Collection? = nil
  ) {
    self.path = path
    self.format = format
    self.entries = entries
    self.diagnostics = diagnostics
    self.isUnreadable = isUnreadable
    self.collection = collection
  }

  /// A file that could not be read, with the reason.
  public static func unreadable(_ path: String, _ error: InputError) -> PuzzleFile {
    var file = PuzzleFile(
      path: path, format: nil, diagnostics: [error.diagnostic(path: path)], isUnreadable: true)
    file.isFolder = error.isFolders
    return file
  }

  /// The file's problems and every puzzle's, in the order of the file.
  public var allDiagnostics: [Diagnostic] {
    (diagnostics + entries.flatMap(\.diagnostics)).sorted { $0.location < $1.location }
  }

  /// Whether the file or any of its puzzles has an error.
  public var hasErrors: Bool {
    isUnreadable || diagnostics.contains { $0.severity == .error }
      || entries.contains { !$0.isValid }
  }
}
