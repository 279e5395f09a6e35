import Foundation
import Testing
import UnblockTestSupport

/// `catalog query --exit-row` and `catalog stats --exit-row`, on a catalogue of the 4x4
/// enumerations of rows 1 and 2.
@Suite struct CatalogExitRowTests {
  /// A folder where `c.sqlite` holds `enumerate --size 4x4` of rows 1 and 2, 32 entries each.
  func catalogue() throws -> URL {
    let folder = try temporaryFolder()
    for row in ["1", "2"] {
      let enumerate = try CLI.run(
        ["enumerate", "--size", "4x4", "--exit-row", row, "-o", "row\(row).txt"], in: folder)
      #expect(enumerate.status == 0, "\(enumerate.stderr)")
    }
    let imported = try CLI.run(
      ["catalog", "import", "row1.txt", "row2.txt", "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasSuffix("c.sqlite holds 64 entries\n"))
    return folder
  }

  @Test func queryKeepsTheRowsEntriesAndItsLinesReadBackAsTheEnumeration() throws {
    let folder = try catalogue()
    let json = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--exit-row", "1", "--format", "json"],
      in: folder)
    #expect(json.status == 0, "\(json.stderr)")
    let objects = json.stdout.split(separator: "\n")
    #expect(objects.count == 32)
    #expect(objects.allSatisfy { $0.contains("\"exitRow\":1,") && $0.contains("row1.txt:") })
    // The lines of one row have one header, naming it; both rows together have none.
    let lines = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--exit-row", "2", "--order", "states"],
      in: folder)
    #expect(lines.status == 0, "\(lines.stderr)")
    #expect(lines.stdout.hasPrefix("# unblock enumerate\n# size: 4x4\n# exit: right, row 2\n"))
    try Data(lines.stdout.utf8).write(to: folder.appendingPathComponent("q.txt"))
    let again = try CLI.run(["catalog", "import", "q.txt", "--db", "again.sqlite"], in: folder)
    #expect(
      again.stdout
        == "32 puzzles read: 32 added, 0 already known, 0 rejected; again.sqlite holds 32 entries\n"
    )
    let both = try CLI.run(["catalog", "query", "--db", "c.sqlite"], in: folder)
    #expect(both.status == 2)
    #expect(both.stderr.contains("(4x4, exit right of row 1; 4x4, exit right of row 2)"))
    #expect(both.stderr.contains("narrow the query with --size, --exit and --exit-row"))
    let none = try CLI.run(["catalog", "query", "--db", "c.sqlite", "--exit-row", "3"], in: folder)
    #expect(none.status == 0)
    #expect(none.stdout == "")
  }

  @Test func statsCountTheRowAndNameEachBoardsRow() throws {
    let folder = try catalogue()
    let all = try CLI.run(["catalog", "stats", "--db", "c.sqlite"], in: folder)
    #expect(all.status == 0)
    #expect(
      all.stdout.hasPrefix(
        "64 entries, 1028 states in all\n  4x4, exit right of row 1: 32 entries\n"
          + "  4x4, exit right of row 2: 32 entries\n  0 walls: 64 entries\n"))
    let row = try CLI.run(
      ["catalog", "stats", "--db", "c.sqlite", "--exit-row", "2", "--format", "json"],
      in: folder)
    #expect(row.status == 0)
    #expect(row.stdout.hasPrefix("{\"entries\":32,\"states\":514,\"byMoves\":["))
    #expect(
      row.stdout.hasSuffix(
        "\"byWalls\":[{\"walls\":0,\"entries\":32}],\"byBoard\":[{\"size\":\"4x4\",\"exit\":\"right\",\"exitRow\":2,\"entries\":32}]}\n"
      ))
  }

  /// A row no board has (rows 0 to 7 on boards of up to 8 rows) is refused in the words
  /// `enumerate` uses, as it matches nothing.
  @Test func aRowNoBoardHasOrMalformedRowIsRefusedWithExit64() throws {
    let folder = try catalogue()
    for command in ["query", "stats"] {
      for (value, message) in [
        ("-1", "the chute row must be 0 to 7, not -1"),
        ("8", "the chute row must be 0 to 7, not 8"),
        ("99", "the chute row must be 0 to 7, not 99"),
        ("two", "The value 'two' is invalid for '--exit-row <exit-row>'"),
        ("", "The value '' is invalid for '--exit-row <exit-row>'"),
      ] {
        let result = try CLI.run(
          ["catalog", command, "--db", "c.sqlite", "--exit-row", value], in: folder)
        #expect(result.status == 64, "\(command) \(value)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains(message), "\(command) \(value): \(result.stderr)")
      }
    }
  }
}
