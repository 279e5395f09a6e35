import Foundation
import Testing
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// A catalogue of 300 database lines of random 6x6 boards with random counts, and a few
/// explored puzzles of other sizes and a left exit.
func variedCatalog() throws -> Catalog {
  let catalog = try newCatalog()
  var random = SplitMix64(seed: 21)
  var lines: [String] = []
  while lines.count < 300 {
    let puzzle = RandomPuzzles.puzzle(
      size: .standard, side: .right, blocks: Int.random(in: 4...12, using: &random),
      fixed: Int.random(in: 0...2, using: &random), using: &random)
    guard puzzle.chute.row == 2 else { continue }
    let moves = Int.random(in: 1...60, using: &random)
    // Each distance from 0 to the moves holds a state: an import refuses fewer states.
    let states = Int.random(in: 61...5000, using: &random)
    lines.append(try DatabaseLinePrinter.line(for: puzzle, moves: moves, states: states).get())
  }
  try importText(lines.joined(separator: "\n"), path: "lines.txt", into: catalog)
  let others = [
    "<AA...\n .....\n ..B..\n ..B..\n .....\n",
    "B....\nB.C..\nAAC..>\n.....\n.....\n",
    "......\n.B....\n.B..AA>\n......\n",
  ]
  for (index, grid) in others.enumerated() {
    let (summary, diagnostics) = try importText(grid, path: "other\(index).txt", into: catalog)
    #expect(summary.added == 1, "\(diagnostics)")
  }
  return catalog
}

@Suite struct CatalogQueryTests {
  let catalog: Catalog
  let everything: [CatalogEntry]

  init() throws {
    catalog = try variedCatalog()
    everything = try allEntries(catalog)
  }

  /// The expected answer: `filter` over every entry, in the query's order.
  func expected(_ order: CatalogQuery.Order, _ filter: (CatalogEntry) -> Bool) -> [Int64] {
    everything.filter(filter).sorted {
      switch order {
      case .states: ($1.states, $0.id!) < ($0.states, $1.id!)
      default: ($1.moves, $0.id!) < ($0.moves, $1.id!)
      }
    }.map { $0.id! }
  }

