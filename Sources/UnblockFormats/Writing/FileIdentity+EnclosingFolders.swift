extension FileIdentity {
  /// A folder that holds a path, as ``enclosingFolders(of:)`` lists it.
  struct EnclosingFolder {
    /// The folder's identity: its device and inode, or where it would be made when it
    /// does not exist yet (as ``init(_:)`` knows a missing path).
    let identity: FileIdentity
    /// Whether the way down from the folder to the path enters a hidden name (one that
    /// starts with `.`), the path's own name included.
    let isHiddenBelow: Bool
  }

  /// The folders that hold the file at `path`, or the file a write to `path` would create,
  /// nearest first, out to `/`: the folders of its ``location(of:)``, so that another
  /// spelling of a folder, or a link to it, is the same folder.
  static func enclosingFolders(of path: String) -> [EnclosingFolder] {
    var names = location(of: path).split(separator: "/").map(String.init)
    guard let name = names.popLast() else { return [] }
    var hidden = name.hasPrefix(".")
    var folders: [EnclosingFolder] = []
    while true {
      let folder = "/" + names.joined(separator: "/")
      folders.append(
        EnclosingFolder(
          identity: FileIdentity(existing: folder) ?? .path(folder), isHiddenBelow: hidden))
      guard let last = names.popLast() else { return folders }
      hidden = hidden || last.hasPrefix(".")
    }
  }
}
