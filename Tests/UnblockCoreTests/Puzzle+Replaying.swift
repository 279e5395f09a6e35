import UnblockCore

extension Puzzle {
  /// The puzzle after `moves`, or `nil` when one of them is illegal where it is played.
  func replaying(_ moves: [Move]) -> Puzzle? {
    var board = self
    for move in moves {
      guard let next = board.applying(move) else { return nil }
      board = next
    }
    return board
  }
}
