import Testing
import UnblockCore

/// The counts a line may claim for its cluster without its being explored.
@Suite struct ClaimedCountsTests {
  @Test func takesWhatAClusterMayHave() {
    #expect(ClaimedCounts.problem(moves: 1, states: 2) == nil)
    #expect(ClaimedCounts.problem(moves: 7, states: 8) == nil)
    #expect(ClaimedCounts.problem(moves: 1, states: StateLimit.capacity) == nil)
  }

  @Test func refusesStatesNoClusterHasFirst() {
    for states in [-1, 0, 1, StateLimit.capacity + 1, Int.max] {
      #expect(ClaimedCounts.problem(moves: 0, states: states) == .states(states))
    }
    #expect(
      ClaimedCounts.Problem.states(1).description == "no cluster has 1 states (2 to 4294967294)")
  }

  /// Each distance from 0 to the moves holds a state: at most one move fewer than states.
  @Test func refusesMovesTheStatesCannotHold() {
    #expect(ClaimedCounts.problem(moves: 8, states: 8) == .moves(8, states: 8))
    #expect(ClaimedCounts.problem(moves: 0, states: 8) == .moves(0, states: 8))
    #expect(ClaimedCounts.problem(moves: -3, states: 8) == .moves(-3, states: 8))
    #expect(
      ClaimedCounts.Problem.moves(9, states: 8).description
        == "a cluster of 8 states has 1 to 7 moves, not 9")
  }
}
