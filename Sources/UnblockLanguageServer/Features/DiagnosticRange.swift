import Foundation
import UnblockFormats

extension DocumentText {
  /// The range that covers what `location` points at, drawn as `extent` says.
  ///
  /// The toolkit reports a place, not a span; the span follows from the text there: the
  /// run of one block's tiles on its row, one character, the whole row, the rest of the
  /// line (a key and its value, or a value) without a trailing comment, or the one value
  /// there. Where the reader knows how far a value written at `location` runs
  /// (`valueEnds`, from YAML), a value or block the diagnostic names ends there, on its
  /// last character: a value inside a flow mapping or a block scalar's lines. A key ends
  /// before its colon, whatever follows it.
  func range(
    at location: SourceLocation, extent: DiagnosticCode.Extent,
    valueEnds: [SourceLocation: SourceLocation] = [:]
  ) -> LSP.Range {
    let start = position(of: location)
    if extent != .row, extent != .character, extent != .key, let known = valueEnds[location] {
      let end = beforeBlanks(position(of: known))
      if start < end { return LSP.Range(start: start, end: end) }
    }
    let line = self.line(start.line)
    let utf16 = line.utf16
    let from =
      String.Index(utf16.index(utf16.startIndex, offsetBy: start.character), within: line)
      ?? line.startIndex
    // A byte-order mark is no text of the line, as the readers drop it.
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
    let trimmedEnd = line.lastIndex { !isSpace($0) }.map(line.index(after:)) ?? line.startIndex
    var lower = from
    var upper: Substring.Index
    switch extent {
    case .tiles where !line.contains(":"):
      guard from < line.endIndex else {
        upper = from
        break
      }
      let tile: Character = line[from]
      upper = line[from...].firstIndex(where: { $0 != tile }) ?? line.endIndex
    case .character where from < line.endIndex:
      upper = line.index(after: from)
    case .row:
      // From the row's first tile, or from the place in its indentation that the check
      // names (a row that starts with a space: the space, as `unblock check` says it).
      lower = min(from, line.firstIndex { !isSpace($0) } ?? line.startIndex)
      upper = max(lower, trimmedEnd)
    case .tiles, .rest, .value, .key, .character:
      upper = max(from, trimmedEnd)
      let rest = line[from..<upper]
      if extent == .value {
        upper = Self.end(ofScalar: rest)
      } else if extent == .key {
        upper = Self.end(ofKey: rest)
      } else if rest.first != "\"", rest.first != "'", let comment = rest.range(of: " #") {
        upper = comment.lowerBound
        while upper > from, isSpace(line[line.index(before: upper)]) {
          upper = line.index(before: upper)
        }
      }
      if lower == upper, lower >= trimmedEnd {
        // A place past the end of the line, such as a missing tile: show the line.
        lower = line.firstIndex { !isSpace($0) } ?? line.startIndex
        upper = max(lower, trimmedEnd)
      }
    }
    func character(_ index: Substring.Index) -> Int {
      utf16.distance(from: utf16.startIndex, to: index)
    }
    return LSP.Range(
      start: LSP.Position(line: start.line, character: character(lower)),
      end: LSP.Position(line: start.line, character: character(upper)))
  }

  /// `position` moved back over the spaces, tabs and line breaks before it, to just past
  /// the last character that is none of them.
  private func beforeBlanks(_ position: LSP.Position) -> LSP.Position {
    var line = min(max(position.line, 0), lines.count - 1)
    var character = position.line < lines.count ? position.character : lines[line].utf16.count
    while true {
      let utf16 = lines[line].utf16
      var index = utf16.index(utf16.startIndex, offsetBy: min(max(character, 0), utf16.count))
      while index > utf16.startIndex {
        let before = utf16.index(before: index)
        guard utf16[before] == 0x20 || utf16[before] == 0x09 else {
          return LSP.Position(
            line: line, character: utf16.distance(from: utf16.startIndex, to: index))
        }
        index = before
      }
      guard line > 0 else { return LSP.Position(line: 0, character: 0) }
      line -= 1
      character = lines[line].utf16.count
    }
  }

  /// The end of the value that starts `text`: just past its closing quote when quoted,
  /// else before the first space or tab (which end a database line's number and come
  /// before a YAML comment) or the `,`, `}` or `]` that ends a value in YAML flow style.
  /// A YAML tag (`!!str x`) and the blanks after it belong to the value that follows.
  /// The end of the mapping key that `text` starts with: a quoted key's closing quote, or
  /// a plain key's last character before the `:` and blank that end it (or a flow
  /// mapping's `,` or `}`), spaces before the colon left out.
  private static func end(ofKey text: Substring) -> Substring.Index {
    if text.first == "\"" || text.first == "'" { return end(ofScalar: text) }
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == ":", next == text.endIndex || " \t".contains(text[next]) { break }
      if ",}]".contains(text[index]) { break }
      index = next
    }
    while index > text.startIndex, " \t".contains(text[text.index(before: index)]) {
      index = text.index(before: index)
    }
    return index
  }

  private static func end(ofScalar text: Substring) -> Substring.Index {
    if text.first == "!", let tagEnd = text.firstIndex(where: { $0 == " " || $0 == "\t" }),
      let value = text[tagEnd...].firstIndex(where: { $0 != " " && $0 != "\t" }),
      !",}]#".contains(text[value])
    {
      return end(ofScalar: text[value...])
    }
    guard let quote = text.first, quote == "\"" || quote == "'" else {
      return text.firstIndex { " \t,}]".contains($0) } ?? text.endIndex
    }
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let next = text.index(after: index)
      if quote == "\"", text[index] == "\\" {
        // An escape: the character after the backslash cannot close the string.
        index = next < text.endIndex ? text.index(after: next) : next
      } else if text[index] != quote {
        index = next
      } else if quote == "'", next < text.endIndex, text[next] == "'" {
        // '' is a quote inside a single-quoted string.
        index = text.index(after: next)
      } else {
        return next
      }
    }
    return text.endIndex
  }
}
