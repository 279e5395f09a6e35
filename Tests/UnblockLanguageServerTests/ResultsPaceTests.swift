import Testing

@testable import UnblockLanguageServer

@Suite struct ResultsPaceTests {
  /// Asks `pace` at each of `times`, in milliseconds after `start`, and returns its answers.
  func answers(_ pace: inout ResultsPace, from start: ContinuousClock.Instant, at times: [Int])
    -> [Bool]
  {
    times.map { pace.isDue(at: start + .milliseconds($0)) }
  }

  /// Nothing within the delay, then the results at once, then at most once an interval.
  @Test func showsResultsAfterTheDelayAtMostOnceAnInterval() {
    let start = ContinuousClock.now
    var pace = ResultsPace(started: start, delay: .milliseconds(500), interval: .seconds(1))
    let due = answers(&pace, from: start, at: [0, 499, 500, 1_499, 1_500, 1_600, 9_000])
    #expect(due == [false, false, true, false, true, false, true])
  }

  /// A check that ends within the delay shows its results once, at its end: the first
  /// puzzles of a quick set are not published alone.
  @Test func aQuickCheckShowsNothingAsItGoes() {
    let start = ContinuousClock.now
    var pace = ResultsPace(started: start)
    let due = answers(&pace, from: start, at: Array(stride(from: 0, to: 500, by: 4)))
    #expect(!due.contains(true))
  }
}
