import Testing

@testable import UnblockCore

@Suite struct GeneratorSchedulerTests {
  typealias Scheduler = SlotScheduler<String, String>

  /// Runs a scheduler to the end, answering each task with `answer`, finishing the tasks
  /// in the order `order` picks from those handed out.
  func run(
    count: Int, batch: Int, answer: (Scheduler.Task) -> String?,
    order: ([Scheduler.Task]) -> Int
  ) -> (kept: [String], exhausted: Bool) {
    var scheduler = Scheduler(count: count, attemptsPerSlot: 5, key: { $0 })
    var running: [Scheduler.Task] = []
    var kept: [String] = []
    while !scheduler.isComplete {
      while running.count < batch, let task = scheduler.nextTask() { running.append(task) }
      guard !running.isEmpty else { break }
      let task = running.remove(at: order(running))
      let decision = scheduler.record(answer(task), for: task)
      kept += decision.kept
      if decision.exhausted { return (kept, true) }
    }
    return (kept, false)
  }

  @Test func keepsTheSameResultsWhateverTheOrderAndBatch() {
    // Slot 1's first attempt duplicates slot 0's; slot 2's first attempt finds nothing.
    let answer = { (task: Scheduler.Task) -> String? in
      switch (task.slot, task.attempt) {
      case (0, 0), (1, 0): "a"
      case (2, 0): nil
      default: String(repeating: "b", count: task.slot * 10 + task.attempt)
      }
    }
    let expected = run(count: 4, batch: 1, answer: answer, order: { _ in 0 })
    #expect(
      expected.kept == [
        "a", String(repeating: "b", count: 11), String(repeating: "b", count: 21),
        String(repeating: "b", count: 30),
      ])
    for batch in 2...4 {
      #expect(run(count: 4, batch: batch, answer: answer, order: { $0.count - 1 }) == expected)
      #expect(run(count: 4, batch: batch, answer: answer, order: { $0.count / 2 }) == expected)
    }
  }

  @Test func neverKeepsAnExcludedKey() {
    var scheduler = Scheduler(count: 1, attemptsPerSlot: 5, excluding: ["a"], key: { $0 })
    let first = scheduler.nextTask()
    #expect(first == Scheduler.Task(slot: 0, attempt: 0))
    #expect(scheduler.record("a", for: Scheduler.Task(slot: 0, attempt: 0)).kept == [])
    #expect(scheduler.nextTask() == Scheduler.Task(slot: 0, attempt: 1))
    #expect(scheduler.record("b", for: Scheduler.Task(slot: 0, attempt: 1)).kept == ["b"])
    #expect(scheduler.isComplete)
  }

  @Test func reportsExhaustionAtTheSlotThatRanOut() {
    let result = run(
      count: 3, batch: 3, answer: { $0.slot == 1 ? "same" : "\($0.slot)\($0.attempt)x" },
      order: { _ in 0 })
    // Slot 1 finds "same" on every attempt; it is kept once, and slot 2 never repeats it.
    #expect(result.kept.count == 3)
    let stuck = run(count: 3, batch: 2, answer: { $0.slot == 0 ? "a" : "a" }, order: { _ in 0 })
    #expect(stuck == (["a"], true))
  }
}
