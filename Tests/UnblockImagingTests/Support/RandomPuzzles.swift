import UnblockCore
import UnblockImaging

/// Random puzzles that obey the rules (not necessarily solvable), for property tests.
enum RandomPuzzles {
  /// A random valid puzzle: a board of 4...8 by 4...8, the prisoner on a random row with the
  /// chute on a random side of it, then blocks of every kind wherever they fit.
  static func puzzle(using random: inout SeededGenerator) -> Puzzle {
    let size = BoardSize(
      rows: Int.random(in: 4...8, using: &random), columns: Int.random(in: 4...8, using: &random))
    let row = Int.random(in: 0..<size.rows, using: &random)
    let prisoner = Block(
      label: Block.prisonerLabel, orientation: .horizontal,
      origin: Cell(row: row, column: Int.random(in: 0...(size.columns - 2), using: &random)),
      length: 2)
    var blocks = [prisoner]
    var taken = Set(prisoner.cells)
    var labels = Puzzle.canonicalLabels.makeIterator()
    let attempts = Int.random(in: 0...(size.rows * size.columns / 2), using: &random)
    for _ in 0..<attempts {
      let kind = Int.random(in: 0..<10, using: &random)
      let origin = Cell(
        row: Int.random(in: 0..<size.rows, using: &random),
        column: Int.random(in: 0..<size.columns, using: &random))
      var block: Block
      if kind == 0 {
        block = .fixed(at: origin)
      } else {
        block = Block(
          label: "?", orientation: kind <= 5 ? .horizontal : .vertical, origin: origin,
          length: Int.random(in: 2...3, using: &random))
      }
      let cells = block.cells
      guard cells.allSatisfy(size.contains), taken.isDisjoint(with: cells) else { continue }
      if block.orientation != .fixed {
        guard let label = labels.next() else { break }
        block.label = label
      }
      blocks.append(block)
      taken.formUnion(cells)
    }
    let side: Chute.Side = Bool.random(using: &random) ? .left : .right
    return Puzzle(
      size: size, blocks: blocks.shuffled(using: &random), chute: Chute(side: side, row: row))
  }

  /// `bitmap` with every channel of every pixel moved by up to `amount` either way.
  static func addNoise(to bitmap: Bitmap, amount: Int, using random: inout SeededGenerator)
    -> Bitmap
  {
    var noisy = bitmap
    let span = UInt64(2 * amount + 1)
    var bits: UInt64 = 0
    noisy.pixels.withUnsafeMutableBufferPointer { pixels in
      for index in 0..<pixels.count {
        // One 64-bit draw yields noise for four channels; the modulo bias is negligible.
        if index & 3 == 0 { bits = random.next() }
        let offset = Int((bits & 0xFFFF) % span) - amount
        bits >>= 16
        pixels[index] = UInt8(clamping: Int(pixels[index]) + offset)
      }
    }
    return noisy
  }
}
