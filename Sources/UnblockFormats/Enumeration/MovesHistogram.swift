import UnblockCore

/// The number of puzzles of each move count, as the Rush Hour database's published
/// histogram gives them: a `moves<TAB>puzzles` file, one move count a line.
public struct MovesHistogram: Hashable, Sendable {
  /// Puzzles by moves; a move count that is absent has none.
  public var counts: [Int: Int]

  public init(counts: [Int: Int]) {
    self.counts = counts.filter { $0.value != 0 }
  }

  /// The counts of some puzzles.
  public init(_ puzzles: some Sequence<EnumeratedPuzzle>) {
    var counts: [Int: Int] = [:]
    for puzzle in puzzles { counts[puzzle.moves, default: 0] += 1 }
    self.init(counts: counts)
  }

  /// The puzzles in all.
  public var total: Int { counts.values.reduce(0, +) }

  /// Reads a histogram: `#` lines and a `moves<TAB>puzzles` title are skipped, every other
  /// line is two whole numbers separated by a tab, each move count once.
  ///
  /// - Returns: The histogram, or the first problem at `path:line:column`.
  public static func read(_ text: String, path: String) -> Result<MovesHistogram, Failure> {
    read(Array(text.utf8), path: path)
  }

  /// Reads a histogram file's bytes as ``read(_:path:)-(String,_)`` reads its text, after
  /// the checks of every text file: binary data, invalid UTF-8 and over-long lines are
  /// refused at their place, never echoed.
  public static func read(_ bytes: [UInt8], path: String) -> Result<MovesHistogram, Failure> {
    let source: SourceText
    switch SourceText.decode(bytes, limits: .standard) {
    case .success(let decoded): source = decoded
    case .failure(.empty):
      return .failure(Failure(Self.noCounts, path: path, at: SourceLocation(line: 1, column: 1)))
    case .failure(.binary(let location)):
      return .failure(
        Failure(
          "binary file (it holds a NUL byte): expected a histogram, lines of 'moves<TAB>puzzles'",
          path: path, at: location))
    case .failure(let error):
      return .failure(Failure(error.description, path: path, at: error.location))
    }
    var counts: [Int: Int] = [:]
    for line in source.lines {
      let location = { (column: Int) in SourceLocation(line: line.number, column: column) }
      let text = line.text
      if line.isTooLong {
        let error = InputError.lineTooLong(line: line.number, limits: .standard)
        return .failure(Failure(error.description, path: path, at: error.location))
      }
      if text.isEmpty || text.hasPrefix("#") || text == "moves\tpuzzles" { continue }
      let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2, let moves = Self.count(fields[0]) else {
        return .failure(
          Failure(
            "expected 'moves<TAB>puzzles', two whole numbers, not \(Self.shown(text))", path: path,
            at: location(1)))
      }
      guard let puzzles = Self.count(fields[1]) else {
        // Digits alone are a whole number, one too large for any count.
        let digits = !fields[1].isEmpty && fields[1].allSatisfy { $0.isASCII && $0.isNumber }
        return .failure(
          Failure(
            digits
              ? "the number of puzzles \(Self.shown(fields[1])) is too large: a count has at most 18 digits"
              : "the number of puzzles must be a whole number, not \(Self.shown(fields[1]))",
            path: path, at: location(fields[0].count + 2)))
      }
      guard counts[moves] == nil else {
        return .failure(
          Failure("a second line for \(counted(moves, "move"))", path: path, at: location(1)))
      }
      counts[moves] = puzzles
    }
    // A file of comments alone would make every count of a run differ.
    guard !counts.isEmpty else {
      return .failure(Failure(Self.noCounts, path: path, at: SourceLocation(line: 1, column: 1)))
    }
    return .success(MovesHistogram(counts: counts))
  }

  /// Why a histogram file with no line of counts is refused.
  static let noCounts = "no counts: a histogram has a line 'moves<TAB>puzzles' per move count"

  /// Reads the histogram file at `path`, as ``read(_:path:)-([UInt8],_)`` reads its bytes.
  ///
  /// - Returns: The histogram, or the first problem at `path:line:column`: the file's own
  ///   (missing, a directory, unreadable, over `limits`) at `path:1:1`, as every input file
  ///   reports it.
  public static func read(contentsOf path: String, limits: InputLimits = .standard)
    -> Result<MovesHistogram, Failure>
  {
    switch InputFile.read(path, limit: limits.maxFileBytes) {
    case .success(let bytes): read(bytes, path: path)
    case .failure(let error): .failure(Failure(error.diagnostic(path: path)))
    }
  }

  /// A field as a message quotes it: at most 40 characters, control characters escaped.
  private static func shown(_ text: some StringProtocol) -> String {
    let head = String(text.prefix(40))
    let quoted = JSONLine.quoted(head)
    let body = quoted == "\"\(head)\"" ? "'\(head)'" : quoted
    return text.count > 40 ? body + "..." : body
  }

  /// Why a histogram file does not read: a diagnostic at `path:line:column`.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostic: Diagnostic

    init(_ message: String, path: String, at location: SourceLocation) {
      diagnostic = .error(message, path: path, at: location)
    }

    init(_ diagnostic: Diagnostic) {
      self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.description }
  }

  private static func count(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0 >= "0" && $0 <= "9" }) else {
      return nil
    }
    return Int(text)
  }

  /// The move counts where the two differ, in increasing order, with each side's count.
  public func differences(from expected: MovesHistogram) -> [(
    moves: Int, found: Int, expected: Int
  )] {
    Set(counts.keys).union(expected.counts.keys).sorted().compactMap { moves in
      let found = counts[moves] ?? 0
      let wanted = expected.counts[moves] ?? 0
      return found == wanted ? nil : (moves, found, wanted)
    }
  }

  /// `counts equal PATH at every move count (N puzzles)`, or `counts differ from PATH at
  /// 51 moves (2 found, 1 expected), ...`.
  public func comparison(with expected: MovesHistogram, path: String) -> String {
    let differences = differences(from: expected)
    guard !differences.isEmpty else {
      return "counts equal \(ShownPath.text(path)) at every move count (\(total) puzzles)"
    }
    return "counts differ from \(ShownPath.text(path)) at "
      + differences.map {
        "\(counted($0.moves, "move")) (\($0.found) found, \($0.expected) expected)"
      }
      .joined(separator: ", ")
  }
}
