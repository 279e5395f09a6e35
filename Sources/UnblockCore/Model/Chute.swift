/// The opening in the frame through which the prisoner escapes.
public struct Chute: Hashable, Sendable {
  /// The side of the board the chute is cut into.
  public enum Side: String, Hashable, Sendable, CaseIterable {
    case left
    case right
  }

  public var side: Side
  /// The row the chute is level with; it must be the prisoner's row.
  public var row: Int

  public init(side: Side, row: Int) {
    self.side = side
    self.row = row
  }
}
