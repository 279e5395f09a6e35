/// One shortest solution of a puzzle.
public struct Solution: Sendable {
  /// The puzzle as it was given.
  public var puzzle: Puzzle
  /// The moves, in order; their number is the minimal number of moves.
  public var moves: [Move]
  public var statistics: SearchStatistics

  /// The moves in the puzzle's notation: `["B-1", "A+3"]`.
  public var notation: [String] { moves.map(puzzle.notation(for:)) }

  /// The board after each move, the start first: `moves.count + 1` boards.
  ///
  /// - Complexity: O(moves × (tiles + blocks)).
  public func boards() -> [Puzzle] {
    var boards = [puzzle]
    for move in moves {
      // The solver only returns legal moves; stop rather than trap if one were not.
      guard let next = boards[boards.count - 1].applying(move) else { break }
      boards.append(next)
    }
    return boards
  }

  /// The first move and the number of moves left, or `nil` when the puzzle is solved.
  public var hint: Hint? {
    moves.first.map { Hint(move: $0, remainingMoves: moves.count) }
  }
}

/// The next move of a shortest solution.
public struct Hint: Hashable, Sendable {
  /// The move to make.
  public var move: Move
  /// The minimal number of moves from the current board, this one included.
  public var remainingMoves: Int
}
