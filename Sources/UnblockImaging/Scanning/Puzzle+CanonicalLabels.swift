import UnblockCore

extension Puzzle {
  /// The labels ``canonicallyLabelled()`` hands out to movable blocks, in order: `B` to `Z`,
  /// then lower-case letters without `x`, then digits. 60 labels, more than the 31 movable
  /// blocks besides the prisoner that an 8x8 board can hold.
  public static let canonicalLabels: [Character] =
    Array("BCDEFGHIJKLMNOPQRSTUVWXYZ") + Array("abcdefghijklmnopqrstuvwyz") + Array("0123456789")

  /// The same puzzle with its blocks in row-major order of their top-left tiles and labelled
  /// as the scanner labels them: `A` for the prisoner, `x` for fixed blocks, and
  /// ``canonicalLabels`` in turn for the others.
  ///
  /// An image carries no labels, so `BoardScanner.scan(BoardRenderer.render(p))` equals
  /// `p.canonicallyLabelled()`, not `p`.
  ///
  /// - Complexity: O(blocks log blocks).
  public func canonicallyLabelled() -> Puzzle {
    var next = Self.canonicalLabels.makeIterator()
    let ordered = blocks.sorted { $0.origin < $1.origin }.map { block -> Block in
      var block = block
      if block.orientation == .fixed {
        block.label = Block.fixedLabel
      } else if !block.isPrisoner {
        // Past 60 blocks (impossible on a legal board) the label repeats, and the rules flag it.
        block.label = next.next() ?? "?"
      }
      return block
    }
    return Puzzle(size: size, blocks: ordered, chute: chute)
  }
}
