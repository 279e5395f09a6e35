import UnblockCore

/// Prints puzzles as Rush Hour database lines, `[moves] <36 characters> [states]`.
///
/// Without a header, only a 6x6 puzzle with a right chute fits the format (the exit of a
/// database line is then always at the right end of the prisoner's row). Under the header
/// `unblock enumerate` writes (see ``EnumerationHeader``), a line holds a puzzle of the
/// board the header names, whatever its size and exit; other puzzles are refused.
public enum DatabaseLinePrinter {
  /// Why a puzzle cannot be written as a database line.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The board is not 6x6.
    case unsupportedSize(BoardSize)
    /// The chute is on the left.
    case leftChute
    /// The puzzle's board is not the one the enumeration header above its line names.
    case otherBoard(BoardSize, Chute, header: EnumerationSpace)

    public var description: String {
      let remedy =
        "a line of another board reads back only under the '# unblock enumerate' header that names it; write it as a grid or YAML"
      return switch self {
      case .unsupportedSize(let size):
        "a database line with no enumeration header holds only 6x6 puzzles, not \(size): \(remedy)"
      case .leftChute:
        "a database line with no enumeration header holds only puzzles with a right chute; this one has a left chute: \(remedy)"
      case .otherBoard(let size, let chute, let space):
        "this puzzle (\(size), exit \(chute.side.rawValue) of row \(chute.row)) is not of the board of the '# unblock enumerate' header its line is written under (\(space.size), exit \(space.chute.side.rawValue) of row \(space.chute.row)); write it as a grid or YAML"
      }
    }
  }

  /// The line for `puzzle`, without a line ending: `moves board states` when both are
  /// known, `moves board` when only the moves are, and the bare board otherwise.
  ///
  /// Empty tiles print as `o` and the moves with at least two digits (`01`), as in the
  /// database.
  ///
  /// - Parameter header: The enumeration header the line is written under, which names its
  ///   board; `nil` for a line of the Rush Hour database's board.
  public static func line(
    for puzzle: Puzzle, moves: Int? = nil, states: Int? = nil,
    under header: EnumerationHeader? = nil
  ) -> Result<String, Failure> {
    if let space = header?.space {
      guard puzzle.size == space.size, puzzle.chute == space.chute else {
        return .failure(.otherBoard(puzzle.size, puzzle.chute, header: space))
      }
    } else {
      guard puzzle.size == DatabaseLineReader.size else {
        return .failure(.unsupportedSize(puzzle.size))
      }
      guard puzzle.chute.side == .right else { return .failure(.leftChute) }
    }
    let board = board(of: puzzle)
    switch (moves.map(twoDigits), states) {
    case (let moves?, let states?): return .success("\(moves) \(board) \(states)")
    case (let moves?, nil): return .success("\(moves) \(board)")
    default: return .success(board)
    }
  }

  /// The tiles of `puzzle` row by row in one word, as a database line writes its board:
  /// each block's label, `x` for a wall, `o` for an empty tile. For a 6x6 puzzle with a
  /// right chute this is the board of its database line; any other board reads back with
  /// its size and chute.
  ///
  /// - Complexity: O(tiles); a catalogue import writes one per line, so the tiles are
  ///   filled in as bytes when every block lies on the board with an ASCII label, as in
  ///   every valid puzzle.
  public static func board(of puzzle: Puzzle) -> String {
    let size = puzzle.size
    guard size.isSupported,
      puzzle.blocks.allSatisfy({ $0.label.isASCII && $0.lies(on: size) })
    else { return String(puzzle.grid.joined().map { $0 ?? "o" }) }
    var tiles = [UInt8](repeating: UInt8(ascii: "o"), count: size.rows * size.columns)
    for block in puzzle.blocks {
      let first = block.origin.row * size.columns + block.origin.column
      let step = block.orientation == .vertical ? size.columns : 1
      let label = block.label.asciiValue ?? UInt8(ascii: "o")
      // Later blocks win overlaps, as in ``Puzzle/grid``.
      for offset in 0..<block.length { tiles[first + offset * step] = label }
    }
    return String(decoding: tiles, as: UTF8.self)
  }

  /// `number` with a leading zero below 10, as the database writes its move counts.
  private static func twoDigits(_ number: Int) -> String {
    (0..<10).contains(number) ? "0\(number)" : "\(number)"
  }
}
