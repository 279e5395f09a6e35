import UnblockCore
import UnblockFormats

extension CatalogEntry {
  /// Why entries cannot be written as one file of lines.
  public struct LinesFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The boards the entries have, as ``EnumerationSpace`` describes them without walls:
    /// `6x6, exit left of row 2`.
    public let boards: [String]

    public var description: String {
      "the entries have \(boards.count) boards (\(boards.joined(separator: "; "))), and a file "
        + "of lines holds one, which its '# unblock enumerate' header names: narrow the query "
        + "with --size, --exit and --exit-row, or use --format yaml, grid or json"
    }
  }

  /// Whether the entry's line reads back only under a header: a board of the game's sizes
  /// but for 6x6 with its chute on the right, where a database line with no header has it
  /// (at the prisoner's row). A row changed by hand to a size the game has not is printed
  /// as stored, as it can be read back under no header.
  var needsHeader: Bool {
    BoardSize.supported.contains(boardRows) && BoardSize.supported.contains(boardColumns)
      && !(boardRows == 6 && boardColumns == 6 && exitSide == Chute.Side.right.rawValue)
  }

  /// `entries` as a file of lines, `MM BOARD STATES`, that reads back as the same entries:
  /// Rush Hour database lines alone when every entry is 6x6 with a right chute, else under
  /// the header `unblock enumerate` writes (see ``UnblockFormats/EnumerationHeader``), which
  /// names the board's size and chute, its walls from the fewest to the most the entries
  /// have, and with the ``UnblockFormats/FileTrailer`` line that sums them. Without the
  /// header a left chute's line would read as a right chute's, and another size would not
  /// read; without the trailer `check` and `catalog import` would warn that the file may
  /// have been cut short.
  ///
  /// The header names `selection`, the query that chose the entries (see
  /// ``UnblockFormats/EnumerationHeader/selection``): a catalogue's entries may come from
  /// anywhere, so `enumerate -o` and `catalog merge` refuse such a file as a run or a part,
  /// while `check`, `catalog import`, `convert` and `format` read it.
  ///
  /// - Returns: The text, each line ended by a newline (empty for no entry), or a failure
  ///   when the entries have more than one board, which no header names.
  public static func lines(_ entries: [CatalogEntry], selection: String? = nil) -> Result<
    String, LinesFailure
  > {
    let body = entries.map { $0.line + "\n" }.joined()
    guard entries.contains(where: \.needsHeader) else { return .success(body) }
    let shown = entries.filter {
      BoardSize.supported.contains($0.boardRows) && BoardSize.supported.contains($0.boardColumns)
    }
    var boards: [String] = []
    for entry in shown {
      let board = "\(entry.size), exit \(entry.exitSide) of row \(entry.exitRow)"
      if !boards.contains(board) { boards.append(board) }
    }
    let first = shown[0]
    let size = BoardSize(rows: first.boardRows, columns: first.boardColumns)
    // Walls a row changed by hand gives are kept to those a board can have.
    let walls = shown.map { min(max($0.walls, 0), size.rows * size.columns - 2) }
    let space = EnumerationSpace(
      size: size,
      chute: Chute(side: first.exitSide == "left" ? .left : .right, row: first.exitRow),
      walls: walls.min()!...walls.max()!)
    guard boards.count == 1, space.problem == nil else {
      return .failure(LinesFailure(boards: boards))
    }
    // Ended as an enumeration's file is, so that a reader can tell it whole.
    var header = EnumerationHeader(space: space)
    header.selection = selection
    let text = header.text + body
    return .success(text + FileTrailer.line(for: text))
  }
}
