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
    var puzzles: [PuzzleReport] = []
    var stream = PuzzleStream(paths, loader: loader)
    check({ stream.next() }) { event in
      switch event {
      case .fileProblems: break
      case .puzzle(let report): puzzles.append(report)
      case .fileEnded(var report):
        report.puzzles = puzzles
        puzzles = []
        reports.append(report)
      }
    }
    return reports
  }

  /// What ``check(_:jobs:_:)`` hands over, in input order.
  public enum Event: Sendable {
    /// Problems of a file itself, as soon as they are known (see
    /// ``PuzzleStream/Item/fileProblems(_:)``).
    case fileProblems([Diagnostic])
    /// One puzzle, checked.
    case puzzle(PuzzleReport)
    /// The end of a file: its report with every problem of its own, and no puzzles (they
    /// came one by one before).
    case fileEnded(FileReport)
  }

  /// Checks the puzzles `next` takes from a ``PuzzleStream``, `jobs` at once, and hands
  /// each puzzle's report to `handle` in input order, with the files' own problems where
  /// they are known; database-line files stream through, so memory stays bounded whatever
  /// their size. `next` and `handle` are called on the caller's thread, one at a time.
  ///
  /// The reports are the same for any number of jobs: each check's ordered part
  /// (``PuzzleCheckOutcome/inOrder``) runs in input order, on the caller's thread.
  ///
  /// `inputReady` and `stalled` let a stream from a pipe that pauses hand back what came
  /// before the pause (see ``OrderedParallelMap/run(_:transform:emit:inputReady:stalled:)``).
  public func check(
    _ next: () -> PuzzleStream.Item?, jobs: Int = 1, inputReady: () -> Bool = { true },
    stalled: () -> Void = {}, _ handle: (Event) -> Void
  ) {
    OrderedParallelMap(jobs: jobs).run(
      next, transform: { [checks] item in Self.checked(item, by: checks) },
      emit: { handle($0.finished()) }, inputReady: inputReady, stalled: stalled)
  }

  /// Checks the puzzles of one loaded file.
  public func check(_ file: PuzzleFile) -> FileReport {
    let puzzles = file.entries.enumerated().compactMap { index, entry -> PuzzleReport? in
      // A file narrowed by --puzzle numbers its puzzle as the whole file does.
      let item = PuzzleStream.Item.puzzle(
        path: file.path, index: file.firstNumber + index, entry)
      guard case .puzzle(let report) = Self.checked(item, by: checks).finished() else {
        return nil
      }
      return report
    }
    return FileReport(
      path: file.path, format: file.format, fileDiagnostics: file.diagnostics,
      isUnreadable: file.isUnreadable, isFolder: file.isFolder, collection: file.collection,
      puzzles: puzzles)
  }

  /// `item` with every check's order-free part run on its puzzle; the rest waits in
  /// ``Checked/inOrder``.
  private static func checked(_ item: PuzzleStream.Item, by checks: [any PuzzleCheck]) -> Checked {
    let (path, index, entry): (String, Int, PuzzleEntry)
    switch item {
    case .fileProblems(let problems): return Checked(event: .fileProblems(problems))
    case .fileEnded(let report): return Checked(event: .fileEnded(report))
    case .puzzle(let at, let number, let read): (path, index, entry) = (at, number, read)
    }
    var report = PuzzleReport(
      path: path, index: index, entry: entry, diagnostics: entry.diagnostics)
    var inOrder: [@Sendable () -> [Diagnostic]] = []
    if let puzzle = entry.puzzle {
      // Two checks or more that read the cluster share one exploration (per limit of
      // states); a lone one runs as it does alone.
      let sharing = checks.count(where: { $0 is any ClusterReadingCheck }) > 1
      var explored: (maxStates: Int?, cluster: Result<Cluster, SolverError>)?
      for check in checks {
        // A search that gave up met more states than its limit, which is never below a
        // cluster check's (``standardChecks(_:)``): exploring the cluster would give up too,
        // after as much work, and its warning would repeat the search's.
        if !report.isVerified, check is any ClusterReadingCheck { continue }
        let outcome: PuzzleCheckOutcome
        if sharing, let reading = check as? any ClusterReadingCheck {
          let cluster: Result<Cluster, SolverError>
          if let explored, explored.maxStates == reading.maxStates {
            cluster = explored.cluster
          } else {
            cluster = Result(exploring: puzzle, maxStates: reading.maxStates)
            explored = (reading.maxStates, cluster)
          }
          outcome = reading.check(puzzle, explored: cluster, entry: entry, path: path)
        } else {
          outcome = check.check(puzzle, entry: entry, path: path)
        }
        report.diagnostics += outcome.diagnostics
        report.notes += outcome.notes
        report.moves = outcome.moves ?? report.moves
        if !outcome.isDecided { report.isVerified = false }
        report.unsolvability = outcome.unsolvability ?? report.unsolvability
        if let ordered = outcome.inOrder { inOrder.append(ordered) }
      }
    }
    return Checked(event: .puzzle(report), inOrder: inOrder)
  }

  /// A step after its order-free part.
  private struct Checked: Sendable {
    var event: Event
    var inOrder: [@Sendable () -> [Diagnostic]] = []

    /// The event, once the ordered parts of its checks have run.
    func finished() -> Event {
      guard case .puzzle(var report) = event, !inOrder.isEmpty else { return event }
      for part in inOrder { report.diagnostics += part() }
      return .puzzle(report)
    }
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
  /// Whether the path is a folder that could not be read (see ``PuzzleFile/isFolder``).
  public var isFolder = false
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

  /// Whether the file or any puzzle in it has an error other than a puzzle's being
  /// unsolvable: a broken rule or a wrong `moves` or `level` claim still counts.
  public var hasErrorsBesidesUnsolvability: Bool {
    isUnreadable || isMalformed || puzzles.contains(where: \.hasErrorsBesidesUnsolvability)
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
  /// The minimal moves, when a check solved the puzzle.
  public var moves: Int?
  /// Whether every check reached an answer; `false` when a search gave up.
  public var isVerified = true
  /// The error among ``diagnostics`` that proves the puzzle unsolvable, if a check proved
  /// it.
  public var unsolvability: Diagnostic?

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

  /// Whether the puzzle has an error other than ``unsolvability``: it was not read, breaks
  /// a rule, or makes a wrong claim.
  public var hasErrorsBesidesUnsolvability: Bool {
    entry.puzzle == nil
      || diagnostics.contains { $0.severity == .error && $0 != unsolvability }
  }

  /// Whether the puzzle was read, obeys the rules and passed every check.
  public var isValid: Bool { status == .valid }

  /// The puzzle's name, or `puzzle N` when it has none.
  public var title: String {
    entry.metadata.name.map { JSONLine.quoted($0.value) } ?? "puzzle \(index)"
  }

  /// One line for people: `path:3:1: ok: "I-4": 6x6, 12 blocks, chute right of row 2`,
  /// `path:3:1: unverified: "I-4": 6x6, ..., gave up after 1000 states`, or
  /// `path:3:1: invalid: puzzle 2: 3 errors`.
  public var summary: String {
    let place = ShownPath.place(path, entry.location)
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
      ("board", entry.puzzle.map { .string(DatabaseLinePrinter.board(of: $0)) } ?? .null),
      ("valid", .bool(isValid)), ("status", .string(status.rawValue)),
      ("errors", .int(diagnostics.count { $0.severity == .error })),
    ]
    if let puzzle = entry.puzzle {
      fields += [
        ("size", .string("\(puzzle.size)")), ("blocks", .int(puzzle.blocks.count)),
        ("chute", .string(puzzle.chute.side.rawValue)), ("chuteRow", .int(puzzle.chute.row)),
        ("moves", moves.map { .int($0) } ?? .null),
        ("category", moves.map { .string("\(Category(moves: $0))") } ?? .null),
      ]
    }
    if !notes.isEmpty { fields.append(("notes", .string(notes.joined(separator: ", ")))) }
    return JSONLine(fields).description
  }
}
