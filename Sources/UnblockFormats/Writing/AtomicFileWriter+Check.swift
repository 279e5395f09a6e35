import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension AtomicFileWriter {
  /// Whether ``write(_:to:replacing:)`` of `path` would be refused, said before anything is
  /// computed, so that a long run never finds out at its end that it cannot write its output.
  ///
  /// These are the checks the write itself makes before it writes: the folder exists and
  /// the user may write it, and is not read-only (no write permission for anyone); the
  /// target is absent or a regular file (not a folder, a pipe, a device or a socket); with
  /// `replacing`, it is not read-only; without it, it is absent. A write may still fail
  /// later (a full disk, a file that appears meanwhile).
  public static func check(_ path: String, replacing: Bool = true) -> Result<Void, Failure> {
    guard !path.isEmpty else { return .failure(.cannotCreate(path: path, reason: "")) }
    switch resolvingLinks(path) {
    case .success(let target): return check(resolved: target, path: path, replacing: replacing)
    case .failure(let failure): return .failure(failure)
    }
  }

  /// Whether another writer (a catalogue) may create or update a file at `path`: its folder
  /// passes ``check(_:replacing:)``'s checks, and `path` is absent or a regular file.
  public static func checkPlace(_ path: String) -> Result<Void, Failure> {
    guard !path.isEmpty else { return .failure(.cannotCreate(path: path, reason: "")) }
    switch resolvingLinks(path) {
    case .success(let target): return checkPlace(resolved: target, path: path)
    case .failure(let failure): return .failure(failure)
    }
  }

  /// ``check(_:replacing:)`` of the file `target` that `path` leads to.
  static func check(resolved target: String, path: String, replacing: Bool) -> Result<
    Void, Failure
  > {
    if case .failure(let failure) = checkPlace(resolved: target, path: path) {
      return .failure(failure)
    }
    var existing = stat()
    guard stat(target, &existing) == 0 else { return .success(()) }
    if !replacing { return .failure(.exists(path: path)) }
    if existing.st_mode & 0o222 == 0 {
      let mode = String(existing.st_mode & 0o7777, radix: 8)
      return .failure(
        .protected(path: path, reason: "it is read-only (mode 0\(mode)); make it writable first"))
    }
    return .success(())
  }

  /// ``checkPlace(_:)`` of the file `target` that `path` leads to.
  static func checkPlace(resolved target: String, path: String) -> Result<Void, Failure> {
    // What the path leads to first: a pipe's link (`/dev/fd/63`) leads to no file name
    // whose folder could tell.
    var named = stat()
    if stat(path, &named) == 0, named.st_mode & S_IFMT != S_IFREG,
      named.st_mode & S_IFMT != S_IFDIR
    {
      return .failure(.notRegularFile(path: path))
    }
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? "."
    var place = stat()
    guard stat(folder, &place) == 0 else {
      return .failure(.cannotCreate(path: path, reason: FileSystemReason.describe(errno: errno)))
    }
    guard place.st_mode & S_IFMT == S_IFDIR else {
      return .failure(.cannotCreate(path: path, reason: FileSystemReason.describe(errno: ENOTDIR)))
    }
    // Root may write a folder without write permission; the tool does not, as it does not
    // replace a read-only file.
    if place.st_mode & 0o222 == 0 {
      let mode = String(place.st_mode & 0o7777, radix: 8)
      return .failure(
        .cannotCreate(
          path: path, reason: "its folder is read-only (mode 0\(mode)); make it writable first"))
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      return .failure(.cannotCreate(path: path, reason: FileSystemReason.describe(errno: errno)))
    }
    var existing = stat()
    guard stat(target, &existing) == 0 else { return .success(()) }
    if existing.st_mode & S_IFMT == S_IFDIR { return .failure(.isDirectory(path: path)) }
    // A pipe, a device or a socket would be replaced by a regular file: the rename puts a
    // file where the user's pipe or /dev/null was.
    if existing.st_mode & S_IFMT != S_IFREG { return .failure(.notRegularFile(path: path)) }
    return .success(())
  }
}
