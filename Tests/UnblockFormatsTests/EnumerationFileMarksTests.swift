import Foundation
import Testing
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// A byte-order mark or CRLF line ends on a finished enumeration file: named, where the
/// readers that take it byte for byte (merge, `enumerate -o`) said only that its first
/// line, which looks right, was not '# unblock enumerate', or that it "holds something
/// else".
@Suite struct EnumerationFileMarksTests {
  static let whole = ShardMergeTests.sealed(ShardMergeTests.file(nil))
  static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let crlf = Array(whole.replacing("\n", with: "\r\n").utf8)

  @Test func namesAMarkAndCRLFLineEndsOnlyOnAnEnumerationFile() {
    let ends = "which enumerate never writes: "
    let cases: [([UInt8], String?)] = [
      (Array(Self.whole.utf8), nil),
      (
        Self.mark + Array(Self.whole.utf8),
        "byte-order mark (U+FEFF) before '# unblock enumerate', \(ends)remove it"
      ),
      (Self.crlf, "has CRLF line ends ('\\r\\n'), \(ends)change them back to LF"),
      (
        Self.mark + Self.crlf,
        "and has CRLF line ends ('\\r\\n'), \(ends)remove the mark and change"
      ),
      // Another file with the marks is no enumeration file: nothing to name.
      (Self.mark + Array("AA..\r\n....\r\n".utf8), nil),
      (Array("# unblock enumerate".utf8), nil),
    ]
    for (bytes, said) in cases {
      let problem = EnumerationFileMarks.problem(opening: bytes)
      if let said {
        #expect(problem?.contains(said) == true, "\(problem ?? "nil")")
      } else {
        #expect(problem == nil)
      }
    }
  }

  /// Merge's reader stops at line 1 naming the marks, and `enumerate -o` refuses the file
  /// with them as the details.
  @Test func mergeAndEnumerateNameTheMarks() throws {
    let header = EnumerationHeader(space: ShardMergeTests.space)
    let folder = try temporaryFolder([
      "bom.txt": Self.mark + Array(Self.whole.utf8), "crlf.txt": Self.crlf,
      "other.txt": Self.mark + Array("AA..\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["bom.txt", "crlf.txt"] {
      let path = folder.appendingPathComponent(name).path
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let marks = try #require(EnumerationFileMarks.problem(opening: bytes))
      let expected = "\(path):1:1: error: \(marks)"
      switch ShardFile.read(bytes, path: path) {
      case .success: Issue.record("\(name) was read")
      case .failure(let failure): #expect(failure.description == expected)
      }
      guard
        case .refuse(let message, let details) = EnumerationOutputFile.decision(
          at: path, for: header, force: false)
      else {
        Issue.record("\(name) was not refused")
        continue
      }
      #expect(
        message == "\(path) exists and holds something else (above); use --force to replace it")
      #expect(details == expected)
    }
    let other = folder.appendingPathComponent("other.txt").path
    guard
      case .refuse(let message, nil) = EnumerationOutputFile.decision(
        at: other, for: header, force: false)
    else {
      Issue.record("other.txt was not refused without details")
      return
    }
    #expect(message == "\(other) exists and holds something else; use --force to replace it")
  }
}
