import UnblockCore

/// The checking pipeline behind `unblock check`: read each file, then run every
/// ``PuzzleCheck`` on each valid puzzle.
public struct PuzzleChecker: Sendable {
  public var loader: PuzzleLoader
  /// The checks run on puzzles that obey the rules, in order.
  public var checks: [any PuzzleCheck]

  public init(loader: PuzzleLoader = PuzzleLoader(), checks: [any PuzzleCheck] = []) {
    self.loader = loader
    self.checks = checks
  }

  /// Checks every file behind `paths` (see ``PuzzleLoader/load(_:)``).
  public func check(_ paths: [String]) -> [FileReport] {
    var reports: [FileReport] = []
    check(paths) { reports.append($0) }
    return reports
  }

  /// Checks the files behind `paths` one at a time, handing each report to `handle`
  /// before reading the next, so that only one file is in memory at once.
  public func check(_ paths: [String], _ handle: (FileReport) -> Void) {
    for path in loader.expand(paths) {
      handle(check(loader.load(path)))
    }
  }

  /// Checks the puzzles of one loaded file.
  public func check(_ file: PuzzleFile) -> FileReport {
    let puzzles = file.entries.enumerated().map { index, entry in
      var report = PuzzleReport(
        path: file.path, index: index + 1, entry: entry, diagnostics: entry.diagnostics)
      if let puzzle = entry.puzzle {
        for check in checks {
          let outcome = check.check(puzzle, entry: entry, path: file.path)
          report.diagnostics += outcome.diagnostics
          report.notes += outcome.notes
          if !outcome.isDecided { report.isVerified = false }
        }
      }
      return report
    }
    return FileReport(
      path: file.path, format: file.format, fileDiagnostics: file.diagnostics,
      isUnreadable: file.isUnreadable, collection: file.collection, puzzles: puzzles)
  }
}

/// The result of checking one file.
///
/// The file's puzzles live only in ``puzzles`` (not also in a ``PuzzleFile``), so that a
/// file of tens of thousands of database lines is held once.
public struct FileReport: Sendable {
  public var path: String
  /// The format the file was read as; `nil` when it could not be read.
  public var format: PuzzleFormat?
  /// Problems of the file itself: unreadable, empty, malformed YAML, too many errors.
  public var fileDiagnostics: [Diagnostic]
  public var isUnreadable: Bool
  /// The name and author of a set file.
  public var collection: PuzzleFile.Collection?
  public var puzzles: [PuzzleReport]

  /// The file's own problems and every puzzle's, in the order of the file.
  public var diagnostics: [Diagnostic] {
    (fileDiagnostics + puzzles.flatMap(\.diagnostics)).sorted { $0.location < $1.location }
  }

  /// Whether the file itself has an error (beyond its puzzles').
  public var isMalformed: Bool {
    !isUnreadable && fileDiagnostics.contains { $0.severity == .error }
  }

  /// Whether the file or any puzzle in it has an error (an unverified puzzle has none).
  public var hasErrors: Bool {
    isUnreadable || isMalformed || puzzles.contains { $0.status == .invalid }
  }
}

/// The result of checking one puzzle.
public struct PuzzleReport: Sendable {
  public var path: String
  /// The puzzle's number in its file, from 1.
  public var index: Int
  public var entry: PuzzleEntry
  /// Problems from reading and from every check.
  public var diagnostics: [Diagnostic]
  /// Facts the checks added for the summary line.
  public var notes: [String] = []
  /// Whether every check reached an answer; `false` when a search gave up.
  public var isVerified = true

  /// What checking found: the puzzle is valid, invalid, or neither proved valid nor
  /// found invalid because a check stopped at a limit.
  public enum Status: String, Sendable {
    case valid
    case invalid
    case unverified
  }

  public var status: Status {
    if entry.puzzle == nil || diagnostics.contains(where: { $0.severity == .error }) {
      return .invalid
    }
    return isVerified ? .valid : .unverified
  }

  /// Whether the puzzle was read, obeys the rules and passed every check.
  public var isValid: Bool { status == .valid }

  /// The puzzle's name, or `puzzle N` when it has none.
  public var title: String {
    entry.metadata.name.map { "\"\($0.value)\"" } ?? "puzzle \(index)"
  }

  /// One line for people: `path:3:1: ok: "I-4": 6x6, 12 blocks, chute right of row 2`,
  /// `path:3:1: unverified: "I-4": 6x6, ..., gave up after 1000 states`, or
  /// `path:3:1: invalid: puzzle 2: 3 errors`.
  public var summary: String {
    let place = "\(path):\(entry.location)"
    guard status != .invalid, let puzzle = entry.puzzle else {
      let errors = diagnostics.count { $0.severity == .error }
      return "\(place): invalid: \(title): \(counted(errors, "error"))"
    }
    let facts =
      [
        "\(puzzle.size)", counted(puzzle.blocks.count, "block"),
        "chute \(puzzle.chute.side.rawValue) of row \(puzzle.chute.row)",
      ] + notes
    let verdict = status == .valid ? "ok" : "unverified"
    return "\(place): \(verdict): \(title): \(facts.joined(separator: ", "))"
  }

  /// The same summary as one JSON object.
  public var jsonLine: String {
    var fields: [(String, JSONLine.Value)] = [
      ("kind", .string("puzzle")), ("path", .string(path)), ("line", .int(entry.location.line)),
      ("column", .int(entry.location.column)), ("index", .int(index)),
      ("name", entry.metadata.name.map { .string($0.value) } ?? .null),
      ("valid", .bool(isValid)), ("status", .string(status.rawValue)),
      ("errors", .int(diagnostics.count { $0.severity == .error })),
    ]
    if let puzzle = entry.puzzle {
      fields += [
        ("size", .string("\(puzzle.size)")), ("blocks", .int(puzzle.blocks.count)),
        ("chute", .string(puzzle.chute.side.rawValue)), ("chuteRow", .int(puzzle.chute.row)),
      ]
    }
    if !notes.isEmpty { fields.append(("notes", .string(notes.joined(separator: ", ")))) }
    return JSONLine(fields).description
  }
}
