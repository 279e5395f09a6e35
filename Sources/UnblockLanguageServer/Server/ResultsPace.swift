import Synchronization

/// When a long check of a document shows the results it has so far.
///
/// A check that ends within ``delay`` shows its results once, at its end, as nearly every
/// check made while a person types does: the editor's diagnostics do not flicker. A longer
/// one, a set of hard puzzles, publishes the puzzles it has checked when one more is done,
/// so that the first puzzles' results show while the last are searched.
///
/// Publishing is the server's work, and costs it time in proportion to the document: one
/// publication is in flight at a time, and the next comes no sooner than ``interval``, nor
/// than four times as long as the last took from the check's asking to its end, so that the
/// results so far never take more than a fifth of the server's time from other messages.
/// (A 40,000-line database file published every half second kept `shutdown` waiting.)
///
/// The check asks ``isDue(at:)`` on its worker thread after each puzzle; the server calls
/// ``published(at:)`` when the publication asked for has ended, or was dropped.
final class ResultsPace: Sendable {
  /// How long a check runs before it shows results so far: as long as before it shows
  /// progress (``SearchProgress/delay``).
  static let delay = SearchProgress.delay
  /// The least time between two publications of results so far.
  static let interval = Duration.milliseconds(500)

  private struct State {
    /// When the last publication was asked for, and whether it is still in flight.
    var askedAt: ContinuousClock.Instant?
    var inFlight = false
    /// How long the last publication took, from its asking to its end.
    var took = Duration.zero
  }

  private let state = Mutex(State())
  private let started: ContinuousClock.Instant
  private let delay: Duration
  private let interval: Duration

  /// - Parameters:
  ///   - started: When the check started.
  ///   - delay: ``delay``, and `interval` ``interval``, unless a test asks otherwise.
  init(
    started: ContinuousClock.Instant = .now, delay: Duration = delay,
    interval: Duration = interval
  ) {
    (self.started, self.delay, self.interval) = (started, delay, interval)
  }

  /// Whether the results so far are to be published at `now`, a puzzle having just been
  /// checked; when they are, the publication is in flight until ``published(at:)``.
  func isDue(at now: ContinuousClock.Instant = .now) -> Bool {
    state.withLock { state in
      guard now - started >= delay, !state.inFlight else { return false }
      if let askedAt = state.askedAt, now - askedAt < max(interval, state.took * 4) {
        return false
      }
      state.askedAt = now
      state.inFlight = true
      return true
    }
  }

  /// Records that the publication asked for has ended, or was dropped, at `now`.
  func published(at now: ContinuousClock.Instant = .now) {
    state.withLock { state in
      guard state.inFlight, let askedAt = state.askedAt else { return }
      state.inFlight = false
      state.took = now - askedAt
    }
  }
}
