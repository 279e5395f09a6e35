import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file's contents all at once: readers see the old file or the new one,
/// never a half-written one.
public enum AtomicFileWriter {
  /// Why a file could not be written.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The temporary file beside the target could not be created or filled.
    case cannotCreate(path: String, reason: String)
    /// The target exists and is read-only, or belongs to another user whom the new file
    /// could not be given to; it is untouched.
    case protected(path: String, reason: String)
    /// The temporary file could not be renamed over the target, or the target's symbolic
    /// links could not be followed.
    case cannotReplace(path: String, reason: String)
    /// The target exists and the caller asked not to replace it; it is untouched.
    case exists(path: String)
    /// The target is a directory, where a file was expected.
    case isDirectory(path: String)
    /// The target is a pipe, a device or a socket, which a new file would replace; it is
    /// untouched.
    case notRegularFile(path: String)

    public var description: String {
      switch self {
      case .cannotCreate(let path, let reason):
        path.isEmpty
          ? "an empty path names no file" : "cannot write \(ShownPath.text(path)): \(reason)"
      case .protected(let path, let reason): "\(ShownPath.text(path)) was not replaced: \(reason)"
      case .cannotReplace(let path, let reason): "cannot replace \(ShownPath.text(path)): \(reason)"
      case .exists(let path): "\(ShownPath.text(path)) exists"
      case .isDirectory(let path): "\(ShownPath.text(path)) is a directory; expected a file"
      case .notRegularFile(let path):
        "\(ShownPath.text(path)) was not replaced: it is not a regular file (a pipe, a device or a socket), which a new file would replace; write to a file, or to standard output with '-'"
      }
    }
  }

  /// Writes `text` to a temporary file in the target's folder, syncs it to the disk, then
  /// renames it over the target and syncs the folder, so that the new file survives a
  /// crash or a reboot once the write has succeeded.
  ///
  /// A rename within one folder is atomic on POSIX systems. When `path` is a symbolic link,
  /// the target is the file it leads to, so the link stays a link. A replaced file keeps its
  /// permissions, its access control list and other extended attributes (as far as the
  /// system lets the user), and its owner; a new one gets 0644 less the umask. A file whose
  /// access control list cannot be kept is not replaced (see ``copyAttributes(of:to:)``). A read-only file (no
  /// write permission for anyone) is never replaced, nor one whose owner the new file
  /// cannot be given to: the rename would have defeated both. Nor is anything but a
  /// regular file (a pipe, a device, a socket): a file would take its place. Nor is a file
  /// written in a missing folder, one the user may not write, or a read-only one (no write
  /// permission for anyone, which root would otherwise write): ``check(_:replacing:)``
  /// makes these checks before anything is written. A hard link
  /// to the target
  /// keeps the old contents, as with any atomic replacement.
  ///
  /// - Parameter replacing: When `false`, an existing file at `path` is never replaced,
  ///   even one that appears while the file is being written: the result is then
  ///   ``Failure/exists(path:)``.
  public static func write(
    _ text: String, to path: String, replacing: Bool = true
  ) -> Result<Void, Failure> {
    write(Data(text.utf8), to: path, replacing: replacing)
  }

  /// Writes `data` to a temporary file in the target's folder, then moves it to the target:
  /// the byte form of ``write(_:to:replacing:)``, for images.
  public static func write(
    _ data: Data, to path: String, replacing: Bool = true
  ) -> Result<Void, Failure> {
    guard !path.isEmpty else { return .failure(.cannotCreate(path: path, reason: "")) }
    let target: String
    switch resolvingLinks(path) {
    case .success(let resolved): target = resolved
    case .failure(let failure): return .failure(failure)
    }
    if case .failure(let failure) = check(resolved: target, path: path, replacing: replacing) {
      return .failure(failure)
    }
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    let temporary = folder + ".\(name).\(UUID().uuidString).tmp"
    var existing = stat()
    let keepsMode = stat(target, &existing) == 0
    // open(2) takes the umask off the mode of a new file; fchmod below does not, so a
    // replaced file keeps exactly the mode it had.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return .failure(.cannotCreate(path: path, reason: FileSystemReason.describe(errno: errno)))
    }
    defer { unlink(temporary) }
    if keepsMode && existing.st_uid != geteuid()
      && fchown(descriptor, existing.st_uid, existing.st_gid) != 0
    {
      close(descriptor)
      return .failure(
        .protected(
          path: path, reason: "it belongs to another user, whom the new file cannot be given to"))
    }
    // The owner's own file keeps its group. A group the owner may no longer give (one
    // they left) is let go only when its bits grant nothing: otherwise the new file's
    // group, the owner's own, would get what they grant.
    if keepsMode && existing.st_uid == geteuid() && existing.st_gid != getegid()
      && fchown(descriptor, uid_t.max, existing.st_gid) != 0 && existing.st_mode & 0o070 != 0
    {
      let reason = FileSystemReason.describe(errno: errno)
      close(descriptor)
      return .failure(
        .protected(
          path: path,
          reason:
            "its group (\(existing.st_gid)) cannot be given to the new file (\(reason)), and another group would get what the group may do"
        ))
    }
    let moded = !keepsMode || fchmod(descriptor, existing.st_mode & 0o7777) == 0
    // Its access control list too, without which the mode's group bits would mean more.
    if keepsMode, let reason = copyAttributes(of: target, to: descriptor) {
      close(descriptor)
      return .failure(.protected(path: path, reason: reason))
    }
    // The contents reach the disk before the rename makes them the file's: after a crash
    // or a power cut the target holds the old contents or the new, never an empty file.
    let written =
      data.withUnsafeBytes { bytes in writeAll(bytes, to: descriptor) } && fsync(descriptor) == 0
    let reason = written ? "" : FileSystemReason.describe(errno: errno)
    guard close(descriptor) == 0, written, moded else {
      return .failure(
        .cannotCreate(path: path, reason: reason.isEmpty ? "the system refused the write" : reason))
    }
    // rename(2) replaces the target in one step; Foundation's replaceItemAt does not
    // promise that on every platform. link(2) puts the complete file in place in one
    // step too, but fails when the target exists, so nothing is ever clobbered.
    guard (replacing ? rename(temporary, target) : link(temporary, target)) == 0 else {
      if !replacing && errno == EEXIST { return .failure(.exists(path: path)) }
      return .failure(.cannotReplace(path: path, reason: FileSystemReason.describe(errno: errno)))
    }
    // The rename itself is made durable by syncing the folder that records it.
    syncFolder(folder.isEmpty ? "." : folder)
    return .success(())
  }

  /// Flushes a folder's entries to the disk: a best effort, as some file systems cannot
  /// sync a folder, once the file is in place.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// The file a write to `path` replaces or creates: `path` itself, or the end of its
  /// chain of symbolic links (`path` when the chain loops, which a write refuses).
  public static func target(of path: String) -> String {
    (try? resolvingLinks(path).get()) ?? path
  }

  /// The file `path` leads to: `path` itself, or the end of its chain of symbolic links.
  ///
  /// Only links are followed, so a link to a file that does not exist yet leads to that
  /// file, which the writer then creates. A chain of more than 40 links (the Linux limit)
  /// is a loop.
  static func resolvingLinks(_ path: String) -> Result<String, Failure> {
    var current = path
    for _ in 0...40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { return .success(current) }
      let destination = String(
        decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      // A relative destination is relative to the folder holding the link.
      if destination.hasPrefix("/") {
        current = destination
      } else if let slash = current.lastIndex(of: "/") {
        current = current[...slash] + destination
      } else {
        current = destination
      }
    }
    return .failure(.cannotReplace(path: path, reason: String(cString: strerror(ELOOP))))
  }

  /// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted writes.
  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}
