import Synchronization
import Testing

@testable import UnblockLanguageServer

@Suite struct WorkerThreadsTests {
  final class Flag: Sendable {
    let value = Atomic(false)
  }

  @Test func runsJobsOneAfterAnotherOnOneKeptThread() async {
    let workers = WorkerThreads(keptIdle: 2)
    for number in 0..<50 {
      let result = await withCheckedContinuation { continuation in
        workers.run { continuation.resume(returning: number) }
      }
      #expect(result == number)
    }
    // A thread per job started 50, and left memory behind with each. (A job may come while
    // the thread that resumed its caller is still on its way back to the queue.)
    #expect(workers.threadsStarted < 10)
  }

  @Test func neverMakesAJobWaitForAnother() async {
    let workers = WorkerThreads(keptIdle: 2)
    let (running, released) = (Flag(), Flag())
    // The first job holds its thread until the second has run: on one thread, a deadlock.
    async let first: Void = withCheckedContinuation { continuation in
      workers.run {
        running.value.store(true, ordering: .releasing)
        while !released.value.load(ordering: .acquiring) {}
        continuation.resume()
      }
    }
    while !running.value.load(ordering: .acquiring) { await Task.yield() }
    await withCheckedContinuation { continuation in
      workers.run {
        released.value.store(true, ordering: .releasing)
        continuation.resume()
      }
    }
    await first
    #expect(workers.threadsStarted == 2)
  }
}