  @Test func filtersByEveryColumnAndOrdersHardestFirst() throws {
    #expect(everything.count == 300 + 3)
    var query = CatalogQuery()
    query.moves = 20...40
    query.walls = 1
    #expect(
      try query.entries(in: catalog).map { $0.id! }
        == expected(.moves) { (20...40).contains($0.moves) && $0.walls == 1 })
    query = CatalogQuery(order: .states)
    query.level = .expert
    query.blocks = 9
    query.states = 1000...3000
    #expect(
      try query.entries(in: catalog).map { $0.id! }
        == expected(.states) {
          $0.moves >= 31 && $0.blocks == 9 && (1000...3000).contains($0.states)
        })
    query = CatalogQuery()
    query.size = BoardSize(rows: 5, columns: 5)
    #expect(try query.entries(in: catalog).map(\.source) == ["other0.txt:1", "other1.txt:1"])
    query.size = nil
    query.exit = .left
    #expect(try query.entries(in: catalog).map(\.line) == ["02 ooBAAooBooooooooooooooooo 14"])
  }

  @Test func limitKeepsTheFirstInOrder() throws {
    let query = CatalogQuery(order: .moves, limit: 5)
    #expect(
      try query.entries(in: catalog).map { $0.id! }
        == Array(expected(.moves) { _ in true }.prefix(5)))
  }

  @Test func randomOrderIsAPermutationThatTheSeedRepeats() throws {
    let seven = try CatalogQuery(order: .random, seed: 7).entries(in: catalog).map { $0.id! }
    let again = try CatalogQuery(order: .random, seed: 7).entries(in: catalog).map { $0.id! }
    let eight = try CatalogQuery(order: .random, seed: 8).entries(in: catalog).map { $0.id! }
    #expect(seven == again)
    #expect(seven != eight)
    #expect(seven.sorted() == everything.map { $0.id! })
    #expect(seven != everything.map { $0.id! })
  }

  /// The common filters and orders are answered through an index, never a scan of the
  /// whole table; the rows are then read by number.
  @Test func commonFiltersUseAnIndex() throws {
    func plan(_ change: (inout CatalogQuery) -> Void, order: CatalogQuery.Order = .moves)
      throws -> [String]
    {
      var query = CatalogQuery(order: order, limit: 10)
      change(&query)
      let plan = try query.plan(in: catalog)
      #expect(plan.first == "SEARCH entry USING INTEGER PRIMARY KEY (rowid=?)")
      #expect(!plan.contains("SCAN entry"))
      return plan
    }
    #expect(
      try plan { $0.moves = 40...60 }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_moves (moves>? AND moves<?)"))
    #expect(
      try plan { $0.level = .expert }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_moves (moves>? AND moves<?)"))
    #expect(
      try plan { $0.walls = 2 }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_walls (walls=?)"))
    #expect(
      try plan { $0.blocks = 13 }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_blocks (blocks=?)"))
    #expect(
      try plan { $0.size = BoardSize(rows: 5, columns: 5) }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_board (board_rows=? AND board_columns=?)"))
    #expect(
      try plan { $0.states = 100...200 }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_states (states>? AND states<?)"))
    #expect(
      try plan({ _ in }, order: .moves).contains("SCAN entry USING COVERING INDEX entry_by_moves"))
    #expect(
      try plan({ _ in }, order: .states).contains("SCAN entry USING COVERING INDEX entry_by_states")
    )
  }

  /// Audit 7, finding 3: a name a grid cannot hold (a line break) made `query --format
  /// grid` print one comment instead of every entry, with success; the failure names the
  /// entry, and prints no part of the entries.
  @Test func aNameAGridCannotHoldIsAFailureNamingItsEntry() throws {
    let catalog = try newCatalog()
    // I-4, named in two lines.
    let yaml =
      "name: \"two\\nlines\"\nboard: |\n"
      + ReferencePuzzles.intermediate4Grid.split(separator: "\n").map { "  \($0)\n" }.joined()
    try importText(hardestLines, into: catalog)
    #expect(try importText(yaml, path: "p.yaml", into: catalog).summary.added == 1)
    let entries = try allEntries(catalog)
    let text = CatalogEntry.puzzleText(entries, as: .grid, catalog: "c.sqlite")
    guard case .failure(let failure) = text else {
      Issue.record("printed: \(text)")
      return
    }
    #expect(failure.entry.id == 3)
    #expect(failure.description.hasPrefix("c.sqlite: entry 3 ('23 "))
    #expect(failure.description.contains("not written: as a grid it would not read back"))
    // YAML holds the name; the two lines still print as grids.
    #expect((try? CatalogEntry.puzzleText(entries, as: .yaml, catalog: "c.sqlite").get()) != nil)
    #expect(
      (try? CatalogEntry.puzzleText(Array(entries.prefix(2)), as: .grid, catalog: "c.sqlite").get())
        != nil)
  }

  /// Audit 13, finding 4: an entry imported from `in/nl<newline>name.txt` kept the raw
  /// path as its source, so `query --format grid` and `yaml` refused it, and `find` and
  /// `check --catalog` split their line. The source is shown escaped, as `check` shows the
  /// path; the stored source stays the path as read (JSON shows it so).
  @Test func aSourceWithControlCharactersIsShownEscaped() throws {
    let catalog = try newCatalog()
    let path = "in/nl\nname\u{1B}[31m.txt"
    let grid = ReferencePuzzles.intermediate4Grid
    #expect(try importText(grid, path: path, into: catalog).summary.added == 1)
    let entries = try allEntries(catalog)
    #expect(entries.first?.source == path + ":1")
    #expect(entries.first?.shownSource == "in/nl\\nname\\u001b[31m.txt:1")
    for format in [PuzzleFormat.grid, .yaml] {
      let text = try CatalogEntry.puzzleText(entries, as: format, catalog: "c.sqlite").get()
      #expect(text.contains("from in/nl\\nname\\u001b[31m.txt:1\n"), "\(text)")
    }
    let checked = PuzzleChecker(checks: [CatalogCheck(catalog: catalog)])
      .check(PuzzleLoader().read(Array(grid.utf8), path: "x.txt"))
    let warnings = checked.diagnostics.map(\.description)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasSuffix("from in/nl\\nname\\u001b[31m.txt:1") == true, "\(warnings)")
  }
}

