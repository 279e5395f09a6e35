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
    var plan = LinesPlan()
    for entry in entries { plan.add(entry) }
    let body = entries.map { $0.line + "\n" }.joined()
    return plan.header(selection: selection).map { header in
      guard let header else { return body }
      let text = header.text + body
      return text + FileTrailer.line(for: text)
    }
  }

  /// What a file of lines must know of its entries before its first line: whether a header
  /// names their board, and if so which board and walls (see ``lines(_:selection:)``).
  /// One pass over the entries makes it, holding a few boards' names, never the entries:
  /// `catalog query --format line` prints millions of entries in bounded memory.
  public struct LinesPlan: Sendable {
    private var needsHeader = false
    /// The boards of the entries the header may name, in their order: the game's sizes.
    private var boards: [String] = []
    /// The first of them, whose size and chute the header names.
    private var first: (size: BoardSize, chute: Chute)?
    private var walls: ClosedRange<Int>?

    public init() {}

    /// Counts `entry` in.
    public mutating func add(_ entry: CatalogEntry) {
      needsHeader = needsHeader || entry.needsHeader
      guard
        BoardSize.supported.contains(entry.boardRows)
          && BoardSize.supported.contains(entry.boardColumns)
      else { return }
      let board = "\(entry.size), exit \(entry.exitSide) of row \(entry.exitRow)"
      if !boards.contains(board) { boards.append(board) }
      let size = first?.size ?? BoardSize(rows: entry.boardRows, columns: entry.boardColumns)
      if first == nil {
        first = (size, Chute(side: entry.exitSide == "left" ? .left : .right, row: entry.exitRow))
      }
      // Walls a row changed by hand gives are kept to those a board can have.
      let wall = min(max(entry.walls, 0), size.rows * size.columns - 2)
      walls = walls.map { min($0.lowerBound, wall)...max($0.upperBound, wall) } ?? wall...wall
    }

    /// The header the lines go under, naming `selection`; `nil` when they need none, and a
    /// failure when the entries have more than one board.
    public func header(selection: String?) -> Result<EnumerationHeader?, LinesFailure> {
      guard needsHeader, let first, let walls else { return .success(nil) }
      let space = EnumerationSpace(size: first.size, chute: first.chute, walls: walls)
      guard boards.count == 1, space.problem == nil else {
        return .failure(LinesFailure(boards: boards))
      }
      var header = EnumerationHeader(space: space)
      header.selection = selection
      return .success(header)
    }
  }
}
