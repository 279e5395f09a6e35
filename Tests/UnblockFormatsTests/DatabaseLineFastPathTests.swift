import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

/// The fast path of database lines gives exactly the located reader's entry, or leaves
/// the line to it; and files from `unblock enumerate` read on their header's board.
@Suite struct DatabaseLineFastPathTests {
  /// Valid lines of many shapes: walls, dots, tabs, the number on either side.
  static let validLines = [
    "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780",
    "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332",
    "BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 8",
    "....x.....x.AA..........x...........",
    "  07\tooooBBooDoooAADCCoooooooEEoooooooooo\t12  ",
    "3 xoooooxoooooAAoooooooooooooooooooooo",
  ]

  /// Tiles and words put in place of each character of a valid line.
  static let replacements = [
    "o", ".", "x", "A", "B", "G", "Z", "0", "é", "#", " ", "\t", ">", "AA",
  ]

  /// Every line one edit away from a valid one: each character replaced, dropped or
  /// doubled, and some numbers the located reader reads in its own way.
  static var editedLines: [String] {
    var lines: [String] = []
    for line in validLines {
      let characters = Array(line)
      for index in characters.indices {
        for replacement in replacements {
          lines.append(
            String(characters[..<index]) + replacement + String(characters[(index + 1)...]))
        }
        lines.append(String(characters[..<index]) + String(characters[(index + 1)...]))
        lines.append(String(characters[...index]) + String(characters[index...]))
      }
      lines += ["+5 \(line)", "\(line) -1", "99999999999999999999 \(line)", "1 2 \(line)"]
    }
    return lines
  }

  @Test func takesEveryValidLineAndGivesTheLocatedReadersEntry() throws {
    for line in Self.validLines {
      let fast = try #require(
        DatabaseLineReader.fastEntry(line, number: 7, board: .database), "\(line)")
      expectSame(
        fast, DatabaseLineReader.locatedEntry(line, number: 7, path: "p", board: .database))
    }
  }

  @Test func leavesEveryFlawedLineToTheLocatedReader() {
    var taken = 0
    var flawed = 0
    for line in Self.editedLines {
      let located = DatabaseLineReader.locatedEntry(line, number: 3, path: "p", board: .database)
      let read = DatabaseLineReader.readLine(line, number: 3, path: "p")
      #expect(read.diagnostics == located.diagnostics, "\(line)")
      if let fast = DatabaseLineReader.fastEntry(line, number: 3, board: .database) {
        taken += 1
        expectSame(fast, located)
      } else if !located.diagnostics.isEmpty {
        flawed += 1
      }
    }
    // Both paths are exercised: valid edits (a tile emptied, a wall added) are taken fast.
    #expect(taken > 100)
    #expect(flawed > 1000)
  }

  @Test func readsAnEnumerationFileOnItsHeadersBoard() throws {
    let text = """
      # unblock enumerate
      # size: 4x4
      # exit: left, row 1
      # walls: 0...0
      04 BBCoAAC.DDoooooo 9

      """
    let file = PuzzleLoader().read(Array((text + FileTrailer.line(for: text)).utf8), path: "e.txt")
    #expect(file.allDiagnostics.isEmpty)
    let entry = try #require(file.entries.first)
    let puzzle = try #require(entry.puzzle)
    #expect(puzzle.size == BoardSize(rows: 4, columns: 4))
    #expect(puzzle.chute == Chute(side: .left, row: 1))
    #expect(entry.chuteLocation == SourceLocation(line: 3, column: 1))
    #expect(entry.metadata.moves?.value == 4)
    #expect(entry.metadata.generated?.states?.value == 9)
    let located = DatabaseLineReader.locatedEntry(
      "04 BBCoAAC.DDoooooo 9", number: 5, path: "e.txt",
      board: DatabaseLineReader.Board(
        size: BoardSize(rows: 4, columns: 4), chute: Chute(side: .left, row: 1),
        exitLocation: SourceLocation(line: 3, column: 1)))
    expectSame(entry, located)
  }

  @Test func reportsAnEnumerationFilesLinesAgainstItsHeader() {
    let text = """
      # unblock enumerate
      # size: 4x4
      # exit: right, row 2
      # walls: 0...0
      04 BBCoAAC.DDoooooo 9
      03 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 9

      """
    let file = PuzzleLoader().read(Array((text + FileTrailer.line(for: text)).utf8), path: "e.txt")
    #expect(
      file.allDiagnostics.map(\.description) == [
        "e.txt:3:1: error: the chute is on row 2 but the prisoner is on row 1",
        "e.txt:6:4: error: the board has 36 characters; a 4x4 board needs 16",
      ])
  }

  private func expectSame(
    _ fast: PuzzleEntry, _ located: PuzzleEntry,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(located.diagnostics.isEmpty, sourceLocation: sourceLocation)
    #expect(fast.diagnostics.isEmpty, sourceLocation: sourceLocation)
    #expect(fast.puzzle == located.puzzle, sourceLocation: sourceLocation)
    #expect(fast.location == located.location, sourceLocation: sourceLocation)
    #expect(fast.metadata == located.metadata, sourceLocation: sourceLocation)
    #expect(fast.blockLocations == located.blockLocations, sourceLocation: sourceLocation)
    #expect(fast.chuteLocation == located.chuteLocation, sourceLocation: sourceLocation)
  }
}
