/// One way in which a puzzle breaks the rules of the game.
///
/// Cases that concern a block carry its index in ``Puzzle/blocks``, so that a format can
/// point at the place in the file where the block was written.
public enum RuleViolation: Hashable, Sendable, CustomStringConvertible {
  /// The board is smaller than 4x4 or larger than 8x8 in some dimension.
  case unsupportedSize(BoardSize)
  /// A movable block is not 2 or 3 tiles long.
  case badLength(block: Int, length: Int)
  /// A fixed block is not 1x1.
  case fixedNotSingleTile(block: Int, length: Int)
  /// A block covers a tile outside the board.
  case outsideBoard(block: Int)
  /// Two blocks cover the same tile.
  case overlap(block: Int, other: Int, at: Cell)
  /// No block carries the prisoner's label.
  case missingPrisoner
  /// More than one block carries the prisoner's label.
  case extraPrisoner(block: Int)
  /// The prisoner is not horizontal.
  case prisonerNotHorizontal(block: Int)
  /// The prisoner is not 2 tiles long.
  case prisonerBadLength(block: Int, length: Int)
  /// The chute's row is not on the board.
  case chuteOffBoard(row: Int)
  /// The chute is not level with the prisoner.
  case chuteNotOnPrisonerRow(chuteRow: Int, prisonerRow: Int)
  /// A label other than the fixed label is used for a fixed block, or the fixed label for
  /// a movable one.
  case labelMismatch(block: Int, label: Character)
  /// Two movable blocks share one label.
  case duplicateLabel(block: Int, label: Character)

  /// The block the violation concerns, if any.
  public var block: Int? {
    switch self {
    case .badLength(let block, _), .fixedNotSingleTile(let block, _), .outsideBoard(let block),
      .overlap(let block, _, _), .extraPrisoner(let block), .prisonerNotHorizontal(let block),
      .prisonerBadLength(let block, _), .labelMismatch(let block, _),
      .duplicateLabel(let block, _):
      block
    case .unsupportedSize, .missingPrisoner, .chuteOffBoard, .chuteNotOnPrisonerRow:
      nil
    }
  }

  public var description: String {
    switch self {
    case .unsupportedSize(let size):
      "board is \(size); rows and columns must each be from \(BoardSize.supported.lowerBound) to \(BoardSize.supported.upperBound)"
    case .badLength(_, let length):
      "a movable block must be 2 or 3 tiles long, not \(length)"
    case .fixedNotSingleTile(_, let length):
      "a fixed block must be 1x1, not \(length) tiles"
    case .outsideBoard:
      "block lies partly outside the board"
    case .overlap(_, _, let cell):
      "blocks overlap at row \(cell.row), column \(cell.column)"
    case .missingPrisoner:
      "no prisoner: exactly one block must be labelled 'A'"
    case .extraPrisoner:
      "more than one prisoner: only one block may be labelled 'A'"
    case .prisonerNotHorizontal:
      "the prisoner 'A' must be horizontal"
    case .prisonerBadLength(_, let length):
      "the prisoner 'A' must be 2 tiles long, not \(length)"
    case .chuteOffBoard(let row):
      Self.chuteOffBoard(written: "\(row)")
    case .chuteNotOnPrisonerRow(let chuteRow, let prisonerRow):
      "the chute is on row \(chuteRow) but the prisoner is on row \(prisonerRow)"
    case .labelMismatch(_, let label):
      label == Block.fixedLabel
        ? "'x' marks a fixed block, which must be 1x1 and cannot move"
        : "a fixed block must be labelled 'x', not '\(label)'"
    case .duplicateLabel(_, let label):
      "label '\(label)' is used for more than one block"
    }
  }

  /// The message of ``chuteOffBoard(row:)`` for a row as written, which may be too large
  /// for any number the rules hold.
  public static func chuteOffBoard(written row: String) -> String {
    "the chute's row \(row) is not on the board"
  }
}
