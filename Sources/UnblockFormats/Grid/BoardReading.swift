import UnblockCore

/// What one written board reads as: the puzzle when it is valid, where its parts were
/// written, and every problem found.
struct BoardReading: Sendable {
  var puzzle: Puzzle?
  /// Where each block was written, parallel to `puzzle.blocks`; empty when invalid.
  var blockLocations: [SourceLocation]
  var chuteLocation: SourceLocation
  var diagnostics: [Diagnostic]
}
