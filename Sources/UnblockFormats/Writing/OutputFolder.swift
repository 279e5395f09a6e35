#if canImport(Glibc)
  import Glibc
#endif

/// The folder a command writes its files into (`render --out-dir`, `generate --out`),
/// made with the folders above it when missing, as `mkdir -p` makes them.
///
/// Foundation's `createDirectory` told every failure as "the system refused the
/// operation"; this says which: a file where a folder should be, or the system's reason.
public enum OutputFolder {
  /// Why the folder cannot be made.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// `file`, the folder itself or one above it, is something other than a folder.
    case fileInTheWay(path: String, file: String)
    /// The system refused to make a folder on the way, for `reason`.
    case cannotCreate(path: String, reason: String)

    public var description: String {
      switch self {
      case .fileInTheWay(let path, let file) where file == path:
        "cannot create folder \(ShownPath.text(path)): a file of that name is in the way"
      case .fileInTheWay(let path, let file):
        "cannot create folder \(ShownPath.text(path)): \(ShownPath.text(file)) is a file, not a folder"
      case .cannotCreate(let path, let reason):
        "cannot create folder \(ShownPath.text(path)): \(reason)"
      }
    }
  }

  /// Makes the folder `path` and every missing folder above it; a folder already there,
  /// or a link to one, is fine.
  public static func create(_ path: String) -> Result<Void, Failure> {
    guard !path.isEmpty else {
      return .failure(.cannotCreate(path: path, reason: "an empty path names no folder"))
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for name in path.split(separator: "/") {
      prefix += name
      if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
        return .failure(.cannotCreate(path: path, reason: FileSystemReason.describe(errno: errno)))
      }
      var status = stat()
      guard stat(prefix, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        let file = prefix == path || prefix + "/" == path ? path : prefix
        return .failure(.fileInTheWay(path: path, file: file))
      }
      prefix += "/"
    }
    return .success(())
  }
}
