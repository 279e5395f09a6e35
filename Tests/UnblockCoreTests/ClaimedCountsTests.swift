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
      #expect(ClaimedCounts.problem(moves: 0, states: states) == .states(states, fewest: 2))
    }
    #expect(
      ClaimedCounts.Problem.states(1, fewest: 2).description
        == "no line of an enumeration has 1 state (2 to 4294967294): a cluster of 1 state, its prisoner at the chute and nothing free to move, is never minimal"
    )
  }

  /// Each distance from 0 to the moves holds a state: at most one move fewer than states.
  @Test func refusesMovesTheStatesCannotHold() {
    #expect(ClaimedCounts.problem(moves: 8, states: 8) == .moves(8, states: 8, fewest: 1))
    #expect(ClaimedCounts.problem(moves: 0, states: 8) == .moves(0, states: 8, fewest: 1))
    #expect(ClaimedCounts.problem(moves: -3, states: 8) == .moves(-3, states: 8, fewest: 1))
    #expect(
      ClaimedCounts.Problem.moves(9, states: 8, fewest: 1).description
        == "a cluster of 8 states has 1 to 7 moves, not 9")
  }

  /// With clusters of solved states, as a catalogue stores an imported grid's: 0 moves
  /// from 1 state on, and the messages say so.
  @Test func takesAClusterOfSolvedStatesWhenAsked() {
    #expect(ClaimedCounts.problem(moves: 0, states: 1, includingSolved: true) == nil)
    #expect(ClaimedCounts.problem(moves: 0, states: 8, includingSolved: true) == nil)
    #expect(ClaimedCounts.problem(moves: 0, states: 1) == .states(1, fewest: 2))
    #expect(
      ClaimedCounts.problem(moves: 8, states: 8, includingSolved: true)?.description
        == "a cluster of 8 states has 0 to 7 moves, not 8")
    #expect(
      ClaimedCounts.problem(moves: 0, states: 0, includingSolved: true)?.description
        == "no cluster has 0 states (1 to 4294967294)")
  }
}
