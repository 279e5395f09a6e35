import Synchronization
import Testing
import UnblockCore

@Suite struct OrderedParallelMapTests {
  /// Squares 0..<count on `jobs` threads, the early inputs slowest, and returns the results
  /// in the order `emit` saw them and the most transforms that ran at once.
  private func squares(count: Int, jobs: Int) -> (results: [Int], mostAtOnce: Int) {
    let running = Atomic<Int>(0)
    let most = Atomic<Int>(0)
    var inputs = (0..<count).makeIterator()
    var results: [Int] = []
    OrderedParallelMap(jobs: jobs).run(
      { inputs.next() },
      transform: { (value: Int) -> Int in
        let now = running.add(1, ordering: .relaxed).newValue
        most.max(now, ordering: .relaxed)
        // Early inputs spin longest, so later ones finish first.
        var spin = 0
        for step in 0..<(count - value) * 2000 { spin &+= step }
        running.subtract(1, ordering: .relaxed)
        return value * value + (spin == -1 ? 1 : 0)
      },
      emit: { results.append($0) })
    return (results, most.load(ordering: .relaxed))
  }

  @Test func handsResultsBackInInputOrderForAnyNumberOfJobs() {
    let expected = (0..<200).map { $0 * $0 }
    for jobs in [1, 2, 3, 8] {
      let (results, mostAtOnce) = squares(count: 200, jobs: jobs)
      #expect(results == expected, "jobs \(jobs)")
      #expect(mostAtOnce <= jobs, "jobs \(jobs)")
    }
  }

  @Test func neverTakesMoreThanTheWindowAheadOfWhatWasHandedBack() {
    var taken = 0
    var emitted = 0
    var mostAhead = 0
    OrderedParallelMap(jobs: 3, window: 5).run(
      { () -> Int? in
        guard taken < 100 else { return nil }
        taken += 1
        mostAhead = max(mostAhead, taken - emitted)
        return taken
      }, transform: { $0 }, emit: { _ in emitted += 1 })
    #expect(emitted == 100)
    #expect(mostAhead == 5)
  }

  struct Stop: Error {}

  @Test func stopsAtAnErrorFromEmitAndTakesNoMoreInput() {
    var taken = 0
    var emitted: [Int] = []
    #expect(throws: Stop.self) {
      try OrderedParallelMap(jobs: 2, window: 4).run(
        { () -> Int? in
          taken += 1
          return taken
        }, transform: { $0 },
        emit: { value in
          if value == 10 { throw Stop() }
          emitted.append(value)
        })
    }
    #expect(emitted == Array(1...9))
    #expect(taken <= 13)
  }

  /// When the input would wait (a pipe that pauses), every input taken is emitted first:
  /// what came before the pause is handed back before the wait, not after it.
  /// Then `stalled` is told, once they are, for a caller to flush what it buffers; with
  /// one job too.
  @Test(arguments: [1, 2])
  func emitsWhatItTookBeforeWaitingForInput(jobs: Int) {
    var inputs = (0..<10).makeIterator()
    var emitted: [Int] = []
    var emittedBeforeInput: [Int: Int] = [:]
    var stalls: [Int] = []
    OrderedParallelMap(jobs: jobs).run(
      {
        let value = inputs.next()
        if let value { emittedBeforeInput[value] = emitted.count }
        return value
      },
      transform: { $0 },
      emit: { emitted.append($0) },
      // The input pauses before 5.
      inputReady: { emittedBeforeInput.count != 5 },
      stalled: { stalls.append(emitted.count) })
    #expect(emitted == Array(0..<10))
    #expect(emittedBeforeInput[5] == 5, "0 to 4 were handed back before 5 was read")
    #expect(stalls == [5], "told once, with 0 to 4 handed back")
  }
}
