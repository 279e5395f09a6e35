import UnblockCore

/// Builds puzzles from small text grids for the imaging tests.
///
/// A deliberately small reader (the real one lives in UnblockFormats): `.` is empty, `x` a
/// fixed block, `A` the prisoner, other characters name blocks; a trailing `>` or a leading
/// `<` marks the chute, and with no marker it is on the right of the prisoner's row.
enum TestGrid {
  static func puzzle(_ text: String) -> Puzzle {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    var side = Chute.Side.right
    var chuteRow: Int?
    if lines.contains(where: { $0.hasPrefix("<") }) {
      side = .left
      chuteRow = lines.firstIndex { $0.hasPrefix("<") }
      lines = lines.map { String($0.dropFirst()) }
    }
    if let row = lines.firstIndex(where: { $0.hasSuffix(">") }) {
      chuteRow = row
      lines[row].removeLast()
    }
    var cells: [Character: [Cell]] = [:]
    var blocks: [Block] = []
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() where character != "." {
        let cell = Cell(row: row, column: column)
        if character == Block.fixedLabel {
          blocks.append(.fixed(at: cell))
        } else {
          cells[character, default: []].append(cell)
        }
      }
    }
    for (label, tiles) in cells {
      let vertical = tiles.count > 1 && tiles[0].column == tiles[1].column
      blocks.append(
        Block(
          label: label, orientation: vertical ? .vertical : .horizontal, origin: tiles.min()!,
          length: tiles.count))
    }
    blocks.sort { $0.origin < $1.origin }
    let size = BoardSize(rows: lines.count, columns: lines.map(\.count).max() ?? 0)
    let prisonerRow = blocks.first(where: \.isPrisoner)?.origin.row ?? 0
    return Puzzle(
      size: size, blocks: blocks, chute: Chute(side: side, row: chuteRow ?? prisonerRow))
  }

  /// Intermediate puzzle 4 of the real game, as its screenshot in the fixtures shows it.
  static let intermediate4 = puzzle(
    """
    ..BCCC
    D.BEFF
    DAAEG.>
    .H..GI
    .HJJGI
    .KKLL.
    """)

  /// Beginner puzzle 7764, the fixtures' annotated figure.
  static let beginner7764 = puzzle(
    """
    BC.DEE
    BC.D..
    BC.AAF>
    ....GF
    ....GH
    IIJJGH
    """)
}
