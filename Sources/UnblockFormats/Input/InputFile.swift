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
    open(path).flatMap { handle in
      defer { if path != "-" { try? handle.close() } }
      return read(from: handle, limit: limit)
    }
  }

  /// At most `limit` bytes more from `handle`; more is refused after reading one byte more,
  /// or, for a regular file whose size says so, before reading anything: a 300 MiB file
  /// given to `scan` took 550 MB of memory to be refused.
  public static func read(from handle: FileHandle, limit: Int) -> Result<[UInt8], InputError> {
    if let left = bytesLeft(in: handle), left > limit { return .failure(.tooLarge(limit: limit)) }
    return read(from: handle, upTo: limit + 1).flatMap { bytes in
      bytes.count <= limit ? .success(bytes) : .failure(.tooLarge(limit: limit))
    }
  }

  /// The bytes from the handle's place to the end of its file, for a regular file; `nil`
  /// for a pipe, a terminal or a device, whose end is known only once read.
  private static func bytesLeft(in handle: FileHandle) -> Int? {
    var status = stat()
    let descriptor = handle.fileDescriptor
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let place = lseek(descriptor, 0, SEEK_CUR)
    return place < 0 ? nil : Int(status.st_size) - Int(place)
  }

  /// The next `count` bytes of `handle`, or fewer at its end (none once it is read).
  ///
  /// Read a piece at a time, into room made once for a regular file, whose size is known:
  /// read whole and then copied, 256 MiB from standard input took twice that much memory.
  public static func read(from handle: FileHandle, upTo count: Int) -> Result<[UInt8], InputError> {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(count, bytesLeft(in: handle) ?? pieceBytes))
    do {
      while bytes.count < count {
        guard let piece = try handle.read(upToCount: min(count - bytes.count, pieceBytes)),
          !piece.isEmpty
        else { break }
        bytes.append(contentsOf: piece)
      }
    } catch {
      return .failure(.unreadable(reason: FileSystemReason.describe(error)))
    }
    return .success(bytes)
  }

  /// The most bytes ``read(from:upTo:)`` reads at once.
  static let pieceBytes = 1 << 20

  /// What one read of `handle` gives, up to `count` bytes: from a pipe or a terminal, what
  /// has come so far (at least a byte, waiting for it), so that a stream's lines are taken
  /// as they come, not once `count` bytes have; from a regular file, `count` bytes but at
  /// its end. Empty at the end.
  public static func readAvailable(from handle: FileHandle, upTo count: Int)
    -> Result<[UInt8], InputError>
  {
    var failure: Int32?
    // Room made but not cleared: from a pipe, a read fills a little of it.
    let bytes = [UInt8](unsafeUninitializedCapacity: max(count, 1)) { room, filled in
      while true {
        let read = Glibc.read(handle.fileDescriptor, room.baseAddress, room.count)
        if read >= 0 {
          filled = read
          return
        }
        guard errno == EINTR else {
          failure = errno
          filled = 0
          return
        }
      }
    }
    if let failure {
      return .failure(.unreadable(reason: FileSystemReason.describe(errno: failure)))
    }
    return .success(bytes)
  }

  /// A handle on `path`, or on standard input for `-`; the caller closes a file's handle.
  public static func open(_ path: String) -> Result<FileHandle, InputError> {
    if path == "-" { return .success(FileHandle.standardInput) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.missing(path))
    }
    if isDirectory.boolValue { return .failure(.isDirectory) }
    let descriptor = Glibc.open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return .failure(.unreadable(reason: FileSystemReason.describe(errno: errno)))
    }
    return .success(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }
}
