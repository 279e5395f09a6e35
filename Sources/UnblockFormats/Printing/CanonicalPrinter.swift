import UnblockCore

/// Prints a whole file's puzzles in one format: the canonical form `format` writes and
/// the output of `convert`.
public enum CanonicalPrinter {
  /// Why a file has no canonical form.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read, or some puzzle in it breaks the format or the rules;
    /// the file's diagnostics say how.
    case invalidInput
    /// Puzzles do not fit the target format (only database lines restrict puzzles): every
    /// one of them, in the order of the file.
    case unsupported([Refusal])
    /// A YAML comment cannot be kept in place (see ``YAMLComments/Conflict``), so the
    /// file is not printed rather than printed without it.
    case commentNotKept(YAMLComments.Conflict)
    /// What would be printed does not read back as the same puzzles, at the puzzle
    /// whose text goes wrong: a name or comment holds what the format cannot hold (a line
    /// break or NUL in a grid comment, a character YAML forbids in a board), or a line
    /// grows past ``InputLimits/maxLineCharacters``. The reason is the reader's own.
    case doesNotReadBack(SourceLocation, format: PuzzleFormat, reason: String)

    /// Where the problem is: the start of the file when it concerns the whole file.
    public var location: SourceLocation {
      switch self {
      case .invalidInput: .start
      case .unsupported(let refusals): refusals.first?.location ?? .start
      case .commentNotKept(let conflict): conflict.location
      case .doesNotReadBack(let location, _, _): location
      }
    }

    /// The failure as an error at its place in the file at `path`.
    public func diagnostic(path: String) -> Diagnostic {
      .error(description, path: path, at: location)
    }

    /// The failure as errors in the file at `path`: one at each puzzle refused, else one
    /// at its place.
    public func diagnostics(path: String) -> [Diagnostic] {
      guard case .unsupported(let refusals) = self else { return [diagnostic(path: path)] }
      return refusals.map { .error($0.reason.description, path: path, at: $0.location) }
    }

