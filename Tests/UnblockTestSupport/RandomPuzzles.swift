import UnblockCore

/// Random puzzles that obey the rules (not necessarily solvable), for property tests.
///
/// Seed the generator (``UnblockCore/SplitMix64``) so that a failure repeats.
public enum RandomPuzzles {
  /// A random valid puzzle: the prisoner on a random row with the chute on `side` of it,
  /// then up to `blocks` movable blocks of 2 or 3 tiles and up to `fixed` fixed blocks, each
  /// put wherever a few random tries find room.
  ///
  /// The blocks are in reading order of their top-left tiles, as a grid lists them, and
  /// the movable ones are labelled in the order they were placed, so the labels are not
  /// canonical.
  public static func puzzle(
    size: BoardSize, side: Chute.Side, blocks: Int, fixed: Int,
    using random: inout some RandomNumberGenerator
  ) -> Puzzle {
    let row = Int.random(in: 0..<size.rows, using: &random)
    let prisoner = Block(
      label: Block.prisonerLabel, orientation: .horizontal,
      origin: Cell(row: row, column: Int.random(in: 0...(size.columns - 2), using: &random)),
      length: 2)
    var placed = [prisoner]
    var taken = Set(prisoner.cells)
    func randomCell() -> Cell {
      Cell(
        row: Int.random(in: 0..<size.rows, using: &random),
        column: Int.random(in: 0..<size.columns, using: &random))
    }
    func place(_ block: Block) -> Bool {
      let cells = block.cells
      guard cells.allSatisfy(size.contains), taken.isDisjoint(with: cells) else { return false }
      placed.append(block)
      taken.formUnion(cells)
      return true
    }
    var movable = 0
    for _ in 0..<(blocks * 4) where movable < blocks {
      let orientation: Orientation = Bool.random(using: &random) ? .horizontal : .vertical
      let length = Int.random(in: 2...3, using: &random)
      // More labels than the 31 movable blocks an 8x8 board can hold besides the prisoner.
      let label = Puzzle.canonicalLabels[movable]
      guard
        place(
          Block(label: label, orientation: orientation, origin: randomCell(), length: length))
      else { continue }
      movable += 1
    }
    for _ in 0..<(fixed * 4) where placed.count < 1 + movable + fixed {
      _ = place(.fixed(at: randomCell()))
    }
    placed.sort { $0.origin < $1.origin }
    return Puzzle(size: size, blocks: placed, chute: Chute(side: side, row: row))
  }

  /// A random valid puzzle of `size` with the chute on `side`: from the prisoner alone to
  /// one movable block for every four tiles of the board, and up to two fixed blocks.
  public static func puzzle(
    size: BoardSize, side: Chute.Side, using random: inout some RandomNumberGenerator
  ) -> Puzzle {
    puzzle(
      size: size, side: side,
      blocks: Int.random(in: 0...(size.rows * size.columns / 4), using: &random),
      fixed: Int.random(in: 0...2, using: &random), using: &random)
  }

  /// A random valid puzzle on a random board from 4x4 to 8x8, with the chute on a random
  /// side.
  public static func puzzle(using random: inout some RandomNumberGenerator) -> Puzzle {
    let size = BoardSize(
      rows: Int.random(in: BoardSize.supported, using: &random),
      columns: Int.random(in: BoardSize.supported, using: &random))
    return puzzle(size: size, side: Bool.random(using: &random) ? .left : .right, using: &random)
  }

  /// `count` random puzzles of each board size from 4x4 to 8x8 and each chute side, in that
  /// order (rows, then columns, then side).
  public static func everySize(count: Int, seed: UInt64) -> [Puzzle] {
    var random = SplitMix64(seed: seed)
    var puzzles: [Puzzle] = []
    for rows in BoardSize.supported {
      for columns in BoardSize.supported {
        for side in Chute.Side.allCases {
          for _ in 0..<count {
            puzzles.append(
              puzzle(
                size: BoardSize(rows: rows, columns: columns), side: side, using: &random))
          }
        }
      }
    }
    return puzzles
  }
}
