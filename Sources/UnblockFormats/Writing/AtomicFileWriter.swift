import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file's contents all at once: readers see the old file or the new one,
/// never a half-written one.
public enum AtomicFileWriter {
  /// Why a file could not be written.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The temporary file beside the target could not be created.
    case cannotCreate(path: String)
    /// The temporary file could not be renamed over the target.
    case cannotReplace(path: String, reason: String)
    /// The target exists and the caller asked not to replace it; it is untouched.
    case exists(path: String)
    /// The target is a directory, where a file was expected.
    case isDirectory(path: String)

    public var description: String {
      switch self {
      case .cannotCreate(let path): "cannot write a temporary file next to \(path)"
      case .cannotReplace(let path, let reason): "cannot replace \(path): \(reason)"
      case .exists(let path): "\(path) exists"
      case .isDirectory(let path): "\(path) is a directory; expected a file"
      }
    }
  }

  /// Writes `text` to a temporary file in `path`'s folder, then renames it over `path`.
  ///
  /// A rename within one folder is atomic on POSIX systems. The new file keeps the old
  /// one's permissions.
  ///
  /// - Parameter replacing: When `false`, an existing file at `path` is never replaced,
  ///   even one that appears while the file is being written: the result is then
  ///   ``Failure/exists(path:)``.
  public static func write(
    _ text: String, to path: String, replacing: Bool = true
  ) -> Result<Void, Failure> {
    write(Data(text.utf8), to: path, replacing: replacing)
  }

  /// Writes `data` to a temporary file in `path`'s folder, then moves it to `path`: the
  /// byte form of ``write(_:to:replacing:)``, for images.
  public static func write(
    _ data: Data, to path: String, replacing: Bool = true
  ) -> Result<Void, Failure> {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return .failure(.isDirectory(path: path))
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    var attributes: [FileAttributeKey: Any] = [:]
    if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[
      .posixPermissions]
    {
      attributes[.posixPermissions] = permissions
    }
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: attributes)
    else { return .failure(.cannotCreate(path: path)) }
    defer { try? FileManager.default.removeItem(at: temporary) }
    // rename(2) replaces the target in one step; Foundation's replaceItemAt does not
    // promise that on every platform. link(2) puts the complete file in place in one
    // step too, but fails when the target exists, so nothing is ever clobbered.
    guard (replacing ? rename(temporary.path, path) : link(temporary.path, path)) == 0 else {
      if !replacing && errno == EEXIST { return .failure(.exists(path: path)) }
      return .failure(.cannotReplace(path: path, reason: FileSystemReason.describe(errno: errno)))
    }
    return .success(())
  }
}