    public var description: String {
      switch self {
      case .invalidInput: "the file has errors, so it was not printed"
      case .unsupported(let refusals): refusals.first?.reason.description ?? ""
      case .commentNotKept(let conflict):
        "cannot keep this comment in place: the canonical form writes \(conflict.key) on one line, which already ends with the comment of line \(conflict.otherLine); put this comment on a line of its own"
      case .doesNotReadBack(_, let format, let reason):
        "not written: as \(CanonicalPrinter.noun(format)) it would not read back (\(reason)); a name or comment holds what \(CanonicalPrinter.noun(format)) cannot hold"
      }
    }
  }

  /// A puzzle that does not fit the target format, at its place in its file.
  public struct Refusal: Hashable, Sendable {
    public let location: SourceLocation
    public let reason: DatabaseLinePrinter.Failure

    public init(location: SourceLocation, reason: DatabaseLinePrinter.Failure) {
      self.location = location
      self.reason = reason
    }
  }

  /// The text of `file`'s puzzles in `format`.
  ///
  /// Every comment is kept. Grid output keeps each puzzle's comment lines where they were
  /// (above, among or after its rows), writes a YAML puzzle's name as a comment above them,
  /// and writes a YAML puzzle's comments (in the order of the file) above it, but those at
  /// the end of a set's puzzle below its rows. Database lines keep the moves and cluster
  /// size, and write every comment of a puzzle above its line (those at the end of a set's
  /// puzzle, below it). YAML output is a puzzle file for a lone puzzle and a set file otherwise, keeps
  /// grid comments in the board, the input's `$schema` line when it had one and every YAML
  /// comment beside its key (or fails with ``Failure/commentNotKept(_:)``). The comments
  /// after the last puzzle stay at the end.
  ///
  /// Database lines under an enumeration header (see ``PuzzleFile/enumerationHeader``) are
  /// written on the board it names, whatever its size and exit; a file that ended with
  /// a trailer that vouched for it (see ``FileTrailer``) ends with the trailer of the
  /// text printed, which is the same line when the file was already canonical. Without a header, only 6x6
  /// puzzles with a right chute fit, and the failure lists every puzzle that does not.
  ///
  /// - Parameters:
  ///   - folder: Where the text will lie: a YAML file without a schema line of its
  ///     own gets one pointing at the nearest `Schemas/` folder above it (see
  ///     ``SchemaReference``); `nil` for `../Schemas/`.
  ///   - header: The enumeration header `file`'s lines are under when the file is a later
  ///     part of a file that opened with it (a streamed file printed in batches); `nil`
  ///     to take the file's own.
  public static func print(
    _ file: PuzzleFile, as format: PuzzleFormat, schemasFrom folder: String? = nil,
    under header: EnumerationHeader? = nil
  ) -> Result<String, Failure> {
    let own = file.enumerationHeader
    let printed = unchecked(file, as: format, schemasFrom: folder, under: own ?? header)
    guard case .success(let text) = printed else { return printed }
    // Lines under a header read back under it.
    let above = format == .databaseLines && own == nil ? header?.text ?? "" : ""
    if let failure = readBack(above + text, as: format, of: file) {
      return .failure(culprit(of: failure, in: file, as: format, under: own ?? header))
    }
    return printed
  }

  /// The failure ``print(_:as:schemasFrom:under:)`` would give `file` in `format`, or
  /// `nil`; the text is made only when a failure may come of it. A grid or YAML file with
  /// no error, no YAML comment it cannot keep in place, and no text that might not read
  /// back (``PuzzleFile/holdsText``) always prints: a check before printing, such as
  /// `catalog query`'s first pass, costs no printing then.
  public static func failure(
    printing file: PuzzleFile, as format: PuzzleFormat, schemasFrom folder: String? = nil
  ) -> Failure? {
    if format != .databaseLines, !file.hasErrors, !file.holdsText,
      format == .grid || file.commentConflicts.isEmpty
    {
      return nil
    }
    guard case .failure(let failure) = print(file, as: format, schemasFrom: folder) else {
      return nil
    }
    return failure
  }

  /// `failure` placed at the first puzzle that fails alone, when one does: a text the
  /// reader refuses whole (a NUL makes the file binary) names no puzzle of its own, and
  /// the comparison then blamed the file's first puzzle. The reason, and the line of the
  /// whole text it names, stay as they are; a failure of the file's own text (a set's
  /// name) keeps its place.
  ///
  /// - Complexity: One print and read-back per puzzle, up to the culprit: only once the
  ///   whole text has failed.
  private static func culprit(
    of failure: Failure, in file: PuzzleFile, as format: PuzzleFormat,
    under header: EnumerationHeader?
  ) -> Failure {
    guard case .doesNotReadBack(_, _, let reason) = failure, file.entries.count > 1 else {
      return failure
    }
    for entry in file.entries where entry.puzzle != nil {
      var single = file
      (single.entries, single.collection) = ([entry], nil)
      (single.comments, single.trailingComments) = (YAMLComments(), [])
      guard
        case .success(let text) = unchecked(single, as: format, schemasFrom: nil, under: header),
        readBack(text, as: format, of: single) != nil
      else { continue }
      return .doesNotReadBack(entry.location, format: format, reason: reason)
    }
    return failure
  }

  /// Reads `text` back as `format` and compares its puzzles with `file`'s, up to labels
  /// and block order: ``Failure/doesNotReadBack(_:format:reason:)`` at the first puzzle
  /// that differs (or the last, when puzzles are missing), or `nil` when they agree. Text
  /// larger than ``InputLimits/maxFileBytes`` is not read (unblock reads no grid or YAML
  /// file that large).
  static func readBack(_ text: String, as format: PuzzleFormat, of file: PuzzleFile) -> Failure? {
    // Only a name or a comment can hold what a format cannot: without any but plain ones,
    // the text is the printer's own, and reading it back (two thirds of a conversion of
    // database lines into grids) is skipped.
    guard file.holdsText else { return nil }
    return readingBack(text, as: format, of: file)
  }

  /// ``readBack(_:as:of:)`` whatever text the file holds.
  static func readingBack(_ text: String, as format: PuzzleFormat, of file: PuzzleFile)
    -> Failure?
  {
    let bytes = Array(text.utf8)
    let limits = InputLimits.standard
    guard bytes.count <= limits.maxFileBytes else { return nil }
    let read = PuzzleLoader(limits: limits).read(bytes, path: file.path, format: format)
    let expected = file.entries.compactMap { entry in
      entry.puzzle.map { (entry.location, CanonicalKey(orientedAs: $0)) }
    }
    let found = read.entries.map { $0.puzzle.map(CanonicalKey.init(orientedAs:)) }
    let problem = read.allDiagnostics.first { $0.severity == .error }
    guard
      problem != nil || found.count != expected.count
        || zip(found, expected).contains(where: { $0 != $1.1 })
    else { return nil }
    let index =
      expected.indices.first { $0 >= found.count || found[$0] != expected[$0].1 }
      ?? max(expected.count - 1, 0)
    let location = expected.isEmpty ? SourceLocation.start : expected[index].0
    let reason =
      problem.map { "line \($0.location.line) of what would be written: \($0.message)" }
      ?? "it reads as other puzzles"
    return .doesNotReadBack(location, format: format, reason: reason)
  }

  /// The text of `file`'s puzzles in `format`, not read back.
  private static func unchecked(
    _ file: PuzzleFile, as format: PuzzleFormat, schemasFrom folder: String?,
    under header: EnumerationHeader?
  ) -> Result<String, Failure> {
    func schema(_ name: String) -> String {
      folder.map { SchemaReference.path(from: $0, file: name) } ?? "../Schemas/" + name
    }
    guard !file.hasErrors else { return .failure(.invalidInput) }
    let puzzles = file.entries.compactMap { entry in entry.puzzle.map { (entry, $0) } }
    // A YAML set's comments on its own keys go above the first puzzle of a format without
    // keys; the file's last comments go at its end.
    let leading = file.comments.inFileOrder.map(gridText)
    let below = file.trailingComments + file.comments.below.map(gridText)
    switch format {
    case .grid:
      return .success(
        GridPrinter.print(
          puzzles.enumerated().map { index, item in
            let (entry, puzzle) = item
            // A YAML puzzle's name goes above its board's own comments: a grid has no
            // other place for it.
            let above = (entry.metadata.name.map { [$0.value] } ?? []) + entry.comments
            var between = entry.rowComments
            between[puzzle.size.rows, default: []] += entry.yamlComments.below.map(gridText)
            return (
              puzzle,
              (index == 0 ? leading : []) + entry.yamlComments.inFileOrder.map(gridText)
                + above, between
            )
          }, below: below))
    case .yaml:
      if let conflict = file.commentConflicts.first { return .failure(.commentNotKept(conflict)) }
      var notes = file.comments
      notes.below += file.trailingComments.map { GridPrinter.commentLine($0) }
      if file.collection == nil, puzzles.count == 1, let (entry, puzzle) = puzzles.first {
        var entryNotes = entry.yamlComments
        entryNotes.below += notes.below
        return .success(
          YAMLPrinter.print(
            puzzle, metadata: entry.metadata, style: entry.boardStyle, comments: entry.comments,
            rowComments: entry.rowComments, notes: entryNotes,
            schema: file.schema ?? schema("puzzle.schema.json")))
      }
      return .success(
        YAMLPrinter.printSet(
          name: file.collection?.name?.value, author: file.collection?.author?.value,
          puzzles: puzzles.map { entry, puzzle in
            (puzzle, entry.metadata, entry.boardStyle, entry.comments)
          }, rowComments: puzzles.map { entry, _ in entry.rowComments },
          itemNotes: puzzles.map { entry, _ in entry.yamlComments }, notes: notes,
          schema: file.collection == nil
            ? schema("set.schema.json") : file.schema ?? schema("set.schema.json")))
    case .databaseLines:
      var lines = leading.map { GridPrinter.commentLine($0) + "\n" }.joined()
      var refusals: [Refusal] = []
      for (entry, puzzle) in puzzles {
        // A line read keeps its states; a puzzle of a grid or YAML gives them only when it
        // is its cluster's representative, which a line with its states claims to be.
        let claimed = entry.metadata.generated?.states?.value
        let states =
          file.format == .databaseLines
          ? claimed : DatabaseLinePrinter.statesColumn(for: puzzle, claimed: claimed)
        switch DatabaseLinePrinter.line(
          for: puzzle, moves: entry.metadata.moves?.value, states: states, under: header)
        {
        case .success(let line):
          // A line has no rows to put comments between: they all go above it, after a YAML
          // puzzle's name, as in a grid.
          let above =
            entry.yamlComments.inFileOrder.map(gridText)
            + (entry.metadata.name.map { [$0.value] } ?? []) + entry.comments
            + entry.rowComments.sorted { $0.key < $1.key }.flatMap(\.value)
          lines += above.map { GridPrinter.commentLine($0) + "\n" }.joined() + line + "\n"
          lines += entry.yamlComments.below.map { gridText($0) }.map {
            GridPrinter.commentLine($0) + "\n"
          }.joined()
        case .failure(let failure):
          refusals.append(Refusal(location: entry.location, reason: failure))
        }
      }
      guard refusals.isEmpty else { return .failure(.unsupported(refusals)) }
      // The trailer that ended a headed file sums the text printed before it, when it
      // vouched for the file read (else the reader warned, and it stays as it was: a file
      // cut or edited is not vouched for by printing it).
      let kept = FileTrailer.droppingTrailer(file.trailingComments)
      let resummed =
        header != nil && kept.count < file.trailingComments.count
        && !file.diagnostics.contains { $0.severity == .warning }
      let ending = (resummed ? kept : file.trailingComments) + file.comments.below.map(gridText)
      lines += ending.map { GridPrinter.commentLine($0) + "\n" }.joined()
      return .success(resummed ? lines + FileTrailer.line(for: lines) : lines)
    }
  }

  /// `a grid`, `YAML` or `a database line`, for messages.
  public static func noun(_ format: PuzzleFormat) -> String {
    switch format {
    case .grid: "a grid"
    case .yaml: "YAML"
    case .databaseLines: "a database line"
    }
  }

  /// A YAML comment (`#` included) as the text of a grid or database-line comment.
  private static func gridText(_ comment: String) -> String {
    GridReader.comment(in: comment[...]) ?? comment
  }
}

