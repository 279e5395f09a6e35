extension PuzzleFile {
  /// The enumeration header (see ``EnumerationHeader``) that opens a database-line file,
  /// among the comments above its first puzzle, which names the board its lines are read
  /// on and written back on; `nil` for any other file.
  public var enumerationHeader: EnumerationHeader? {
    guard format == .databaseLines, let opening = entries.first?.comments else { return nil }
    return EnumerationHeader.opening(opening)
  }
}

extension EnumerationHeader {
  /// The header among `comments`, the comments above a database-line file's first puzzle
  /// (each without its `#`, as ``PuzzleEntry/comments`` holds them), which names the board
  /// the file's lines are read on; `nil` when they hold none.
  public static func opening(_ comments: [String]) -> EnumerationHeader? {
    guard let start = comments.firstIndex(of: String(title.dropFirst(2))),
      case .success(let (header, _)) = parse(
        comments[start...].map { GridPrinter.commentLine($0) })
    else { return nil }
    return header
  }
}
