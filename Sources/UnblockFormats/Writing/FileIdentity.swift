#if canImport(Glibc)
  import Glibc
#endif

/// What tells two paths of one file apart from two files, for refusing a run whose
/// outputs would overwrite its inputs or each other, and for reading a file named twice
/// once.
///
/// An existing file is known by its device and inode, so another spelling of its path, a
/// symbolic or a hard link are the same file. A path that names no file yet is known by
/// where the file would be created: the path made absolute, a symbolic link at the file
/// itself followed even when it leads nowhere (the writer creates the file it leads to),
/// and its folder resolved to its real path, so `c.png`, `./c.png`, `sub/../c.png`, a
/// folder reached through a link, and a dangling link to `c.png` are one file.
public enum FileIdentity: Hashable, Sendable {
  /// An existing file's device and inode.
  case inode(device: UInt64, inode: UInt64)
  /// Where a file that does not exist yet would be created, as an absolute path.
  case path(String)

  /// The identity of the file at `path` (links followed), or `nil` when there is none.
  public init?(existing path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self = .inode(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// The identity of the file at `path`, or of the file a write to `path` would create.
  public init(_ path: String) {
    if let existing = FileIdentity(existing: path) {
      self = existing
      return
    }
    let location = Self.location(of: path)
    // `sub/../p.txt` names no file while `sub` is missing, but the folders made on the way
    // to writing it lead to `p.txt`, which may exist.
    self = FileIdentity(existing: location) ?? .path(location)
  }

  /// Where the file at `path` is, or where a write to `path` would create it, as an
  /// absolute path: a symbolic link at the file followed even when it leads nowhere, and
  /// every folder that exists on the way resolved to its real path.
  static func location(of path: String) -> String {
    // A chain of links that loops leads to no file; the path stands for itself.
    let target = (try? AtomicFileWriter.resolvingLinks(path).get()) ?? path
    let absolute = target.hasPrefix("/") ? target : currentFolder() + "/" + target
    return realPath(absolute)
  }

  /// The folder the process runs in, or `/` when it has none.
  private static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    return getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
  }

  /// `absolute` with every folder that exists on its way resolved by `realpath` (links,
  /// `.` and `..`), a link on the way that leads nowhere yet followed to where it leads
  /// (a folder made there later is reached through it), and the rest of the way tidied by
  /// its spelling alone: no `.`, no empty name, `..` taking one name back.
  ///
  /// - Parameter links: The dangling links followed so far; past 40, as the system gives
  ///   up on a chain of links, the path stands for itself.
  private static func realPath(_ absolute: String, links: Int = 0) -> String {
    if let resolved = realpath(absolute, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    guard let slash = absolute.lastIndex(of: "/"), absolute != "/" else { return "/" }
    let parent = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    if links < 40, let target = danglingLink(absolute) {
      let followed = target.hasPrefix("/") ? target : (parent == "/" ? "" : parent) + "/" + target
      return realPath(followed, links: links + 1)
    }
    let name = absolute[absolute.index(after: slash)...]
    let folder = realPath(parent, links: links)
    let base = folder == "/" ? "" : folder
    switch name {
    case "", ".": return folder
    case "..":
      let parent = base[..<(base.lastIndex(of: "/") ?? base.startIndex)]
      return parent.isEmpty ? "/" : String(parent)
    default: return base + "/" + name
    }
  }

  /// What the symbolic link at `path` holds, when there is one.
  private static func danglingLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
