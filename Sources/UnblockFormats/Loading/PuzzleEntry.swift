import UnblockCore

/// One puzzle as read from a file: the puzzle when it is valid, and everything needed to
/// point back into the file.
public struct PuzzleEntry: Sendable {
  /// Where the puzzle starts: its first grid row, its YAML mapping or its database line.
  public var location: SourceLocation
  /// The puzzle, or `nil` when it breaks the format or the rules (see ``diagnostics``).
  public var puzzle: Puzzle?
  public var metadata: PuzzleMetadata
  /// Where each block was written (its first tile or its YAML mapping), parallel to
  /// `puzzle.blocks`; empty when `puzzle` is `nil`.
  public var blockLocations: [SourceLocation]
  /// Where the chute marker or `exit` was written, or the prisoner when it was implied.
  public var chuteLocation: SourceLocation
  /// Every problem found in this puzzle.
  public var diagnostics: [Diagnostic]
  /// Comment lines written above a grid puzzle's rows, or above a database line (without
  /// the `#`), kept by the printer.
  public var comments: [String]
  /// Grid comment lines written among the rows, by the number of rows above them (1 to the
  /// board's rows: after the last row), so that the printer keeps each between the same
  /// rows.
  public var rowComments: [Int: [String]] = [:]
  /// How the YAML wrote the board, so that `format` keeps the designer's choice.
  public var boardStyle: YAMLBoardStyle
  /// The YAML comments written with this puzzle's keys, kept by the printer.
  public var yamlComments = YAMLComments()
  /// Where a database line's board starts; `nil` for a grid or a YAML puzzle. A line that
  /// gives its moves and states (`MM BOARD STATES`) claims its board is its cluster's
  /// representative, which `check` verifies there.
  public var lineBoardLocation: SourceLocation?

  public init(
    location: SourceLocation, puzzle: Puzzle?, metadata: PuzzleMetadata = PuzzleMetadata(),
    blockLocations: [SourceLocation] = [], chuteLocation: SourceLocation? = nil,
    diagnostics: [Diagnostic] = [], comments: [String] = [], boardStyle: YAMLBoardStyle = .grid
  ) {
    self.location = location
    self.puzzle = puzzle
    self.metadata = metadata
    self.blockLocations = blockLocations
    self.chuteLocation = chuteLocation ?? location
    self.diagnostics = diagnostics
    self.comments = comments
    self.boardStyle = boardStyle
  }

  /// Whether the puzzle was read and obeys every rule.
  public var isValid: Bool { puzzle != nil }

  /// Where block `index` was written, or the puzzle's start when unknown.
  public func location(ofBlock index: Int) -> SourceLocation {
    blockLocations.indices.contains(index) ? blockLocations[index] : location
  }
}

/// How a YAML puzzle writes its board.
public enum YAMLBoardStyle: String, Hashable, Sendable {
  /// `board:`, a block scalar holding the text grid.
  case grid
  /// `size`, `exit` and `blocks`, the explicit form for programs.
  case blocks
}
