/// The bookkeeping that makes a parallel run deterministic: which attempt to compute next,
/// and which results to keep, in slot order.
///
/// Output slot `s` takes the first of its attempts `0, 1, 2, ...` whose candidate is not
/// a duplicate of a puzzle kept for an earlier slot. Each attempt is a pure function of the
/// options, the seed, the slot and the attempt number, so the kept puzzles do not depend on
/// how many attempts ran at once or in which order they finished: the scheduler only
/// decides what to compute next, and keeps results strictly in slot order.
struct SlotScheduler<Candidate, Key: Hashable> {
  /// One attempt to compute.
  struct Task: Hashable {
    var slot: Int
    var attempt: Int
  }

  /// What the scheduler decided after a result came in.
  struct Decision {
    /// The candidates kept, in slot order.
    var kept: [Candidate] = []
    /// Whether the slot at the commit cursor used every attempt without a new puzzle, so
    /// that the run cannot go on.
    var exhausted = false
  }

  let count: Int
  let attemptsPerSlot: Int
  /// The identity of a candidate, for de-duplication: its family's ``CanonicalKey``.
  let key: (Candidate) -> Key

  /// The next slot to keep a puzzle for.
  private(set) var cursor = 0
  private var keys: Set<Key> = []
  private var nextFreshSlot = 0
  /// Retries waiting to run, the lowest slot first.
  private var retries: [Task] = []
  /// The attempt whose result each slot waits for.
  private var liveAttempt: [Int: Int] = [:]
  /// Results of live attempts that arrived before the cursor reached their slot.
  private var waiting: [Int: Candidate] = [:]

  /// - Parameter excluded: Keys taken before the first slot: no candidate with one is kept.
  init(
    count: Int, attemptsPerSlot: Int, excluding excluded: Set<Key> = [],
    key: @escaping (Candidate) -> Key
  ) {
    self.count = count
    self.attemptsPerSlot = attemptsPerSlot
    self.key = key
    keys = excluded
  }

  /// Whether every slot has its puzzle.
  var isComplete: Bool { cursor >= count }

  /// The next attempt to compute: a retry of the lowest slot that needs one, else the first
  /// attempt of a slot not yet started, else `nil`.
  mutating func nextTask() -> Task? {
    if !retries.isEmpty { return retries.removeFirst() }
    guard nextFreshSlot < count else { return nil }
    defer { nextFreshSlot += 1 }
    liveAttempt[nextFreshSlot] = 0
    return Task(slot: nextFreshSlot, attempt: 0)
  }

  /// Records the result of an attempt and keeps every result that can now be kept.
  ///
  /// - Parameters:
  ///   - candidate: The attempt's puzzle, or `nil` when the attempt found none.
  ///   - task: The attempt.
  mutating func record(_ candidate: Candidate?, for task: Task) -> Decision {
    var decision = Decision()
    guard liveAttempt[task.slot] == task.attempt else { return decision }
    if let candidate, !keys.contains(key(candidate)) {
      waiting[task.slot] = candidate
    } else {
      // No puzzle, or one already kept: a duplicate of a kept puzzle stays one forever.
      retry(task.slot, after: task.attempt)
    }
    while cursor < count, let candidate = waiting.removeValue(forKey: cursor) {
      let candidateKey = key(candidate)
      if keys.contains(candidateKey) {
        // A duplicate of a puzzle kept for an earlier slot since the result came in.
        retry(cursor, after: liveAttempt[cursor] ?? 0)
        break
      }
      keys.insert(candidateKey)
      decision.kept.append(candidate)
      liveAttempt[cursor] = nil
      cursor += 1
    }
    decision.exhausted = cursor < count && liveAttempt[cursor] == attemptsPerSlot
    return decision
  }

  /// Schedules the next attempt of `slot`, in slot order among the retries; a slot with no
  /// attempt left is marked exhausted instead.
  private mutating func retry(_ slot: Int, after attempt: Int) {
    liveAttempt[slot] = attempt + 1
    guard attempt + 1 < attemptsPerSlot else { return }
    let task = Task(slot: slot, attempt: attempt + 1)
    let index = retries.firstIndex { $0.slot > slot } ?? retries.endIndex
    retries.insert(task, at: index)
  }
}
