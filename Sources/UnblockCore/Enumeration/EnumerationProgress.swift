/// How far an enumeration has got, as its progress callback sees it.
public struct EnumerationProgress: Sendable {
  /// The share of the work done, from 0 to 1: the sets of walls done, and of the current
  /// one the seeds of the shard's configurations done.
  public var fractionDone: Double
  /// The solvable clusters explored so far, and their states.
  public var clusters: Int
  public var states: Int
  /// The time since the run began.
  public var elapsed: Duration
  /// Whether the run is counting the seeds of a set of walls' configurations, which it
  /// does before exploring them, and which moves no share of the work.
  public var counting = false

  /// States explored per second.
  public var statesPerSecond: Double {
    let seconds = elapsed / .seconds(1)
    return seconds > 0 ? Double(states) / seconds : 0
  }

  /// The time left, if the rest goes as fast as what is done; `nil` before a thousandth
  /// of the work is, when the guess would be wild (910 hours at 0.0004).
  public var remaining: Duration? {
    guard fractionDone >= 0.001 else { return nil }
    return elapsed * ((1 - fractionDone) / fractionDone)
  }
}
