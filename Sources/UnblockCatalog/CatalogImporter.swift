import GRDB
import UnblockCore
import UnblockFormats

/// Adds puzzles to a catalogue, in batches of ``batchSize``, each batch in one
/// transaction: an import that stops, by a signal or an error, leaves the catalogue as it
/// was before the batch under way.
///
/// A database line that gives its moves and states is taken as its cluster's
/// representative, as every line of the Rush Hour database and of `unblock enumerate` is:
/// it is stored as it stands, with no search. Reading it has verified its form and that
/// its board obeys the rules; its being the representative, its moves and its cluster
/// size are trusted (`unblock check` verifies them), since exploring every cluster is
/// what the import of a whole database cannot afford. A line whose board is another state
/// of its cluster is keyed by that board, so it adds an entry beside the cluster's own
/// (held or to come), which no look-up finds; only its counts are compared with an entry
/// of the same key. Every other puzzle (a grid, a YAML puzzle or set, a line without its
/// counts) has its cluster explored once, ``jobs`` at a time, for its representative,
/// moves and size, and its `moves`, `level`, `states` and `solutions` claims are checked
/// as `check` checks them: a wrong one is a warning, and the entry is the cluster as
/// explored. A cluster already in the catalogue adds nothing; one the catalogue holds with
/// other moves or states than the puzzle's gets a warning.
public struct CatalogImporter: Sendable {
  /// The catalogue written to.
  public let catalog: Catalog
  /// How many puzzles one transaction holds.
  public var batchSize: Int
  /// How many clusters are explored at once; it never changes the result.
  public var jobs: Int
  /// The most states one cluster may hold; `nil` means ``UnblockCore/StateLimit/cluster``.
  public var maxStates: Int?

  /// The batch of a plain import: 100,000 puzzles. Every batch inserts its keys into the
  /// unique index of cluster keys at random places, and its commit writes each page it
  /// changed once; a batch of 10,000 changes a page for nearly every key, so the whole
  /// Rush Hour database rewrote the index some 250 times over, where batches of 100,000
  /// rewrite it 26 times. An import stopped midway loses at most the batch under way.
  public static let defaultBatchSize = 100_000

  /// The largest batch: 10,000,000 puzzles, four times the Rush Hour database, which a
  /// batch holds in memory (a few hundred bytes each) until it is written.
  public static let maximumBatchSize = 10_000_000

  public init(
    catalog: Catalog, batchSize: Int = defaultBatchSize, jobs: Int = 1, maxStates: Int? = nil
  ) {
    self.catalog = catalog
    self.batchSize = min(max(1, batchSize), Self.maximumBatchSize)
    self.jobs = max(1, jobs)
    self.maxStates = maxStates
  }

  /// One puzzle to import, as a reader gave it.
  public struct Item: Sendable {
    public var entry: PuzzleEntry
    public var path: String
    /// Whether the puzzle is a database line, to be taken as its cluster's representative
    /// when it gives its moves and states.
    public var isDatabaseLine: Bool

    public init(entry: PuzzleEntry, path: String, isDatabaseLine: Bool) {
      self.entry = entry
      self.path = path
      self.isDatabaseLine = isDatabaseLine
    }
  }

  /// What an import did, counted in puzzles.
  public struct Summary: Hashable, Sendable {
    /// Puzzles read, the rejected ones included.
    public var read = 0
    /// New entries.
    public var added = 0
    /// Puzzles whose cluster the catalogue already held (or an earlier puzzle added).
    public var known = 0
    /// Puzzles not imported: bad lines, broken rules, unsolvable or too large clusters.
    public var rejected = 0
    /// Puzzles imported or known whose claims were wrong: a `moves`, `level`, `states` or
    /// `solutions` claim that the exploration refutes (the entry is the cluster as
    /// explored), or moves and states other than those of the entry held for the cluster.
    public var wrongClaims = 0
    /// Files that were read but hold no puzzle, or whose own error stopped their reading
    /// (malformed YAML, a bad enumeration header, too many errors): their puzzles, or the
    /// lines after the error, were not imported, nor counted as read.
    public var malformed = 0
    /// Files that could not be read at all (missing, a folder of none, not text).
    public var unreadable = 0

