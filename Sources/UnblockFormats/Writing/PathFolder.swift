/// The folder a path names its file in, by the path's text alone.
public enum PathFolder {
  /// `a` for `a/b.sqlite`, `/` for `/b.sqlite`, and empty for a bare name (`x`, `x/`),
  /// which lies in the current folder. Foundation's `deletingLastPathComponent` trapped
  /// on a one-character name (`--db x`, audit 13).
  public static func of(_ path: String) -> String {
    var name = Substring(path)
    while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
    guard let slash = name.lastIndex(of: "/") else { return "" }
    var folder = name[..<slash]
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }
}