extension PuzzleFile {
  /// Whether the file holds text of its writer's that might not read back as written: a
  /// name or a comment of a puzzle that is not ``isPlain(_:)``, or any author, schema line,
  /// version, YAML comment or comment of the file or between a grid's rows.
  ///
  /// A plain name or comment is printed on one line of its own (a grid's or a database
  /// line's comment, a comment in a YAML board, a quoted YAML name), which reads back as
  /// it is, whatever the format: a catalogue's entries, each with a comment naming it,
  /// print without reading the text back.
  var holdsText: Bool {
    schema != nil || !trailingComments.isEmpty || !comments.isEmpty
      || collection?.name != nil || collection?.author != nil
      || entries.contains { entry in
        !(entry.metadata.name.map { Self.isPlain($0.value) } ?? true)
          || entry.metadata.author != nil || entry.metadata.generated?.version != nil
          || !entry.comments.allSatisfy(Self.isPlain) || !entry.rowComments.isEmpty
          || !entry.yamlComments.isEmpty
      }
  }

  /// Whether `text` is one short line that every format shows raw: no character YAML
  /// cannot show (``YAMLPrinter/showsRaw(_:)``: control characters, line and paragraph
  /// separators), no tab, and at most 1 KiB, far below the longest line a file may have.
  static func isPlain(_ text: String) -> Bool {
    text.utf8.count <= 1024
      && text.unicodeScalars.allSatisfy { $0 != "\t" && YAMLPrinter.showsRaw($0) }
  }
}
