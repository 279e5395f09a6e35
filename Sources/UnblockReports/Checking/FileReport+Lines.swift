import UnblockFormats

extension FileReport {
  /// What `unblock check` prints about one file: the file's problems, then each puzzle's
  /// problems and summary line, as `path:line:column: error: message` lines.
  public var lines: [String] {
    lines(diagnostic: \.description, puzzle: \.summary)
  }

  /// The same as JSON lines, one object per problem and per puzzle.
  public var jsonLines: [String] {
    lines(diagnostic: \.jsonLine, puzzle: \.jsonLine)
  }

  private func lines(
    diagnostic: (Diagnostic) -> String, puzzle summary: (PuzzleReport) -> String
  ) -> [String] {
    fileDiagnostics.map(diagnostic)
      + puzzles.flatMap { $0.diagnostics.map(diagnostic) + [summary($0)] }
  }
}