@Suite struct CatalogFindTests {
  @Test func findsAnyStateOfTheClusterWithItsDistance() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let finding = try catalog.find(TestGrid.puzzle(hardestMovedGrid))
    #expect(finding.relation == .sameCluster)
    #expect(finding.entry?.line == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332")
    #expect(finding.distance == 59)
    #expect(finding.states == 2332)
  }

  @Test func findsTheMirrorImage() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let finding = try catalog.find(TestGrid.puzzle(hardestMovedGrid).mirrored())
    #expect(finding.relation == .mirrorImage)
    #expect(finding.entry?.id == 1)
    #expect(finding.distance == 59)
  }

  @Test func findsTheImagesTopToBottomAndHalfTurned() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let puzzle = TestGrid.puzzle(hardestMovedGrid)
    for (image, relation) in [
      (puzzle.mirroredTopToBottom(), Catalog.Finding.Relation.mirrorImageTopToBottom),
      (puzzle.turnedHalf(), .halfTurn), (puzzle.mirrored().turnedHalf(), .mirrorImageTopToBottom),
    ] {
      let finding = try catalog.find(image)
      #expect(finding.relation == relation)
      #expect(finding.entry?.id == 1)
      #expect(finding.distance == 59 && finding.states == 2332)
    }
  }

  /// Every puzzle of a space finds its image in a catalogue that holds only the images,
  /// each imported as a grid: the image's representative, read off the puzzle's own
  /// exploration, is the one its own exploration keys it by, ties between farthest states
  /// included. 4x5 has its chute on row 1, so no image is in the puzzle's own space.
  @Test func findsEachImageOfEveryPuzzleOfASpace() throws {
    let space = EnumerationSpace(
      size: BoardSize(rows: 4, columns: 5), chute: Chute(side: .right, row: 1), walls: 0...0)
    let result = try #require(try Enumerator(space: space).run(jobs: 1))
    let text =
      EnumerationHeader(space: space, shard: nil).text
      + result.puzzles.map { $0.line + "\n" }.joined()
    let puzzles = PuzzleLoader().read(Array(text.utf8), path: "4x5.txt").entries.compactMap(
      \.puzzle)
    #expect(puzzles.count == result.puzzles.count && puzzles.count > 100)
    // Right chutes, and their mirror images with the chute on the left.
    for starts in [puzzles, puzzles.map { $0.mirrored() }] {
      for relation in [Catalog.Finding.Relation.mirrorImageTopToBottom, .halfTurn] {
        let image = { (puzzle: Puzzle) in
          relation == .halfTurn ? puzzle.turnedHalf() : puzzle.mirroredTopToBottom()
        }
        let catalog = try newCatalog()
        let grids = starts.map { GridPrinter.print(image($0)) }.joined(separator: "\n")
        let (summary, diagnostics) = try importText(grids, path: "images.txt", into: catalog)
        #expect(diagnostics.isEmpty)
        #expect(summary.added == starts.count)
        for puzzle in starts {
          let finding = try catalog.find(puzzle)
          #expect(finding.relation == relation, "\(GridPrinter.print(puzzle))")
        }
      }
    }
  }

  @Test func reportsAnUnknownPuzzle() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let finding = try catalog.find(ReferencePuzzles.intermediate4)
    #expect(finding.entry == nil && finding.relation == nil)
    #expect(finding.distance == 23)
  }
}

