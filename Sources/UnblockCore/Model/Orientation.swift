/// How a block may move.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  /// Moves left and right only.
  case horizontal
  /// Moves up and down only.
  case vertical
  /// A 1x1 block that never moves.
  case fixed
}