    /// Whether some puzzle or file was not imported, or some claim was wrong.
    public var failed: Bool { rejected > 0 || malformed > 0 || unreadable > 0 || wrongClaims > 0 }

    public init() {}
  }

  /// Imports `items`, in order.
  ///
  /// - Parameters:
  ///   - items: The puzzles; read lazily, one batch at a time.
  ///   - summary: Counts the puzzles, batch by batch, so that it is right after an error too.
  ///   - report: Called with each problem of a rejected puzzle (and its warnings), in order.
  ///   - isStopped: Asked after each puzzle is explored and before each is written; once
  ///     it says yes, the batch under way is dropped or rolled back and
  ///     ``CatalogError/stopped(added:)`` thrown.
  ///   - batchDone: Called with the entries added so far as each batch commits, while the
  ///     catalogue is still held, so that a stop signal's handler waiting for it to end
  ///     the run (see ``Catalog/endWriting(_:)``) sees the batch counted.
  ///   - progress: Called as puzzles are prepared, with how many were so far, for a
  ///     progress display; the share of the input done is not known.
  /// - Throws: ``CatalogError``; the batches committed before stay.
  public func run<Items: Sequence<Item>>(
    _ items: Items, summary: inout Summary, report: (Diagnostic) -> Void,
    isStopped: @Sendable () -> Bool = { false }, batchDone: (_ added: Int) -> Void = { _ in },
    progress: (_ prepared: Int, _ share: Double?) -> Void = { _, _ in }
  ) throws(CatalogError) {
    try catalog.bulkWrite { () throws(CatalogError) in
      try add(
        items, summary: &summary, report: report, isStopped: isStopped, batchDone: batchDone,
        progress: { progress($0, nil) })
    }
  }

  /// How many database lines taken as they stand a worker takes at once: enough that
  /// handing them over costs little next to preparing them. A puzzle whose cluster is
  /// explored goes alone, so the batches still fill and commit one by one.
  static let chunkSize = 64

  /// ``run(_:summary:report:isStopped:batchDone:)`` in a ``Catalog/bulkWrite(_:)`` the
  /// caller opened.
  /// `progress` is called after each chunk with the puzzles prepared so far.
  ///
  /// `inputReady` says whether the next item can be read without waiting for input (see
  /// ``UnblockFormats/PuzzleSource/hasInputReady``): when it cannot, a chunk ends there, and
  /// what was read before is prepared and batched before the wait, so that the batches of
  /// a stream that pauses are written as its lines come, and a stop loses one batch at
  /// most, not the lines read ahead.
  func add<Items: Sequence<Item>>(
    _ items: Items, summary: inout Summary, report: (Diagnostic) -> Void,
    isStopped: @Sendable () -> Bool, batchDone: (_ added: Int) -> Void, progress: (Int) -> Void,
    inputReady: () -> Bool = { true }
  ) throws(CatalogError) {
    var iterator = items.makeIterator()
    var prepared = 0
    var batch: [Prepared] = []
    // Room for a default batch at most: a large batch of a small file would take memory
    // for puzzles that never come.
    batch.reserveCapacity(min(batchSize, Self.defaultBatchSize))
    do {
      // Puzzles are read and written on this thread, and prepared (their clusters
      // explored when needed) on `jobs` threads, a chunk at a time, in input order: the
      // same entries, numbered alike, for any number of jobs.
      try OrderedParallelMap(jobs: jobs).run(
        {
          var chunk: [Item] = []
          while chunk.count < Self.chunkSize, chunk.isEmpty || inputReady(),
            let item = iterator.next()
          {
            chunk.append(item)
            if !isTakenAsIs(item) { break }
          }
          return chunk.isEmpty ? nil : chunk
        }, transform: { [self] in $0.map(prepare) },
        emit: { chunk in
          for prepared in chunk {
            if isStopped() { throw CatalogError.stopped(added: summary.added) }
            batch.append(prepared)
            guard batch.count == batchSize else { continue }
            try write(
              batch, summary: &summary, report: report, isStopped: isStopped,
              committed: batchDone)
            batch.removeAll(keepingCapacity: true)
          }
          prepared += chunk.count
          progress(prepared)
        }, inputReady: inputReady)
      if !batch.isEmpty {
        try write(
          batch, summary: &summary, report: report, isStopped: isStopped, committed: batchDone)
      }
    } catch {
      throw Catalog.failure(error, path: catalog.path)
    }
  }

