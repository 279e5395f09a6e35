extension BoardState {
  /// The state reflected left to right on a board `columns` wide.
  func mirrored(columns: Int) -> BoardState {
    BoardState(
      horizontal: Self.mirrored(horizontal, columns: columns),
      vertical: Self.mirrored(vertical, columns: columns))
  }

  /// The state reflected top to bottom on a board `rows` high.
  func mirroredTopToBottom(rows: Int) -> BoardState {
    BoardState(
      horizontal: SeedLayout.Configuration.reflected(horizontal, rows: rows),
      vertical: SeedLayout.Configuration.reflected(vertical, rows: rows))
  }

  /// Tile (row, column) is bit `row * 8 + column`: reversing the bits of every byte sends
  /// column `c` to `7 - c`, and the shift brings it to `columns - 1 - c`. No bit crosses
  /// into the next row, as the low `8 - columns` bits of each reversed byte are empty.
  static func mirrored(_ mask: UInt64, columns: Int) -> UInt64 {
    var x = mask
    x = ((x &>> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) &<< 1)
    x = ((x &>> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) &<< 2)
    x = ((x &>> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) &<< 4)
    return x &>> UInt64(8 - columns)
  }
}
