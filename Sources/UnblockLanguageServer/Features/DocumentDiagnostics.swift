import UnblockFormats

/// A diagnostic as published, with the quick fix that repairs it, if any.
public struct DocumentDiagnostic: Hashable, Sendable {
  public var diagnostic: LSP.Diagnostic
  public var fix: QuickFix?
}

/// Turns what reading and solving found into the diagnostics an editor shows.
public enum DocumentDiagnostics {
  /// The diagnostics of `file`, read from `text`: every problem of reading, then, once
  /// `solved` is known, every wrong claim, unsolvable puzzle, search that gave up and
  /// puzzle sharing a cluster with an earlier one, and an Information diagnostic `solvable
  /// in N moves (category)` on each solvable puzzle's first line.
  public static func make(
    _ file: PuzzleFile, text: DocumentText, solved: [SolvedPuzzle]? = nil
  ) -> [DocumentDiagnostic] {
    var result = file.allDiagnostics.map { diagnostic in
      let (code, extent) = DiagnosticCode.classify(diagnostic)
      let range = text.range(at: diagnostic.location, extent: extent, valueEnds: file.valueEnds)
      let fix =
        code == "left-chute-indicator"
        ? QuickFix.addIndentationIndicator(above: range.start.line, in: text) : nil
      return DocumentDiagnostic(
        diagnostic: LSP.Diagnostic(
          range: range, severity: severity(diagnostic), code: code,
          message: diagnostic.message),
        fix: fix)
    }
    for puzzle in solved ?? [] {
      for diagnostic in puzzle.diagnostics {
        let (code, extent) = DiagnosticCode.classify(diagnostic)
        let range = text.range(at: diagnostic.location, extent: extent, valueEnds: file.valueEnds)
        var fix: QuickFix?
        if let moves = puzzle.moves {
          if code == "wrong-moves-claim" { fix = .setMoves(moves, at: range) }
          if code == "wrong-level-claim" { fix = .setLevel(moves, at: range) }
        }
        if let states = puzzle.states, code == "wrong-states-claim" {
          fix = .setStates(states, at: range)
        }
        result.append(
          DocumentDiagnostic(
            diagnostic: LSP.Diagnostic(
              range: range, severity: severity(diagnostic), code: code,
              message: diagnostic.message),
            fix: fix))
      }
      if let summary = puzzle.summary {
        result.append(
          DocumentDiagnostic(
            diagnostic: LSP.Diagnostic(
              range: firstLine(of: file.entries[puzzle.entry], in: text), severity: .information,
              code: "solvable", message: summary),
            fix: nil))
      }
    }
    return result.sorted { $0.diagnostic.range.start < $1.diagnostic.range.start }
  }

  /// The range of a puzzle's first line, where its summary goes.
  static func firstLine(of entry: PuzzleEntry, in text: DocumentText) -> LSP.Range {
    text.range(at: SourceLocation(line: entry.location.line, column: 1), extent: .row)
  }

  private static func severity(_ diagnostic: UnblockFormats.Diagnostic) -> LSP.Severity {
    switch diagnostic.severity {
    case .error: .error
    case .warning: .warning
    }
  }
}
