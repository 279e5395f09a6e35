import UnblockCore

/// Prints a whole file's puzzles in one format: the canonical form `format` writes and
/// the output of `convert`.
public enum CanonicalPrinter {
  /// Why a file has no canonical form.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read, or some puzzle in it breaks the format or the rules;
    /// the file's diagnostics say how.
    case invalidInput
    /// A puzzle does not fit the target format (only database lines restrict puzzles).
    case unsupported(SourceLocation, DatabaseLinePrinter.Failure)
    /// A YAML comment cannot be kept in place (see ``YAMLComments/Conflict``), so the
    /// file is not printed rather than printed without it.
    case commentNotKept(YAMLComments.Conflict)

    /// Where the problem is: the start of the file when it concerns the whole file.
    public var location: SourceLocation {
      switch self {
      case .invalidInput: .start
      case .unsupported(let location, _): location
      case .commentNotKept(let conflict): conflict.location
      }
    }

    public var description: String {
      switch self {
      case .invalidInput: "the file has errors, so it was not printed"
      case .unsupported(_, let failure): failure.description
      case .commentNotKept(let conflict):
        "cannot keep this comment in place: the canonical form writes '\(conflict.path)' on one line, which already ends with the comment of line \(conflict.otherLine); put this comment on a line of its own"
      }
    }
  }

  /// The text of `file`'s puzzles in `format`.
  ///
  /// Grid output keeps each puzzle's comments (or writes its name as a comment). YAML
  /// output is a puzzle file for a lone puzzle and a set file otherwise, and keeps the
  /// input's `$schema` line when it had one and every YAML comment beside its key (or
  /// fails with ``Failure/commentNotKept(_:)``). Database lines keep the moves and
  /// cluster size.
  public static func print(_ file: PuzzleFile, as format: PuzzleFormat) -> Result<
    String, Failure
  > {
    guard !file.hasErrors else { return .failure(.invalidInput) }
    let puzzles = file.entries.compactMap { entry in entry.puzzle.map { (entry, $0) } }
    switch format {
    case .grid:
      return .success(
        GridPrinter.print(
          puzzles.map { entry, puzzle in
            let comments =
              entry.comments.isEmpty ? entry.metadata.name.map { [$0.value] } ?? [] : entry.comments
            return (puzzle, comments)
          }))
    case .yaml:
      if let conflict = file.commentConflicts.first { return .failure(.commentNotKept(conflict)) }
      if file.collection == nil, puzzles.count == 1, let (entry, puzzle) = puzzles.first {
        return .success(
          YAMLPrinter.print(
            puzzle, metadata: entry.metadata, style: entry.boardStyle, comments: entry.comments,
            notes: entry.yamlComments, schema: file.schema ?? YAMLPrinter.puzzleSchema))
      }
      return .success(
        YAMLPrinter.printSet(
          name: file.collection?.name?.value, author: file.collection?.author?.value,
          puzzles: puzzles.map { entry, puzzle in
            (puzzle, entry.metadata, entry.boardStyle, entry.comments)
          }, itemNotes: puzzles.map { entry, _ in entry.yamlComments }, notes: file.comments,
          schema: file.collection == nil
            ? YAMLPrinter.setSchema : file.schema ?? YAMLPrinter.setSchema))
    case .databaseLines:
      var lines = ""
      for (entry, puzzle) in puzzles {
        switch DatabaseLinePrinter.line(
          for: puzzle, moves: entry.metadata.moves?.value,
          states: entry.metadata.generated?.states?.value)
        {
        case .success(let line): lines += line + "\n"
        case .failure(let failure): return .failure(.unsupported(entry.location, failure))
        }
      }
      return .success(lines)
    }
  }
}
