import Foundation
import Testing
import UnblockFormats

@Suite struct FileTrailerTests {
  @Test func vouchesForTheLinesItEndsAndNoOthers() throws {
    let text = "# configurations: 2\n05 AAoo 3\n04 oAAo 7\n"
    let whole = Array((text + FileTrailer.line(for: text)).utf8)
    #expect(FileTrailer.line(for: text).hasPrefix("# end: 3 lines, fnv1a64 "))
    let body = try FileTrailer.verify(whole).get()
    #expect(body == Array(text.utf8)[...])
    // FNV-1a 64 of "a", as published.
    #expect(FileTrailer.fnv1a64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    let lines = whole.split(separator: UInt8(ascii: "\n")).map { Array($0) + [10] }
    let cut: [UInt8] = lines[0] + lines[1] + lines[3]
    #expect(
      FileTrailer.verify(cut).failureValue == .lineCount(found: 2, expected: 3))
    var edited = whole
    edited[try #require(edited.firstIndex(of: UInt8(ascii: "7")))] = UInt8(ascii: "8")
    #expect(FileTrailer.verify(edited).failureValue == .checksum)
    #expect(FileTrailer.verify(Array(text.utf8)).failureValue == .missing)
    #expect(FileTrailer.verify(Array(whole.dropLast())).failureValue == .missing)
  }

  /// Only the line as it is written vouches: trailing or doubled spaces, upper-case
  /// digits or a count with a leading zero were taken, so an edited trailer passed.
  @Test func takesTheTrailerOnlyAsItIsWritten() throws {
    let text = "05 AAoo 3\n04 oAAo 7\n"
    let trailer = FileTrailer.line(for: text)
    let hex = String(trailer.dropLast().split(separator: " ").last!)
    for edited in [
      trailer.dropLast() + " \n", trailer.replacingOccurrences(of: "end: ", with: "end:  "),
      trailer.replacingOccurrences(of: hex, with: hex.uppercased()),
      trailer.replacingOccurrences(of: "end: 2 ", with: "end: 02 "),
    ] where edited != trailer {
      #expect(FileTrailer.verify(Array((text + edited).utf8)).failureValue == .missing, "\(edited)")
    }
    #expect(
      FileTrailer.droppingTrailer(["a note", String(trailer.dropFirst(2).dropLast())]) == ["a note"]
    )
    #expect(FileTrailer.droppingTrailer(["end: of the notes"]) == ["end: of the notes"])
    // A line added after the trailer is named as such, not as a file cut short.
    #expect(
      FileTrailer.verify(Array((text + trailer + "\n").utf8)).failureValue == .linesAfter(1))
    #expect(
      FileTrailer.verify(Array((text + trailer + "# more\n05 AAoo 3\n").utf8)).failureValue
        == .linesAfter(2))
  }
}

extension Result {
  fileprivate var failureValue: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
