import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct DatabaseLineTests {
  @Test func readsFoglemansOrderMovesBoardStates() throws {
    let file = load(
      "# from the database\n51 \(ReferencePuzzles.hardest51Line) 13200\n", path: "rush.txt")
    #expect(file.format == .databaseLines)
    #expect(file.allDiagnostics.isEmpty)
    let entry = try #require(file.entries.first)
    #expect(entry.location == SourceLocation(line: 2, column: 1))
    #expect(entry.metadata.moves == Located(51, at: SourceLocation(line: 2, column: 1)))
    #expect(
      entry.metadata.generated?.states == Located(13200, at: SourceLocation(line: 2, column: 41)))
    let puzzle = try #require(entry.puzzle)
    #expect(puzzle.chute == Chute(side: .right, row: 2))
    #expect(puzzle.blocks.count == 13)
    #expect(entry.blockLocations[0] == SourceLocation(line: 2, column: 4))
  }

  @Test func keepsEachCommentWithTheLineBelowItOrAtTheEnd() throws {
    let file = load(
      "# one\n#\n51 \(ReferencePuzzles.hardest51Line)\n\n# two\n\(ReferencePuzzles.hardest51Line)\n# end\n",
      path: "rush.txt")
    #expect(file.entries.map(\.comments) == [["one", ""], ["two"]])
    #expect(file.trailingComments == ["end"])
  }

  @Test func readsBoardThenMovesAndWallsAndDots() throws {
    let entry = load(
      "BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 8\n....x.....x.AA..........x...........\n"
    ).entries
    #expect(entry.count == 2)
    #expect(entry[0].metadata.moves?.value == 8)
    #expect(entry[1].puzzle?.blocks.filter { $0.orientation == .fixed }.count == 3)
  }

  /// A file headed `# unblock enumerate` is read on the header's board; a header that does
  /// not read was taken for the database's 6x6 board, and every line then misread.
  @Test func aMalformedEnumerationHeaderStopsTheFileAtItsLine() {
    let header = "# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...0\n"
    let body = "07 BBBFEAAFEoCCEDDD 8\n"
    let trailer = FileTrailer.line(for: header + body)
    #expect(load(header + body + trailer, path: "e.txt").allDiagnostics.isEmpty)
    let cases = [
      (
        "# size: 4x4", "# size: 9x9",
        "e.txt:2:1: error: enumeration header: the board must have 4 to 8 rows and columns, not 9x9"
      ),
      (
        "# size: 4x4", "# size: 4",
        "e.txt:2:1: error: enumeration header: a size is RxC, such as 6x6, not '4'"
      ),
      (
        "row 1", "row 99",
        "e.txt:3:1: error: enumeration header: the chute row must be 0 to 3 on a 4x4 board, not 99"
      ),
      (
        "right, row 1", "up, row 1",
        "e.txt:3:1: error: enumeration header: an exit is 'left, row R' or 'right, row R', not 'up, row 1'"
      ),
    ]
    for (old, new, message) in cases {
      let file = load(header.replacing(old, with: new) + body, path: "e.txt")
      #expect(file.entries.isEmpty)
      #expect(file.allDiagnostics.map(\.description) == [message])
    }
  }

  @Test func reportsBadLinesAtTheirColumns() {
    #expect(
      problems(
        "12 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHH\nxx GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\n5 GBBoLoGHIoLMGHI#AMCCCKoMooJKDDEEJFFo 1 2\n"
      ) == [
        "test.txt:1:4: error: the board has 35 characters; a 6x6 board needs 36",
        "test.txt:2:1: error: 'xx' is not a non-negative whole number",
        "test.txt:3:18: error: unknown character '#': tiles are '.', 'o', 'x' or ASCII letters and digits",
        "test.txt:3:19: error: the prisoner 'A' must be 2 tiles long, not 1",
        "test.txt:3:42: error: a database line is '[moves] <board> [states]', with at most one number on each side",
      ])
  }

  @Test(.needsSharedFixtures) func readsEveryJamCardOfTheFixtures() throws {
    let path = SharedFixtures.path("thinkfun-jam40.txt")
    let data = try #require(FileManager.default.contents(atPath: path))
    let file = PuzzleLoader().read([UInt8](data), path: "thinkfun-jam40.txt")
    #expect(file.format == .databaseLines)
    #expect(file.allDiagnostics.isEmpty)
    #expect(file.entries.count == 40)
    #expect(file.entries.allSatisfy { $0.isValid })
    #expect(file.entries.last?.metadata.moves?.value == 51)
  }

  @Test func readsThousandsOfLines() {
    let line = "51 \(ReferencePuzzles.hardest51Line) 13200\n"
    let file = load(String(repeating: line, count: 5000), path: "rush.txt")
    #expect(file.entries.count == 5000)
    #expect(file.entries.allSatisfy { $0.isValid })
  }
}