@Suite struct CatalogStatsTests {
  @Test func countsEntriesStatesAndMoves() throws {
    let catalog = try newCatalog()
    try importText(hardestLines + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n", into: catalog)
    try importText(ReferencePuzzles.intermediate4Grid, path: "i4.txt", into: catalog)
    let stats = try CatalogStats(of: catalog)
    #expect(stats.entries == 3)
    let i4 = try Cluster(puzzle: ReferencePuzzles.intermediate4)
    #expect(stats.states == 2332 + 4780 + i4.count)
    #expect(
      stats.byMoves.map { [$0.value, $0.entries] }
        == [[i4.maximumDistance!, 1], [51, 1], [60, 1]])
    #expect(stats.byWalls.map { [$0.value, $0.entries] } == [[0, 2], [1, 1]])
    #expect(stats.chart(width: 10).last == "60  1  ██████████")
    // Moves of three digits widen the column, so the counts stay in line.
    var long = stats
    long.byMoves = Array(stats.byMoves.prefix(2))
    (long.byMoves[0].value, long.byMoves[0].entries) = (9, 1)
    (long.byMoves[1].value, long.byMoves[1].entries) = (112, 20)
    #expect(long.chart(width: 10) == ["  9   1  █", "112  20  ██████████"])
    #expect(
      stats.json.description.hasPrefix(
        "{\"entries\":3,\"states\":\(stats.states),\"byMoves\":[{\"moves\":\(i4.maximumDistance!),\"entries\":1},"
      ))
  }
}

@Suite struct CatalogFileTests {
  /// Entries of a board a header names: a left chute on 6x6, a 5x5 board.
  static let boardsNeedingAHeader = [
    " ......\n ...B..\n<...BAA\n ...B..\n ......\n ......\n",
    ".....\n...B.\nAA.B.>\n.....\nxx...\n",
  ]

  @Test func linesReadBackAsTheSameEntriesForEveryBoard() throws {
    for grid in Self.boardsNeedingAHeader {
      let catalog = try newCatalog()
      #expect(try importText(grid, into: catalog).summary.added == 1)
      let entries = try allEntries(catalog)
      let text = try CatalogEntry.lines(entries).get()
      #expect(text.hasPrefix("# unblock enumerate\n# size: "), "\(text)")
      let again = try newCatalog()
      #expect(try importText(text, into: again).summary.added == 1)
      func kept(_ entry: CatalogEntry) -> CatalogEntry {
        var entry = entry
        entry.source = ""
        return entry
      }
      #expect(try allEntries(again).map(kept) == entries.map(kept))
    }
  }

