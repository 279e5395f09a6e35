import Testing
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// `catalog query --format grid` and `yaml` print a batch at a time: the text is the one
/// file all the entries make at once, and each board is read as the database line it is.
@Suite struct PuzzleTextStreamTests {
  /// The text a stream of `entries` gives, printed `batchSize` at a time.
  func streamed(_ entries: [CatalogEntry], as format: PuzzleFormat, batchSize: Int) -> Result<
    String, CatalogEntry.PuzzleTextFailure
  > {
    var stream = CatalogEntry.PuzzleTextStream(
      total: entries.count, as: format, catalog: "c.sqlite", schemasFrom: nil,
      batchSize: batchSize)
    var text = ""
    for entry in entries {
      switch stream.add(entry) {
      case .success(let part): text += part
      case .failure(let failure): return .failure(failure)
      }
    }
    return stream.finish().map { text + $0 }
  }

  @Test(arguments: [PuzzleFormat.grid, .yaml])
  func aStreamPrintsWhatAllTheEntriesAtOnceMake(_ format: PuzzleFormat) throws {
    let entries = try allEntries(try variedCatalog())
    #expect(entries.count == 303)
    let whole = try CatalogEntry.puzzleText(entries, as: format, catalog: "c.sqlite").get()
    for batchSize in [1, 2, 7, 302, 303, 4096] {
      #expect(try streamed(entries, as: format, batchSize: batchSize).get() == whole)
    }
    // A lone entry is a YAML puzzle file, not a set of one.
    let lone = try CatalogEntry.puzzleText([entries[5]], as: format, catalog: "c.sqlite").get()
    #expect(try streamed([entries[5]], as: format, batchSize: 1).get() == lone)
    #expect(lone.contains("puzzles:") == false)
    // Two entries in two batches are one set.
    let pair = try CatalogEntry.puzzleText(
      Array(entries.prefix(2)), as: format, catalog: "c.sqlite"
    ).get()
    #expect(try streamed(Array(entries.prefix(2)), as: format, batchSize: 1).get() == pair)
    #expect(pair.components(separatedBy: "puzzles:\n").count == (format == .yaml ? 2 : 1))
  }

  @Test func anEntryAGridCannotHoldStopsTheStreamAtIt() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let yaml =
      "name: \"two\\nlines\"\nboard: |\n"
      + ReferencePuzzles.intermediate4Grid.split(separator: "\n").map { "  \($0)\n" }.joined()
    #expect(try importText(yaml, path: "p.yaml", into: catalog).summary.added == 1)
    let entries = try allEntries(catalog)
    guard case .failure(let failure) = streamed(entries, as: .grid, batchSize: 1) else {
      Issue.record("printed a grid of a name with a line break")
      return
    }
    #expect(failure.entry.id == 3)
    #expect(try streamed(entries, as: .yaml, batchSize: 1).get().contains("two\\nlines"))
    // The first pass, which prints only what may fail, finds the same entry.
    var checking = CatalogEntry.PuzzleTextStream(
      total: 2, as: .grid, catalog: "c.sqlite", schemasFrom: nil, batchSize: 2)
    let found =
      entries.compactMap { checking.check($0) } + [checking.finishChecking()].compactMap { $0 }
    #expect(found.map(\.entry.id) == [3])
    #expect(found.first?.description == failure.description)
  }

  @Test(arguments: [PuzzleFormat.grid, .yaml])
  func theFirstPassFindsNothingInEntriesThatPrint(_ format: PuzzleFormat) throws {
    let entries = try allEntries(try variedCatalog())
    var checking = CatalogEntry.PuzzleTextStream(
      total: 2, as: format, catalog: "c.sqlite", schemasFrom: nil, batchSize: 7)
    #expect(entries.allSatisfy { checking.check($0) == nil })
    #expect(checking.finishChecking() == nil)
    #expect(checking.count == entries.count)
  }

  /// The board read as a database line on the entry's board and exit is the puzzle that
  /// reading it as a grid with its chute marked gives, labels and block order included.
  @Test func anEntrysPuzzleIsItsBoardReadAsAGrid() throws {
    for entry in try allEntries(try variedCatalog()) {
      let characters = Array(entry.board)
      var grid = ""
      for row in 0..<entry.boardRows {
        let tiles = String(
          characters[(row * entry.boardColumns)..<((row + 1) * entry.boardColumns)])
        let marked = row == entry.exitRow
        grid +=
          (entry.exitSide == "left" ? (marked ? "<" : " ") + tiles : tiles + (marked ? ">" : ""))
          + "\n"
      }
      let read = PuzzleLoader().read(Array(grid.utf8), path: "entry", format: .grid)
      #expect(!read.hasErrors)
      #expect(entry.puzzle != nil)
      #expect(entry.puzzle == read.entries.first?.puzzle, "\(entry.line)")
    }
  }
}
