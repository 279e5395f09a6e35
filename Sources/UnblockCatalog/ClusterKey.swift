import Foundation
import UnblockCore

/// The key a catalogue entry is found by: its representative's board, exit and tiles, in
/// as few bytes as say them exactly.
///
/// Equal for two puzzles exactly when they are the same state up to labels and block
/// order, so equal for two puzzles of one cluster's representative, and different for its
/// mirror image. Every import inserts one into the catalogue's unique index in an order
/// nothing can predict, so its length is what an import pays for: a 6x6 puzzle's key
/// is 16 bytes, where ``UnblockCore/CanonicalKey``, four bytes a block, takes 64 for the
/// database's 15 blocks.
///
/// The bytes are the rows and columns (a nibble each), the exit side (0 left, 1 right) and
/// the exit row (a nibble each), then each tile in reading order as three bits, first
/// bit first: see ``Tile``. The tiles after a block's first say which way it lies, so
/// where one block ends and the next begins is exact.
public struct ClusterKey: Hashable, Sendable {
  /// What a tile holds, as its three bits.
  enum Tile: UInt8 {
    case empty = 0
    case wall = 1
    /// The prisoner's first (left) tile.
    case prisoner = 2
    /// The first (left) tile of a horizontal block.
    case horizontal = 3
    /// The first (top) tile of a vertical block.
    case vertical = 4
    /// Any later tile of a horizontal block, the prisoner's included.
    case horizontalBody = 5
    /// Any later tile of a vertical block.
    case verticalBody = 6
  }

  /// The key's bytes, as the `cluster_key` column stores them.
  public let bytes: Data

  /// The key of `puzzle` as it stands, without reflecting it.
  public init(orientedAs puzzle: Puzzle) {
    self.init(
      rows: puzzle.size.rows, columns: puzzle.size.columns, side: puzzle.chute.side,
      exitRow: puzzle.chute.row,
      blocks: puzzle.blocks.lazy.map { block in
        (
          block.origin.row, block.origin.column, block.orientation, block.isPrisoner,
          block.length
        )
      })
  }

  /// The key of the puzzle a version-1 catalogue's `cluster_key` names (its
  /// ``UnblockCore/CanonicalKey``'s bytes), or `nil` for bytes that are not such a key.
  ///
  /// - Parameter canonical: Rows, columns, exit side (0 left, 1 right), exit row, then four
  ///   bytes a block: row, column, kind (0 horizontal, 1 vertical, 2 wall, 3 prisoner)
  ///   and length.
  public init?(canonical: some Collection<UInt8>) {
    let bytes = Array(canonical)
    guard bytes.count >= 4, bytes.count % 4 == 0, (1...15).contains(bytes[0]),
      (1...15).contains(bytes[1]), bytes[2] <= 1, bytes[3] <= 15
    else { return nil }
    var blocks: [(Int, Int, Orientation, Bool, Int)] = []
    for start in stride(from: 4, to: bytes.count, by: 4) {
      let orientation: Orientation
      switch bytes[start + 2] {
      case 0, 3: orientation = .horizontal
      case 1: orientation = .vertical
      case 2: orientation = .fixed
      default: return nil
      }
      blocks.append(
        (
          Int(bytes[start]), Int(bytes[start + 1]), orientation, bytes[start + 2] == 3,
          Int(bytes[start + 3])
        ))
    }
    self.init(
      rows: Int(bytes[0]), columns: Int(bytes[1]), side: bytes[2] == 0 ? .left : .right,
      exitRow: Int(bytes[3]), blocks: blocks)
  }

  /// The key of the puzzle a ``UnblockCore/CanonicalKey`` names.
  public init?(_ canonical: CanonicalKey) {
    self.init(canonical: canonical.bytes)
  }

  /// The key of a board of `rows` by `columns` (each at most 15) with its exit on `side`
  /// at `exitRow`, and `blocks` (row, column, orientation, whether the prisoner, length).
  ///
  /// A tile off the board is left out; a valid puzzle has none, and a catalogue holds only
  /// valid puzzles.
  private init(
    rows: Int, columns: Int, side: Chute.Side, exitRow: Int,
    blocks: some Sequence<(Int, Int, Orientation, Bool, Int)>
  ) {
    let tiles = max(0, rows) * max(0, columns)
    var bytes = Data(count: 2 + (3 * tiles + 7) / 8)
    bytes[0] = UInt8(truncatingIfNeeded: (rows & 15) << 4 | columns & 15)
    bytes[1] = UInt8(truncatingIfNeeded: (side == .left ? 0 : 1) << 4 | exitRow & 15)
    bytes.withUnsafeMutableBytes { buffer in
      /// Sets the tile's three bits, which may straddle two bytes.
      func put(_ tile: Tile, row: Int, column: Int) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        let bit = 3 * (row * columns + column)
        let window = UInt16(tile.rawValue) << (13 - bit % 8)
        buffer[2 + bit / 8] |= UInt8(window >> 8)
        if bit % 8 > 5 { buffer[3 + bit / 8] |= UInt8(truncatingIfNeeded: window) }
      }
      for (row, column, orientation, isPrisoner, length) in blocks {
        switch orientation {
        case .fixed:
          put(.wall, row: row, column: column)
        case .horizontal:
          put(isPrisoner ? .prisoner : .horizontal, row: row, column: column)
          for offset in 1..<max(1, length) {
            put(.horizontalBody, row: row, column: column + offset)
          }
        case .vertical:
          put(isPrisoner ? .prisoner : .vertical, row: row, column: column)
          for offset in 1..<max(1, length) {
            put(.verticalBody, row: row + offset, column: column)
          }
        }
      }
    }
    self.bytes = bytes
  }
}