  @Test func linesOfSeveralBoardsAreRefusedAndTheDatabasesNeedNoHeader() throws {
    let entries = try allEntries(try variedCatalog())
    guard case .failure(let failure) = CatalogEntry.lines(entries) else {
      Issue.record("lines of several boards were written")
      return
    }
    #expect(failure.boards.contains("6x6, exit right of row 2"))
    let database = entries.filter { $0.size == "6x6" && $0.exitSide == "right" }
    #expect(
      try CatalogEntry.lines(database).get()
        == database.map { $0.line + "\n" }.joined())
  }

  @Test func refusesAFileThatIsNotSQLiteAndLeavesIt() throws {
    let folder = try temporaryFolder(["notes.txt": Array("not a database\n".utf8)])
    let path = folder.appendingPathComponent("notes.txt").path
    #expect(throws: CatalogError.notSQLite(path: path)) { try Catalog(path: path, mode: .write) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "not a database\n")
  }

  @Test func refusesANewerSchemaAndLeavesIt() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let path = catalog.path
    // PRAGMA user_version is the big-endian word at byte 60 of the file's header.
    var before = try Data(contentsOf: URL(fileURLWithPath: path))
    before.replaceSubrange(60..<64, with: [0, 0, 0, 9])
    try before.write(to: URL(fileURLWithPath: path))
    #expect(throws: CatalogError.newerSchema(path: path, version: 9, supported: 4)) {
      try Catalog(path: path, mode: .write)
    }
    #expect(throws: CatalogError.newerSchema(path: path, version: 9, supported: 4)) {
      try Catalog(path: path, mode: .read)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// The errors opening a catalogue whose `PRAGMA user_version` is `version` (the
  /// big-endian word at byte 60 of the file) gives in both modes, and whether the file was
  /// left byte for byte as it was.
  func opening(withSchemaVersion version: Int32) throws -> (errors: [CatalogError?], kept: Bool) {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let path = catalog.path
    var before = try Data(contentsOf: URL(fileURLWithPath: path))
    before.replaceSubrange(60..<64, with: withUnsafeBytes(of: version.bigEndian, Array.init))
    try before.write(to: URL(fileURLWithPath: path))
    let errors = [Catalog.Mode.write, .read].map { mode -> CatalogError? in
      do {
        _ = try Catalog(path: path, mode: mode)
        return nil
      } catch { return error as? CatalogError }
    }
    return (errors, try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func refusesANegativeSchemaAndLeavesIt() throws {
    let (errors, kept) = try opening(withSchemaVersion: -1)
    for error in errors {
      guard case .unknownSchema(_, -1, 4) = error else {
        Issue.record("\(String(describing: error))")
        continue
      }
    }
    #expect(kept)
  }

  /// PRAGMA user_version = 0, the version of a file no catalogue has written to.
  @Test func refusesAnEntryTableWithNoSchemaVersionAndLeavesIt() throws {
    let (errors, kept) = try opening(withSchemaVersion: 0)
    for error in errors {
      guard case .notCatalogue(_, "it has an 'entry' table but no schema version") = error else {
        Issue.record("\(String(describing: error))")
        continue
      }
    }
    #expect(kept)
  }

  @Test func refusesAPipeBeforeSQLiteWaitsOnIt() throws {
    let path = try temporaryFolder().appendingPathComponent("fifo").path
    #expect(mkfifo(path, 0o644) == 0)
    for mode in [Catalog.Mode.write, .read] {
      #expect(
        throws: CatalogError.unusable(
          path: path,
          reason:
            "not a regular file (a pipe, a device or a socket), which cannot hold a catalogue; it was left as it is"
        )
      ) { try Catalog(path: path, mode: mode) }
    }
  }

  @Test func keepsItsVersionInUserVersion() throws {
    let catalog = try newCatalog()
    #expect(try catalog.schemaVersion() == 4)
    #expect(try Catalog(path: catalog.path, mode: .read).count() == 0)
  }

  @Test func refusesToReadAMissingCatalogue() throws {
    let path = try temporaryFolder().appendingPathComponent("none.sqlite").path
    #expect(throws: CatalogError.missing(path: path)) { try Catalog(path: path, mode: .read) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

@Suite struct CatalogQueryImpossibilityTests {
  /// A query with these filters.
  static func query(
    walls: Int? = nil, blocks: Int? = nil, size: BoardSize? = nil,
    states: ClosedRange<Int>? = nil, moves: ClosedRange<Int>? = nil, level: Category? = nil
  ) -> CatalogQuery {
    var query = CatalogQuery()
    (query.walls, query.blocks, query.size) = (walls, blocks, size)
    (query.states, query.moves, query.level) = (states, moves, level)
    return query
  }

  /// Filters no entry can pass, whatever the catalogue holds, say why; filters at the edge
  /// of what a board holds do not.
  @Test func saysWhyNoEntryCanPass() {
    let small = BoardSize(rows: 4, columns: 4)
    let cases: [(CatalogQuery, String?)] = [
      (Self.query(walls: 14, size: small), nil),
      (Self.query(walls: 15, size: small), "at most 14 walls"),
      (Self.query(blocks: 8, size: small), nil),
      (Self.query(blocks: 9, size: small), "at most 8 movable"),
      (Self.query(blocks: 33), "8x8"),
      (Self.query(states: 0...1), nil),
      (Self.query(states: 0...0), "every cluster has 1 state or more"),
      (Self.query(moves: 14...20, level: .expert), "expert is 31... moves"),
      (Self.query(moves: 30...40, level: .expert), nil),
      (Self.query(states: 8...8, moves: 7...7), nil),
      (Self.query(states: 8...8, moves: 8...8), "a cluster of 8 states has at most 7 moves"),
    ]
    for (query, fragment) in cases {
      #expect(
        query.impossibility.map { fragment.map($0.contains) ?? false } ?? (fragment == nil),
        "\(query.selection): \(query.impossibility ?? "nil")")
    }
  }
}
