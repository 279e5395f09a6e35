import Foundation
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
  public var puzzle: Puzzle? {
    // A row changed by hand may hold any numbers: only a board size the game has is read.
    guard BoardSize.supported.contains(boardRows), BoardSize.supported.contains(boardColumns)
    else { return nil }
    let characters = Array(board)
    guard characters.count == boardRows * boardColumns else { return nil }
    var text = ""
    for row in 0..<boardRows {
      let tiles = String(characters[(row * boardColumns)..<((row + 1) * boardColumns)])
      switch (exitSide, row == exitRow) {
      case ("left", true): text += "<" + tiles
      case ("left", false): text += " " + tiles
      case (_, true): text += tiles + ">"
      default: text += tiles
      }
      text += "\n"
    }
    let file = PuzzleLoader().read(Array(text.utf8), path: "entry", format: .grid)
    guard file.entries.count == 1, !file.hasErrors else { return nil }
    return file.entries[0].puzzle
  }
}
