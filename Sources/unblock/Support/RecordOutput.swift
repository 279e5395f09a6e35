@preconcurrency import Glibc
import Synchronization
import UnblockCore

/// Standard output of a command that prints a record per puzzle (`solve`, `hint`,
/// `analyze`, `check`) or puzzles (`convert`), kept whole when a stop signal ends the run.
///
/// Every record is written under one lock, together with the totals it adds to. A stop
/// signal (see ``StopSignals``) takes the lock, so it waits for the record being written
/// and drops the one being computed; it then prints the totals so far, says on standard
/// error that the run was interrupted, and ends the process with the signal's status
/// (130, 143, 129). Standard output therefore always ends on a whole line, and holds
/// every record completed before the signal. A write that fails (a full disk, a closed
/// pipe while SIGPIPE is ignored) says `error: cannot write standard output: REASON` and
/// ends the run with status 2.
///
/// A command that runs again and again (`check --watch`) marks each run with
/// ``startRun(_:totals:)`` and ``finishRun()``; a signal between runs then ends the
/// process without a summary, since the last run's is already out.
final class RecordOutput<Totals: Sendable> {
  private let shared: Shared
  private let signals: StopSignals

  /// What the signal handler and the command share.
  private final class Shared: Sendable {
    /// The totals and number of puzzles of the run under way, and whether one is (so
    /// that its summary is still due).
    let state: Mutex<(totals: Totals, puzzles: Int, running: Bool)>
    let summary: @Sendable (Totals) -> String?

    /// What the stop message counts: `puzzle`, or `line` for an output of lines.
    let unit: String

    init(totals: Totals, unit: String, summary: @escaping @Sendable (Totals) -> String?) {
      self.unit = unit
      state = Mutex((totals, 0, true))
      self.summary = summary
    }

    /// Prints the totals so far, says why the run ends, and ends it, once the record being
    /// written is out.
    func stop(_ signal: StopSignal) {
      state.withLock { state in end(signal, state: state) }
    }

    /// Prints the totals so far, says why the run ends, and ends it; the caller holds the
    /// lock.
    func end(_ signal: StopSignal, state: (totals: Totals, puzzles: Int, running: Bool)) -> Never {
      if state.running, let line = summary(state.totals) { fputs(line + "\n", stdout) }
      fflush(stdout)
      // A progress line may be on screen; the message replaces it.
      let erase = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
      fputs(
        "\(erase)interrupted by \(signal.name) after \(counted(state.puzzles, unit)); every line above is complete\n",
        stderr)
      _exit(signal.exitStatus.rawValue)
    }
  }

  /// Writes `text` to standard output, or ends the run when it cannot (see
  /// ``StandardOutput/fail(_:)``), rather than going on as if the lines were written.
  private static func put(_ text: String) {
    if fputs(text, stdout) == EOF { StandardOutput.fail(errno) }
  }

  /// Flushes standard output, or ends the run when it cannot.
  private static func flush() {
    if let reason = StandardOutput.flush() { StandardOutput.fail(reason) }
  }

  /// Starts listening for stop signals.
  ///
  /// - Parameters:
  ///   - totals: The totals before the first record.
  ///   - summary: The line that closes the output, if any, printed by ``finish()`` or when
  ///     a stop signal ends the run.
  ///   - unit: What the stop message counts: puzzles, or `line` for a command whose
  ///     output is lines (see ``write(linesOf:)``).
  init(
    totals: Totals, unit: String = "puzzle",
    summary: @escaping @Sendable (Totals) -> String? = { _ in nil }
  ) {
    let shared = Shared(totals: totals, unit: unit, summary: summary)
    self.shared = shared
    signals = StopSignals { shared.stop($0) }
  }

  /// Writes one record (its lines, without the last line end) and the totals it adds to,
  /// all at once.
  ///
  /// - Parameter puzzles: the number of puzzles the record is about.
  func write(
    _ record: String, puzzles: Int = 1, update: (inout Totals) -> Void = { _ in }
  ) {
    shared.state.withLock { state in
      // A signal that came while this record waited for the lock ends the run first.
      if let signal = signals.received { shared.end(signal, state: state) }
      if !record.isEmpty { Self.put(record + "\n") }
      state.puzzles += puzzles
      update(&state.totals)
    }
  }

  /// Writes text that ends its own lines, such as a batch of converted puzzles, all at once,
  /// and counts the puzzles it holds.
  func write(lines text: String, puzzles: Int) {
    shared.state.withLock { state in
      if let signal = signals.received { shared.end(signal, state: state) }
      Self.put(text)
      state.puzzles += puzzles
    }
  }

  /// Writes a long text of whole lines a piece at a time, each piece ending a line and
  /// counted in lines, so that a stop signal ends the output on a whole line.
  func write(linesOf text: String) {
    var rest = Substring(text)
    while !rest.isEmpty {
      var end = rest.utf8.index(rest.startIndex, offsetBy: min(Self.piece, rest.utf8.count))
      if end < rest.endIndex {
        end = rest[end...].firstIndex(of: "\n").map { rest.index(after: $0) } ?? rest.endIndex
      }
      let piece = rest[..<end]
      write(lines: String(piece), puzzles: piece.utf8.count { $0 == 0x0A })
      rest = rest[end...]
    }
  }

  /// Hands what was written on to standard output now: before a wait for input, so that a
  /// reader of a pipe or a file sees every record finished so far.
  func flush() {
    shared.state.withLock { _ in Self.flush() }
  }

  /// The bytes ``write(linesOf:)`` writes at once, about.
  static var piece: Int { 1 << 16 }

  /// Starts another run from `totals`, after writing `heading` (a separator, or the
  /// codes that clear a terminal) as is.
  func startRun(_ heading: String, totals: Totals) {
    shared.state.withLock { state in
      Self.put(heading)
      state = (totals, 0, true)
    }
  }

  /// Prints the summary of the run, flushes it out and returns the run's totals, still
  /// listening for stop signals.
  @discardableResult
  func finishRun() -> Totals {
    shared.state.withLock { state in
      if let line = shared.summary(state.totals) { Self.put(line + "\n") }
      Self.flush()
      state.running = false
      return state.totals
    }
  }

  /// Stops listening, prints the summary and returns the totals.
  @discardableResult
  func finish() -> Totals {
    signals.stop()
    return finishRun()
  }
}