  /// Writes one batch in one transaction, then reports its problems in input order.
  private func write(
    _ prepared: [Prepared], summary: inout Summary,
    report: (Diagnostic) -> Void, isStopped: @Sendable () -> Bool,
    committed: (_ added: Int) -> Void
  ) throws(CatalogError) {
    var added = 0
    var conflicts: [Int: Diagnostic] = [:]
    let before = summary.added
    do {
      try catalog.queue.writeWithoutTransaction { db in
        try db.inTransaction {
          (added, conflicts) = try insert(prepared, into: db, isStopped: isStopped)
          return .commit
        }
        committed(before + added)
      }
    } catch CatalogError.stopped {
      throw .stopped(added: summary.added)
    } catch {
      throw Catalog.failure(error, path: catalog.path)
    }
    var rejected = 0
    var wrongClaims = 0
    for (index, item) in prepared.enumerated() {
      if case .failure = item.result { rejected += 1 }
      if !item.wrongClaims.isEmpty || conflicts[index] != nil { wrongClaims += 1 }
      item.diagnostics.forEach(report)
      conflicts[index].map(report)
    }
    summary.read += prepared.count
    summary.added += added
    summary.rejected += rejected
    summary.known += prepared.count - rejected - added
    summary.wrongClaims += wrongClaims
  }

