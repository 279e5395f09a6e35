/// An Unblock Me puzzle: a board, its blocks and the escape chute.
///
/// A `Puzzle` is a plain value and may break the rules; ``Puzzle/violations()`` says how.
/// The solver, the analyser and the renderer take only puzzles that have none.
public struct Puzzle: Hashable, Sendable {
  public var size: BoardSize
  /// The blocks in the order the designer wrote them, the prisoner among them.
  public var blocks: [Block]
  public var chute: Chute

  public init(size: BoardSize, blocks: [Block], chute: Chute) {
    self.size = size
    self.blocks = blocks
    self.chute = chute
  }

  /// The index of the prisoner in ``blocks``, if there is exactly one.
  public var prisonerIndex: Int? {
    let indices = blocks.indices.filter { blocks[$0].isPrisoner }
    return indices.count == 1 ? indices[0] : nil
  }

  /// The label on each tile, `nil` where the tile is empty. Later blocks win overlaps.
  ///
  /// A board of an unsupported size is cut to at most ``BoardSize/supported`` rows and
  /// columns, so that no size read from a file makes a large grid.
  public var grid: [[Character?]] {
    let limit = BoardSize.supported.upperBound
    let shown = BoardSize(
      rows: min(max(size.rows, 0), limit), columns: min(max(size.columns, 0), limit))
    var grid = [[Character?]](
      repeating: [Character?](repeating: nil, count: shown.columns), count: shown.rows)
    for block in blocks {
      for cell in block.cells(on: shown) {
        grid[cell.row][cell.column] = block.label
      }
    }
    return grid
  }
}
