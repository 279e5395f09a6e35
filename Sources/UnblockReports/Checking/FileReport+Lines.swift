import UnblockFormats

extension FileReport {
  /// What `unblock check` prints about one file: the file's problems, then each puzzle's
  /// problems and summary line, as `path:line:column: error: message` lines.
  public var lines: [String] {
    var lines = fileDiagnostics.map(\.description)
    for puzzle in puzzles {
      lines += puzzle.diagnostics.map(\.description)
      lines.append(puzzle.summary)
    }
    return lines
  }

  /// The same as JSON lines, one object per problem and per puzzle.
  public var jsonLines: [String] {
    var lines = fileDiagnostics.map(\.jsonLine)
    for puzzle in puzzles {
      lines += puzzle.diagnostics.map(\.jsonLine)
      lines.append(puzzle.jsonLine)
    }
    return lines
  }
}
