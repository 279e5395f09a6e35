/// One move: one block slides some distance along its axis.
///
/// A move names its block by index in ``Puzzle/blocks``; ``Puzzle/notation(for:)`` writes
/// it with the puzzle's own label, as `A+3` (three tiles right, or down for a vertical
/// block) or `B-1` (one tile left, or up).
public struct Move: Hashable, Sendable {
  /// The moving block's index in ``Puzzle/blocks``.
  public var block: Int
  /// Tiles moved: positive is right or down, negative left or up; never 0.
  public var distance: Int

  public init(block: Int, distance: Int) {
    self.block = block
    self.distance = distance
  }
}
