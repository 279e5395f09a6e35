import Testing
import UnblockTestSupport

@testable import UnblockCore

/// ``Analysis/init(puzzle:maxStates:expectedStates:)``'s hint of the cluster's size only
/// sizes the exploration's buffers: any hint gives the same analysis.
@Suite struct AnalysisRoomHintTests {
  /// Expects two analyses of one puzzle to say the same, state by state.
  static func expectSame(_ hinted: Analysis, _ plain: Analysis, _ context: String) {
    #expect(hinted.clusterSize == plain.clusterSize, "\(context)")
    #expect(hinted.cluster.distances == plain.cluster.distances, "\(context)")
    #expect(hinted.shortestPaths == plain.shortestPaths, "\(context)")
    #expect(hinted.unnecessaryBlocks == plain.unnecessaryBlocks, "\(context)")
    #expect(hinted.undecidedBlocks == plain.undecidedBlocks, "\(context)")
    #expect(hinted.distanceHistogram == plain.distanceHistogram, "\(context)")
    // One `#expect` for all the states: it captures its expression at every call.
    let differing = (0..<plain.clusterSize).filter { index in
      hinted.cluster.state(at: index) != plain.cluster.state(at: index)
        || hinted.cluster.neighbours(of: index) != plain.cluster.neighbours(of: index)
    }
    #expect(differing.isEmpty, "\(context), states \(differing.prefix(10))")
  }

  /// Hints far too small, exact, too large and absurd, on random boards of every size.
  @Test func matchesAnalysisWithoutHintForAnyHint() throws {
    var checked = 0
    for puzzle in RandomPuzzles.everySize(count: 1, seed: 21) {
      guard let plain = try? Analysis(puzzle: puzzle, maxStates: 20_000) else { continue }
      for hint in [-5, 1, 16, plain.clusterSize, plain.clusterSize * 3, Int.max] {
        let hinted = try Analysis(puzzle: puzzle, maxStates: 20_000, expectedStates: hint)
        Self.expectSame(hinted, plain, "\(puzzle), hint \(hint)")
      }
      checked += 1
    }
    #expect(checked >= 40, "only \(checked) boards checked")
  }

  /// A hint above the state limit still gives up at the limit.
  @Test func rejectsClusterAboveLimitWhateverTheHint() throws {
    let puzzle = TestGrid.puzzle("......\n......\nAA....>\n......\n......\n......\n")
    #expect(throws: SolverError.self) {
      try Analysis(puzzle: puzzle, maxStates: 3, expectedStates: 1_000_000)
    }
  }
}
