import UnblockFormats

extension CatalogEntry {
  /// Entries printed as one puzzle file (grids or YAML) a batch at a time, in memory
  /// bounded by a batch, however many entries a query selects: the text is the one
  /// ``puzzleText(_:as:catalog:schemasFrom:asSet:)`` gives for all of them at once.
  ///
  /// A file is written whole or not at all, so a caller reads the entries twice: once
  /// through ``check(_:)``, which finds the first entry that cannot be written and counts
  /// them, printing only what may fail, then through a stream made with that count, which
  /// writes them.
  /// Grids follow each other after a blank line; YAML is a lone puzzle file for one entry,
  /// and otherwise one set, whose opening lines only the first batch writes.
  public struct PuzzleTextStream {
    /// The entries printed together: enough that a batch costs little beside its
    /// entries, few enough that their text stays small.
    public static let batchSize = 4096

    private let batchSize: Int
    private let format: PuzzleFormat
    private let catalog: String
    private let folder: String?
    /// Whether YAML is a set: more than one entry in all.
    private let asSet: Bool
    private var batch: [CatalogEntry] = []
    /// The lines that open a YAML set, which every batch prints and the first keeps.
    private var setOpening: String?
    /// The entries printed so far.
    public private(set) var count = 0

    /// A stream of `total` entries in `format`, for a catalogue at `catalog` (which a
    /// failure names), whose text will lie in `folder` (for a YAML schema line), printed
    /// `batchSize` at a time; a checking pass, which does not know the total yet, gives
    /// any number above 1.
    public init(
      total: Int, as format: PuzzleFormat, catalog: String, schemasFrom folder: String?,
      batchSize: Int = Self.batchSize
    ) {
      self.batchSize = max(batchSize, 1)
      self.format = format
      self.catalog = catalog
      self.folder = folder
      asSet = total > 1
    }

    /// Takes the next entry: the text of the batch it completes, else "".
    public mutating func add(_ entry: CatalogEntry) -> Result<String, PuzzleTextFailure> {
      batch.append(entry)
      return batch.count >= batchSize ? flush() : .success("")
    }

    /// The text of the entries not yet printed.
    public mutating func finish() -> Result<String, PuzzleTextFailure> {
      batch.isEmpty ? .success("") : flush()
    }

    /// Takes the next entry without printing it, for the first pass: the failure of the
    /// batch it completes, which is printed only when it may fail (see
    /// ``CatalogEntry/puzzleTextFailure(_:as:catalog:schemasFrom:asSet:)``).
    public mutating func check(_ entry: CatalogEntry) -> PuzzleTextFailure? {
      batch.append(entry)
      return batch.count >= batchSize ? checkBatch() : nil
    }

    /// The failure of the entries not yet checked, when they are done.
    public mutating func finishChecking() -> PuzzleTextFailure? {
      batch.isEmpty ? nil : checkBatch()
    }

    private mutating func checkBatch() -> PuzzleTextFailure? {
      defer { batch.removeAll(keepingCapacity: true) }
      count += batch.count
      return CatalogEntry.puzzleTextFailure(
        batch, as: format, catalog: catalog, schemasFrom: folder, asSet: asSet)
    }

    private mutating func flush() -> Result<String, PuzzleTextFailure> {
      defer { batch.removeAll(keepingCapacity: true) }
      let printed = CatalogEntry.puzzleText(
        batch, as: format, catalog: catalog, schemasFrom: folder, asSet: asSet)
      guard case .success(var text) = printed else { return printed }
      if format == .yaml && asSet {
        // A set opens with its schema line and `puzzles:`; its items are indented.
        if let opening = setOpening {
          if text.hasPrefix(opening) { text.removeFirst(opening.count) }
        } else {
          setOpening = String(Self.opening(of: text))
        }
      } else if format == .grid && count > 0 {
        text = "\n" + text
      }
      count += batch.count
      return .success(text)
    }

    /// The lines of a YAML set up to its `puzzles:` line, the first line that says so at
    /// its start (a set's items are indented).
    private static func opening(of set: String) -> Substring {
      let marker = "puzzles:\n"
      if set.hasPrefix(marker) { return set.prefix(marker.count) }
      guard let range = set.range(of: "\n" + marker) else { return set.prefix(0) }
      return set[..<range.upperBound]
    }
  }
}
