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
  /// A file or folder found inside a folder has a name that is not UTF-8, so it cannot be
  /// named in a report, nor read by that name. (A name given on the command line that is
  /// not UTF-8 is refused before any work: see ``ArgumentNotUTF8``.)
  case nameNotUTF8
  /// A symbolic link, named on the command line or found in a folder as a puzzle file,
  /// leads to nothing.
  case brokenLink
  /// A symbolic link leads to a loop of links (`ELOOP`), never to a file.
  case linkLoop
  /// A file found in a folder with a puzzle file's name is no regular file: `kind` says
  /// what it is (a named pipe, a socket, a device).
  case notRegularFile(kind: String)
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
      .brokenLink, .linkLoop, .notRegularFile,
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
    case .linkLoop:
      "not read: a loop of symbolic links"
    case .notRegularFile(let kind):
      "not read: \(kind)"
    case .lineTooLong(_, let limit):
      "line is longer than \(limit) characters, the most a line may hold"
    case .onlyComments:
      "file holds only comments: no puzzle found"
    case .tooManyErrors(_, let limit):
      "too many errors: stopped after \(limit)"
    }
  }

  /// The error for a path that names nothing: ``brokenLink`` or ``linkLoop`` when it is a
  /// symbolic link that leads to no file, as a folder's walk says; ``unreadable(reason:)``
  /// when the system will not look (a folder on the way that the user may not search:
  /// the file may well be there) or a file stands where a folder should (`p.txt/`); else
  /// ``notFound``. (A path given on the command line is
  /// UTF-8: `unblock` refuses any argument that is not, see ``ArgumentNotUTF8``, so a
  /// U+FFFD in it is a character of the name.)
  public static func missing(_ path: String) -> InputError {
    if let dead = deadLink(path) { return dead }
    var status = stat()
    if stat(path, &status) != 0, case let code = errno, code == EACCES || code == ENOTDIR {
      // A folder on the way the user may not search, or a file named as a folder on the
      // way (`p.txt/`): "no such file" named the wrong problem.
      return .unreadable(reason: FileSystemReason.describe(errno: code))
    }
    return .notFound
  }

  /// Why `path`, a symbolic link that `stat` cannot follow, leads to no file: a loop of
  /// links (`ELOOP`) or nothing; `nil` when `path` is no symbolic link.
  static func deadLink(_ path: String) -> InputError? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
    return stat(path, &status) != 0 && errno == ELOOP ? .linkLoop : .brokenLink
  }

  /// The error for `status`, a file's found in a folder with a puzzle file's name, when it
  /// is no regular file (which is read) nor a folder (which is searched); `nil` otherwise.
  static func specialFile(_ status: stat) -> InputError? {
    switch status.st_mode & S_IFMT {
    case S_IFREG, S_IFDIR: nil
    case S_IFIFO: .notRegularFile(kind: "a named pipe")
    case S_IFSOCK: .notRegularFile(kind: "a socket")
    case S_IFCHR, S_IFBLK: .notRegularFile(kind: "a device")
    default: .notRegularFile(kind: "not a regular file")
    }
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
