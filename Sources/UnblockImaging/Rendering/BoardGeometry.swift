import UnblockCore

/// Where each part of a board lies in a drawn image, for one tile size.
///
/// All lengths scale with the tile so that a board looks the same at every size: at the
/// real game's 31 px tiles the gaps between blocks are 2 px, as in its screenshots.
public struct BoardGeometry: Hashable, Sendable {
  /// The smallest tile size the renderer draws and the scanner promises to read.
  public static let minimumTile = 16
  /// The largest tile size the renderer draws, which bounds the image to about 4200 px.
  public static let maximumTile = 512

  public let size: BoardSize
  /// The pitch of the tile grid in pixels.
  public let tile: Int
  /// The board-coloured gap between two neighbouring blocks.
  public let gap: Int
  /// The width of the frame around the board, and the depth of the chute.
  public let frame: Int
  /// The radius of block corners.
  public let cornerRadius: Int
  /// The width of the shaded inner edge of the board.
  public let rim: Int

  public init(size: BoardSize, tile: Int) {
    self.size = size
    self.tile = tile
    gap = max(2, (tile + 8) / 16)
    frame = max(6, tile / 4)
    cornerRadius = max(1, tile / 10)
    rim = max(1, tile / 24)
  }

  /// The whole image: board plus frame on every side.
  public var imageWidth: Int { size.columns * tile + 2 * frame }
  public var imageHeight: Int { size.rows * tile + 2 * frame }

  /// The recessed board, inside the frame.
  public var board: PixelRect {
    PixelRect(x: frame, y: frame, width: size.columns * tile, height: size.rows * tile)
  }

  /// The pixels of a block, inset by half a gap on every side from its tiles.
  public func rect(of block: Block) -> PixelRect {
    let columns = block.orientation == .vertical ? 1 : block.length
    let rows = block.orientation == .vertical ? block.length : 1
    return PixelRect(
      x: frame + block.origin.column * tile + gap / 2,
      y: frame + block.origin.row * tile + gap / 2,
      width: columns * tile - gap, height: rows * tile - gap)
  }

  /// The chute: a notch through the frame, level with its row and as tall as a block.
  public func rect(of chute: Chute) -> PixelRect {
    PixelRect(
      x: chute.side == .left ? 0 : frame + size.columns * tile,
      y: frame + chute.row * tile + gap / 2, width: frame, height: tile - gap)
  }

  /// The width of the chute's outline above and below it.
  public var chuteOutline: Int { max(1, tile / 32) }

  /// The width of the ring that marks a block (the block that moved, on a solution sheet).
  public var highlightRing: Int { max(2, tile / 12) }

  /// The radius of a fixed block's rivets.
  public var rivetRadius: Double { max(1.5, Double(tile) / 14) }

  /// How far a fixed block's rivets sit from its edges, as a fraction of its width.
  public static let rivetInset = 0.2

  /// The centre of a tile in image coordinates.
  public func centre(of cell: Cell) -> (x: Int, y: Int) {
    (frame + cell.column * tile + tile / 2, frame + cell.row * tile + tile / 2)
  }
}
