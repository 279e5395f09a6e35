import Synchronization
import Testing

@testable import UnblockCore

@Suite struct WallSetPaceTests {
  /// Sets of a kind are expected to take as long as those of the kind done; before one is,
  /// as long as those with the nearest number of walls.
  @Test func expectsASetToTakeAsLongAsItsKindOrTheNearest() {
    var pace = WallSetPace(sets: [0: 1, 1: 3, 2: 6])
    #expect(pace.expected(walls: 1) == nil)
    pace.finish(walls: 0, took: .seconds(60))
    #expect(pace.expected(walls: 2) == .seconds(60))
    pace.finish(walls: 1, took: .seconds(10))
    pace.finish(walls: 1, took: .seconds(20))
    #expect(pace.expected(walls: 1) == .seconds(15))
    #expect(pace.expected(walls: 2) == .seconds(15))
    // A set taken from a checkpoint counts as done, and times nothing.
    pace.finish(walls: 1, took: nil)
    #expect(pace.expected(walls: 1) == .seconds(15))
  }

  /// The wall-free set of 6x6 takes as long as dozens of the others: once done, the share
  /// it is of the work is its time's, not 1 set of 466.
  @Test func weighsEachSetByItsTime() throws {
    var pace = WallSetPace(sets: [0: 1, 1: 30, 2: 435])
    // Nothing timed, and too little of the first set done: no guess.
    #expect(pace.estimate(current: 0, share: 0.01, elapsed: .seconds(30)) == nil)
    pace.finish(walls: 0, took: .seconds(1800))
    pace.finish(walls: 1, took: .seconds(120))
    // At the start of the second set of 1 wall: the sets of 2 walls are expected to take
    // as long as those of 1, the nearest kind timed.
    let estimate = try #require(pace.estimate(current: 1, share: 0, elapsed: .zero))
    let total = 1800.0 + 30 * 120 + 435 * 120
    let left = 29.0 * 120 + 435 * 120
    #expect(abs(estimate.fractionDone - (1 - left / total)) < 1e-9)
    #expect(estimate.remaining == .seconds(left))
    // Halfway through a set running at twice the expected pace, its own pace weighs half.
    let halfway = try #require(pace.estimate(current: 1, share: 0.5, elapsed: .seconds(30)))
    #expect(halfway.remaining == .seconds(28 * 120 + 435 * 120) + .seconds(30 * 0.5 + 90 * 0.5))
  }

  /// A run of one set goes by its own pace once a twentieth of it is done.
  @Test func aRunOfOneSetGoesByItsOwnPace() throws {
    let pace = WallSetPace(sets: [0: 1])
    #expect(pace.estimate(current: 0, share: 0.01, elapsed: .seconds(1)) == nil)
    let estimate = try #require(pace.estimate(current: 0, share: 0.25, elapsed: .seconds(10)))
    #expect(estimate.remaining == .seconds(30))
    #expect(abs(estimate.fractionDone - 0.25) < 1e-9)
  }

  /// Through the enumerator: a run of several sets says no time left before its first set
  /// is done (counting sets said 9 minutes for a 1-minute run), then a share and a time
  /// from the sets' pace. Reported at every set, so that it does not hang on the machine's
  /// speed: at the default interval a quick run may report before its first set only.
  @Test func anEnumerationOfSeveralSetsGuessesOnlyFromItsPace() throws {
    let seen = Mutex<[EnumerationProgress]>([])
    let space = EnumerationSpace(
      size: BoardSize(rows: 4, columns: 5), chute: Chute(side: .right, row: 1), walls: 0...1)
    _ = try Enumerator(space: space).run(
      jobs: 1, progress: { progress in seen.withLock { $0.append(progress) } },
      progressEvery: .zero)
    let reports = seen.withLock { $0 }
    #expect(reports.allSatisfy { $0.countsSets })
    let guessed = reports.filter { $0.remaining != nil }
    #expect(guessed.allSatisfy { $0.paceRemaining != nil })
    #expect(!guessed.isEmpty)
  }

  /// The states of resumed batches are counted but not in the rate: a resumed 6x6 run said
  /// 274 million states/s.
  @Test func ratesOnlyTheStatesThisRunExplored() {
    let progress = EnumerationProgress(
      fractionDone: 0.5, clusters: 3, states: 100, elapsed: .seconds(2), resumedStates: 60)
    #expect(progress.statesPerSecond == 20)
  }
}
