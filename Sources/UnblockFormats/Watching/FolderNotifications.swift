@preconcurrency import Glibc

/// The kernel's notifications (inotify) of changes inside a set of folders: the one place
/// the watcher touches inotify.
///
/// Folders are watched, not files: an editor that saves atomically writes a new file and
/// renames it over the old one, which a watch on the old file's inode would never see, but
/// which its folder reports as a file moved in. The events themselves are not read: they
/// only wake the watcher, which then compares the files' fingerprints (see
/// ``WatchedFiles``).
final class FolderNotifications {
  private let descriptor: Int32

  /// Opens an inotify instance; `nil` when the kernel has none or refuses one (no such
  /// system call, or the per-user limit of instances reached).
  init?() {
    let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Watches `folder` for files written, created, deleted, renamed or moved in or out.
  /// Watching a folder again is harmless: the kernel keeps one watch per folder.
  ///
  /// - Returns: the watch's number, the same for the same folder; `nil` when the kernel
  ///   refuses, for example at the per-user limit of watches.
  func watch(_ folder: String) -> Int32? {
    let events: UInt32 =
      UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB) | UInt32(IN_CREATE)
      | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO)
      | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)
    let watch = inotify_add_watch(descriptor, folder, events)
    return watch >= 0 ? watch : nil
  }

  /// Waits until some watched folder reports a change, or `timeout` passes (never, when
  /// `nil`), and discards the events waiting.
  ///
  /// - Returns: whether any event came.
  func wait(timeout: Duration?) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = timeout.map { Int32(clamping: $0.milliseconds) } ?? -1
    var ready = poll(&entry, 1, milliseconds)
    // A signal that interrupts the wait is handled elsewhere; wait again (the timeout
    // only makes a pause longer, never a missed change).
    while ready < 0 && errno == EINTR { ready = poll(&entry, 1, milliseconds) }
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 16 * 1024)
    while read(descriptor, &buffer, buffer.count) > 0 {}
    return true
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded down.
  var milliseconds: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
