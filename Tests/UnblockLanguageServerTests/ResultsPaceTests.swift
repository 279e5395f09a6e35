import Testing

@testable import UnblockLanguageServer

@Suite struct ResultsPaceTests {
  /// Asks `pace` at each of `times`, in milliseconds after `start`, and returns its answers;
  /// each publication asked for ends at once.
  func answers(_ pace: ResultsPace, from start: ContinuousClock.Instant, at times: [Int])
    -> [Bool]
  {
    times.map {
      let due = pace.isDue(at: start + .milliseconds($0))
      if due { pace.published(at: start + .milliseconds($0)) }
      return due
    }
  }

  /// Nothing within the delay, then the results at once, then at most once an interval.
  @Test func showsResultsAfterTheDelayAtMostOnceAnInterval() {
    let start = ContinuousClock.now
    let pace = ResultsPace(started: start, delay: .milliseconds(500), interval: .seconds(1))
    let due = answers(pace, from: start, at: [0, 499, 500, 1_499, 1_500, 1_600, 9_000])
    #expect(due == [false, false, true, false, true, false, true])
  }

  /// A check that ends within the delay shows its results once, at its end: the first
  /// puzzles of a quick set are not published alone.
  @Test func aQuickCheckShowsNothingAsItGoes() {
    let start = ContinuousClock.now
    let due = answers(
      ResultsPace(started: start), from: start, at: Array(stride(from: 0, to: 500, by: 4)))
    #expect(!due.contains(true))
  }

  /// One publication at a time, and the next no sooner than four times as long as the last
  /// took: a server slow to publish a large document is not flooded with more.
  @Test func waitsForThePublicationInFlightAndFourTimesItsCost() {
    let start = ContinuousClock.now
    let pace = ResultsPace(started: start, delay: .zero, interval: .milliseconds(500))
    let at = { (milliseconds: Int) in start + .milliseconds(milliseconds) }
    #expect(pace.isDue(at: at(0)))
    // In flight: not due, however long it takes.
    #expect(!pace.isDue(at: at(600)))
    #expect(!pace.isDue(at: at(1_000)))
    // It took a second: the next comes four seconds after it was asked for.
    pace.published(at: at(1_000))
    #expect(!pace.isDue(at: at(3_999)))
    #expect(pace.isDue(at: at(4_000)))
    // This one took 10 ms: the interval rules again.
    pace.published(at: at(4_010))
    #expect(!pace.isDue(at: at(4_499)))
    #expect(pace.isDue(at: at(4_500)))
  }
}
