import UnblockCore

/// One file written by `unblock enumerate`, read back to be merged: its header and its
/// lines, each checked to be exactly as the enumerator writes it.
public struct ShardFile: Sendable {
  /// The file as the user named it.
  public let path: String
  public let header: EnumerationHeader
  /// The line number of the header's `# shard:` line (its `# seeds:` line follows), or of
  /// its last line when there is none (a whole run, which counts as shard 0/1).
  public let shardLine: Int
  /// The puzzles in file order, each with its line number.
  public let puzzles: [(puzzle: EnumeratedPuzzle, line: Int)]

  /// The shard the file holds: its header's, or the whole work for an unsharded run.
  public var shard: EnumerationShard { header.shard ?? .whole }

  /// Reads the shard file `path` whose bytes are `bytes`.
  ///
  /// The file must end with the ``FileTrailer`` line that sums the lines before it (a
  /// file cut short, or written by an unblock before 2026-11-27, has none). Every line
  /// between the header and it must be `MM BOARD STATES` exactly as the enumerator
  /// prints it (see ``EnumeratedPuzzle/line``), with a board as long as the header's size
  /// says and counts a cluster may have (``ClaimedCounts``), and the lines must be in the
  /// enumeration's order, each board once: a file
  /// that is not as the enumerator left it cannot be merged into the bytes of a run. A
  /// query's output (``EnumerationHeader/selection``) is refused at its `# selected by:` line,
  /// and a file with a byte-order mark or CRLF line ends (``EnumerationFileMarks``) at its
  /// start.
  ///
  /// - Returns: The file, or every problem found, at `path:line:column`.
  /// - Complexity: O(bytes).
  public static func read(_ bytes: [UInt8], path: String) -> Result<ShardFile, ShardMerge.Failure> {
    // Every line would be found wrong for a mark that no line shows.
    if let marks = EnumerationFileMarks.problem(opening: bytes.prefix(4096)) {
      return .failure(ShardMerge.Failure([.file(.error(marks, path: path, at: .start))]))
    }
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true {
      lines.removeLast()
    } else {
      let location = SourceLocation(line: lines.count, column: (lines.last?.count ?? 0) + 1)
      let message = "the file ends inside a line: an enumeration file ends with a newline"
      return .failure(ShardMerge.Failure([.file(.error(message, path: path, at: location))]))
    }
    // A file cut at a line end, or with lines removed, is told by its trailer alone.
    var diagnostics: [Diagnostic] = []
    if case .failure(let problem) = FileTrailer.verify(bytes) {
      let message = "the file is not whole: \(problem); enumerate it again"
      diagnostics.append(
        .error(message, path: path, at: SourceLocation(line: lines.count, column: 1)))
    }
    if lines.last.map({ String(decoding: $0, as: UTF8.self).hasPrefix(FileTrailer.prefix) })
      == true
    {
      lines.removeLast()
    }
    let texts = lines.map { String(decoding: $0, as: UTF8.self) }
    let header: EnumerationHeader
    let headerLines: Int
    switch EnumerationHeader.parse(texts) {
    case .success(let parsed): (header, headerLines) = parsed
    case .failure(let failure):
      return .failure(ShardMerge.Failure([.file(failure.diagnostic(path: path))]))
    }
    if let selection = header.selection {
      // Its lines are a catalogue's, chosen by a query: no proof of a whole run.
      let message =
        "the output of a query ('\(selection)'), not of enumerate: a catalogue's entries "
        + "may come from anywhere, so they are no enumeration's run or part"
      return .failure(
        ShardMerge.Failure([
          .file(.error(message, path: path, at: SourceLocation(line: headerLines, column: 1)))
        ]))
    }
    let boardLength = header.space.size.rows * header.space.size.columns
    var puzzles: [(puzzle: EnumeratedPuzzle, line: Int)] = []
    for index in headerLines..<texts.count {
      let number = index + 1
      func error(_ message: String, column: Int) {
        diagnostics.append(
          .error(message, path: path, at: SourceLocation(line: number, column: column)))
      }
      // A trailer that is not the last line is told by the trailer's check above.
      if texts[index].hasPrefix(FileTrailer.prefix) { continue }
      guard let puzzle = parseLine(texts[index], boardLength: boardLength) else {
        error(lineProblem(texts[index], boardLength: boardLength), column: 1)
        continue
      }
      // The one check of a line's counts that needs no exploration.
      if let problem = ClaimedCounts.problem(moves: puzzle.moves, states: puzzle.states) {
        let statesColumn = boardColumn(of: puzzle) + boardLength + 1
        let column = if case .states = problem { statesColumn } else { 1 }
        error("\(problem): no enumeration writes this line", column: column)
      }
      if let previous = puzzles.last {
        if previous.puzzle.moves == puzzle.moves && previous.puzzle.board == puzzle.board {
          error("the board of line \(previous.line) again", column: boardColumn(of: puzzle))
        } else if !EnumeratedPuzzle.precedes(previous.puzzle, puzzle) {
          error(
            "out of order: this line goes before line \(previous.line) (hardest first, then by board)",
            column: 1)
        }
      }
      puzzles.append((puzzle, number))
      if diagnostics.count >= InputLimits.standard.maxErrorsPerFile { break }
    }
    if !diagnostics.isEmpty {
      // In the file's order: the trailer's problem is found first, but told where it is.
      let sorted = diagnostics.enumerated().sorted {
        ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
      }
      return .failure(ShardMerge.Failure(sorted.map { .file($0.element) }))
    }
    return .success(
      ShardFile(
        path: path, header: header,
        shardLine: header.shard == nil ? headerLines : header.unsharded.lines.count + 1,
        puzzles: puzzles))
  }

  /// The column where a puzzle's board starts in its line, after the moves and a space.
  static func boardColumn(of puzzle: EnumeratedPuzzle) -> Int {
    puzzle.line.prefix { $0 != " " }.count + 2
  }

  /// `MM BOARD STATES` as ``EnumeratedPuzzle/line`` prints it, and nothing else.
  static func parseLine(_ text: String, boardLength: Int) -> EnumeratedPuzzle? {
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, words[1].utf8.count == boardLength,
      words[1].allSatisfy({ $0.isASCII && $0.isLetter }),
      let moves = wholeNumber(words[0]), let states = wholeNumber(words[2])
    else { return nil }
    let puzzle = EnumeratedPuzzle(moves: moves, board: String(words[1]), states: states)
    return puzzle.line == text ? puzzle : nil
  }

  /// What is wrong with a line ``parseLine(_:boardLength:)`` refuses.
  static func lineProblem(_ text: String, boardLength: Int) -> String {
    if text.isEmpty { return "a blank line, which enumerate never writes" }
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    if words.count == 3, words[1].utf8.count == boardLength,
      words[1].allSatisfy({ $0.isASCII && $0.isLetter }),
      let moves = wholeNumber(words[0]), let states = wholeNumber(words[2])
    {
      let line = EnumeratedPuzzle(moves: moves, board: String(words[1]), states: states).line
      return "written otherwise than enumerate writes it: '\(line)'"
    }
    return
      "expected a line 'MM BOARD STATES' with a board of \(boardLength) characters, as enumerate writes it"
  }

  /// Plain digits, at most 18 of them.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 18,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text)
  }
}
