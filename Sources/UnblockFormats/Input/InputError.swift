import Foundation

/// A reason a whole file cannot be read as text, before any format looks at it.
public enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path names nothing.
  case notFound
  /// The path names a directory where a file was expected.
  case isDirectory
  /// The file exists but the system refused to read it.
  case unreadable(reason: String)
  /// A grid or YAML file is larger than ``InputLimits/maxFileBytes``.
  case tooLarge(limit: Int)
  /// The file holds no bytes, or only white space.
  case empty
  /// The file holds a NUL byte, so it is binary, not text.
  case binary(at: SourceLocation)
  /// The file is not valid UTF-8.
  case notUTF8(at: SourceLocation)
  /// A directory held no puzzle files.
  case noPuzzleFiles
  /// The system refused to list a folder.
  case unreadableFolder(reason: String)
  /// A file or folder inside a folder has a name that is not UTF-8, so it cannot be named
  /// in a report, nor read by that name.
  case nameNotUTF8
  /// A symbolic link, named on the command line or found in a folder as a puzzle file,
  /// leads to nothing.
  case brokenLink
  /// A line is longer than ``InputLimits/maxLineCharacters``.
  case lineTooLong(at: SourceLocation, limit: Int)
  /// The file holds comments and blank lines but no puzzle.
  case onlyComments
  /// Reading stopped after ``InputLimits/maxErrorsPerFile`` errors.
  case tooManyErrors(at: SourceLocation, limit: Int)

  /// Whether the error is a folder's (it holds no puzzle file, or cannot be listed), not a
  /// file's.
  public var isFolders: Bool {
    switch self {
    case .noPuzzleFiles, .unreadableFolder: true
    default: false
    }
  }

  /// Where the problem is; the start of the file when it concerns the whole file.
  public var location: SourceLocation {
    switch self {
    case .binary(let location), .notUTF8(let location), .lineTooLong(let location, _),
      .tooManyErrors(let location, _):
      location
    case .notFound, .isDirectory, .unreadable, .tooLarge, .empty, .noPuzzleFiles, .nameNotUTF8,
      .brokenLink,
      .unreadableFolder,
      .onlyComments:
      .start
    }
  }

  public var description: String {
    switch self {
    case .notFound:
      "no such file or directory"
    case .isDirectory:
      "is a directory; expected a file"
    case .unreadable(let reason):
      "cannot read the file: \(reason)"
    case .tooLarge(let limit):
      "file is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"), the most a puzzle file may hold"
    case .empty:
      "empty file: expected a puzzle"
    case .binary:
      "binary file (it holds a NUL byte): expected a text puzzle file"
    case .notUTF8:
      "file is not UTF-8 text (invalid byte here)"
    case .noPuzzleFiles:
      "directory holds no puzzle files (.txt, .grid, .yaml, .yml)"
    case .unreadableFolder(let reason):
      "cannot read the folder: \(reason)"
    case .nameNotUTF8:
      "not read: its name is not UTF-8 (shown with U+FFFD); rename it"
    case .brokenLink:
      "not read: a symbolic link to nothing"
    case .lineTooLong(_, let limit):
      "line is longer than \(limit) characters, the most a line may hold"
    case .onlyComments:
      "file holds only comments: no puzzle found"
    case .tooManyErrors(_, let limit):
      "too many errors: stopped after \(limit)"
    }
  }

  /// The error for a path that names nothing: ``nameNotUTF8`` when it holds U+FFFD, which
  /// stands for bytes of a name that are not UTF-8 (the system's argument list is read as
  /// UTF-8, so such a file cannot be opened by the name unblock was given),
  /// ``brokenLink`` when it is a symbolic link to nothing, as a folder's walk says, else
  /// ``notFound``.
  public static func missing(_ path: String) -> InputError {
    if path.unicodeScalars.contains("\u{FFFD}") { return .nameNotUTF8 }
    var link = stat()
    return lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK ? .brokenLink : .notFound
  }

  /// The error for line `number`, longer than `limits` allow: reported just past the
  /// last character allowed.
  static func lineTooLong(line number: Int, limits: InputLimits) -> InputError {
    .lineTooLong(
      at: SourceLocation(line: number, column: limits.maxLineCharacters + 1),
      limit: limits.maxLineCharacters)
  }

  /// The error for a file in which no puzzle was found.
  static func noPuzzle(sawComment: Bool) -> InputError {
    sawComment ? .onlyComments : .empty
  }

  /// The problem as a diagnostic in `path`.
  public func diagnostic(path: String) -> Diagnostic {
    .error(description, path: path, at: location)
  }
}
