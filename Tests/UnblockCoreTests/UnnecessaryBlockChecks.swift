import Testing
import UnblockTestSupport

@testable import UnblockCore

/// Checks a rule that calls blocks unnecessary without a search against fresh solves.
enum UnnecessaryBlockChecks {
  /// For the solvable random boards of every size (``RandomPuzzles/everySize(count:seed:)``),
  /// asks `rule` of each block but the prisoner at the board's start, and expects the
  /// puzzle without each block it names to need as many moves, by a fresh solve.
  ///
  /// - Parameters:
  ///   - rule: Given a board's bitboard and minimal moves, whether a block (by index in
  ///     the puzzle's blocks) is unnecessary.
  /// - Returns: The number of blocks the rule named, so that a caller can expect some.
  static func matchFreshSolves(
    count: Int, seed: UInt64, rule: (Bitboard, _ moves: Int) -> (Int) -> Bool
  ) throws -> Int {
    let solver = Solver()
    var named = 0
    for puzzle in RandomPuzzles.everySize(count: count, seed: seed) {
      guard let cluster = try? Cluster(puzzle: puzzle, maxStates: 20_000),
        let moves = cluster.minimalMoves
      else { continue }
      let isUnnecessary = rule(cluster.bitboard, moves)
      for block in puzzle.blocks.indices
      where !puzzle.blocks[block].isPrisoner && isUnnecessary(block) {
        var reduced = puzzle
        reduced.blocks.remove(at: block)
        #expect(try solver.solve(reduced).minimalMoves == moves, "\(puzzle), block \(block)")
        named += 1
      }
    }
    return named
  }
}
