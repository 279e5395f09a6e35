import Foundation

/// Maps a stream of inputs through a function on several threads, and hands the results
/// back in the stream's order.
///
/// The caller's thread pulls the inputs and receives the results; ``jobs`` worker threads
/// run the function. At most ``window`` inputs are taken but not yet handed back, so a
/// stream of any length costs a bounded amount of memory, and a result that finishes early
/// waits for those before it. Since every result is handed back in input order, what the
/// caller sees is the same for any number of jobs, as long as the function is pure.
///
/// `unblock check`, `solve` and `analyze` run each puzzle of a file through it; the
/// generator keeps its own scheduler (``SlotScheduler``), whose work is not a stream.
public struct OrderedParallelMap: Sendable {
  /// The worker threads; with 1, everything runs on the caller's thread, with no thread
  /// started.
  public var jobs: Int
  /// The most inputs taken but not yet handed back: enough to keep every worker busy while
  /// one slow input holds up the order.
  public var window: Int

  /// The number of jobs a command may ask for.
  public static let allowedJobs = 1...1024

  /// - Parameters:
  ///   - jobs: The worker threads, at least 1.
  ///   - window: The most inputs in flight; by default 8 per job.
  public init(jobs: Int, window: Int? = nil) {
    self.jobs = max(1, jobs)
    self.window = max(self.jobs, window ?? self.jobs * 8)
  }

  /// Runs `transform` on every input `next` yields, and `emit` on each result in input
  /// order.
  ///
  /// - Parameters:
  ///   - next: The next input, or `nil` at the end of the stream; called on the caller's
  ///     thread, never ahead of the window.
  ///   - transform: The work; called on a worker thread, on inputs in any order.
  ///   - emit: Called on the caller's thread with each result, in input order. An error it
  ///     or `next` throws stops the run: the inputs not yet started are dropped, the ones
  ///     running finish, and the error is rethrown.
  ///   - inputReady: Whether `next` can answer without waiting for input to come (a pipe
  ///     that has stalled); when it cannot, every input taken is finished and emitted
  ///     first, so that what came before a pause is handed back before the wait, not after.
  ///   - stalled: Called when `next` is about to wait for input, once every result before
  ///     is emitted: a caller that buffers what it emits (standard output to a pipe or a
  ///     file) hands it on there, so the consumer sees it during the pause.
  /// - Complexity: O(n) calls of `transform`; memory for ``window`` inputs and results.
  public func run<Input: Sendable, Output: Sendable>(
    _ next: () throws -> Input?,
    transform: @escaping @Sendable (Input) -> Output,
    emit: (Output) throws -> Void,
    inputReady: () -> Bool = { true },
    stalled: () -> Void = {}
  ) rethrows {
    // One input at a time, on the caller's thread.
    func runHere() throws {
      while true {
        if !inputReady() { stalled() }
        guard let input = try next() else { return }
        try emit(transform(input))
      }
    }
    guard jobs > 1 else { return try runHere() }
    let pool = WorkerPool<Input, Output>(transform: transform)
    for _ in 0..<jobs { pool.startWorker() }
    defer { pool.close() }
    // A thread the system could not create (under a memory bound) never runs: with none
    // running, the work is done here, as with one job; with some, by those.
    guard pool.awaitAWorker() else { return try runHere() }
    var taken = 0
    var emitted = 0
    var exhausted = false
    while true {
      while !exhausted && taken - emitted < window {
        if !inputReady() {
          while emitted < taken {
            try emit(pool.result(at: emitted))
            emitted += 1
          }
          stalled()
        }
        if let input = try next() {
          pool.submit(input, index: taken)
          taken += 1
        } else {
          exhausted = true
        }
      }
      if emitted == taken { return }
      try emit(pool.result(at: emitted))
      emitted += 1
    }
  }
}

/// The threads of one ``OrderedParallelMap/run(_:transform:emit:)``, the inputs waiting for
/// them and the results waiting for the caller, all under one condition.
private final class WorkerPool<Input: Sendable, Output: Sendable>: @unchecked Sendable {
  // Every stored property is read and written only with `condition` locked.
  private let condition = NSCondition()
  private let transform: @Sendable (Input) -> Output
  private var waiting: [(index: Int, input: Input)] = []
  private var finished: [Int: Output] = [:]
  private var closed = false
  /// The workers that have started and not yet ended: each counts itself, as a thread the
  /// system could not create never runs to be counted.
  private var running = 0
  private var started = 0
  /// The input whose result the consumer is waiting for, or -1: a worker wakes the
  /// consumer only for that one.
  private var awaited = -1

  init(transform: @escaping @Sendable (Input) -> Output) {
    self.transform = transform
  }

  /// Starts one worker thread, which runs until ``close()``; one the system cannot create
  /// (Foundation does not say) never runs.
  func startWorker() {
    let thread = Thread { [self] in
      condition.withLock {
        running += 1
        started += 1
        condition.broadcast()
      }
      work()
    }
    // The searches recurse little, but a worker should have a main thread's stack.
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Waits until some worker has started, for up to 2 seconds.
  ///
  /// - Returns: Whether one has; when none has, none is likely to, and no input should be
  ///   left to the pool.
  func awaitAWorker() -> Bool {
    condition.withLock {
      let deadline = Date(timeIntervalSinceNow: 2)
      while started == 0 {
        if !condition.wait(until: deadline) { return started > 0 }
      }
      return true
    }
  }

  /// Queues `input`, the `index`th of the stream.
  ///
  /// Only the consumer submits, so no one else can be waiting for a result now: the
  /// threads waiting are idle workers, and one of them is enough for one input.
  func submit(_ input: Input, index: Int) {
    condition.withLock {
      waiting.append((index, input))
      condition.signal()
    }
  }

  /// Waits for the result of input `index` and takes it.
  func result(at index: Int) -> Output {
    condition.withLock {
      defer { awaited = -1 }
      while true {
        if let output = finished.removeValue(forKey: index) { return output }
        awaited = index
        condition.wait()
      }
    }
  }

  /// Drops the inputs not yet started, and waits for every worker running to end; one
  /// that starts later finds the pool closed and ends at once.
  func close() {
    condition.withLock {
      closed = true
      waiting.removeAll()
      condition.broadcast()
      while running > 0 { condition.wait() }
    }
  }

  private func work() {
    while let (index, input) = take() {
      let output = transform(input)
      condition.withLock {
        finished[index] = output
        // Waking every thread at every result cost a 2-job batch analysis 4% in thread
        // switches: only the consumer waits for results, and only for this one.
        if index == awaited { condition.broadcast() }
      }
    }
  }

  /// The next input to work on, or `nil` once the pool is closed.
  private func take() -> (Int, Input)? {
    condition.withLock {
      while waiting.isEmpty && !closed { condition.wait() }
      guard !closed else {
        running -= 1
        condition.broadcast()
        return nil
      }
      return waiting.removeFirst()
    }
  }
}
