import Foundation

/// Waits for the puzzle files behind a command line's paths to change, for
/// `unblock check --watch`.
///
/// It watches what the loader would read: the files named, the puzzle files inside the
/// folders named (new ones included), and a missing path until it appears. A change is a
/// file's fingerprint (inode, size, modification time) differing from the last one seen,
/// so a save in place and an atomic save (a new file renamed over the old) both count,
/// while editors' swap and backup files, which the loader skips, do not.
///
/// inotify wakes the watcher when a watched folder changes; where inotify is missing or
/// refuses, it polls the fingerprints instead. Either way, a save's burst of events is
/// waited out (debounced) before the change is reported.
public final class FileWatcher {
  /// How changes are noticed.
  public enum Mechanism: String, Sendable {
    /// The kernel's notifications, for each watched folder.
    case inotify
    /// Looking at every file's fingerprint at a fixed interval.
    case polling
  }

  /// How changes are noticed: inotify unless it is missing or refused a watch.
  public private(set) var mechanism: Mechanism
  private let paths: [String]
  private let loader: PuzzleLoader
  private let quiet: Duration
  private let interval: Duration
  private var notifications: FolderNotifications?
  /// inotify's watches, one per folder (a folder deleted and made again gets a new one).
  private var watches: Set<Int32> = []
  /// What the files looked like when last reported, or at the start.
  private var seen: WatchedFiles

  /// Starts watching the files behind `paths` as they are now.
  ///
  /// - Parameters:
  ///   - paths: files and folders, as on the command line (not `-`).
  ///   - mechanism: `.polling` to poll even where inotify works.
  ///   - quiet: how long the files must stay unchanged before a change is reported, to
  ///     wait out the several writes and renames of one save.
  ///   - interval: how often polling looks at the files.
  public init(
    paths: [String], loader: PuzzleLoader = PuzzleLoader(), mechanism: Mechanism = .inotify,
    quiet: Duration = .milliseconds(150), interval: Duration = .milliseconds(500)
  ) {
    self.paths = paths
    self.loader = loader
    self.quiet = quiet
    self.interval = interval
    notifications = mechanism == .inotify ? FolderNotifications() : nil
    self.mechanism = notifications == nil ? .polling : .inotify
    seen = WatchedFiles(paths, loader: loader)
    seen = look()
  }

  /// The number of files the loader reads behind the paths, as last seen.
  public var fileCount: Int { seen.files.values.count { $0 != nil } }

  /// Waits until some file behind the paths differs from when it was last reported (or
  /// from the start), and the changes have settled.
  ///
  /// A change made while the caller was busy (checking the files) is reported at once.
  ///
  /// - Parameter timeout: how long to wait at most; `nil` waits for ever.
  /// - Returns: the paths that changed, appeared or disappeared, sorted; `nil` when
  ///   `timeout` passed first.
  public func waitForChange(timeout: Duration? = nil) -> [String]? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      let now = look()
      if now.files != seen.files {
        let settled = settle(from: now)
        let changes = settled.changes(since: seen)
        seen = settled
        // A file changed and changed back is no change.
        if !changes.isEmpty { return changes }
      }
      let left = deadline.map { $0 - clock.now }
      if let left, left <= .zero { return nil }
      pause(for: [left, notifications == nil ? interval : nil].compactMap { $0 }.min())
    }
  }

  /// Waits for `now` to stay the same for `quiet`, and returns how the files then are.
  private func settle(from now: WatchedFiles) -> WatchedFiles {
    var current = now
    // A file rewritten without end still gets reported, after at most 20 rounds.
    for _ in 0..<20 {
      let woken = pause(for: quiet)
      let next = look()
      if !woken && next.files == current.files { return next }
      current = next
    }
    return current
  }

  /// Waits for `duration` (for ever when `nil`), or with inotify until a folder changes.
  ///
  /// - Returns: whether inotify reported a change.
  @discardableResult
  private func pause(for duration: Duration?) -> Bool {
    if let notifications { return notifications.wait(timeout: duration) }
    if let duration { Thread.sleep(forTimeInterval: duration.seconds) }
    return false
  }

  /// How the files are now, with every folder they are in watched by inotify.
  ///
  /// A folder new since the last look (made inside a watched one) is watched before the
  /// files are looked at again, so a file saved into it at once is not missed.
  private func look() -> WatchedFiles {
    var files = WatchedFiles(paths, loader: loader)
    while let notifications {
      var added = false
      for folder in files.folders {
        if let watch = notifications.watch(folder) {
          added = watches.insert(watch).inserted || added
        } else if WatchedFiles.isFolder(folder) {
          // A change there would go unnoticed: poll instead. (A folder that vanished
          // since it was listed is no reason to.)
          self.notifications = nil
          mechanism = .polling
        }
      }
      guard added else { break }
      files = WatchedFiles(paths, loader: loader)
    }
    return files
  }
}

extension Duration {
  /// The duration in seconds, for `Thread.sleep`.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
