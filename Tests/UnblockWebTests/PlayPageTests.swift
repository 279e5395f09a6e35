import Foundation
import Testing
import UnblockCore
import UnblockTestSupport
import UnblockWeb

/// What a page carries for each puzzle, and the HTML around it.
@Suite struct PlayPageTests {
  static let solution = [Move]()

  func playable(_ puzzle: Puzzle, name: String = "p", hintStates: Int) throws -> PlayablePuzzle {
    guard case .solved(let found) = try Solver().solve(puzzle) else {
      throw SolverError.invalidPuzzle([])
    }
    return try PlayablePuzzle(puzzle, name: name, solution: found.moves, hintStates: hintStates)
  }

  @Test func carriesEveryDistanceUpToTheLimitAndTheOptimalLineAbove() throws {
    let puzzle = ReferencePuzzles.hardest51
    let states = try Cluster(puzzle: puzzle).count
    #expect(states == 4780)
    guard case .exact(let table) = try playable(puzzle, hintStates: states).hints else {
      Issue.record("a cluster of exactly the limit carries its distances")
      return
    }
    #expect(table.states == states)
    guard case .optimalLine(let limit) = try playable(puzzle, hintStates: states - 1).hints
    else {
      Issue.record("a cluster above the limit falls back to the optimal line")
      return
    }
    #expect(limit == states - 1)
    #expect(try playable(puzzle, hintStates: states - 1).minimalMoves == 51)
  }

  @Test func anUnsolvablePuzzleHasNoHints() throws {
    let stuck = TestGrid.puzzle("..B.\nAAB.>\n..B.\n....\n")
    let playable = try PlayablePuzzle(stuck, name: "stuck", solution: nil)
    guard case .none = playable.hints else {
      Issue.record("an unsolvable puzzle carries no hints")
      return
    }
    #expect(playable.level == nil && playable.minimalMoves == nil)
  }

  @Test func escapesNamesInTheMarkupAndTheData() throws {
    let name = "</script><b>\"x\" & 'y'"
    let page = PlayPage(
      title: name,
      puzzles: [try playable(ReferencePuzzles.beginner7764, name: name, hintStates: 10)])
    let html = page.html()
    #expect(
      html.contains(
        "<title>&lt;/script&gt;&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39; · Unblock</title>"))
    #expect(html.components(separatedBy: "</script>").count == 3, "only the two scripts end")
    #expect(html.contains(#""name":"\u003c/script>\u003cb>\"x\" & 'y'""#))
  }
}
