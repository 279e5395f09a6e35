import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the bytes of a file named on a command line, or of standard input for `-`.
///
/// Every failure becomes an ``InputError`` in plain words: a missing file, a directory
/// where a file was expected, a file the system refuses to read, a file over the limit.
public enum InputFile {
  /// At most `limit` bytes of `path` (`-` for standard input); a larger file is refused
  /// after reading one byte more, without being read whole.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], InputError> {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(.notFound)
      }
      if isDirectory.boolValue { return .failure(.isDirectory) }
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else {
        return .failure(.unreadable(reason: FileSystemReason.describe(errno: errno)))
      }
      handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
    defer { if path != "-" { try? handle.close() } }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      guard data.count <= limit else { return .failure(.tooLarge(limit: limit)) }
      return .success([UInt8](data))
    } catch {
      return .failure(.unreadable(reason: FileSystemReason.describe(error)))
    }
  }
}
