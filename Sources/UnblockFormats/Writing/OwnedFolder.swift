/// A folder a run owns: it makes the folder when missing, and when done deletes its files
/// and the folder itself, as `enumerate --resume DIR` does (see
/// ``CheckpointDirectory/remove()``). No output of the run may be that folder or lie in
/// it: a file written there would go with it, or the folder would be in the way.
///
/// Paths are compared by ``FileIdentity``: the folder by device and inode, or where it would
/// be made when it does not exist yet, and a path by the folders that would hold it, so
/// another spelling or a link is caught too.
public struct OwnedFolder: Sendable {
  /// Where a path lies, as the folder sees it.
  public enum Placement: Hashable, Sendable {
    /// The path is the folder.
    case itself
    /// The path lies in the folder, or in a folder below it.
    case inside
  }

  /// The folder as given.
  public let path: String
  private let identity: FileIdentity

  public init(_ path: String) {
    self.path = path
    identity = FileIdentity(path)
  }

  /// Where `other` lies as the folder sees it, or `nil` when it is neither the folder nor
  /// in it; `-` (standard input or output) is never.
  public func placement(of other: String) -> Placement? {
    guard other != "-", !other.isEmpty else { return nil }
    if FileIdentity(other) == identity { return .itself }
    return FileIdentity.enclosingFolders(of: other).contains { $0.identity == identity }
      ? .inside : nil
  }
}
