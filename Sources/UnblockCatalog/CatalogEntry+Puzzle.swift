import UnblockCore
import UnblockFormats

extension CatalogEntry {
  /// The entry for a cluster shown by `representative`.
  ///
  /// - Parameters:
  ///   - representative: The cluster's representative, as a database line shows it or as
  ///     ``UnblockCore/Cluster/representativeIndex`` picks it; its labels are kept.
  ///   - moves: Its minimal moves.
  ///   - states: The size of its cluster.
  ///   - name: The puzzle's name, if it has one.
  ///   - source: Where it was read, `path:line`.
  public init(
    representative: Puzzle, moves: Int, states: Int, name: String? = nil, source: String
  ) {
    id = nil
    clusterKey = ClusterKey(orientedAs: representative).bytes
    boardRows = representative.size.rows
    boardColumns = representative.size.columns
    exitSide = representative.chute.side.rawValue
    exitRow = representative.chute.row
    board = DatabaseLinePrinter.board(of: representative)
    self.moves = moves
    self.states = states
    walls = representative.blocks.count { $0.orientation == .fixed }
    blocks = representative.blocks.count - walls
    self.name = name
    self.source = source
  }

  /// The representative as a puzzle, with the entry's labels; `nil` only for a row that
  /// was changed by hand into a board that breaks the rules.
  ///
  /// The board is read as the database line it is, on the entry's board and exit: a
  /// well-formed board takes the reader's fast path, so printing a whole catalogue as
  /// grids or YAML costs no tile-by-tile reading.
  public var puzzle: Puzzle? {
    // A row changed by hand may hold any numbers: only a board size the game has is read.
    guard BoardSize.supported.contains(boardRows), BoardSize.supported.contains(boardColumns),
      (0..<boardRows).contains(exitRow), board.utf8.count == boardRows * boardColumns
    else { return nil }
    let size = BoardSize(rows: boardRows, columns: boardColumns)
    let chute = Chute(side: exitSide == "left" ? .left : .right, row: exitRow)
    let entry = DatabaseLineReader.readLine(
      board, number: 1, path: "entry", board: DatabaseLineReader.Board(size: size, chute: chute))
    guard !entry.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
    return entry.puzzle
  }
}
