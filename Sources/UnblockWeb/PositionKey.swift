import UnblockCore

/// How the play page names a board of one puzzle: each movable block's place along its
/// axis, in the order of ``Puzzle/blocks``, as one base-36 digit.
///
/// The place is the block's column for a horizontal block and its row for a vertical one;
/// fixed blocks never move and are left out. The page's script computes the same key from
/// the blocks it shows, so that a key names the same board on both sides. Boards are at most
/// 8 tiles wide, so every place is one digit.
public struct PositionKey: Hashable, Sendable {
  /// The movable blocks, by index in ``Puzzle/blocks``.
  public let movable: [Int]
  /// The largest place each movable block can take, in the order of ``movable``.
  public let largestPlaces: [Int]

  /// The key of the boards of `puzzle`: its blocks' orientations and lengths, and its size.
  public init(_ puzzle: Puzzle) {
    movable = puzzle.blocks.indices.filter { puzzle.blocks[$0].orientation != .fixed }
    largestPlaces = movable.map { index in
      let block = puzzle.blocks[index]
      let axis = block.orientation == .vertical ? puzzle.size.rows : puzzle.size.columns
      return axis - block.length
    }
  }

  /// The places of the movable blocks of `board`, a board of the puzzle the key was made
  /// for.
  public func places(of board: Puzzle) -> [Int] {
    movable.map { index in
      let block = board.blocks[index]
      return block.orientation == .vertical ? block.origin.row : block.origin.column
    }
  }

  /// The key of `board`: `"0312"` for four movable blocks at places 0, 3, 1 and 2.
  public func key(of board: Puzzle) -> String {
    String(places(of: board).map { Character(String($0, radix: 36)) })
  }
}
