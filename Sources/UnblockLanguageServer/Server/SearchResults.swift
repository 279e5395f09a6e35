import UnblockFormats

/// The results of a document's search, with the diagnostics they make, made where the
/// search runs: for a set of thousands of puzzles each publication remakes them all, which
/// on the server's loop held up every request.
struct SearchResults: Sendable {
  let solved: [SolvedPuzzle]
  let published: [DocumentDiagnostic]

  init(_ solved: [SolvedPuzzle], file: PuzzleFile, text: DocumentText) {
    self.solved = solved
    published = DocumentDiagnostics.make(file, text: text, solved: solved)
  }
}
