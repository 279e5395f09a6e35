/// How far an enumeration has got, as its progress callback sees it.
public struct EnumerationProgress: Sendable {
  /// The share of the work done, from 0 to 1: the time the sets of walls done and the part
  /// of the current one done are expected to take, of the whole run's (see
  /// ``WallSetPace``); before any set says how long a set takes, the sets done, and of the
  /// current one the seeds of the shard's configurations done.
  public var fractionDone: Double
  /// The solvable clusters explored so far, and their states.
  public var clusters: Int
  public var states: Int
  /// The time since the run began.
  public var elapsed: Duration
  /// Whether the run is counting the seeds of a set of walls' configurations, which it
  /// does before exploring them, and which moves no share of the work.
  public var counting = false

  /// The states of the batches read back from `--resume`'s folder, among ``states``: this
  /// run did not explore them.
  public var resumedStates = 0

  /// States explored per second by this run: those of resumed batches left out, which
  /// made a resumed 6x6 run say 274 million states/s.
  public var statesPerSecond: Double {
    let seconds = elapsed / .seconds(1)
    return seconds > 0 ? Double(states - resumedStates) / seconds : 0
  }

  /// The time left as the pace of the sets of walls says it (see ``WallSetPace``), when
  /// it says it; ``remaining`` then gives it.
  public var paceRemaining: Duration?

  /// Whether the run has several sets of walls, so that a share done that counts sets
  /// says nothing of the time left: only the pace tells it then.
  public var countsSets = false

  /// The time left: as the pace of the sets of walls says; else, for a run of one set, if
  /// the rest goes as fast as what is done; `nil` otherwise, and before a thousandth of
  /// the work is done, when the guess would be wild (910 hours at 0.0004).
  public var remaining: Duration? {
    if let paceRemaining { return paceRemaining }
    guard !countsSets, fractionDone >= 0.001 else { return nil }
    return elapsed * ((1 - fractionDone) / fractionDone)
  }
}
