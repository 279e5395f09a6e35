extension Puzzle {
  /// The labels ``canonicallyLabelled()`` gives movable blocks, in order: capital letters,
  /// then digits, then small letters, leaving out `A` (the prisoner), `x` (fixed), `o` (an
  /// empty tile in the Rush Hour notation) and `O`, too easily read as `0` or `o`. 57
  /// labels, more than the 31 movable blocks besides the prisoner an 8x8 board can hold.
  public static let canonicalLabels: [Character] = Array(
    "BCDEFGHIJKLMNPQRSTUVWXYZ0123456789abcdefghijklmnpqrstuvwyz")

  /// The same puzzle with its blocks in reading order of their top-left tiles, the
  /// prisoner labelled `A`, fixed blocks `x`, and the other blocks `B`, `C`, ... in order.
  ///
  /// Two puzzles that differ only in labels or in the order their blocks were listed have
  /// the same canonical labelling. The generator labels its puzzles so, and the scanner
  /// too, as an image carries no labels: `scan(render(p))` equals `p.canonicallyLabelled()`.
  ///
  /// - Complexity: O(blocks log blocks).
  public func canonicallyLabelled() -> Puzzle {
    var next = 0
    let blocks = blocks.sorted { $0.origin < $1.origin }.map { block -> Block in
      var block = block
      if block.orientation == .fixed {
        block.label = Block.fixedLabel
      } else if !block.isPrisoner {
        block.label =
          next < Self.canonicalLabels.count ? Self.canonicalLabels[next] : Block.fixedLabel
        next += 1
      }
      return block
    }
    return Puzzle(size: size, blocks: blocks, chute: chute)
  }

  /// A key that is equal for two puzzles exactly when they are the same puzzle up to
  /// labels, block order and mirror image.
  ///
  /// It is the smaller of the keys of the puzzle and of its mirror image, so a puzzle and
  /// its reflection, which have exactly the same solutions, count as one.
  public var canonicalKey: CanonicalKey {
    min(CanonicalKey(orientedAs: self), CanonicalKey(orientedAs: mirrored()))
  }
}

/// The identity of a puzzle up to labels, block order and mirror image; see
/// ``Puzzle/canonicalKey``.
public struct CanonicalKey: Hashable, Comparable, Sendable {
  /// The size, chute, then each block's origin, kind and length in reading order.
  public let bytes: [UInt8]

  /// The key of the puzzle as it stands, without reflecting it.
  public init(orientedAs puzzle: Puzzle) {
    var bytes: [UInt8] = [
      UInt8(truncatingIfNeeded: puzzle.size.rows), UInt8(truncatingIfNeeded: puzzle.size.columns),
      puzzle.chute.side == .left ? 0 : 1, UInt8(truncatingIfNeeded: puzzle.chute.row),
    ]
    for block in puzzle.blocks.sorted(by: { $0.origin < $1.origin }) {
      let kind: UInt8 =
        switch block.orientation {
        case .horizontal: block.isPrisoner ? 3 : 0
        case .vertical: 1
        case .fixed: 2
        }
      bytes += [
        UInt8(truncatingIfNeeded: block.origin.row), UInt8(truncatingIfNeeded: block.origin.column),
        kind, UInt8(truncatingIfNeeded: block.length),
      ]
    }
    self.bytes = bytes
  }

  public static func < (lhs: CanonicalKey, rhs: CanonicalKey) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}
