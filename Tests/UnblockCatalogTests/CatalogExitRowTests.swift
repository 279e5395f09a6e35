import Testing
import UnblockCatalog
import UnblockCore
import UnblockFormats

/// `--exit-row`: entries of one chute row, among those of others, in a real catalogue file.
@Suite struct CatalogExitRowTests {
  let catalog: Catalog

  /// Lines of `unblock enumerate --size 4x4 --exit-row ROW`, under its header and trailer.
  static func enumeration(row: Int, _ lines: [String]) -> String {
    let text =
      "# unblock enumerate\n# size: 4x4\n# exit: right, row \(row)\n# walls: 0...0\n"
      + lines.map { $0 + "\n" }.joined()
    return text + FileTrailer.line(for: text)
  }

  /// Three 4x4 entries of row 1, two of row 2, and the database's two lines (6x6, row 2).
  init() throws {
    catalog = try newCatalog()
    let row1 = Self.enumeration(
      row: 1, ["07 BBBFEAAFEoCCEDDD 8", "07 BBoFAAoFECCCEDDD 20", "06 BBBEDAAEDoooDCCC 7"])
    let row2 = Self.enumeration(row: 2, ["07 EBBBECCCAAoFDDoF 20", "07 EBBBEoCCEAAFDDDF 8"])
    for (text, path) in [(row1, "row1.txt"), (row2, "row2.txt"), (hardestLines, "rush.txt")] {
      let (summary, diagnostics) = try importText(text, path: path, into: catalog)
      #expect(summary.added == summary.read && summary.rejected == 0, "\(diagnostics)")
    }
  }

  func sources(_ change: (inout CatalogQuery) -> Void) throws -> [String] {
    var query = CatalogQuery()
    change(&query)
    return try query.entries(in: catalog).map(\.source)
  }

  @Test func queryKeepsTheEntriesOfTheRow() throws {
    #expect(try sources { $0.exitRow = 1 } == ["row1.txt:5", "row1.txt:6", "row1.txt:7"])
    #expect(
      try sources { $0.exitRow = 2 } == ["rush.txt:2", "rush.txt:3", "row2.txt:5", "row2.txt:6"])
    #expect(
      try sources {
        $0.exitRow = 2
        $0.size = BoardSize(rows: 4, columns: 4)
        $0.exit = .right
      } == ["row2.txt:5", "row2.txt:6"])
    #expect(try sources { $0.exitRow = 3 } == [])
    #expect(try sources { $0.exitRow = 1 }.count + sources { $0.exitRow = 2 }.count == 7)
  }

  /// A row alone, or with the size and side, is answered through an index in order of
  /// moves: without one a row that few entries have, or none, read the whole table.
  @Test func theRowGoesThroughAnIndex() throws {
    func plan(_ change: (inout CatalogQuery) -> Void) throws -> [String] {
      var query = CatalogQuery(limit: 10)
      change(&query)
      let plan = try query.plan(in: catalog)
      #expect(!plan.contains { $0.hasPrefix("SCAN entry") }, "\(plan)")
      return plan
    }
    #expect(
      try plan { $0.exitRow = 1 }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_exit_row (exit_row=?)"))
    #expect(
      try plan {
        $0.exitRow = 1
        $0.size = BoardSize(rows: 4, columns: 4)
        $0.exit = .right
      }.contains(
        "SEARCH entry USING COVERING INDEX entry_by_board_row (exit_row=? AND board_rows=? AND board_columns=? AND exit_side=?)"
      ))
  }

  /// `SIZE SIDE ROW: ENTRIES` for each board class.
  func boards(_ stats: CatalogStats) -> [String] {
    stats.byBoard.map { "\($0.size) \($0.exit) \($0.exitRow): \($0.entries)" }
  }

  @Test func statsCountTheRowAndNameEachBoardsRow() throws {
    let all = try CatalogStats(of: catalog)
    #expect(boards(all) == ["4x4 right 1: 3", "4x4 right 2: 2", "6x6 right 2: 2"])
    let row1 = try CatalogStats(of: catalog, exitRow: 1)
    #expect(row1.entries == 3)
    #expect(row1.states == 8 + 20 + 7)
    #expect(row1.byMoves.map { [$0.value, $0.entries] } == [[6, 1], [7, 2]])
    #expect(row1.byWalls.map { [$0.value, $0.entries] } == [[0, 3]])
    #expect(boards(row1) == ["4x4 right 1: 3"])
    #expect(try CatalogStats(of: catalog, exitRow: 5).entries == 0)
  }
}
