#if canImport(Glibc)
  import Glibc
#endif

/// The puzzle files under a folder, and what kept any from being read: a folder the
/// system refuses to list, or a file or folder whose name is not UTF-8.
///
/// Foundation's directory enumerator skipped both without a word, so `check DIR` passed
/// over puzzles it never saw and exited 0. This walk lists folders with `opendir`, reads
/// names as bytes, and reports each problem at its path. Hidden names (a leading dot) are
/// skipped; symbolic links are followed to files, never into folders, so no link can loop,
/// and a link to nothing (or to a loop of links), a named pipe, a socket or a device with a
/// puzzle file's name is reported.
enum DirectoryWalk {
  /// The puzzle files (by ``PuzzleFormat/searchedExtensions``) and problems under
  /// `folder`, in the order of their paths. Paths are written as the user would: `folder`
  /// as named, then the path inside it.
  static func paths(under folder: String) -> [PuzzleLoader.ExpandedPath] {
    var found: [PuzzleLoader.ExpandedPath] = []
    walk(folder.hasSuffix("/") ? String(folder.dropLast()) : folder, into: &found)
    return found.sorted { $0.path < $1.path }
  }

  private static func walk(_ folder: String, into found: inout [PuzzleLoader.ExpandedPath]) {
    guard let stream = opendir(folder) else {
      found.append(
        .missing(folder, .unreadableFolder(reason: FileSystemReason.describe(errno: errno))))
      return
    }
    defer { closedir(stream) }
    var folders: [String] = []
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard bytes.first != UInt8(ascii: ".") else { continue }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        let shown = String(decoding: bytes, as: UTF8.self)
        if isSearched(shown) || entry.pointee.d_type != UInt8(DT_REG) {
          found.append(.missing(folder + "/" + shown, .nameNotUTF8))
        }
        continue
      }
      let path = folder + "/" + name
      var status = stat()
      if entry.pointee.d_type == UInt8(DT_DIR)
        || (entry.pointee.d_type == UInt8(DT_UNKNOWN) && lstat(path, &status) == 0
          && status.st_mode & S_IFMT == S_IFDIR)
      {
        folders.append(path)
      } else if isSearched(name) {
        if stat(path, &status) == 0 {
          if status.st_mode & S_IFMT == S_IFREG {
            found.append(.file(path))
          } else if let problem = InputError.specialFile(status) {
            // A named pipe (which could wait forever for a writer), a socket or a device
            // named as a puzzle file is said, not passed over.
            found.append(.missing(path, problem))
          }
        } else if let problem = InputError.deadLink(path) {
          // A link to nothing, or to a loop of links, named as a puzzle file: it is said,
          // not passed over.
          found.append(.missing(path, problem))
        }
      }
    }
    for path in folders { walk(path, into: &found) }
  }

  /// Whether a file of this name is one a folder is searched for.
  static func isSearched(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return PuzzleFormat.searchedExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}
