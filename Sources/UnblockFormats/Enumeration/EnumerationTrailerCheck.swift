/// Whether an enumeration's file read line by line is whole: its last line is the
/// ``FileTrailer`` that sums the lines before it, as `unblock enumerate` writes it.
///
/// `check` and `catalog import` read such a file as database lines; a file cut short at a
/// line end, or with lines removed, added or edited, still reads, with puzzles missing or
/// changed. The check sums every line from the file's first, while the file may be an
/// enumeration's, and says at the end when the trailer does not vouch for the lines (a
/// warning: the lines it holds are still read). A file without an enumeration's header is
/// no concern of it (``stop()``), and costs it only the lines before its first puzzle.
struct EnumerationTrailerCheck {
  private var sum: FileTrailer.Sum? = FileTrailer.Sum()
  /// The trailer's line number, and why it does not vouch for the lines before it.
  private var trailer: (line: Int, problem: FileTrailer.Problem?)?
  /// The first line after the trailer, and how many follow it.
  private var after: (first: Int, count: Int)?
  /// The number of the last line read.
  private var last = 0

  /// Takes the file's next line.
  mutating func take(_ line: SourceText.Line) {
    guard var sum else { return }
    last = line.number
    if trailer != nil {
      after = (after?.first ?? line.number, (after?.count ?? 0) + 1)
    } else if let verdict = sum.check(trailer: line.text) {
      if case .failure(let problem) = verdict {
        trailer = (line.number, problem)
      } else {
        trailer = (line.number, nil)
      }
    } else {
      sum.add(line.text)
      sum.add("\n")
      self.sum = sum
    }
  }

  /// Stops summing: the file is not an enumeration's.
  mutating func stop() { sum = nil }

  /// The warning for an enumeration's file read to its end that its trailer does not
  /// vouch for, or `nil`.
  func finish(path: String) -> Diagnostic? {
    guard sum != nil else { return nil }
    let (line, problem): (Int, FileTrailer.Problem)
    if let after {
      (line, problem) = (after.first, .linesAfter(after.count))
    } else if let trailer {
      guard let why = trailer.problem else { return nil }
      (line, problem) = (trailer.line, why)
    } else {
      (line, problem) = (last, .missing)
    }
    return .warning(
      "the enumeration file is not whole: \(problem); puzzles may be missing or changed",
      path: path, at: SourceLocation(line: max(line, 1), column: 1))
  }
}
