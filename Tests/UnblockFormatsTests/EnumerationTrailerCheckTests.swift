import Foundation
import Testing
import UnblockTestSupport

@testable import UnblockFormats

/// `check` and `catalog import` read an enumeration's file as database lines, and warn when
/// its `# end:` trailer does not vouch for the lines: a file cut short, even at a line
/// end, or edited, used to read with no word, its missing puzzles never missed.
@Suite struct EnumerationTrailerCheckTests {
  let body = """
    # unblock enumerate
    # size: 4x4
    # exit: right, row 1
    # walls: 0...0
    07 BBCoDECoDEAAoFFo 60
    06 BCCDBoEDAAEoFFoo 28
    01 ooooAAoooooooooo 3

    """

  /// The warnings of `text` read whole and streamed from a file, which must agree.
  private func warnings(_ text: String) throws -> [String] {
    let source = try SourceText.decode(Array(text.utf8), limits: .standard).get()
    let whole = DatabaseLineReader.read(source, path: "e.txt")
    let folder = try temporaryFolder(["e.txt": Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    var streamed = PuzzleLoader().open(.file(folder.appendingPathComponent("e.txt").path))
    #expect(streamed.isStreamed)
    while streamed.next() != nil {}
    let read = whole.diagnostics.map { "\($0.location.line): \($0.message)" }
    #expect(streamed.takeDiagnostics().map { "\($0.location.line): \($0.message)" } == read)
    #expect(whole.diagnostics.allSatisfy { $0.severity == .warning })
    return read
  }

  @Test func warnsOfAnEnumerationItsTrailerDoesNotVouchFor() throws {
    let sealed = body + FileTrailer.line(for: body)
    #expect(try warnings(sealed).isEmpty)
    let lines = sealed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Cut at a line end, the trailer gone with the last lines.
    #expect(
      try warnings(lines[0..<6].joined(separator: "\n") + "\n") == [
        "6: the enumeration file is not whole: it does not end with its '# end: N lines, fnv1a64 HEX' line: it was cut short, or written by an earlier unblock; puzzles may be missing or changed"
      ])
    // A line removed before the trailer.
    #expect(
      try warnings((lines[0..<5] + lines[6..<8]).joined(separator: "\n") + "\n") == [
        "7: the enumeration file is not whole: it holds 6 lines before its '# end:' line, which says 7: lines were cut or added; puzzles may be missing or changed"
      ])
    #expect(
      try warnings(sealed.replacingOccurrences(of: "06 BCC", with: "05 BCC")) == [
        "8: the enumeration file is not whole: its lines are not those its '# end:' line sums: it was edited; puzzles may be missing or changed"
      ])
    #expect(
      try warnings(sealed + "01 ooooAAoooooooooo 3\n") == [
        "9: the enumeration file is not whole: a line follows its '# end:' line: it was added; puzzles may be missing or changed"
      ])
  }

  /// Database lines without an enumeration's header, as Fogleman's database, have no
  /// trailer to miss.
  @Test func asksNoTrailerOfOtherDatabaseLines() throws {
    #expect(try warnings("# my puzzles\n51 \(ReferencePuzzles.hardest51Line) 4780\n").isEmpty)
  }
}
