import Foundation

/// Threads that run blocking jobs one after another and wait for the next job, instead of
/// a new thread per job.
///
/// A thread per job leaked: each search run on a thread of its own left a few hundred bytes
/// held after its thread ended (per-thread state of the runtime or the allocator: measured,
/// not pinned down; the same searches run on kept threads leave nothing), and an editor
/// starts a search per keystroke, so resident memory grew by about 15 MiB over 90,000 edits
/// and never levelled off. Kept threads pay that cost once each.
///
/// A job never waits for another: with no idle thread, a new one starts. Up to
/// ``keptIdle`` threads stay idle for later jobs; a thread beyond them ends when the
/// queue is empty, so a burst of jobs leaves no crowd of idle threads behind.
final class WorkerThreads: @unchecked Sendable {
  /// The threads of the language server's long computations.
  static let shared = WorkerThreads(keptIdle: 4)

  /// The most threads left waiting for work.
  let keptIdle: Int
  /// Guards every variable below, and wakes idle threads.
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var idle = 0
  /// Idle threads woken for a job, which have not yet looked at the queue.
  private var wakeups = 0
  private var started = 0

  init(keptIdle: Int) {
    self.keptIdle = keptIdle
  }

  /// How many threads have been started so far.
  var threadsStarted: Int {
    condition.lock()
    defer { condition.unlock() }
    return started
  }

  /// Runs `job` on a worker thread, at once.
  func run(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    jobs.append(job)
    if idle > 0 {
      // That thread is this job's: the next job must not count on it too.
      idle -= 1
      wakeups += 1
      condition.signal()
      condition.unlock()
      return
    }
    started += 1
    condition.unlock()
    let thread = Thread { [self] in work() }
    // The searches recurse little, but 8 MiB is the main thread's room.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// A thread's life: runs the jobs queued, waits for more while few threads wait, else ends.
  private func work() {
    condition.lock()
    while true {
      if !jobs.isEmpty {
        let job = jobs.removeFirst()
        condition.unlock()
        job()
        condition.lock()
        continue
      }
      guard idle < keptIdle else { break }
      idle += 1
      while wakeups == 0 { condition.wait() }
      wakeups -= 1
    }
    condition.unlock()
  }
}
