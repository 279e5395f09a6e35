@preconcurrency import Glibc
import UnblockFormats

/// The end of what a command prints on standard output, where a write that failed (a full
/// disk, a closed pipe) is found: stdio keeps the failure to itself until asked.
enum StandardOutput {
  /// Flushes standard output and, when some write to it failed, says so on standard error
  /// (`error: cannot write standard output: No space left on device`) and throws exit
  /// status 2, since what was printed is not all there.
  static func finish() throws {
    errno = 0
    let flushed = fflush(stdout) == 0
    let reason = errno
    guard !flushed || ferror(stdout) != 0 else { return }
    let why = reason != 0 ? FileSystemReason.describe(errno: reason) : "a write failed"
    fputs("error: cannot write standard output: \(why)\n", stderr)
    throw ExitStatus.unreadableInput
  }
}
