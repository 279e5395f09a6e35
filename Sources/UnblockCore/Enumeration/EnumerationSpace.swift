/// The puzzles one enumeration covers: a board size, the chute, and how many walls.
///
/// Every puzzle of the space has a prisoner of 2 tiles in the chute's row, movable blocks
/// of 2 or 3 tiles and a number of walls (fixed 1x1 blocks) in ``walls``. Fogleman's Rush
/// Hour database is the space 6x6, chute on the right of row 2, 0 to 2 walls.
public struct EnumerationSpace: Hashable, Sendable, CustomStringConvertible {
  /// The length of the prisoner.
  public static let prisonerLength = 2
  /// The lengths a movable block other than the prisoner may have.
  public static let blockLengths = [2, 3]

  public var size: BoardSize
  public var chute: Chute
  /// The numbers of walls allowed.
  public var walls: ClosedRange<Int>

  public init(size: BoardSize, chute: Chute, walls: ClosedRange<Int>) {
    self.size = size
    self.chute = chute
    self.walls = walls
  }

  /// The space of Fogleman's database: 6x6, right chute in row 2, 0 to 2 walls.
  public static let rushHourDatabase = EnumerationSpace(
    size: .standard, chute: Chute(side: .right, row: 2), walls: 0...2)

  /// The chute row a board of `rows` rows gets unless told otherwise: the row above the
  /// middle, row 2 of a 6x6 or a 5x5 board as in Rush Hour.
  public static func defaultChuteRow(rows: Int) -> Int { (rows - 1) / 2 }

  /// What is wrong with the space, or `nil` when it can be enumerated.
  public var problem: String? {
    if let problem = size.problem ?? size.chuteRowProblem(chute.row) { return problem }
    if walls.lowerBound < 0 {
      return "the number of walls cannot be negative"
    }
    let tiles = size.rows * size.columns - Self.prisonerLength
    if walls.upperBound > tiles {
      return "a \(size) board has room for at most \(tiles) walls beside the prisoner"
    }
    return nil
  }

  /// `6x6, exit right of row 2, 0...2 walls`.
  public var description: String {
    "\(size), exit \(chute.side.rawValue) of row \(chute.row), \(walls.lowerBound)...\(walls.upperBound) walls"
  }
}
