/// A search met its limit of distinct states before it had an answer.
///
/// The one way every search reports it: ``Solver`` as ``SolveOutcome/gaveUp(_:statistics:)``,
/// ``Cluster`` and ``Analysis`` as ``SolverError/gaveUp(_:)``, each with the same message.
public struct GaveUp: Error, Hashable, Sendable, CustomStringConvertible {
  /// The limit the search met: it held this many distinct states and met one more.
  public var states: Int

  public init(states: Int) {
    self.states = states
  }

  /// `gave up after N states`.
  public var description: String { "gave up after \(counted(states, "state"))" }
}
