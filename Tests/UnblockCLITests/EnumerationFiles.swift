import UnblockFormats

/// Enumeration files edited by tests to stand for files of other runs or versions.
enum EnumerationFiles {
  /// `text` with its `# end:` trailer, if any, summed again, so that an edit a test makes
  /// on purpose (a header line of another version) is not refused as damage first.
  static func resealed(_ text: String) -> String {
    var body = text
    if let start = text.dropLast().lastIndex(of: "\n").map({ text.index(after: $0) }),
      text[start...].hasPrefix(FileTrailer.prefix)
    {
      body = String(text[..<start])
    }
    return body + FileTrailer.line(for: body)
  }
}
