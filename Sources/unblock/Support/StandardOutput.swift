@preconcurrency import Glibc
import UnblockFormats

/// The end of what a command prints on standard output, where a write that failed (a full
/// disk, a closed pipe) is found: stdio keeps the failure to itself until asked.
enum StandardOutput {
  /// Flushes standard output; returns `nil` when every write to it so far went through,
  /// else why one failed (an `errno`, `EIO` when stdio no longer knows it).
  static func flush() -> Int32? {
    errno = 0
    let flushed = fflush(stdout) == 0
    let reason = errno
    guard !flushed || ferror(stdout) != 0 else { return nil }
    return reason != 0 ? reason : EIO
  }

  /// Flushes standard output and, when some write to it failed, says so on standard error
  /// (`error: cannot write standard output: No space left on device`) and throws exit
  /// status 2, since what was printed is not all there.
  static func finish() throws {
    guard let reason = flush() else { return }
    say(reason)
    throw ExitStatus.unreadableInput
  }

  /// Writes `bytes` (an image, a page, a set) to standard output and flushes them; ends
  /// the run with status 2 when they cannot be written (see ``fail(_:)``). Foundation's
  /// `FileHandle.write` traps instead.
  static func write(_ bytes: some Collection<UInt8>) {
    let written =
      bytes.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, stdout) }
      ?? Array(bytes).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
    if written != bytes.count { fail(errno != 0 ? errno : EIO) }
    if let reason = flush() { fail(reason) }
  }

  /// Says that standard output cannot take what the command writes, and ends the process
  /// at once with status 2: for a command that writes as it goes (see ``RecordOutput``),
  /// whose work is lost once its output is.
  static func fail(_ reason: Int32) -> Never {
    say(reason)
    _exit(ExitStatus.unreadableInput.rawValue)
  }

  private static func say(_ reason: Int32) {
    fputs(
      "error: cannot write standard output: \(FileSystemReason.describe(errno: reason))\n",
      stderr)
  }
}
