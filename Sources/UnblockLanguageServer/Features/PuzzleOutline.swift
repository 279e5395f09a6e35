import UnblockFormats

/// Where each puzzle of a document lies, for document symbols, hover and code lenses.
public enum PuzzleOutline {
  /// The lines (0-based, inclusive) of each entry: from its first line to the line before
  /// the next entry's, without trailing blank lines.
  static func spans(of file: PuzzleFile, in text: DocumentText) -> [ClosedRange<Int>] {
    let starts = file.entries.map { max($0.location.line - 1, 0) }
    return starts.enumerated().map { index, start in
      var end = index + 1 < starts.count ? starts[index + 1] - 1 : text.lines.count - 1
      while end > start, text.line(end).allSatisfy({ $0 == " " || $0 == "\t" }) { end -= 1 }
      return start...max(start, end)
    }
  }

  /// The index of the entry under `line`: the last one starting at or above it, or the
  /// first when `line` lies above every puzzle (a schema line or a set's name).
  static func entry(at line: Int, of file: PuzzleFile, in text: DocumentText) -> Int? {
    guard !file.entries.isEmpty else { return nil }
    let spans = spans(of: file, in: text)
    return spans.lastIndex { $0.lowerBound <= line } ?? 0
  }

  /// The name a puzzle goes by: its `name`, or `puzzle N` when it has none or a blank one
  /// (the protocol forbids a symbol with an empty name; an editor drops the whole outline).
  static func title(of entry: PuzzleEntry, index: Int) -> String {
    if let name = entry.metadata.name?.value, name.contains(where: { !$0.isWhitespace }) {
      return name
    }
    return "puzzle \(index + 1)"
  }

  /// One symbol per puzzle, named as ``title(of:index:)``, with its size and moves.
  public static func symbols(
    of file: PuzzleFile, in text: DocumentText, solved: [SolvedPuzzle]?
  ) -> [LSP.DocumentSymbol] {
    let spans = spans(of: file, in: text)
    return file.entries.enumerated().map { index, entry in
      let span = spans[index]
      let range = LSP.Range(
        start: LSP.Position(line: span.lowerBound, character: 0),
        end: LSP.Position(line: span.upperBound, character: text.line(span.upperBound).utf16.count))
      var details: [String] = []
      if let puzzle = entry.puzzle {
        details.append("\(puzzle.size)")
      } else {
        details.append("invalid")
      }
      if let summary = solved?.first(where: { $0.entry == index })?.summary {
        details.append(summary)
      }
      return LSP.DocumentSymbol(
        name: title(of: entry, index: index), detail: details.joined(separator: ", "),
        range: range, selectionRange: DocumentDiagnostics.firstLine(of: entry, in: text))
    }
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
