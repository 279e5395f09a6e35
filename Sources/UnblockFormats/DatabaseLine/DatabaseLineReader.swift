import UnblockCore

/// Reads Rush Hour database lines, `[moves] <36 characters> [states]`, one puzzle a line.
///
/// This is the format of Michael Fogleman's database: a 6x6 board in row-major order, `o`
/// (or `.`) empty, `x` a wall (a fixed block), the prisoner `A`, the exit at the right
/// end of the prisoner's row. The moves come first and the cluster size last; a line
/// with the board first and one number after it (`<board> <moves>`, as some collections
/// write it) also reads, the number being the moves.
public enum DatabaseLineReader {
  /// The board size every database line of the Rush Hour database has.
  public static let size = BoardSize.standard

  /// The board a file's lines write: 6x6 with the exit at the right end of the
  /// prisoner's row, as in the Rush Hour database, unless the file opens with the header
  /// `unblock enumerate` writes (see ``EnumerationHeader``), which gives the size and exit.
  public struct Board: Sendable {
    public var size: BoardSize
    /// The exit the header gives; `nil` for the right end of the prisoner's row.
    public var chute: Chute?
    /// Where the header gives the exit, the location of the chute's problems.
    public var exitLocation: SourceLocation?

    public init(size: BoardSize, chute: Chute? = nil, exitLocation: SourceLocation? = nil) {
      self.size = size
      self.chute = chute
      self.exitLocation = exitLocation
    }

    /// The Rush Hour database's board.
    public static let database = Board(size: DatabaseLineReader.size)

    /// The board an enumeration header gives, its exit on line `exitLine`.
    public init(_ header: EnumerationHeader, exitLine: Int) {
      self.init(
        size: header.space.size, chute: header.space.chute,
        exitLocation: SourceLocation(line: exitLine, column: 1))
    }
  }

  /// Whether `line` looks like a database line rather than a grid row: it holds a word
  /// of 16 characters or more, longer than any grid row (at most 8 tiles and a marker).
  public static func looksLikeDatabaseLine(_ line: String) -> Bool {
    words(of: line).contains { $0.text.count >= 16 }
  }

  /// Reads every line of `text`; blank lines are skipped, and each `#` comment line is kept
  /// with the puzzle below it, or after the last puzzle. A comment too long to decode, over
  /// ``InputLimits/maxLineCharacters``, cannot be kept: it is an error of the file at its
  /// line (never a puzzle), as any line that long is in every format.
  ///
  /// - Complexity: O(characters).
  public static func read(_ text: SourceText, path: String, limits: InputLimits = .standard)
    -> (entries: [PuzzleEntry], diagnostics: [Diagnostic], trailingComments: [String])
  {
    var cursor = Cursor(path: path, limits: limits)
    var entries: [PuzzleEntry] = []
    for line in text.lines {
      if let entry = cursor.take(line) { entries.append(entry) }
      if let stop = cursor.stop { return (entries, cursor.problems + [stop], []) }
    }
    return (entries, cursor.problems + cursor.finish(), cursor.comments)
  }

  /// Reads database lines one at a time, for a whole file (``read(_:path:limits:)``) or a
  /// stream (``DatabaseLineStream``): skips blank lines, keeps comments for the next
  /// puzzle, and stops after ``InputLimits/maxErrorsPerFile`` errors.
  struct Cursor {
    let path: String
    let limits: InputLimits
    /// The comment lines read since the last puzzle.
    private(set) var comments: [String] = []
    /// The error that ended reading, once there were too many.
    private(set) var stop: Diagnostic?
    /// The errors of lines that hold no puzzle: comments too long to keep.
    private(set) var problems: [Diagnostic] = []
    private var errors = 0
    private var sawComment = false
    private var sawPuzzle = false
    /// The comment lines before the first puzzle, with their numbers, for the header.
    private var opening: [(text: String, number: Int)] = []
    /// The board of the file's lines, known at its first puzzle.
    private(set) var board = Board.database
    /// What ends an enumeration's file: the sum of its lines so far, until its trailer
    /// (see ``EnumerationTrailerCheck``).
    private var trailer = EnumerationTrailerCheck()

