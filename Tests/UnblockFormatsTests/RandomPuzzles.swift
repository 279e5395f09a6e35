import UnblockCore

/// A small seeded generator (SplitMix64), so property tests repeat exactly.
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

/// Random puzzles that obey the rules, with blocks in reading order as a grid lists them.
enum RandomPuzzles {
  static let labels = Array("BCDEFGHIJKLMNPQRSTUVWYZbcdefghijklmnpqrstuvwyz0123456789")

  static func make(
    size: BoardSize, side: Chute.Side, using generator: inout SeededGenerator
  ) -> Puzzle {
    var taken: Set<Cell> = []
    let row = Int.random(in: 0..<size.rows, using: &generator)
    let column = Int.random(in: 0...(size.columns - 2), using: &generator)
    var blocks = [
      Block(label: "A", orientation: .horizontal, origin: Cell(row: row, column: column), length: 2)
    ]
    taken.formUnion(blocks[0].cells)
    var next = 0
    for _ in 0..<Int.random(in: 0...14, using: &generator) {
      let kind = Int.random(in: 0..<5, using: &generator)
      let orientation: Orientation = kind == 0 ? .fixed : kind % 2 == 0 ? .horizontal : .vertical
      let length = orientation == .fixed ? 1 : Int.random(in: 2...3, using: &generator)
      let origin = Cell(
        row: Int.random(in: 0..<size.rows, using: &generator),
        column: Int.random(in: 0..<size.columns, using: &generator))
      let label = orientation == .fixed ? Block.fixedLabel : labels[next % labels.count]
      let block = Block(label: label, orientation: orientation, origin: origin, length: length)
      guard block.cells.allSatisfy({ size.contains($0) && !taken.contains($0) }) else { continue }
      if orientation != .fixed { next += 1 }
      taken.formUnion(block.cells)
      blocks.append(block)
    }
    blocks.sort { $0.origin < $1.origin }
    return Puzzle(size: size, blocks: blocks, chute: Chute(side: side, row: row))
  }

  /// Puzzles of every size from 4x4 to 8x8, with both chute sides.
  static func all(count: Int, seed: UInt64) -> [Puzzle] {
    var generator = SeededGenerator(state: seed)
    var puzzles: [Puzzle] = []
    for rows in BoardSize.supported {
      for columns in BoardSize.supported {
        for side in Chute.Side.allCases {
          for _ in 0..<count {
            puzzles.append(
              make(size: BoardSize(rows: rows, columns: columns), side: side, using: &generator))
          }
        }
      }
    }
    return puzzles
  }
}
