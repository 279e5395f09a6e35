import Synchronization

/// The progress of one document's check, for a client that shows work-done progress
/// (`window.workDoneProgress`).
///
/// A check that ends within ``delay``, as nearly every check made while a person types
/// does, shows nothing. A longer one asks the client for its token
/// (`window/workDoneProgress/create`), and once the client has answered without an error,
/// sends a `begin` naming the document and the puzzle under way (`puzzle 2 of 5`, with the
/// share of the puzzles done), a `report` each time it moves on to another puzzle, at most
/// every ``interval``, and an `end` when it finishes or is stopped by a newer version.
///
/// The check calls ``startPuzzle(_:)`` before each puzzle and ``tick()`` each time it asks
/// whether to stop (before each level of a search), both on its worker thread; the server
/// calls ``answered(accepting:)`` when the client answers the request and ``end(_:)`` once
/// the check has returned. Each message is sent under the lock, so they leave in order
/// whatever thread sends them.
final class SearchProgress: Sendable {
  /// How long a check runs before it shows progress.
  static let delay = Duration.milliseconds(500)
  /// The least time between two reports.
  static let interval = Duration.milliseconds(250)

  private struct State {
    /// The puzzles checked so far.
    var done = 0
    /// Whether the token was asked for, whether the client made it (`nil` until it
    /// answers), and whether `begin` was sent, and `end`.
    var asked = false
    var accepted: Bool?
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

  /// The token, which is also the id of the request that asks the client for it.
  var requestID: RequestID { .string(token) }

  /// Asks for the token when the check has run for ``delay``; once the client has made it,
  /// shows the progress, and again when the check has moved on to another puzzle,
  /// ``interval`` after the last.
  func tick() {
    let now = ContinuousClock.now
    state.withLock { state in
      guard !state.ended, now - started >= delay else { return }
      if !state.asked {
        state.asked = true
        send(
          OutgoingMessage.request(
            requestID, "window/workDoneProgress/create",
            LSP.WorkDoneProgressCreateParams(token: token)))
      } else if state.begun, state.done != state.shown, now - state.shownAt >= interval {
        report(.init(kind: .report), state: &state, at: now)
      }
    }
  }

  /// Records the client's answer to the request for the token: with `accepting`, the
  /// progress begins at once, unless the check has ended; a token the client refused is
  /// never used.
  func answered(accepting: Bool) {
    state.withLock { state in
      guard state.asked, state.accepted == nil else { return }
      state.accepted = accepting
      guard accepting, !state.ended else { return }
      state.begun = true
      report(
        .init(kind: .begin, title: title, cancellable: false), state: &state, at: .now)
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
