import UnblockFormats

/// The text of an open document, with the conversions between the toolkit's places (lines
/// and characters from 1) and the protocol's (lines from 0, UTF-16 code units from 0).
public struct DocumentText: Sendable {
  public private(set) var text: String
  /// The lines without their `\n`, `\r\n` or lone `\r`, as the reader splits them and as
  /// the protocol counts lines.
  public private(set) var lines: [Substring]

  public init(_ text: String) {
    self.text = text
    lines = Self.split(text)
  }

  private static func split(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd)
  }

  /// Whether `character` ends a line: `\n`, `\r\n` (one Character) or a lone `\r`.
  static func isLineEnd(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// The protocol position of `location`, clamped to the document.
  ///
  /// The toolkit's columns start after a byte-order mark, which its readers drop; the
  /// client's text keeps it, and counts it.
  public func position(of location: SourceLocation) -> LSP.Position {
    let line = min(max(location.line - 1, 0), lines.count - 1)
    let whole = lines[line]
    let text = line == 0 ? whole.dropFirst(byteOrderMarkLength) : whole
    let index =
      text.index(text.startIndex, offsetBy: max(location.column - 1, 0), limitedBy: text.endIndex)
      ?? text.endIndex
    return LSP.Position(
      line: line, character: whole.utf16.distance(from: whole.startIndex, to: index))
  }

  /// 1 when the text starts with a byte-order mark (U+FEFF, one character and one UTF-16
  /// code unit), else 0.
  public var byteOrderMarkLength: Int {
    text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
  }

  /// The line `number` (0-based), or empty past the end.
  public func line(_ number: Int) -> Substring {
    lines.indices.contains(number) ? lines[number] : ""
  }

  /// The position just past the last character.
  public var end: LSP.Position {
    LSP.Position(line: lines.count - 1, character: lines[lines.count - 1].utf16.count)
  }

  /// The whole document as a range.
  public var fullRange: LSP.Range {
    LSP.Range(start: LSP.Position(line: 0, character: 0), end: end)
  }

  /// The index in ``text`` of a protocol position, clamped to its line and the document.
  func index(of position: LSP.Position) -> String.Index {
    guard position.line < lines.count else { return text.endIndex }
    let line = lines[max(position.line, 0)]
    let utf16 = line.utf16
    let offset = min(max(position.character, 0), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: offset)
    // A position between the two halves of a surrogate pair is taken as the pair's start.
    guard index < utf16.endIndex, UTF16.isTrailSurrogate(utf16[index]), index > utf16.startIndex
    else { return index }
    return utf16.index(before: index)
  }

  /// Applies one change from `textDocument/didChange`.
  public mutating func apply(_ change: LSP.TextDocumentContentChangeEvent) {
    guard let range = change.range else {
      self = DocumentText(change.text)
      return
    }
    let start = index(of: range.start)
    let end = max(start, index(of: range.end))
    // Scalar by scalar: `String` would round a place inside a character, such as between
    // a letter and its combining accent, to the character's start.
    text.unicodeScalars.replaceSubrange(start..<end, with: change.text.unicodeScalars)
    lines = Self.split(text)
  }
}