    init(path: String, limits: InputLimits) {
      self.path = path
      self.limits = limits
    }

    /// The puzzle on `line`, if it holds one (valid or not).
    mutating func take(_ line: SourceText.Line) -> PuzzleEntry? {
      let start = SourceLocation(line: line.number, column: 1)
      trailer.take(line)
      var entry: PuzzleEntry
      if line.isTooLong && line.opensWithHash {
        // A comment too long to keep is no puzzle, but it is refused as any line that long
        // is: skipped, it was lost by `format` and `convert`, which write what they read.
        sawComment = true
        problems.append(
          InputError.lineTooLong(line: line.number, limits: limits).diagnostic(path: path))
        count(errors: 1, at: start)
        return nil
      } else if line.isTooLong {
        entry = PuzzleEntry(
          location: start, puzzle: nil,
          diagnostics: [
            InputError.lineTooLong(line: line.number, limits: limits).diagnostic(path: path)
          ])
      } else {
        let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return nil }
        if let comment = GridReader.comment(in: trimmed) {
          sawComment = true
          comments.append(comment)
          if !sawPuzzle { opening.append((String(trimmed), line.number)) }
          return nil
        }
        if !sawPuzzle {
          switch Self.board(opening: opening) {
          case .success(let known): board = known
          case .failure(let failure):
            // A header the lines cannot be read by: the file stops there, unread.
            stop = failure.diagnostic(path: path)
            return nil
          }
        }
        entry = readLine(line.text, number: line.number, path: path, board: board)
        entry.comments = comments
        comments = []
      }
      // Only an enumeration's file, whose header gives its board, ends with a trailer.
      if !sawPuzzle && board.exitLocation == nil { trailer.stop() }
      sawPuzzle = true
      count(errors: entry.diagnostics.count, at: start)
      return entry
    }

    /// Counts `new` errors of the line at `start`, and stops reading there at the limit.
    private mutating func count(errors new: Int, at start: SourceLocation) {
      errors += new
      if errors >= limits.maxErrorsPerFile {
        stop = InputError.tooManyErrors(at: start, limit: limits.maxErrorsPerFile)
          .diagnostic(path: path)
      }
    }

    /// The board an enumeration header among the file's first lines gives, or the
    /// database's when there is none; a header that does not read (`# size: 9x9`) is a
    /// failure at its line, never taken for the database's 6x6 board.
    private static func board(opening: [(text: String, number: Int)]) -> Result<
      Board, EnumerationHeader.Failure
    > {
      guard let start = opening.firstIndex(where: { $0.text == EnumerationHeader.title }) else {
        return .success(.database)
      }
      switch EnumerationHeader.parse(opening[start...].map(\.text)) {
      case .success(let (header, _)):
        // The exit is the header's third line.
        return .success(Board(header, exitLine: opening[start + 2].number))
      case .failure(let failure):
        // The failure counts the header's lines from 1; the file counts its own.
        let index = min(start + failure.line - 1, opening.count - 1)
        return .failure(
          EnumerationHeader.Failure(
            line: opening[index].number, message: "enumeration header: \(failure.message)"))
      }
    }

