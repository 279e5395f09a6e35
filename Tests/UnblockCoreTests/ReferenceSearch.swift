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

/// A small deterministic generator (splitmix64), so that random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Puzzle {
  /// A random valid puzzle: a prisoner, up to `blocks` other blocks and up to `fixed`
  /// fixed blocks, placed where they fit.
  static func random(
    size: BoardSize, blocks: Int, fixed: Int, side: Chute.Side,
    using generator: inout SeededGenerator
  ) -> Puzzle {
    let row = Int.random(in: 0..<size.rows, using: &generator)
    let column = Int.random(in: 0...(size.columns - 2), using: &generator)
    var puzzle = Puzzle(
      size: size,
      blocks: [
        Block(
          label: "A", orientation: .horizontal, origin: Cell(row: row, column: column), length: 2)
      ],
      chute: Chute(side: side, row: row))
    let labels = Array("BCDEFGHIJKLMNOPQRSTUVWYZ")
    var placed = 0
    for _ in 0..<(blocks * 4) where placed < blocks {
      let vertical = Bool.random(using: &generator)
      let length = Int.random(in: 2...3, using: &generator)
      let origin = Cell(
        row: Int.random(in: 0..<size.rows, using: &generator),
        column: Int.random(in: 0..<size.columns, using: &generator))
      var candidate = puzzle
      candidate.blocks.append(
        Block(
          label: labels[placed], orientation: vertical ? .vertical : .horizontal, origin: origin,
          length: length))
      if candidate.isValid {
        puzzle = candidate
        placed += 1
      }
    }
    for _ in 0..<fixed {
      var candidate = puzzle
      candidate.blocks.append(
        .fixed(
          at: Cell(
            row: Int.random(in: 0..<size.rows, using: &generator),
            column: Int.random(in: 0..<size.columns, using: &generator))))
      if candidate.isValid { puzzle = candidate }
    }
    return puzzle
  }
}
