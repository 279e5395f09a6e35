import UnblockCore

/// A deliberately plain breadth-first search over `Puzzle` values, to check the bitboard
/// search against: it shares no code with it beyond `Puzzle.applying(_:)`.
enum ReferenceSearch {
  /// Every legal move of a puzzle, by trying every distance.
  static func moves(of puzzle: Puzzle) -> [Puzzle] {
    var found: [Puzzle] = []
    for block in puzzle.blocks.indices {
      for direction in [-1, 1] {
        var distance = direction
        while let next = puzzle.applying(Move(block: block, distance: distance)) {
          found.append(next)
          distance += direction
        }
      }
    }
    return found
  }

  /// The cluster size and the minimal moves (`nil` when unsolvable), or `nil` when the
  /// cluster has more than `limit` states.
  static func explore(_ start: Puzzle, limit: Int = 1500) -> (states: Int, moves: Int?)? {
    var seen: Set<Puzzle> = [start]
    var layer = [start]
    var depth = 0
    var moves: Int? = start.isSolved ? 0 : nil
    while !layer.isEmpty {
      depth += 1
      var next: [Puzzle] = []
      for puzzle in layer {
        for candidate in self.moves(of: puzzle) where seen.insert(candidate).inserted {
          if candidate.isSolved && moves == nil { moves = depth }
          next.append(candidate)
        }
      }
      if seen.count > limit { return nil }
      layer = next
    }
    return (seen.count, moves)
  }
}