    /// The problems of the file read to its end: no puzzle at all (an error), or an
    /// enumeration's file that its trailer does not vouch for (a warning: its lines may
    /// not all be there).
    func finish() -> [Diagnostic] {
      guard sawPuzzle else {
        return [InputError.noPuzzle(sawComment: sawComment).diagnostic(path: path)]
      }
      return trailer.finish(path: path).map { [$0] } ?? []
    }
  }

  /// Reads one database line, numbered `number` in its file, on `board`.
  public static func readLine(
    _ text: String, number: Int, path: String, board: Board = .database
  ) -> PuzzleEntry {
    if let entry = fastEntry(text, number: number, board: board) { return entry }
    return locatedEntry(text, number: number, path: path, board: board)
  }

  /// Reads one database line through tiles and block assembly, which locate every
  /// problem: the reader of the lines ``fastEntry(_:number:board:)`` does not take.
  static func locatedEntry(_ text: String, number: Int, path: String, board: Board)
    -> PuzzleEntry
  {
    let size = board.size
    let start = SourceLocation(line: number, column: 1)
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, column: Int) {
      diagnostics.append(
        .error(message, path: path, at: SourceLocation(line: number, column: column)))
    }
    let tiles = size.rows * size.columns
    let words = words(of: text)
    guard let boardIndex = words.firstIndex(where: { $0.text.count == tiles }) else {
      let longest = words.max { $0.text.count < $1.text.count }
      error(
        "the board has \(longest?.text.count ?? 0) characters; a \(size) board needs \(tiles)",
        column: longest?.column ?? 1)
      return PuzzleEntry(location: start, puzzle: nil, diagnostics: diagnostics)
    }
    var metadata = PuzzleMetadata()
    // A comment after a line's fields is not one: comments are lines of their own.
    if let comment = words.first(where: { $0.text.hasPrefix("#") }) {
      error(
        "a database line ends with its fields: write this comment on a line of its own, above",
        column: comment.column)
      return PuzzleEntry(location: start, puzzle: nil, diagnostics: diagnostics)
    }
    let numbers = words.enumerated().filter { $0.offset != boardIndex }.map(\.element)
    if numbers.count > 2 || (numbers.count == 2 && boardIndex != 1) {
      error(
        "a database line is '[moves] <board> [states]', with at most one number on each side",
        column: numbers[numbers.count - 1].column)
    }
    for (position, word) in numbers.prefix(2).enumerated() {
      let location = SourceLocation(line: number, column: word.column)
      guard let value = Int(word.text), value >= 0 else {
        let digits = !word.text.isEmpty && word.text.allSatisfy { $0.isASCII && $0.isNumber }
        error(
          digits
            ? "'\(word.text)' is too large: the most a number may be is \(Int.max)"
            : "'\(word.text)' is not a non-negative whole number", column: word.column)
        continue
      }
      // The number before the board, or the only number, is the moves; after, the states.
      if position == 0 && (boardIndex > 0 || numbers.count == 1) {
        metadata.moves = Located(value, at: location)
      } else {
        metadata.generated = PuzzleMetadata.Generation(states: Located(value, at: location))
      }
    }
    let characters = Array(words[boardIndex].text)
    let rows = (0..<size.rows).map { row in
      (0..<size.columns).map { column in
        let offset = row * size.columns + column
        let location = SourceLocation(line: number, column: words[boardIndex].column + offset)
        return Tile.read(characters[offset], at: location, path: path, diagnostics: &diagnostics)
      }
    }
    let marker = board.chute.map { ($0.side, $0.row, board.exitLocation ?? start) }
    let reading = BlockAssembler.read(
      rows, marker: marker, path: path, start: start, problems: diagnostics)
    var entry = PuzzleEntry(
      location: start, puzzle: reading.puzzle, metadata: metadata,
      blockLocations: reading.blockLocations, chuteLocation: reading.chuteLocation,
      diagnostics: reading.diagnostics)
    entry.lineBoardLocation = SourceLocation(line: number, column: words[boardIndex].column)
    return entry
  }

  /// The words of a line, split at spaces and tabs, each with its column.
  private static func words(of line: String) -> [(text: Substring, column: Int)] {
    var words: [(text: Substring, column: Int)] = []
    var column = 1
    var index = line.startIndex
    while index < line.endIndex {
      if line[index] == " " || line[index] == "\t" {
        index = line.index(after: index)
        column += 1
        continue
      }
      let end = line[index...].firstIndex { $0 == " " || $0 == "\t" } ?? line.endIndex
      let word = line[index..<end]
      words.append((word, column))
      column += word.count
      index = end
    }
    return words
  }
}
