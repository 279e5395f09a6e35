/// How far a run has come, for a progress bar.
public struct GeneratorProgress: Hashable, Sendable {
  /// The puzzles kept so far.
  public var found: Int
  /// The puzzles asked for.
  public var count: Int
  /// The attempts finished so far, kept or not.
  public var attempts: Int
  /// The layouts evaluated so far, each a full cluster exploration.
  public var evaluations: Int
  /// The greatest distance to the exit met in any cluster so far, or -1.
  public var bestDepth: Int
  /// The time since the run started.
  public var elapsed: Duration

  /// Puzzles kept per second.
  public var puzzlesPerSecond: Double {
    let seconds = elapsed.seconds
    return seconds > 0 ? Double(found) / seconds : 0
  }

  /// Layouts evaluated per second.
  public var evaluationsPerSecond: Double {
    let seconds = elapsed.seconds
    return seconds > 0 ? Double(evaluations) / seconds : 0
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}
