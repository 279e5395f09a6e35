import Foundation
import Testing
import UnblockCore
import UnblockTestSupport

@testable import UnblockFormats

/// What a database line with its moves and states (`MM BOARD STATES`) claims, its board
/// being its cluster's representative, and the lines around such files: a query's header,
/// comments too long to decode, standard input named twice.
@Suite struct CountedLineTrustTests {
  /// Jam-1 with its own moves and its cluster's states: not the representative.
  let jam1 = "08 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 1247"

  @Test func checkWarnsAtTheBoardOfACountedLineThatIsNotTheRepresentative() throws {
    let entry = DatabaseLineReader.readLine(jam1, number: 3, path: "j.txt")
    #expect(entry.lineBoardLocation == SourceLocation(line: 3, column: 4))
    let outcome = ClusterCheck().check(try #require(entry.puzzle), entry: entry, path: "j.txt")
    let warning = try #require(outcome.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(warning.location == SourceLocation(line: 3, column: 4))
    #expect(warning.message.contains("not its cluster's representative"))
    // The representative's line, read back, draws no warning.
    let quoted = try #require(warning.message.dropLast().split(separator: "'").last)
    let representative = DatabaseLineReader.readLine(String(quoted), number: 1, path: "r.txt")
    let again = ClusterCheck().check(
      try #require(representative.puzzle), entry: representative, path: "r.txt")
    #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
    // Without its states the line claims nothing of the kind.
    let bare = DatabaseLineReader.readLine(
      "08 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo", number: 1, path: "b.txt")
    #expect(
      ClusterCheck().check(try #require(bare.puzzle), entry: bare, path: "b.txt").diagnostics
        .isEmpty)
  }

  @Test func aLineGivesStatesOnlyForTheRepresentative() throws {
    let puzzle = try #require(DatabaseLineReader.readLine(jam1, number: 1, path: "j.txt").puzzle)
    #expect(DatabaseLinePrinter.statesColumn(for: puzzle, claimed: 1247) == nil)
    let representative = try #require(
      DatabaseLineReader.readLine(
        "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332", number: 1, path: "r.txt"
      ).puzzle)
    #expect(DatabaseLinePrinter.statesColumn(for: representative, claimed: 2332) == 2332)
    #expect(DatabaseLinePrinter.statesColumn(for: representative, claimed: nil) == nil)
  }

  /// A comment too long to decode is no puzzle, but an error of its file at its line, as
  /// any line that long: skipped in silence, format and convert lost it.
  @Test func aCommentTooLongToDecodeIsNoPuzzle() throws {
    let long = "# " + String(repeating: "x", count: 5000)
    for text in ["\(jam1)\n\(long)\n\(jam1)\n", "\(jam1)\n  \(long)\n"] {
      let file = load(text, path: "long.txt")
      #expect(file.entries.count == text.components(separatedBy: jam1).count - 1)
      #expect(
        file.allDiagnostics.map(\.description) == [
          "long.txt:2:4097: error: line is longer than 4096 characters, the most a line may hold"
        ])
    }
    // A long line that is not a comment is still refused.
    let file = load("\(jam1)\n\(String(repeating: "o", count: 5000))\n", path: "long.txt")
    #expect(file.entries.count == 2)
  }

  @Test func standardInputNamedTwiceIsReadOnce() {
    let expanded = PuzzleLoader().expandOnce(["-", "-"])
    #expect(expanded.count == 1)
  }

  @Test func aQuerysHeaderReadsAndNamesItsSelection() throws {
    var header = EnumerationHeader(
      space: EnumerationSpace(
        size: BoardSize(rows: 5, columns: 5), chute: Chute(side: .right, row: 2), walls: 0...0))
    header.selection = "unblock catalog query --limit 1"
    #expect(header.lines.last == "# selected by: unblock catalog query --limit 1")
    let parsed = try EnumerationHeader.parse(header.lines + ["20 BBCCJDDoIJGAAIoGoHEEFFHoo 299"])
      .get()
    #expect(parsed.header == header && parsed.lineCount == 5)
    let text = header.text + "20 BBCCJDDoIJGAAIoGoHEEFFHoo 299\n"
    let file = load(text + FileTrailer.line(for: text), path: "q.txt")
    #expect(file.entries.count == 1 && file.allDiagnostics.isEmpty, "\(file.allDiagnostics)")
  }
}
