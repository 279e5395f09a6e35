#if canImport(Glibc)
  import Glibc
#endif

/// The folders among a run's inputs, which are read by walking them (see
/// ``PuzzleLoader/expand(_:)``): a puzzle file a run writes inside one is read as an input
/// the next time, as `generate --out DIR --avoid DIR` would read its own puzzles.
///
/// Folders are known by device and inode, and a file to write by where it would be created
/// (see ``FileIdentity/init(_:)``), so another spelling or a link is caught too.
public struct InputFolders: Sendable {
  /// The input folders by identity, each as first given.
  private var folders: [FileIdentity: String] = [:]

  /// The folders among `inputs`; files, `-` and missing paths are not folders.
  public init(_ inputs: [String]) {
    for input in inputs where input != "-" {
      var status = stat()
      guard stat(input, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        let identity = FileIdentity(existing: input), folders[identity] == nil
      else { continue }
      folders[identity] = input
    }
  }

  /// The input folder that would read a puzzle file written at `path`, which does not
  /// exist yet: `path` lies in it, or in a folder below it that its walk enters (none
  /// hidden), and has a puzzle file's name. An existing file is an input already, which
  /// ``PuzzleLoader/expand(_:)`` lists.
  ///
  /// - Returns: The folder as given, or `nil`.
  public func folder(reading path: String) -> String? {
    guard !folders.isEmpty, path != "-", case .path(let location) = FileIdentity(path),
      let name = location.split(separator: "/").last, DirectoryWalk.isSearched(String(name))
    else { return nil }
    // The walk skips hidden names: a hidden file, or any file under a hidden folder, is
    // never read.
    return FileIdentity.enclosingFolders(of: path).lazy.filter { !$0.isHiddenBelow }
      .compactMap { folders[$0.identity] }.first
  }
}
