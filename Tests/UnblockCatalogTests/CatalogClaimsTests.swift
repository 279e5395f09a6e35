import Testing
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// What import says of the claims it can judge: those of a puzzle it explores, the counts
/// of a cluster it already holds, and a line's states past `--max-states`.
@Suite struct CatalogClaimsTests {
  /// Imports `text` as a file named `path` with `maxStates`.
  @discardableResult
  func importing(
    _ text: String, path: String = "in.txt", maxStates: Int? = nil, into catalog: Catalog
  )
    throws -> (summary: CatalogImporter.Summary, diagnostics: [String])
  {
    let file = PuzzleLoader().read(Array(text.utf8), path: path)
    var summary = CatalogImporter.Summary()
    var diagnostics: [String] = []
    try CatalogImporter(catalog: catalog, maxStates: maxStates).run(
      file.entries.map {
        CatalogImporter.Item(entry: $0, path: path, isDatabaseLine: file.format == .databaseLines)
      }, summary: &summary, report: { diagnostics.append($0.description) })
    return (summary, diagnostics)
  }

  @Test func warnsOfAnExploredPuzzlesWrongClaimsAndImportsItAsExplored() throws {
    let catalog = try newCatalog()
    let yaml = """
      name: wrong
      board: |
        IBBx..
        I..LDD
        JAAL.M>
        J.KEEM
        FFK..M
        GGHHH.
      moves: 20
      level: beginner

      """
    let (summary, diagnostics) = try importing(yaml, path: "w.yaml", into: catalog)
    #expect(summary.added == 1 && summary.wrongClaims == 1 && summary.failed)
    #expect(
      diagnostics == [
        "w.yaml:9:8: warning: wrong moves claim: the puzzle claims 20 moves, but its minimal number of moves is 59; imported as explored",
        "w.yaml:10:8: warning: wrong level claim: the puzzle claims 'beginner', but 59 moves make it 'expert' (31 moves or more); imported as explored",
      ])
    #expect(try allEntries(catalog).map(\.line) == ["60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332"])
  }

  @Test func warnsOfOtherCountsForAClusterHeld() throws {
    let catalog = try newCatalog()
    let (summary, diagnostics) = try importing(
      hardestLines + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4781\n", into: catalog)
    #expect(summary.added == 2 && summary.known == 1 && summary.wrongClaims == 1)
    #expect(
      diagnostics == [
        "in.txt:4:1: warning: other counts than the catalogue's: 51 moves and 4781 states here, where entry 2 (51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780), from in.txt:3, has 51 and 4780; the entry is kept as it is"
      ])
    // The same counts again are only known.
    let again = try importing(hardestLines, into: catalog)
    #expect(again.summary.known == 2 && again.summary.wrongClaims == 0 && again.diagnostics.isEmpty)
  }

  /// Audit 13, finding 4: the held entry's source, a file whose name holds a newline, split
  /// the warning over two lines; it is shown escaped, as the warning's own path is.
  @Test func otherCountsShowTheHeldSourceEscaped() throws {
    let catalog = try newCatalog()
    _ = try importing(hardestLines, path: "h\nl.txt", into: catalog)
    let (_, diagnostics) = try importing(
      "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4781\n", path: "n\u{1B}.txt", into: catalog)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.hasPrefix("n\\u001b.txt:1:1: warning: ") == true)
    #expect(diagnostics.first?.contains("from h\\nl.txt:3, has 51") == true, "\(diagnostics)")
  }

  @Test func maxStatesBoundsTheStatesALineClaims() throws {
    let catalog = try newCatalog()
    let (summary, diagnostics) = try importing(hardestLines, maxStates: 3000, into: catalog)
    #expect(summary.added == 1 && summary.rejected == 1)
    #expect(
      diagnostics == [
        "in.txt:3:41: error: not imported: the line claims 4780 states, more than --max-states 3000"
      ])
  }

  @Test func aQuerysSelectionNamesItsFiltersAndHeadsItsLines() throws {
    var query = CatalogQuery(order: .random, seed: 7, limit: 10)
    query.moves = 30...Int.max
    query.size = BoardSize(rows: 5, columns: 5)
    #expect(
      query.selection
        == "unblock catalog query --moves 30... --size 5x5 --order random --seed 7 --limit 10")
    #expect(CatalogQuery().selection == "unblock catalog query")
    let catalog = try newCatalog()
    try importing(".....\n..B..\nAAB..>\n.....\n.....\n", into: catalog)
    let text = try CatalogEntry.lines(try allEntries(catalog), selection: "unblock catalog query")
      .get()
    #expect(text.contains("# walls: 0...0\n# selected by: unblock catalog query\n"))
    // Readers take it; it is no run to merge.
    #expect(try importing(text, into: try newCatalog()).summary.added == 1)
    guard case .failure(let failure) = ShardFile.read(Array(text.utf8), path: "q.txt") else {
      Issue.record("a query's lines were taken as a run")
      return
    }
    #expect(failure.description.hasPrefix("q.txt:5:1: error: the output of a query"))
  }
}
