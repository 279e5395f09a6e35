import UnblockCore

/// One check that `unblock check` runs on every puzzle that obeys the rules.
///
/// Reading a file already reports broken formats and rules; later steps, such as
/// proving a puzzle solvable and verifying its `moves` and `level` claims, conform to this
/// protocol and are added to ``PuzzleChecker/checks``.
public protocol PuzzleCheck: Sendable {
  /// What `puzzle`, read as `entry` from `path`, gets wrong, and facts for its summary.
  func check(_ puzzle: Puzzle, entry: PuzzleEntry, path: String) -> PuzzleCheckOutcome
}

/// What one check found about one puzzle.
public struct PuzzleCheckOutcome: Sendable {
  /// Problems, each at the place in the file it concerns (a block, a claim...).
  public var diagnostics: [Diagnostic]
  /// Short facts for the summary line, such as "23 moves".
  public var notes: [String]
  /// The minimal moves, when the check solved the puzzle.
  public var moves: Int?
  /// Whether the check reached an answer; `false` when it stopped at a limit (a search
  /// that gave up), which leaves the puzzle unverified rather than valid.
  public var isDecided: Bool
  /// The error among ``diagnostics`` that proves the puzzle unsolvable, when the check
  /// proved it: what `play --allow-unsolvable` excuses, and no other error.
  public var unsolvability: Diagnostic?
  /// The part of the check that depends on the puzzles checked before this one, such as
  /// ``ClusterCheck``'s comparison: run after ``PuzzleCheck/check(_:entry:path:)``, in
  /// input order, however many puzzles are checked at once; its problems join
  /// ``diagnostics``.
  public var inOrder: (@Sendable () -> [Diagnostic])?

  public init(
    diagnostics: [Diagnostic] = [], notes: [String] = [], moves: Int? = nil,
    isDecided: Bool = true, unsolvability: Diagnostic? = nil,
    inOrder: (@Sendable () -> [Diagnostic])? = nil
  ) {
    self.diagnostics = diagnostics
    self.notes = notes
    self.moves = moves
    self.isDecided = isDecided
    self.unsolvability = unsolvability
    self.inOrder = inOrder
  }
}
