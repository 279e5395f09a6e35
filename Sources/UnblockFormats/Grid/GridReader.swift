import UnblockCore

/// Reads the text grid: one line per row, `.` or `o` empty, `x` fixed, `A` the prisoner,
/// other ASCII letters and digits blocks, `>` or `<` the chute.
///
/// The reader reports every problem it finds, each at its line and column, and keeps
/// reading: a ragged row does not hide an unknown character two rows below.
public enum GridReader {
  /// One row as written, wherever it came from: a grid file or a YAML block scalar.
  struct Row: Sendable {
    var number: Int
    var text: String
    /// The characters before `text` on its source line (a YAML scalar's indentation).
    var columnOffset: Int
    var isTooLong: Bool
  }

  /// Reads every puzzle of a grid file; a blank line separates puzzles.
  ///
  /// Each comment line stays where it was written: above a puzzle's rows, between two of
  /// them or after the last, or after the file's last puzzle.
  ///
  /// - Returns: the puzzles, problems of the file as a whole (such as a file of comments
  ///   only, or too many errors), and the comments after the last puzzle.
  /// - Complexity: O(characters); at most 8 rows of any puzzle are examined in detail.
  public static func read(_ text: SourceText, path: String, limits: InputLimits = .standard)
    -> (entries: [PuzzleEntry], diagnostics: [Diagnostic], trailingComments: [String])
  {
    var entries: [PuzzleEntry] = []
    var fileDiagnostics: [Diagnostic] = []
    var rows: [Row] = []
    var comments: [String] = []
    var rowComments: [Int: [String]] = [:]
    var errors = 0
    var sawComment = false

    func flush() -> Bool {
      guard let first = rows.first else { return true }
      let start = SourceLocation(line: first.number, column: 1)
      let reading = readBoard(rows, path: path, start: start, limits: limits)
      var entry = PuzzleEntry(
        location: start, puzzle: reading.puzzle, blockLocations: reading.blockLocations,
        chuteLocation: reading.chuteLocation, diagnostics: reading.diagnostics,
        comments: comments)
      entry.rowComments = rowComments
      entries.append(entry)
      rows = []
      comments = []
      rowComments = [:]
      errors += reading.diagnostics.count { $0.severity == .error }
      return errors < limits.maxErrorsPerFile
    }

    for line in text.lines {
      if !line.isTooLong {
        let trimmed = line.text.drop { $0 == " " || $0 == "\t" }
        if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) {
          guard flush() else {
            return (entries, fileDiagnostics + [tooMany(path, line, limits)], [])
          }
          continue
        }
        if let comment = comment(in: trimmed) {
          sawComment = true
          if rows.isEmpty {
            comments.append(comment)
          } else {
            rowComments[rows.count, default: []].append(comment)
          }
          continue
        }
      }
      rows.append(
        Row(number: line.number, text: line.text, columnOffset: 0, isTooLong: line.isTooLong))
    }
    guard flush() else {
      return (entries, fileDiagnostics + [tooMany(path, text.lines.last, limits)], [])
    }
    if entries.isEmpty {
      fileDiagnostics.append(InputError.noPuzzle(sawComment: sawComment).diagnostic(path: path))
    }
    return (entries, fileDiagnostics, comments)
  }

  /// The text of a comment line, without its `#`, the one space after it and the spaces
  /// and tabs that end it (`format` writes no trailing spaces), or `nil` when `line`
  /// (without its indentation) is no comment.
  static func comment(in line: Substring) -> String? {
    guard line.first == "#" else { return nil }
    var comment = line.dropFirst()
    if comment.first == " " { comment = comment.dropFirst() }
    while comment.last == " " || comment.last == "\t" { comment = comment.dropLast() }
    return String(comment)
  }

  private static func tooMany(_ path: String, _ line: SourceText.Line?, _ limits: InputLimits)
    -> Diagnostic
  {
    InputError.tooManyErrors(
      at: SourceLocation(line: line?.number ?? 1, column: 1), limit: limits.maxErrorsPerFile
    ).diagnostic(path: path)
  }

  /// Reads the rows of one board.
  static func readBoard(
    _ rows: [Row], path: String, start: SourceLocation, limits: InputLimits = .standard
  ) -> BoardReading {
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, _ row: Row, column: Int) {
      diagnostics.append(
        .error(
          message, path: path,
          at: SourceLocation(line: row.number, column: row.columnOffset + column)))
    }
    let hasLeftChute = rows.contains { !$0.isTooLong && $0.text.first == "<" }
    // Each row's tiles beside the row they came from: an over-long row has no tiles, so
    // pairing the two lists by position would shift every later row's line.
    // `markers`: where the row's tiles hold a chute marker inside the row, read as empty.
    var tileRows: [(row: Row, tiles: [Tile], markers: [Int])] = []
    var marker: (side: Chute.Side, row: Int, location: SourceLocation)?
    var isBroken = false
    let maxRows = BoardSize.supported.upperBound

    for (index, row) in rows.prefix(maxRows).enumerated() {
      if row.isTooLong {
        diagnostics.append(
          InputError.lineTooLong(line: row.number, limits: limits).diagnostic(path: path))
        isBroken = true
        continue
      }
      var characters = Array(row.text)
      while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
      var first = 0
      if hasLeftChute {
        if characters.first == "<" {
          first = 1
          let location = SourceLocation(line: row.number, column: row.columnOffset + 1)
          if let earlier = marker {
            error(secondMarkerMessage(earlier.side, .left), row, column: 1)
          } else {
            marker = (.left, index, location)
          }
        } else if characters.first == " " {
          first = 1
        } else {
          error(
            "this grid has a left chute '<', so every other row starts with one space to line up the tiles",
            row, column: 1)
        }
      } else {
        while first < characters.count && characters[first] == " " { first += 1 }
        if first > 0 {
          error(
            "row starts with a space: only the rows of a grid with a left chute '<' are indented",
            row, column: 1)
        }
      }
      // The first of the `>` that end the row is its chute; any after it is one too many.
      var end = characters.count
      while end > first && characters[end - 1] == ">" { end -= 1 }
      if end < characters.count {
        let location = SourceLocation(line: row.number, column: row.columnOffset + end + 1)
        if let earlier = marker {
          error(secondMarkerMessage(earlier.side, .right), row, column: end + 1)
        } else {
          marker = (.right, index, location)
        }
        for extra in end + 1..<characters.count {
          error(secondMarkerMessage(.right, .right), row, column: extra + 1)
        }
      }
      var tiles: [Tile] = []
      var markers: [Int] = []
      for position in first..<max(first, end) {
        let location = SourceLocation(line: row.number, column: row.columnOffset + position + 1)
        if characters[position] == "<" || characters[position] == ">" {
          markers.append(tiles.count)
        }
        tiles.append(
          Tile.read(characters[position], at: location, path: path, diagnostics: &diagnostics))
      }
      tileRows.append((row, tiles, markers))
    }

    let implied = SourceLocation(line: start.line, column: start.column)
    if rows.count > maxRows {
      error(
        "board has \(rows.count) rows; a board has \(BoardSize.supported.lowerBound) to \(maxRows) rows",
        rows[maxRows], column: 1)
      isBroken = true
    }
    if let width = tileRows.first?.tiles.count {
      for (number, (row, tiles, markers)) in tileRows.enumerated() where tiles.count != width {
        // A chute marker inside a row, already an error of its own, is taken for a
        // misplaced marker when the row has its width without it, or for a tile when with.
        if !markers.isEmpty, tiles.count - markers.count == width {
          for index in markers.reversed() { tileRows[number].tiles.remove(at: index) }
          continue
        }
        // Where the row is too long, the first tile too many; where too short, the place
        // of the first tile missing.
        let column =
          tiles.count > width
          ? tiles[width].location.column - row.columnOffset
          : tiles.last.map { $0.location.column - row.columnOffset + 1 } ?? 1
        error(
          "ragged rows: this row has \(counted(tiles.count, "tile")) but the first row has \(width); every row needs the same number",
          row, column: column)
        isBroken = true
      }
      if width > BoardSize.supported.upperBound {
        diagnostics.append(
          .error(
            "board has \(width) columns; a board has \(BoardSize.supported.lowerBound) to \(BoardSize.supported.upperBound) columns",
            path: path, at: start))
        isBroken = true
      }
    }
    if isBroken || tileRows.isEmpty {
      return BoardReading(
        puzzle: nil, blockLocations: [], chuteLocation: marker?.location ?? implied,
        diagnostics: diagnostics.sorted { $0.location < $1.location })
    }

    return BlockAssembler.read(
      tileRows.map(\.tiles), marker: marker, path: path, start: start, problems: diagnostics)
  }

  private static func secondMarkerMessage(_ first: Chute.Side, _ second: Chute.Side) -> String {
    first == second
      ? "more than one '\(second == .left ? "<" : ">")': a puzzle has one chute"
      : "chutes on both sides: a puzzle has one chute, at the left or the right end of the prisoner's row"
  }
}
