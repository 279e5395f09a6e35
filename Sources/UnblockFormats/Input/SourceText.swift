/// The text of a file split into lines, after the checks every format needs.
///
/// Decoding refuses binary data and invalid UTF-8, drops a byte-order mark, ends lines at
/// LF, CRLF or a lone CR, and never decodes a line longer than the limit: such a line is kept
/// as a marker, so that a 2 MB line costs one scan and no string.
public struct SourceText: Sendable {
  /// One line of the file.
  public struct Line: Sendable {
    /// The line number, counted from 1.
    public var number: Int
    /// The text without its line ending; empty when ``isTooLong``.
    public var text: String
    /// Whether the line exceeded ``InputLimits/maxLineCharacters`` and was not decoded.
    public var isTooLong: Bool
    /// For a line too long to decode, whether its first character after spaces and tabs
    /// is `#`, so that a long comment is still a comment; a decoded line's text says it,
    /// so this is `false` for it, and no decoded line pays for the test.
    public var opensWithHash = false

    /// Whether `bytes`, a line's, open with `#` after spaces and tabs.
    static func opensWithHash(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#")
    }
  }

  public var lines: [Line]
  /// The UTF-8 bytes without the byte-order mark, for parsers that read bytes (libyaml).
  public var bytes: [UInt8]

  /// Decodes `bytes`, or says why they are not a text file.
  ///
  /// - Complexity: O(bytes).
  public static func decode(_ bytes: [UInt8], limits: InputLimits) -> Result<
    SourceText, InputError
  > {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .failure(.empty)
    }
    return lines(of: body, limits: limits).map { SourceText(lines: $0, bytes: Array(body)) }
  }

  /// The lines of `body`, a whole file or a run of whole lines of one (see
  /// ``ChunkedLines``), numbered from `firstLine`; or why they are not text.
  ///
  /// - Complexity: O(bytes).
  static func lines(
    of body: ArraySlice<UInt8>, firstLine: Int = 1, limits: InputLimits
  ) -> Result<[Line], InputError> {
    func shifted(_ location: SourceLocation) -> SourceLocation {
      SourceLocation(line: location.line + firstLine - 1, column: location.column)
    }
    if let nul = body.firstIndex(of: 0) {
      return .failure(.binary(at: shifted(location(of: nul, in: body))))
    }
    if let bad = firstInvalidUTF8(in: body) {
      return .failure(.notUTF8(at: shifted(location(of: bad, in: body))))
    }
    var lines: [Line] = []
    lines.reserveCapacity(body.count / 40)
    for (index, range) in lineRanges(body).enumerated() {
      let slice = body[range]
      let decoded = decodedLine(slice, limits: limits)
      let (text, tooLong) = (decoded ?? "", decoded == nil)
      lines.append(
        Line(
          number: firstLine + index, text: text, isTooLong: tooLong,
          opensWithHash: tooLong && Line.opensWithHash(slice)))
    }
    return .success(lines)
  }

  /// The text of one line's bytes, or `nil` when the line is longer than `limits` allow.
  ///
  /// A character is at most four bytes, so a line of more bytes than four times the limit
  /// is too long without decoding; others are counted in characters (a line of 2,009 CJK
  /// characters, 6,027 bytes, was refused at a column past its end).
  @inline(__always)
  static func decodedLine(_ slice: ArraySlice<UInt8>, limits: InputLimits) -> String? {
    guard slice.count <= limits.maxLineCharacters * 4 else { return nil }
    let text = String(decoding: slice, as: UTF8.self)
    return text.count > limits.maxLineCharacters ? nil : text
  }

  /// The byte ranges of the lines of `body`, without their line ends.
  ///
  /// A line ends at LF, CRLF or a lone CR (the old Mac line end), as libyaml reads YAML, so
  /// every format numbers lines alike. A last line left empty by a final line end is no line.
  static func lineRanges(_ body: ArraySlice<UInt8>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = body.startIndex
    while true {
      let end = body[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? body.endIndex
      if end == body.endIndex {
        if end > start || ranges.isEmpty { ranges.append(start..<end) }
        return ranges
      }
      ranges.append(start..<end)
      start = end + 1
      if body[end] == 0x0D && start < body.endIndex && body[start] == 0x0A { start += 1 }
    }
  }

  /// The line and character column of a byte offset.
  private static func location(of offset: Int, in body: ArraySlice<UInt8>) -> SourceLocation {
    let ranges = lineRanges(body)
    let index = ranges.lastIndex { $0.lowerBound <= offset } ?? 0
    // Counting bytes that do not continue a UTF-8 sequence counts characters' scalars.
    let column = body[ranges[index].lowerBound..<offset].reduce(1) {
      $0 + ($1 & 0xC0 == 0x80 ? 0 : 1)
    }
    return SourceLocation(line: index + 1, column: column)
  }

  /// The offset of the first byte that is not part of valid UTF-8, if any.
  ///
  /// The standard library's validation answers for valid text, which is nearly all text;
  /// only invalid text is walked scalar by scalar to find where. The walk alone took a
  /// seventh of the test suite's processor time, in the debug build it runs in.
  private static func firstInvalidUTF8(in body: ArraySlice<UInt8>) -> Int? {
    if String(validating: body, as: UTF8.self) != nil { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = body.makeIterator()
    var offset = body.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
