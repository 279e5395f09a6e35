import Testing
import UnblockFormats

@Suite struct ArgumentNotUTF8Tests {
  /// `keep\xff.png` reached a command as `keep\u{FFFD}.png`, another file's name, which was
  /// then replaced; such an argument is found, with its place and its option, to be refused.
  @Test func findsTheFirstArgumentThatIsNotUTF8() throws {
    let arguments: [[UInt8]] = [
      Array("unblock".utf8), Array("render".utf8), Array("-o".utf8),
      Array("keep".utf8) + [0xFF] + Array(".png".utf8), [0xFE],
    ]
    let bad = try #require(ArgumentNotUTF8.first(in: arguments))
    #expect(bad.position == 3)
    #expect(bad.option == "-o")
    #expect(bad.shown == "keep\u{FFFD}.png")
    #expect(bad.description.hasPrefix("argument 3 (after -o) is not UTF-8: 'keep\u{FFFD}.png' ("))
  }

  /// UTF-8 arguments, a real U+FFFD among them, pass; a bad program name is no argument.
  @Test func passesUTF8Arguments() {
    let arguments: [[UInt8]] = [
      [0xFF], Array("check".utf8), Array("caf\u{E9} \u{FFFD}.txt".utf8), [],
    ]
    #expect(ArgumentNotUTF8.first(in: arguments) == nil)
  }

  /// A bad first argument has no option before it, and a control character in it is shown
  /// escaped, as a path is, so the message stays one line.
  @Test func showsTheArgumentEscaped() throws {
    let bad = try #require(
      ArgumentNotUTF8.first(in: [Array("unblock".utf8), [0x1B, 0x0A, 0xC3]]))
    #expect(bad.position == 1)
    #expect(bad.option == nil)
    #expect(bad.description.hasPrefix("argument 1 is not UTF-8: '\\u001b\\n\u{FFFD}' ("))
  }
}
