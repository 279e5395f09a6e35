import UnblockFormats

/// Where each puzzle of a document lies, for document symbols, hover and code lenses.
public enum PuzzleOutline {
  /// The lines (0-based, inclusive) of each entry: from its first line to the line before
  /// the next entry's, without trailing blank lines. The last entry ends where reading
  /// ended: at the end of the document, or at the line where it stopped after too many
  /// errors, as the lines below were never read and belong to no puzzle.
  static func spans(of file: PuzzleFile, in text: DocumentText) -> [ClosedRange<Int>] {
    let starts = file.entries.map { max($0.location.line - 1, 0) }
    let stop = file.diagnostics.first { DiagnosticCode.code(of: $0) == "too-many-errors" }
    let lastRead = min(text.lines.count, stop?.location.line ?? .max) - 1
    return starts.enumerated().map { index, start in
      var end = index + 1 < starts.count ? starts[index + 1] - 1 : lastRead
      while end > start, text.line(end).allSatisfy({ $0 == " " || $0 == "\t" }) { end -= 1 }
      return start...max(start, end)
    }
  }

  /// The index of the entry whose lines (``spans(of:in:)``) hold `line`, or `nil` when
  /// none does: a line above every puzzle (a schema line, a set's name), past the end of
  /// the document, or below where reading stopped.
  static func entry(at line: Int, of file: PuzzleFile, in text: DocumentText) -> Int? {
    spans(of: file, in: text).firstIndex { $0.contains(line) }
  }

  /// The name a puzzle goes by: its `name`, or `puzzle N` when it has none or a blank one
  /// (the protocol forbids a symbol with an empty name; an editor drops the whole outline).
  static func title(of entry: PuzzleEntry, index: Int) -> String {
    if let name = entry.metadata.name?.value, name.contains(where: { !$0.isWhitespace }) {
      return name
    }
    return "puzzle \(index + 1)"
  }

  /// One symbol per puzzle, named as ``title(of:index:)``, with its size, from the reading
  /// alone: the outline never waits for a search (its detail once named the search's
  /// summary, looked up per puzzle, and a document of 20,000 puzzles took seconds).
  ///
  /// - Parameter shouldStop: Asked before each puzzle, as a cancelled request stops.
  /// - Returns: the symbols, or `nil` when `shouldStop` answered `true`.
  public static func symbols(
    of file: PuzzleFile, in text: DocumentText,
    shouldStop: @Sendable () -> Bool = { false }
  ) -> [LSP.DocumentSymbol]? {
    let spans = spans(of: file, in: text)
    var symbols: [LSP.DocumentSymbol] = []
    symbols.reserveCapacity(file.entries.count)
    for (index, entry) in file.entries.enumerated() {
      if shouldStop() { return nil }
      let span = spans[index]
      let range = LSP.Range(
        start: LSP.Position(line: span.lowerBound, character: 0),
        end: LSP.Position(line: span.upperBound, character: text.line(span.upperBound).utf16.count))
      symbols.append(
        LSP.DocumentSymbol(
          name: title(of: entry, index: index),
          detail: entry.puzzle.map { "\($0.size)" } ?? "invalid",
          range: range, selectionRange: DocumentDiagnostics.firstLine(of: entry, in: text)))
    }
    return symbols
  }

  /// A code lens `solvable in N moves (category)` on each solved puzzle's first line.
  public static func codeLenses(
    of file: PuzzleFile, in text: DocumentText, solved: [SolvedPuzzle]?
  ) -> [LSP.CodeLens] {
    (solved ?? []).compactMap { puzzle in
      puzzle.summary.map {
        LSP.CodeLens(
          range: DocumentDiagnostics.firstLine(of: file.entries[puzzle.entry], in: text),
          command: LSP.Command(title: $0))
      }
    }
  }
}
