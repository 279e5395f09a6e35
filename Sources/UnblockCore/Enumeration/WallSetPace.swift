/// How long an enumeration's sets of walls take, learned as they finish, to tell the share
/// of the work done and the time left when the sets differ in size.
///
/// Counting sets made every set weigh the same: the wall-free set of 6x6, which takes as long
/// as dozens of sets of 1 or 2 walls, was 1 of 466 sets of `--walls 0...2`, so the run said
/// 0.2% done, and 416 hours left, after its first hour. Here each set is expected to take as
/// long as the sets with as many walls took, or, before any of them finished, as the sets
/// with the nearest number of walls; the set under way, once a twentieth of it is done, also
/// as long as its own pace says, weighed by the share of it done.
struct WallSetPace: Sendable {
  /// The run's own sets, by their number of walls.
  let sets: [Int: Int]
  /// The sets finished, by their number of walls.
  private(set) var finished: [Int: Int] = [:]
  /// The sets timed (finished with no batch taken from a checkpoint), by their number of
  /// walls: how many, and their time in all.
  private var timed: [Int: (count: Int, total: Duration)] = [:]

  init(sets: [Int: Int]) {
    self.sets = sets
  }

  /// Records a finished set of `walls` walls, which took `took`, or `nil` when some of its
  /// batches came from a checkpoint, so that its time says nothing of a set's.
  mutating func finish(walls: Int, took: Duration?) {
    finished[walls, default: 0] += 1
    if let took {
      let before = timed[walls] ?? (0, .zero)
      timed[walls] = (before.count + 1, before.total + took)
    }
  }

  /// Both values, when both are there.
  private func zip2(_ one: Duration?, _ other: Duration?) -> (Duration, Duration)? {
    guard let one, let other else { return nil }
    return (one, other)
  }

  /// The time a set of `walls` walls is expected to take: the mean of the timed sets with
  /// as many walls, else with the nearest number (the fewer walls on a tie); `nil` before
  /// any set is timed.
  func expected(walls: Int) -> Duration? {
    let nearest = timed.keys.min { (abs($0 - walls), $0) < (abs($1 - walls), $1) }
    return nearest.flatMap { key in timed[key].map { $0.total / $0.count } }
  }

  /// The share of the work done and the time left, with the set of `walls` walls under
  /// way for `elapsed`, `share` of it done; `nil` when nothing says how long a set takes
  /// (no set timed, and too little of this one done).
  func estimate(current walls: Int, share: Double, elapsed: Duration)
    -> (fractionDone: Double, remaining: Duration)?
  {
    let share = min(max(share, 0), 1)
    // The set's own pace, once a twentieth of it is done, weighs as much as the share done
    // against the time its kind is expected to take.
    let ownPace = share >= 0.05 ? elapsed * ((1 - share) / share) : nil
    let model = expected(walls: walls).map { max($0 - elapsed, .zero) }
    let blended = zip2(ownPace, model).map { own, model in own * share + model * (1 - share) }
    guard let current = blended ?? ownPace ?? model else { return nil }
    var remaining = current
    var total = Duration.zero
    for (count, number) in sets {
      let left = number - finished[count, default: 0] - (count == walls ? 1 : 0)
      guard let each = expected(walls: count) ?? (count == walls ? elapsed + current : nil)
      else {
        // A kind of set still to come that nothing times yet: no guess.
        if left > 0 { return nil }
        continue
      }
      remaining += each * max(left, 0)
      total += each * number
    }
    guard total > .zero else { return nil }
    return (min(max(1 - remaining / total, 0), 1), remaining)
  }
}
