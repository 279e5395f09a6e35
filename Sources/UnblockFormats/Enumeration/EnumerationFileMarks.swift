/// What an editor or a transfer may add to an enumeration file, and `enumerate` never
/// writes: a byte-order mark (U+FEFF) before `# unblock enumerate`, and CRLF line ends.
///
/// Readers of puzzles skip both (`check`, `format`, `convert`, `catalog import`), but a
/// finished file is read byte for byte, as its `# end:` line sums the bytes written
/// (`catalog merge`, `enumerate -o`): they refuse such a file, and name the marks rather
/// than quote a first line that looks exactly like the one expected.
public enum EnumerationFileMarks {
  /// The bytes of a UTF-8 byte-order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The marks on a file that opens with `opening` (its first bytes, the first line
  /// among them; 4 KiB are looked at), when the file would start with `# unblock enumerate` without them.
  ///
  /// - Returns: The marks in words, with what to do about them, or `nil` when there are
  ///   none, or the file is no enumeration file even without them.
  public static func problem(opening: some Collection<UInt8>) -> String? {
    var rest = Array(opening.prefix(4096))[...]
    let hasMark = rest.starts(with: byteOrderMark)
    if hasMark { rest = rest.dropFirst(byteOrderMark.count) }
    var line = rest.prefix { $0 != UInt8(ascii: "\n") }
    let hasReturn = line.last == UInt8(ascii: "\r")
    if hasReturn { line = line.dropLast() }
    guard hasMark || hasReturn, line.elementsEqual(EnumerationHeader.title.utf8) else {
      return nil
    }
    let marks = [
      hasMark ? "starts with a byte-order mark (U+FEFF) before '\(EnumerationHeader.title)'" : nil,
      hasReturn ? "has CRLF line ends ('\\r\\n')" : nil,
    ].compactMap { $0 }
    let undo =
      switch (hasMark, hasReturn) {
      case (true, false): "remove it"
      case (false, _): "change them back to LF"
      case (true, true): "remove the mark and change the line ends back to LF"
      }
    return "the file \(marks.joined(separator: " and ")), which enumerate never writes: "
      + "\(undo) to use the file (dos2unix does), as its '# end:' line sums the bytes "
      + "enumerate wrote"
  }
}