  /// Inserts the prepared entries in `db`'s transaction: the entries added, and a warning
  /// for each puzzle whose cluster is held with other counts, by its place in `prepared`.
  private func insert(
    _ prepared: [Prepared], into db: Database, isStopped: @Sendable () -> Bool
  ) throws -> (Int, [Int: Diagnostic]) {
    let insert = try db.cachedStatement(
      sql: """
        INSERT OR IGNORE INTO entry (cluster_key, board_rows, board_columns, exit_side, \
        exit_row, board, moves, states, walls, blocks, name, source) \
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
    let held = try db.cachedStatement(
      sql: "SELECT * FROM entry WHERE cluster_key = ?")
    var added = 0
    var conflicts: [Int: Diagnostic] = [:]
    for (index, item) in prepared.enumerated() {
      guard case .success(let entry) = item.result else { continue }
      if isStopped() { throw CatalogError.stopped(added: 0) }
      try insert.execute(arguments: [
        entry.clusterKey, entry.boardRows, entry.boardColumns, entry.exitSide,
        entry.exitRow, entry.board, entry.moves, entry.states, entry.walls, entry.blocks,
        entry.name, entry.source,
      ])
      if db.changesCount > 0 {
        added += 1
        continue
      }
      // Known: the same cluster held with other counts is told, as one of them is wrong.
      // The held row is read as every command reads one: a column changed by hand is
      // refused (``CatalogEntry/init(row:)``), never trapped on nor read as 0.
      guard let row = try Row.fetchOne(held, arguments: [entry.clusterKey]) else { continue }
      let heldEntry = try CatalogEntry(row: row)
      let (moves, states) = (heldEntry.moves, heldEntry.states)
      guard moves != entry.moves || states != entry.states, let place = item.place else {
        continue
      }
      let line = EnumeratedPuzzle(moves: moves, board: heldEntry.board, states: states).line
      conflicts[index] = .warning(
        "other counts than the catalogue's: \(counted(entry.moves, "move")) and \(counted(entry.states, "state")) "
          + "here, where entry \(heldEntry.id ?? 0) (\(line)), "
          + "from \(heldEntry.shownSource), has \(moves) and \(states); the entry is kept as it is",
        path: place.path, at: place.location)
    }
    return (added, conflicts)
  }

  /// Why a puzzle was not imported.
  struct Rejection: Error {
    var diagnostics: [Diagnostic]
  }

  /// One puzzle made ready to write: its entry, or why it has none, with where it was read
  /// and the warnings of its claims that the exploration refuted.
  struct Prepared {
    var result: Result<CatalogEntry, Rejection>
    /// The puzzle's file and location, for a warning at write time; `nil` for a rejection.
    var place: (path: String, location: SourceLocation)?
    /// Warnings of wrong claims, each at its claim.
    var wrongClaims: [Diagnostic] = []

    /// What to report of the puzzle, in order.
    var diagnostics: [Diagnostic] {
      switch result {
      case .success: wrongClaims
      case .failure(let rejection): rejection.diagnostics
      }
    }
  }

  /// Whether the item is a database line that gives its counts, taken with no search.
  private func isTakenAsIs(_ item: Item) -> Bool {
    item.isDatabaseLine && item.entry.metadata.moves != nil
      && item.entry.metadata.generated?.states != nil
  }

  /// The entry for one puzzle, or why it has none, with the warnings of its claims.
  func prepare(_ item: Item) -> Prepared {
    let place = (path: item.path, location: item.entry.location)
    switch made(for: item) {
    case .success(let (made, wrongClaims)):
      return Prepared(result: .success(made), place: place, wrongClaims: wrongClaims)
    case .failure(let rejection):
      return Prepared(result: .failure(rejection))
    }
  }

  /// The entry for one puzzle and the warnings of its wrong claims, or why it has none.
  private func made(for item: Item) -> Result<
    (entry: CatalogEntry, wrongClaims: [Diagnostic]), Rejection
  > {
    let entry = item.entry
    let location = entry.location
    guard let puzzle = entry.puzzle, !entry.diagnostics.contains(where: { $0.severity == .error })
    else {
      return .failure(Rejection(diagnostics: entry.diagnostics))
    }
    let source = "\(item.path):\(location.line)"
    let name = entry.metadata.name?.value
    func reject(_ message: String, at place: SourceLocation? = nil) -> Result<
      (entry: CatalogEntry, wrongClaims: [Diagnostic]), Rejection
    > {
      .failure(
        Rejection(
          diagnostics: entry.diagnostics + [
            .error(message, path: item.path, at: place ?? location)
          ]))
    }
    if isTakenAsIs(item), let moves = entry.metadata.moves,
      let states = entry.metadata.generated?
        .states
    {
      // Trusted, but not past what a cluster can be.
      if let problem = ClaimedCounts.problem(
        moves: moves.value, states: states.value, includingSolved: true)
      {
        let place = if case .states = problem { states.location } else { moves.location }
        return reject("not imported: \(problem)", at: place)
      }
      // The bound of explorations holds for the states a line claims, as it is not explored.
      if let maxStates, states.value > maxStates {
        return reject(
          "not imported: the line claims \(counted(states.value, "state")), more than --max-states "
            + "\(maxStates)", at: states.location)
      }
      return .success(
        (
          CatalogEntry(
            representative: puzzle, moves: moves.value, states: states.value, source: source),
          []
        ))
    }
    let cluster: Cluster
    do {
      cluster = try Cluster(puzzle: puzzle, maxStates: maxStates)
    } catch {
      return reject("not imported: \(error); \(StateLimitName.commandLine.advice)")
    }
    guard let representative = cluster.representativeIndex,
      let moves = cluster.distance(at: representative)
    else {
      return reject(
        "not imported: the puzzle is unsolvable, and a catalogue keeps solvable clusters only")
    }
    return .success(
      (
        CatalogEntry(
          representative: cluster.puzzle(at: representative), moves: moves,
          states: cluster.count, name: name, source: source),
        Self.wrongClaims(of: entry, puzzle: puzzle, in: cluster, path: item.path)
      ))
  }
}
