import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

@Suite struct GridReaderTests {
  static let i4 = ReferencePuzzles.intermediate4Grid

  @Test func readsI4WithItsLabelsAndChute() throws {
    let file = load(Self.i4)
    #expect(file.format == .grid)
    #expect(file.allDiagnostics.isEmpty)
    let puzzle = try #require(file.entries.first?.puzzle)
    #expect(puzzle.size == BoardSize(rows: 6, columns: 6))
    #expect(puzzle.chute == Chute(side: .right, row: 2))
    #expect(puzzle.blocks.count == 12)
    #expect(
      puzzle.blocks[0]
        == Block(label: "B", orientation: .vertical, origin: Cell(row: 0, column: 2), length: 2))
    #expect(
      puzzle.blocks[5]
        == Block(label: "A", orientation: .horizontal, origin: Cell(row: 2, column: 1), length: 2))
    #expect(file.entries[0].blockLocations[5] == SourceLocation(line: 3, column: 2))
    #expect(file.entries[0].chuteLocation == SourceLocation(line: 3, column: 7))
  }

  @Test func defaultsToARightChuteOnThePrisonersRow() throws {
    let file = load("....\n.AA.\n....\n....\n")
    #expect(try #require(file.entries[0].puzzle).chute == Chute(side: .right, row: 1))
  }

  @Test func readsALeftChuteWithIndentedRows() throws {
    let file = load(" ....\n<.AA.\n x...\n ....\n")
    #expect(file.allDiagnostics.isEmpty)
    let puzzle = try #require(file.entries[0].puzzle)
    #expect(puzzle.chute == Chute(side: .left, row: 1))
    #expect(
      puzzle.blocks == [
        Block(label: "A", orientation: .horizontal, origin: Cell(row: 1, column: 1), length: 2),
        .fixed(at: Cell(row: 2, column: 0)),
      ])
    #expect(
      file.entries[0].blockLocations == [
        SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 2),
      ])
  }

  @Test func acceptsCRLFByteOrderMarkTrailingSpacesOAndCommentsBetweenRows() throws {
    // Trailing spaces end a comment too, which `format` writes without them (audit 17,
    // finding 2: a CRLF file formatted otherwise than its LF twin).
    let text =
      "\u{FEFF}# a puzzle  \r\nAAoo  \r\n# between rows \t\r\n....\r\n..xx\r\nBB..\t\r\n"
    let file = load(text)
    #expect(file.allDiagnostics.isEmpty)
    let puzzle = try #require(file.entries[0].puzzle)
    #expect(puzzle.size == BoardSize(rows: 4, columns: 4))
    #expect(puzzle.blocks.count == 4)
    #expect(file.entries[0].comments == ["a puzzle"])
    #expect(file.entries[0].rowComments == [1: ["between rows"]])
  }

  @Test func keepsEachCommentBetweenItsRowsAndAfterTheLastPuzzle() throws {
    let file = load("AA..\n# one\n....\n....\n# two\n# three\n....\n# four\n\n# five\n")
    #expect(file.entries[0].comments == [])
    #expect(file.entries[0].rowComments == [1: ["one"], 3: ["two", "three"], 4: ["four"]])
    #expect(file.trailingComments == ["five"])
  }

  @Test func acceptsAChuteInRowZeroAndRectangularBoards() throws {
    let file = load(
      "AA....>\n......\n......\n......\n......\n\n.....\n.....\nAA...\n.....\n.....\n.....\n.....\n"
    )
    #expect(file.allDiagnostics.isEmpty)
    #expect(
      file.entries.map { $0.puzzle?.size } == [
        BoardSize(rows: 5, columns: 6), BoardSize(rows: 7, columns: 5),
      ])
    #expect(file.entries[0].puzzle?.chute == Chute(side: .right, row: 0))
  }

  @Test func readsSeveralPuzzlesSeparatedByBlankLines() {
    let file = load(Self.i4 + "\n\n" + Self.i4)
    #expect(file.entries.count == 2)
    #expect(file.entries[1].location == SourceLocation(line: 9, column: 1))
  }

  /// A row too long is pointed at its first tile too many, one too short just past its
  /// last tile: never past the end of a line that is too long.
  @Test func rejectsRaggedRows() {
    #expect(
      problems("AA..\n.\n....\n....\n") == [
        "test.txt:2:2: error: ragged rows: this row has 1 tile but the first row has 4; every row needs the same number"
      ])
    #expect(
      problems("AA..\n.....\n...\n....\n") == [
        "test.txt:2:5: error: ragged rows: this row has 5 tiles but the first row has 4; every row needs the same number",
        "test.txt:3:4: error: ragged rows: this row has 3 tiles but the first row has 4; every row needs the same number",
      ])
  }

  @Test func rejectsLShapedBlock() {
    #expect(
      problems("AA..\n.B..\n.BB.\n....\n") == [
        "test.txt:2:2: error: block 'B' is not a straight line: a block is one row or one column of tiles"
      ])
  }

  @Test func rejectsBlockWithAGap() {
    #expect(
      problems("AA..\nB.B.\n....\n....\n") == [
        "test.txt:2:3: error: block 'B' has a gap: its tiles must touch"
      ])
  }

  @Test func rejectsOneLabelInTwoPlaces() {
    #expect(
      problems("AA..\nBB..\n....\n..BB\n") == [
        "test.txt:4:3: error: label 'B' is written in two places: each block needs its own label"
      ])
  }

  @Test func rejectsSingleTileAndOverlongBlocks() {
    #expect(
      problems("AA...\nB....\n.....\nCCCC.\n.....\n") == [
        "test.txt:2:1: error: block 'B': a movable block must be 2 or 3 tiles long, not 1",
        "test.txt:4:1: error: block 'C': a movable block must be 2 or 3 tiles long, not 4",
      ])
  }

  @Test func rejectsMissingPrisoner() {
    #expect(
      problems("BB..\n....\n....\n....\n") == [
        "test.txt:1:1: error: no prisoner: exactly one block must be labelled 'A'"
      ])
  }

  @Test func rejectsVerticalPrisoner() {
    #expect(
      problems("A...\nA...\n....\n....\n") == [
        "test.txt:1:1: error: the prisoner 'A' must be horizontal"
      ])
  }

  @Test func rejectsTooLongPrisoner() {
    #expect(
      problems("AAA.\n....\n....\n....\n") == [
        "test.txt:1:1: error: the prisoner 'A' must be 2 tiles long, not 3"
      ])
  }

  @Test func rejectsTwoPrisoners() {
    #expect(
      problems("AA..\n....\n..AA\n....\n") == [
        "test.txt:3:3: error: more than one prisoner: 'A' is written in two places"
      ])
  }

  @Test func rejectsChuteOnTheWrongRow() {
    #expect(
      problems("AA..\n....>\n....\n....\n") == [
        "test.txt:2:5: error: the chute is on row 1 but the prisoner is on row 0"
      ])
  }

  @Test func rejectsChutesOnBothSides() {
    #expect(
      problems("<AA..>\n ....\n ....\n ....\n") == [
        "test.txt:1:6: error: chutes on both sides: a puzzle has one chute, at the left or the right end of the prisoner's row"
      ])
  }

  @Test func rejectsMisplacedChuteMarkerAndUnindentedRowOfALeftChuteGrid() {
    #expect(
      problems("<AA..\n....\n .>..\n ....\n") == [
        "test.txt:2:1: error: this grid has a left chute '<', so every other row starts with one space to line up the tiles",
        "test.txt:3:3: error: '>' marks a right chute and must come straight after the last tile of its row",
      ])
  }

  /// A `>` inside a row is one error at that `>`, whether it stands for a tile (the row
  /// has its width with it) or for nothing (without it); a second `>` after the chute is
  /// one too many, at that second one. Neither makes the row ragged.
  @Test func aMarkerInsideARowOrTwiceAtItsEndIsOneErrorAtThatMarker() {
    let misplaced =
      "test.txt:3:6: error: '>' marks a right chute and must come straight after the last tile of its row"
    #expect(problems("..BCCC\nD.BEFF\nDAAEG>.\n.H..GI\n.HJJGI\n.KKLL.\n") == [misplaced])
    #expect(
      problems("..BCCC\nD.BEFF\nDAAEG.>>\n.H..GI\n.HJJGI\n.KKLL.\n") == [
        "test.txt:3:8: error: more than one '>': a puzzle has one chute"
      ])
  }

  @Test func rejectsUnknownAndNonASCIICharactersAtTheirCharacterColumn() {
    #expect(
      problems("AA..\né.#.\n..\t.\n.-🙂.\n") == [
        "test.txt:2:1: error: non-ASCII character 'é' (U+00E9): tiles are '.', 'o', 'x' or ASCII letters and digits",
        "test.txt:2:3: error: unknown character '#': tiles are '.', 'o', 'x' or ASCII letters and digits",
        "test.txt:3:3: error: unknown character tab: tiles are '.', 'o', 'x' or ASCII letters and digits",
        "test.txt:4:2: error: unknown character '-': tiles are '.', 'o', 'x' or ASCII letters and digits",
        "test.txt:4:3: error: non-ASCII character '🙂' (U+1F642): tiles are '.', 'o', 'x' or ASCII letters and digits",
      ])
  }

  @Test func rejectsBoardsTooSmallAndTooLarge() {
    #expect(
      problems("AA.\n...\n...\n") == [
        "test.txt:1:1: error: board is 3x3; rows and columns must each be from 4 to 8"
      ])
    #expect(
      problems("AA.......\n.........\n.........\n.........\n") == [
        "test.txt:1:1: error: board has 9 columns; a board has 4 to 8 columns"
      ])
    #expect(
      problems(String(repeating: "AA..\n", count: 1) + String(repeating: "....\n", count: 9)) == [
        "test.txt:9:1: error: board has 10 rows; a board has 4 to 8 rows"
      ])
  }

  @Test func rejectsEmptyAndCommentOnlyFiles() {
    #expect(problems("") == ["test.txt:1:1: error: empty file: expected a puzzle"])
    #expect(problems(" \n\n") == ["test.txt:1:1: error: empty file: expected a puzzle"])
    #expect(
      problems("# nothing\n# here\n") == [
        "test.txt:1:1: error: file holds only comments: no puzzle found"
      ])
    #expect(!load("").isUnreadable)
  }

  @Test func reportsEveryProblemInEveryPuzzleOfAFile() {
    let text = "AA..\nB...\n....\n....\n\nAA.\n...\n\nBB..\n....\n....\n....\n"
    #expect(
      problems(text) == [
        "test.txt:2:1: error: block 'B': a movable block must be 2 or 3 tiles long, not 1",
        "test.txt:6:1: error: board is 2x3; rows and columns must each be from 4 to 8",
        "test.txt:9:1: error: no prisoner: exactly one block must be labelled 'A'",
      ])
  }

  @Test func refusesA2MBLineWithoutDecodingIt() {
    let file = load("AA..\n" + String(repeating: "A", count: 2 << 20) + "\n....\n....\n")
    #expect(
      file.allDiagnostics.map(\.description) == [
        "test.txt:2:4097: error: line is longer than 4096 characters, the most a line may hold"
      ])
  }

  @Test func boundsA500000LineFile() {
    let file = load(String(repeating: "AA....\n", count: 500_000))
    #expect(
      file.allDiagnostics.map(\.description) == [
        "test.txt:9:1: error: board has 500000 rows; a board has 4 to 8 rows"
      ])
  }

  @Test func stopsAfterTooManyErrors() {
    let file = load(String(repeating: "B...\n....\n....\n....\n\n", count: 500))
    let diagnostics = file.allDiagnostics
    #expect(diagnostics.count == 101)
    #expect(
      diagnostics.last?.description == "test.txt:250:1: error: too many errors: stopped after 100")
  }
}
