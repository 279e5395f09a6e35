import UnblockCore

extension RuleViolation {
  /// Where in the source this violation should be reported.
  ///
  /// A block's problems go to the place the block was written; chute problems go to the
  /// chute marker; size and a missing prisoner go to the start of the puzzle.
  func location(
    blockLocations: [SourceLocation], chute: SourceLocation, puzzle: SourceLocation
  ) -> SourceLocation {
    switch self {
    case .chuteOffBoard, .chuteNotOnPrisonerRow:
      return chute
    case .unsupportedSize, .missingPrisoner:
      return puzzle
    default:
      guard let block, blockLocations.indices.contains(block) else { return puzzle }
      return blockLocations[block]
    }
  }

  /// The message, naming the block it concerns so that a reader needs no index.
  func message(in puzzle: Puzzle) -> String {
    guard let block, puzzle.blocks.indices.contains(block) else { return description }
    switch self {
    case .badLength, .outsideBoard, .overlap, .duplicateLabel:
      return "block '\(puzzle.blocks[block].label)': \(description)"
    default:
      return description
    }
  }
}

extension Puzzle {
  /// The rule violations as diagnostics at the places the puzzle was written.
  func ruleDiagnostics(
    path: String, blockLocations: [SourceLocation], chute: SourceLocation,
    start: SourceLocation, skipMissingPrisoner: Bool = false
  ) -> [Diagnostic] {
    violations().filter { !(skipMissingPrisoner && $0 == .missingPrisoner) }.map { violation in
      .error(
        violation.message(in: self), path: path,
        at: violation.location(blockLocations: blockLocations, chute: chute, puzzle: start))
    }
  }
}
