import Synchronization

/// The progress of one document's check, for a client that shows work-done progress
/// (`window.workDoneProgress`).
///
/// A check that ends within ``delay``, as nearly every check made while a person types
/// does, shows nothing. A longer one gets a `window/workDoneProgress/create` request, then a
/// `begin` naming the document and the puzzle under way (`puzzle 2 of 5`, with the share of
/// the puzzles done), a `report` each time it moves on to another puzzle, at most every
/// ``interval``, and an `end` when it finishes or is stopped by a newer version.
///
/// The check calls ``startPuzzle(_:)`` before each puzzle and ``tick()`` each time it asks
/// whether to stop (before each level of a search), both on its worker thread; the server
/// calls ``end(_:)`` once the check has returned. Each message is sent under the lock, so
/// they leave in order whatever thread sends them.
final class SearchProgress: Sendable {
  /// How long a check runs before it shows progress.
  static let delay = Duration.milliseconds(500)
  /// The least time between two reports.
  static let interval = Duration.milliseconds(250)

  private struct State {
    /// The puzzles checked so far.
    var done = 0
    /// Whether `begin` was sent, and `end`.
    var begun = false
    var ended = false
    /// The puzzles done at the last `begin` or `report`, and when it was sent.
    var shown = 0
    var shownAt: ContinuousClock.Instant
  }

  private let state: Mutex<State>
  private let token: String
  private let title: String
  private let total: Int
  private let started: ContinuousClock.Instant
  private let delay: Duration
  private let interval: Duration
  private let send: @Sendable ([UInt8]) -> Void

  /// - Parameters:
  ///   - token: A token no other progress of the session uses.
  ///   - title: What the check is, `Checking p.yaml`.
  ///   - total: The number of puzzles the check will search.
  ///   - delay: ``delay``, and `interval` ``interval``, unless a test asks otherwise.
  ///   - send: Writes one message whole (the server's).
  init(
    token: String, title: String, total: Int, delay: Duration = delay,
    interval: Duration = interval, send: @escaping @Sendable ([UInt8]) -> Void
  ) {
    self.token = token
    self.title = title
    self.total = max(total, 1)
    self.delay = delay
    self.interval = interval
    self.send = send
    started = .now
    state = Mutex(State(shownAt: started))
  }

  /// Records that `done` puzzles are checked and the next is under way.
  func startPuzzle(_ done: Int) {
    state.withLock { $0.done = done }
    tick()
  }

  /// Shows the progress when the check has run for ``delay``, and again when it has moved
  /// on to another puzzle since, ``interval`` after the last.
  func tick() {
    let now = ContinuousClock.now
    state.withLock { state in
      guard !state.ended, now - started >= delay else { return }
      if !state.begun {
        state.begun = true
        send(
          OutgoingMessage.request(
            .string(token), "window/workDoneProgress/create",
            LSP.WorkDoneProgressCreateParams(token: token)))
        report(.init(kind: .begin, title: title, cancellable: false), state: &state, at: now)
      } else if state.done != state.shown, now - state.shownAt >= interval {
        report(.init(kind: .report), state: &state, at: now)
      }
    }
  }

  /// Ends the progress, if it was shown, with `message`.
  func end(_ message: String) {
    state.withLock { state in
      guard state.begun, !state.ended else {
        state.ended = true
        return
      }
      state.ended = true
      progress(.init(kind: .end, message: message))
    }
  }

  /// Sends `value` with the puzzle under way and the share done.
  private func report(
    _ value: LSP.WorkDoneProgress, state: inout State, at now: ContinuousClock.Instant
  ) {
    var value = value
    value.message = "puzzle \(min(state.done + 1, total)) of \(total)"
    value.percentage = state.done * 100 / total
    state.shown = state.done
    state.shownAt = now
    progress(value)
  }

  private func progress(_ value: LSP.WorkDoneProgress) {
    send(
      OutgoingMessage.notification("$/progress", LSP.ProgressParams(token: token, value: value)))
  }
}
