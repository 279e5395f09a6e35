/// The moves and states a line may claim for its cluster, as far as can be told without
/// exploring it: states are numbered in 32 bits, and each distance from 0 to the moves holds
/// a state of its own, so a cluster of `S` states has 1 to `S - 1` moves (0 to `S - 1` when
/// its every state may be solved).
///
/// `catalog import` holds the lines it takes as they stand to it, and `enumerate -o` and
/// `catalog merge` hold each line of a finished enumeration file to it; only exploring the
/// cluster (`unblock check`) proves the counts.
public enum ClaimedCounts {
  /// Why no cluster has the counts a line claims.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// No cluster has this many states; a cluster has `fewest` or more.
    case states(Int, fewest: Int)
    /// A cluster of `states` states cannot have `moves` moves; it has `fewest` or more.
    case moves(Int, states: Int, fewest: Int)

    public var description: String {
      switch self {
      case .states(1, 2):
        "no line of an enumeration has 1 state (2 to \(StateLimit.capacity)): a cluster of 1 state, "
          + "its prisoner at the chute and nothing free to move, is never minimal"
      case .states(let states, let fewest):
        "no cluster has \(counted(states, "state")) (\(fewest) to \(StateLimit.capacity))"
      case .moves(let moves, let states, let fewest):
        "a cluster of \(counted(states, "state")) has \(fewest) to \(states - 1) moves, not \(moves)"
      }
    }
  }

  /// What is wrong with `moves` and `states`, the states first, or `nil` when a cluster
  /// may have them.
  ///
  /// - Parameter includingSolved: Whether a cluster whose every state is solved (0 moves,
  ///   from 1 state: a prisoner at its chute that cannot move) is allowed, as an explored
  ///   puzzle's, which a catalogue stores; no line of an enumeration is one.
  public static func problem(moves: Int, states: Int, includingSolved: Bool = false) -> Problem? {
    let fewest = includingSolved ? 1 : 2
    guard (fewest...StateLimit.capacity).contains(states) else {
      return .states(states, fewest: fewest)
    }
    guard ((fewest - 1)..<states).contains(moves) else {
      return .moves(moves, states: states, fewest: fewest - 1)
    }
    return nil
  }
}
