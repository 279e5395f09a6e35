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
}

extension Result {
  fileprivate var failureValue: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
