import Foundation
import Testing
import UnblockTestSupport

@testable import UnblockFormats

/// `FileWatcher`: which saves count as a change, through inotify and through polling.
/// A grid file's text.
private let watchedGrid = "AA....\n......\n......\n......\n"

@Suite(.serialized) struct FileWatcherTests {
  static let both: [FileWatcher.Mechanism] = [.inotify, .polling]

  /// A watcher over `paths` that settles quickly and polls often, for a test.
  func watcher(_ paths: [String], _ mechanism: FileWatcher.Mechanism) -> FileWatcher {
    FileWatcher(
      paths: paths, mechanism: mechanism, quiet: .milliseconds(100),
      interval: .milliseconds(50))
  }

  /// Does `change` on another thread a little later, while the watcher waits, so that
  /// the wait itself (not the first look) must notice it.
  func later(_ change: @escaping @Sendable () throws -> Void) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.2)
      try? change()
    }
  }

  /// Waits up to 60 s for `watch` to report a change; expects it within 10 s, so that
  /// inotify (which otherwise only wakes at the timeout) must have noticed it, with room
  /// for a machine busy with the rest of the tests.
  func change(_ watch: FileWatcher) -> [String]? {
    let clock = ContinuousClock()
    let start = clock.now
    let changes = watch.waitForChange(timeout: .seconds(60))
    #expect(clock.now - start < .seconds(10))
    return changes
  }

  @Test func usesInotifyOnLinuxAndPollsWhenAsked() throws {
    let folder = try temporaryFolder(["a.txt": Array(watchedGrid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(watcher([folder.path], .inotify).mechanism == .inotify)
    #expect(watcher([folder.path], .polling).mechanism == .polling)
  }

  /// The two ways an editor saves.
  enum Save: CaseIterable, Sendable {
    /// Writes into the old file: same inode, new size and modification time.
    case inPlace
    /// Writes a new file and renames it over the old one, with the same bytes here, so
    /// that only the inode tells the saves apart. The old inode never changes; the folder
    /// sees a file moved in.
    case atomic

    func apply(to file: URL) throws {
      switch self {
      case .inPlace:
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(
          contentsOf: Data(watchedGrid.replacingOccurrences(of: "AA", with: ".AA").utf8))
        try handle.close()
      case .atomic:
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".a.txt.tmp")
        try Data(watchedGrid.utf8).write(to: temporary)
        _ = rename(temporary.path, file.path)
      }
    }
  }

  @Test(arguments: both, Save.allCases) func seesAFileSaved(
    _ mechanism: FileWatcher.Mechanism, _ save: Save
  ) throws {
    let folder = try temporaryFolder(["a.txt": Array(watchedGrid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.txt")
    let watch = watcher([file.path], mechanism)
    later { try save.apply(to: file) }
    #expect(change(watch) == [file.path])
  }

  /// A new puzzle file in a watched folder, or in a folder made inside it, is a change;
  /// files the loader skips (hidden, swap files, other extensions) are not.
  @Test(arguments: both) func seesNewPuzzleFilesButNotOthers(
    _ mechanism: FileWatcher.Mechanism
  ) throws {
    let folder = try temporaryFolder(["a.txt": Array(watchedGrid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let watch = watcher([folder.path], mechanism)
    #expect(watch.fileCount == 1)
    later {
      try Data("x".utf8).write(to: folder.appendingPathComponent(".a.txt.swp"))
      try Data("x".utf8).write(to: folder.appendingPathComponent("notes.md"))
      try Data(watchedGrid.utf8).write(to: folder.appendingPathComponent("b.txt"))
    }
    #expect(change(watch) == [folder.path + "/b.txt"])
    later {
      let inner = folder.appendingPathComponent("more")
      try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
      try Data(watchedGrid.utf8).write(to: inner.appendingPathComponent("c.yaml"))
    }
    #expect(change(watch) == [folder.path + "/more/c.yaml"])
    #expect(watch.fileCount == 3)
  }

  /// A missing path is watched until it appears; a deleted file is a change too.
  @Test(arguments: both) func seesAMissingFileAppearAndAFileDeleted(
    _ mechanism: FileWatcher.Mechanism
  ) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("new.txt")
    let watch = watcher([file.path], mechanism)
    #expect(watch.fileCount == 0)
    later { try Data(watchedGrid.utf8).write(to: file) }
    #expect(change(watch) == [file.path])
    later { try FileManager.default.removeItem(at: file) }
    #expect(change(watch) == [file.path])
  }

  /// The several writes of one save are reported once, after they settle: the next wait
  /// reports only what changes after them.
  @Test(arguments: both) func reportsABurstOfWritesOnce(_ mechanism: FileWatcher.Mechanism)
    throws
  {
    let folder = try temporaryFolder([
      "a.txt": Array(watchedGrid.utf8), "b.txt": Array(watchedGrid.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a.txt")
    let b = folder.appendingPathComponent("b.txt")
    let watch = watcher([folder.path], mechanism)
    later {
      for round in 1...5 {
        try Data((watchedGrid + String(repeating: "\n", count: round)).utf8).write(to: a)
        Thread.sleep(forTimeInterval: 0.03)
      }
    }
    #expect(change(watch) == [a.path])
    later { try Data(watchedGrid.utf8).write(to: b) }
    #expect(change(watch) == [b.path])
  }

  @Test func givesUpWaitingAtTheTimeout() throws {
    let folder = try temporaryFolder(["a.txt": Array(watchedGrid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(watcher([folder.path], .inotify).waitForChange(timeout: .milliseconds(100)) == nil)
  }
}
