import UnblockCore

/// The last line of a file that must be read back whole (an `enumerate` file, a merged
/// one, an `enumerate --resume` batch): `# end: N lines, fnv1a64 HEX`, the number of lines
/// before it and the FNV-1a 64-bit hash of their bytes, in 16 lowercase hexadecimal digits.
///
/// A file cut at a line end, lines removed, added or edited then no longer match it.
public enum FileTrailer {
  /// Why a file's trailer does not vouch for it.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No trailer ends the file: it was cut short, or written before trailers were.
    case missing
    /// The file holds another number of lines than its trailer says.
    case lineCount(found: Int, expected: Int)
    /// The lines hash to another value than their trailer says: they were edited.
    case checksum
    /// Lines follow the trailer, which then does not end the file: they were added.
    case linesAfter(Int)

    public var description: String {
      switch self {
      case .missing:
        "it does not end with its '# end: N lines, fnv1a64 HEX' line: it was cut short, or written by an earlier unblock"
      case .lineCount(let found, let expected):
        "it holds \(counted(found, "line")) before its '# end:' line, which says \(expected): lines were cut or added"
      case .checksum:
        "its lines are not those its '# end:' line sums: it was edited"
      case .linesAfter(let count):
        count == 1
          ? "a line follows its '# end:' line: it was added"
          : "\(count) lines follow its '# end:' line: they were added"
      }
    }
  }

  /// How the trailer line starts.
  public static let prefix = "# end: "

  /// FNV-1a, 64 bits.
  public static func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The trailer of text written piece by piece.
  public struct Sum: Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var lines = 0

    public init() {}

    /// Adds `text` (whole lines, or the start of one) to the sum.
    public mutating func add(_ text: String) {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
        if byte == UInt8(ascii: "\n") { lines += 1 }
      }
    }

    /// Whether `line` (without its line end) is a trailer line that vouches for the text
    /// added: `nil` when it is no trailer line at all.
    public func check(trailer line: String) -> Result<Void, Problem>? {
      guard let (expected, sum) = FileTrailer.parse(line) else { return nil }
      guard lines == expected else { return .failure(.lineCount(found: lines, expected: expected)) }
      return sum == hash ? .success(()) : .failure(.checksum)
    }

    /// The trailer line of the text added, with its line end.
    public var line: String {
      let hex = String(hash, radix: 16)
      return prefix + "\(lines) lines, fnv1a64 " + String(repeating: "0", count: 16 - hex.count)
        + hex + "\n"
    }
  }

  /// The trailer line of `text` (whole lines), with its line end.
  public static func line(for text: String) -> String {
    var sum = Sum()
    sum.add(text)
    return sum.line
  }

  /// The count and sum of a trailer line (without its line end) written exactly as
  /// ``Sum/line`` writes it: one space between words, the count in decimal without a
  /// leading zero, the sum in 16 lowercase hexadecimal digits; `nil` for any other line.
  static func parse(_ line: String) -> (lines: Int, sum: UInt64)? {
    guard line.hasPrefix(prefix) else { return nil }
    let words = line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 4, words[1] == "lines,", words[2] == "fnv1a64",
      let lines = Int(words[0]), String(lines) == words[0], words[3].count == 16,
      words[3].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
      let sum = UInt64(words[3], radix: 16)
    else { return nil }
    return (lines, sum)
  }

  /// `comments` (a file's last comments, each without its `#` and the space after it)
  /// less a trailer at their end: the trailer vouches for the bytes of its own file, and
  /// a copy of it in another file vouches for nothing.
  public static func droppingTrailer(_ comments: [String]) -> [String] {
    guard let last = comments.last, parse("# " + last) != nil else { return comments }
    return Array(comments.dropLast())
  }

  /// The bytes before the trailer that vouches for them, or why it does not.
  public static func verify(_ bytes: [UInt8]) -> Result<ArraySlice<UInt8>, Problem> {
    guard bytes.last == UInt8(ascii: "\n") else { return .failure(.missing) }
    let start = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let body = bytes[..<start]
    let last = String(decoding: bytes[start..<(bytes.count - 1)], as: UTF8.self)
    guard let (expected, sum) = parse(last) else {
      // A trailer before the end: the lines after it were added, not the end cut.
      let lines = String(decoding: bytes, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast()
      if let trailer = lines.lastIndex(where: { parse(String($0)) != nil }) {
        return .failure(.linesAfter(lines.endIndex - trailer - 1))
      }
      return .failure(.missing)
    }
    let found = body.count(where: { $0 == UInt8(ascii: "\n") })
    guard found == expected else { return .failure(.lineCount(found: found, expected: expected)) }
    guard fnv1a64(body) == sum else { return .failure(.checksum) }
    return .success(body)
  }
}

extension PuzzleFile {
  /// The file less an enumeration's trailer among its last comments (see
  /// ``FileTrailer/droppingTrailer(_:)``), as a conversion carries it to another file.
  public func droppingTrailer() -> PuzzleFile {
    var file = self
    file.trailingComments = FileTrailer.droppingTrailer(trailingComments)
    return file
  }
}
