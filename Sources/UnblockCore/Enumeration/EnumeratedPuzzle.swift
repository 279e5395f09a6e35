/// One line of an enumeration: a cluster that is solvable and minimal, by its
/// representative.
public struct EnumeratedPuzzle: Hashable, Sendable {
  /// The representative's minimal moves, the greatest distance in the cluster.
  public let moves: Int
  /// The representative as ``Puzzle/databaseBoard`` writes it.
  public let board: String
  /// The number of states in the cluster.
  public let states: Int

  public init(moves: Int, board: String, states: Int) {
    self.moves = moves
    self.board = board
    self.states = states
  }

  /// `MM BOARD STATES`, the moves with at least two digits, as in the database.
  public var line: String {
    "\(moves < 10 ? "0" : "")\(moves) \(board) \(states)"
  }

  /// The order of an enumeration's lines: hardest first, then by board, byte by byte.
  public static func precedes(_ lhs: EnumeratedPuzzle, _ rhs: EnumeratedPuzzle) -> Bool {
    if lhs.moves != rhs.moves { return lhs.moves > rhs.moves }
    return lhs.board.utf8.lexicographicallyPrecedes(rhs.board.utf8)
  }
}
