import Testing
import UnblockCore

@testable import UnblockFormats

/// A shard file's lines are held to the counts a cluster may have, as the one check of
/// their answers that needs no exploration: a line edited by hand, the trailer summed
/// again, with moves past its states is refused at the line.
@Suite struct ShardFileCountsTests {
  static let space = EnumerationSpace(
    size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .right, row: 1), walls: 0...0)

  /// The whole 4x4 run's file with its first line's counts replaced, sealed again.
  static func edited(moves: Int, states: Int) throws -> [UInt8] {
    let result = try #require(try Enumerator(space: space).run())
    var puzzles = result.puzzles
    puzzles[0] = EnumeratedPuzzle(moves: moves, board: puzzles[0].board, states: states)
    let body =
      EnumerationHeader(space: space).text + puzzles.map { $0.line + "\n" }.joined()
    return Array((body + FileTrailer.line(for: body)).utf8)
  }

  @Test func readsTheRunAsWritten() throws {
    let result = try #require(try Enumerator(space: Self.space).run())
    let first = try #require(result.puzzles.first)
    let file = try ShardFile.read(
      try Self.edited(moves: first.moves, states: first.states), path: "p.txt"
    ).get()
    #expect(file.puzzles.count == result.puzzles.count)
  }

  /// Moves past the states are told at the moves, states no cluster has at the states.
  @Test(arguments: [
    (9, 8, "p.txt:5:1: error: a cluster of 8 states has 1 to 7 moves, not 9"),
    (
      7, 1,
      "p.txt:5:21: error: no line of an enumeration has 1 state (2 to 4294967294): a cluster of 1 state, its prisoner at the chute and nothing free to move, is never minimal"
    ),
  ])
  func refusesCountsNoClusterHas(moves: Int, states: Int, diagnostic: String) throws {
    let bytes = try Self.edited(moves: moves, states: states)
    guard case .failure(let failure) = ShardFile.read(bytes, path: "p.txt") else {
      Issue.record("a line of \(moves) moves and \(states) states was taken")
      return
    }
    #expect(
      failure.problems.map(\.description) == [diagnostic + ": no enumeration writes this line"])
  }
}
