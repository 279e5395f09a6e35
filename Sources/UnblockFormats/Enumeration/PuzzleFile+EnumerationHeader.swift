extension PuzzleFile {
  /// The enumeration header (see ``EnumerationHeader``) that opens a database-line file,
  /// among the comments above its first puzzle, which names the board its lines are read
  /// on and written back on; `nil` for any other file.
  public var enumerationHeader: EnumerationHeader? {
    guard format == .databaseLines, let opening = entries.first?.comments,
      let start = opening.firstIndex(of: String(EnumerationHeader.title.dropFirst(2))),
      case .success(let (header, _)) = EnumerationHeader.parse(
        opening[start...].map { GridPrinter.commentLine($0) })
    else { return nil }
    return header
  }
}
