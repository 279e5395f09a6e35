import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The system's reason for a failed file operation, in plain words.
///
/// Foundation's errors describe themselves as "The operation could not be completed.
/// (NSCocoaErrorDomain error 256.)"; the POSIX error under them says what happened ("Is a
/// directory", "Permission denied"). This is the one place the libraries turn a
/// Foundation error into text a user reads.
public enum FileSystemReason {
  /// `strerror` of the POSIX error behind `error`, or a plain sentence when there is none.
  public static func describe(_ error: any Error) -> String {
    var current: NSError? = error as NSError
    while let nsError = current {
      if nsError.domain == NSPOSIXErrorDomain { return describe(errno: Int32(nsError.code)) }
      current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    return "the system refused the operation"
  }

  /// `strerror(code)`: `Is a directory`.
  public static func describe(errno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
