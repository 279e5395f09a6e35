/// What the generator is asked to grow: how many puzzles, how hard, and on what board.
///
/// The same options and ``seed`` give the same puzzles, in the same order, whatever
/// ``jobs`` is.
public struct GeneratorOptions: Hashable, Sendable {
  /// Where the escape chute may be cut.
  public enum ExitSide: String, Hashable, Sendable, CaseIterable {
    case left
    case right
    /// Either side, chosen at random for each puzzle.
    case any

    /// The side of one puzzle: the side asked for, or for ``any`` one drawn from
    /// `generator` (which draws only then).
    func side(using generator: inout Xoshiro256StarStar) -> Chute.Side {
      switch self {
      case .left: .left
      case .right: .right
      case .any: generator.chance(1, in: 2) ? .left : .right
      }
    }
  }

  /// The board every puzzle is drawn on.
  public var size: BoardSize
  /// The minimal move counts a puzzle may have; for example `Category.expert.moves`. A
  /// board of 0 moves is already solved, never a puzzle: the generator grows puzzles of
  /// ``generatedMoves``.
  public var moves: ClosedRange<Int>

  /// The moves the generator aims at: ``moves`` from 1 on (`Category.warmUp.moves` starts
  /// at 0, as a rating of any board).
  public var generatedMoves: ClosedRange<Int> {
    max(moves.lowerBound, 1)...max(moves.upperBound, 1)
  }
  /// How many distinct puzzles to grow.
  public var count: Int
  /// The seed every random choice derives from.
  public var seed: UInt64

  /// What a seed given as text must be, for a command line's message.
  public static let seedRange = "a whole number from 0 to \(UInt64.max)"
  /// The exact number of fixed 1x1 blocks in each puzzle.
  public var fixedBlocks: Int
  /// The side of the escape chute.
  public var exitSide: ExitSide
  /// The row of the chute (and so of the prisoner), counted from 0; `nil` for any row,
  /// chosen at random for each puzzle.
  public var exitRow: Int?
  /// Whether a puzzle may keep a block whose removal would not change its minimal moves.
  public var allowUnnecessary: Bool
  /// How many puzzles are grown at the same time; it never changes the output.
  public var jobs: Int
  /// How many layouts one attempt may evaluate before it gives up and the next attempt
  /// starts afresh from a new random layout.
  public var evaluationsPerAttempt: Int
  /// How many attempts one puzzle may take before the run stops with
  /// ``GeneratorError/gaveUp(found:attempts:target:)``.
  public var attemptsPerPuzzle: Int
  /// The ``Cluster/familyKey``s of existing puzzles: no puzzle grown lies in one of their
  /// clusters or their images (mirrored left to right or top to bottom, or turned half a
  /// turn), as if each were kept for a slot before the first.
  public var avoidedFamilies: Set<CanonicalKey>

  /// Options for `count` puzzles with `moves` on the standard board, chute at the right of
  /// row 2 as in the original game, no fixed blocks.
  public init(
    moves: ClosedRange<Int>, count: Int = 1, seed: UInt64 = 0, size: BoardSize = .standard
  ) {
    self.size = size
    self.moves = moves
    self.count = count
    self.seed = seed
    fixedBlocks = 0
    exitSide = .right
    exitRow = Self.defaultExitRow(for: size)
    allowUnnecessary = false
    jobs = 1
    evaluationsPerAttempt = Self.defaultEvaluationsPerAttempt
    attemptsPerPuzzle = Self.defaultAttemptsPerPuzzle
    avoidedFamilies = []
  }

  /// The layouts one attempt may evaluate unless told otherwise.
  public static let defaultEvaluationsPerAttempt = 300
  /// The attempts one puzzle may take unless told otherwise: enough for every range in
  /// reach, and an end to a run whose range is not.
  public static let defaultAttemptsPerPuzzle = 200

  /// The row the original game puts its chute on, the third of six, and the row closest
  /// above the middle on other boards.
  public static func defaultExitRow(for size: BoardSize) -> Int {
    (size.rows - 1) / 2
  }

  /// What every puzzle must be, in words, for a run that gives up: `12 to 15 moves with 1
  /// fixed block on a 4x4 board, chute right of row 1, outside 25 avoided clusters`.
  public var target: String {
    let moves = generatedMoves
    let range =
      moves.lowerBound == moves.upperBound
      ? counted(moves.lowerBound, "move")
      : moves.upperBound == Int.max
        ? "\(moves.lowerBound) or more moves" : "\(moves.lowerBound) to \(moves.upperBound) moves"
    let fixed = fixedBlocks > 0 ? " with \(counted(fixedBlocks, "fixed block"))" : ""
    let side = exitSide == .any ? "either side" : exitSide.rawValue
    let row = exitRow.map { "of row \($0)" } ?? "of any row"
    let avoided =
      avoidedFamilies.isEmpty
      ? "" : ", outside \(counted(avoidedFamilies.count, "avoided cluster"))"
    return "\(range)\(fixed) on a \(size) board, chute \(side) \(row)\(avoided)"
  }

  /// Every reason the options cannot be used, as one error, or `nil` when they are fine.
  public func problem() -> GeneratorError? {
    if !size.isSupported { return .unsupportedSize(size) }
    if count < 0 { return .badCount(count) }
    if jobs < 1 { return .badJobs(jobs) }
    if moves.lowerBound < 0 || moves.upperBound < 1 { return .badMoves(moves) }
    if let row = exitRow, !(0..<size.rows).contains(row) {
      return .exitRowOffBoard(row: row, size: size)
    }
    // The prisoner takes two tiles and at least its row must stay passable.
    let room = size.rows * size.columns - size.columns
    if fixedBlocks < 0 || fixedBlocks > room / 2 {
      return .tooManyFixedBlocks(fixedBlocks, size: size)
    }
    if evaluationsPerAttempt < 1 || attemptsPerPuzzle < 1 {
      return .badBudget
    }
    return nil
  }
}
