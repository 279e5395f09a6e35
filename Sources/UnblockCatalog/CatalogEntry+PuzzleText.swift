import UnblockCore
import UnblockFormats

extension CatalogEntry {
  /// Why entries cannot be written as puzzle files (grids or YAML): one entry, named.
  public struct PuzzleTextFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalogue's path, as given.
    public let catalog: String
    /// The entry that cannot be written.
    public let entry: CatalogEntry
    /// Why the printer refused the entry's text; `nil` when the entry's row holds no
    /// puzzle of the game (``puzzle`` is `nil`).
    public let printing: CanonicalPrinter.Failure?

    public var description: String {
      let named = "\(ShownPath.text(catalog)): entry \(entry.id ?? 0) ('\(entry.line)')"
      guard let printing else {
        return "\(named) is no puzzle of the game (was its row changed by hand?); "
          + "--format line or json prints it as stored"
      }
      return "\(named): \(printing); --format json prints it as stored"
    }
  }

  /// `entries` as one puzzle file in `format` (a grid or YAML) that reads back as the same
  /// puzzles: each with its moves and states as claims, a name only for an entry imported
  /// with one, and a comment naming the entry.
  ///
  /// - Parameters:
  ///   - catalog: The catalogue's path, which a failure names.
  ///   - folder: Where the text will lie, for the YAML schema line (see
  ///     ``UnblockFormats/CanonicalPrinter/print(_:as:schemasFrom:under:)``).
  ///   - asSet: Whether YAML is a set even for one entry: a part of a longer set.
  /// - Returns: The text, or the first entry that cannot be written, never a part of the
  ///   entries: a row changed by hand into no puzzle of the game, or a name that the
  ///   format cannot hold (a line break in a grid's comment).
  public static func puzzleText(
    _ entries: [CatalogEntry], as format: PuzzleFormat, catalog: String,
    schemasFrom folder: String? = nil, asSet: Bool = false
  ) -> Result<String, PuzzleTextFailure> {
    puzzleFile(entries, catalog: catalog, asSet: asSet).flatMap { file in
      CanonicalPrinter.print(file, as: format, schemasFrom: folder).mapError { failure in
        PuzzleTextFailure(
          catalog: catalog, entry: entries[file.entryIndex(failure)], printing: failure)
      }
    }
  }

  /// The failure ``puzzleText(_:as:catalog:schemasFrom:asSet:)`` would give, or `nil`,
  /// without printing the entries when none can come of it (see
  /// ``UnblockFormats/CanonicalPrinter/failure(printing:as:schemasFrom:)``).
  public static func puzzleTextFailure(
    _ entries: [CatalogEntry], as format: PuzzleFormat, catalog: String,
    schemasFrom folder: String? = nil, asSet: Bool = false
  ) -> PuzzleTextFailure? {
    switch puzzleFile(entries, catalog: catalog, asSet: asSet) {
    case .failure(let failure): return failure
    case .success(let file):
      return CanonicalPrinter.failure(printing: file, as: format, schemasFrom: folder).map {
        PuzzleTextFailure(catalog: catalog, entry: entries[file.entryIndex($0)], printing: $0)
      }
    }
  }

  /// `entries` as a file of puzzles, each at a line of its own, its number in the list, so
  /// that a failure's place names the entry; or the first entry whose row holds no puzzle.
  private static func puzzleFile(_ entries: [CatalogEntry], catalog: String, asSet: Bool)
    -> Result<PuzzleFile, PuzzleTextFailure>
  {
    // Each board is read once: the reading is most of the work.
    let puzzles = entries.map(\.puzzle)
    if let broken = puzzles.firstIndex(where: { $0 == nil }) {
      return .failure(PuzzleTextFailure(catalog: catalog, entry: entries[broken], printing: nil))
    }
    var file = PuzzleFile(
      path: catalog, format: nil,
      entries: zip(entries, puzzles).enumerated().map { index, item in
        let (entry, puzzle) = item
        let place = SourceLocation(line: index + 1, column: 1)
        return PuzzleEntry(
          location: place, puzzle: puzzle,
          metadata: PuzzleMetadata(
            // Only a name a puzzle was given: the comment below names the entry, whose
            // number is this catalogue's, and no name to store when the file is imported.
            name: entry.name.map { Located($0, at: place) },
            moves: Located(entry.moves, at: place),
            generated: PuzzleMetadata.Generation(states: Located(entry.states, at: place))),
          comments: ["entry \(entry.id ?? 0): \(entry.line), from \(entry.shownSource)"])
      })
    // A set without a name or author prints as one with neither.
    if asSet { file.collection = PuzzleFile.Collection() }
    return .success(file)
  }
}

extension PuzzleFile {
  /// The index of the entry a printing failure is at: entry `i` is at line `i + 1`.
  fileprivate func entryIndex(_ failure: CanonicalPrinter.Failure) -> Int {
    min(max(failure.location.line - 1, 0), entries.count - 1)
  }
}
