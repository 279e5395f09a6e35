@preconcurrency import Glibc

/// What a watch looks at, at one moment: the puzzle files behind a command line's paths,
/// as the loader expands them, each with a fingerprint that any save changes, and the
/// folders where a change to them would show.
struct WatchedFiles: Equatable {
  /// Each path the loader would read, or names as missing, with its fingerprint; `nil`
  /// when there is no file (a missing path, a folder without puzzle files).
  var files: [String: Fingerprint?]
  /// The folders to watch: each folder named and every folder inside it (hidden ones
  /// skipped, as the loader skips them), and the folder holding each file named, or the
  /// nearest existing folder above a missing path.
  var folders: [String]

  /// What changes when a file is saved: in place (size, modification time) or by renaming
  /// a new file over it (device and inode).
  struct Fingerprint: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec

    static func == (left: Self, right: Self) -> Bool {
      left.device == right.device && left.inode == right.inode && left.size == right.size
        && left.modified.tv_sec == right.modified.tv_sec
        && left.modified.tv_nsec == right.modified.tv_nsec
    }

    /// The fingerprint of the file at `path`, or `nil` when there is none.
    init?(path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      modified = status.st_mtim
    }
  }

  /// Looks at the files and folders behind `paths` now.
  init(_ paths: [String], loader: PuzzleLoader) {
    var files: [String: Fingerprint?] = [:]
    for expanded in loader.expand(paths) {
      switch expanded {
      case .file(let path): files[path] = Fingerprint(path: path)
      case .missing(let path, _): files[path] = .some(nil)
      }
    }
    self.files = files
    var folders: [String] = []
    for path in paths {
      if Self.isFolder(path) {
        folders += [path] + Self.folders(inside: path)
      } else {
        folders.append(Self.nearestFolder(above: path))
      }
    }
    var seen = Set<String>()
    self.folders = folders.filter { seen.insert($0).inserted }
  }

  /// The paths whose file appeared, disappeared or changed since `earlier`, sorted.
  func changes(since earlier: WatchedFiles) -> [String] {
    Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }
      .sorted()
  }

  /// Whether `path` is a folder; a link to one counts only when `following` links.
  static func isFolder(_ path: String, following: Bool = true) -> Bool {
    var status = stat()
    let found = following ? stat(path, &status) : lstat(path, &status)
    return found == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The folders inside `folder`, at any depth, skipping hidden ones and, as the loader
  /// does, links (which could loop).
  private static func folders(inside folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var found: [String] = []
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix("."), isFolder(prefix + name, following: false) else { continue }
      found += [prefix + name] + folders(inside: prefix + name)
    }
    return found
  }

  /// The folder holding `path`, or the nearest existing one above it when it is missing.
  private static func nearestFolder(above path: String) -> String {
    var folder = path
    repeat {
      guard let slash = folder.lastIndex(of: "/") else { return "." }
      folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
    } while !isFolder(folder) && folder != "/"
    return folder
  }
}
