/// When a long check of a document shows the results it has so far.
///
/// A check that ends within ``delay`` shows its results once, at its end, as nearly every
/// check made while a person types does: the editor's diagnostics do not flicker. A longer
/// one, a set of hard puzzles, publishes the puzzles it has checked when one more is done,
/// at most every ``interval``, so that the first puzzles' results show while the last are
/// searched.
///
/// The check asks ``isDue(at:)`` on its worker thread after each puzzle.
struct ResultsPace {
  /// How long a check runs before it shows results so far: as long as before it shows
  /// progress (``SearchProgress/delay``).
  static let delay = SearchProgress.delay
  /// The least time between two publications of results so far.
  static let interval = Duration.milliseconds(500)

  private let started: ContinuousClock.Instant
  private let delay: Duration
  private let interval: Duration
  private var shownAt: ContinuousClock.Instant?

  /// - Parameters:
  ///   - started: When the check started.
  ///   - delay: ``delay``, and `interval` ``interval``, unless a test asks otherwise.
  init(
    started: ContinuousClock.Instant = .now, delay: Duration = delay,
    interval: Duration = interval
  ) {
    (self.started, self.delay, self.interval) = (started, delay, interval)
  }

  /// Whether the results so far are to be shown at `now`, a puzzle having just been
  /// checked; when they are, the next are due ``interval`` later.
  mutating func isDue(at now: ContinuousClock.Instant = .now) -> Bool {
    guard now - started >= delay else { return false }
    if let shownAt, now - shownAt < interval { return false }
    shownAt = now
    return true
  }
}
