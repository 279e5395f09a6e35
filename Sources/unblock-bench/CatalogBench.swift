import ArgumentParser
import Foundation
import UnblockCatalog
import UnblockCore
import UnblockFormats

/// `unblock-bench catalog`: import speed of database lines into a new catalogue, and the
/// latency of common queries on it.
struct CatalogBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Time catalog import of database lines (lines/s) and catalog queries (ms).",
    discussion: """
      Writes --lines synthetic Rush Hour database lines to a temporary file: random 6x6 \
      layouts of 15 to 18 blocks as the database has them, walls included, with 0 to 2 \
      walls, random moves and states that a cluster may have (an import takes a line's \
      counts as they stand, with no search, so the work per line is the database's). \
      Imports the file into a new catalogue as \
      'unblock catalog import' does, streamed, in its batches (100,000 lines); reports lines/s and \
      the time the whole database, 2,577,412 lines, would take (target: under 2 minutes). \
      Then times each common query (median of --runs) on that catalogue (target: under \
      50 ms on the whole database, so run with --lines 2577412 to measure it there).
      """)

  @Option(parsing: .unconditional, help: "Database lines to import.")
  var lines = 500_000

  @Option(
    parsing: .unconditional, help: "Timed runs of each query (1 to 10000); the median is reported.")
  var runs = 15

  @Option(
    parsing: .unconditional, help: "Seed of the synthetic lines.", transform: BenchArgument.seed)
  var seed: UInt64 = 1

  @Option(parsing: .unconditional, help: "Jobs of the import (its --jobs), from 1 to 1024.")
  var jobs = 1

  @Option(help: "Time only the queries, on this existing catalogue.")
  var queriesOn: String?

  @Option(
    help: ArgumentHelp(
      "Keep the catalogue at this path instead of a temporary one: a new file, never one "
        + "already there, which would gain the synthetic lines."))
  var keep: String?

  @Option(
    help: ArgumentHelp(
      "Keep the synthetic lines at this path, to time 'unblock catalog import' on them or "
        + "to bench again without making them anew: a file already there is imported as it is."))
  var linesFile: String?

  /// Why `--keep` takes no file already there.
  static let keepIsNew =
    "the bench makes a new catalogue there, and would import its synthetic lines into this "
    + "one; name a new file, or time the queries on this one with --queries-on"

  /// The blocks of each synthetic line, walls included, as the database's boards have them.
  static let blocks = 15...18

  /// The database's size, for the extrapolation.
  static let databaseLines = 2_577_412

  func validate() throws {
    try BenchCheck.atLeast(1, lines, "--lines")
    try BenchCheck.runs(runs)
    try BenchCheck.fileNamed(keep, "--keep")
    try BenchCheck.fileNamed(linesFile, "--lines-file")
    try BenchCheck.distinct((keep, "--keep"), from: (linesFile, "--lines-file"))
    try BenchCheck.jobs(jobs)
  }

  func run() throws {
    if let existing = queriesOn {
      let catalog = try Self.open(existing, mode: .read)
      print("queries on \(existing): \(try catalog.count()) entries")
      return try timeQueries(catalog)
    }
    // The files named are checked before any line is written: the catalogue to keep must
    // be new, the lines file is read when it is there and written when it is not; the
    // catalogue is opened at once.
    if let keep { try BenchCheck.new(keep, "--keep", because: Self.keepIsNew) }
    if let linesFile {
      if FileManager.default.fileExists(atPath: linesFile) {
        try BenchCheck.readable(linesFile)
        try BenchCheck.databaseLines(linesFile)
      } else {
        try BenchCheck.writable(linesFile)
      }
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-bench-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try Self.open(
      keep ?? folder.appendingPathComponent("catalog.sqlite").path, mode: .write)
    try importLines(into: catalog, in: folder)
    try timeQueries(catalog)
  }

  /// The catalogue at `path`, or why it cannot be opened, as `unblock` says it (exit 2).
  private static func open(_ path: String, mode: Catalog.Mode) throws -> Catalog {
    do {
      return try Catalog(path: path, mode: mode)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw BenchCheck.unreadableInput
    }
  }

  /// Writes the lines, imports them into `catalog` and prints the rates.
  private func importLines(into catalog: Catalog, in folder: URL) throws {
    let file =
      linesFile.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("rush.txt")
    if !FileManager.default.fileExists(atPath: file.path) { try writeLines(to: file) }

    // Reading alone, to tell the reader's share from the catalogue's.
    let readStart = Self.processCPUTime()
    var source = PuzzleLoader().open(.file(file.path))
    var read = 0
    while source.next() != nil { read += 1 }
    let readCPU = Self.processCPUTime() - readStart
    print(
      "read and parse alone: \(read) lines in \(Measurement.format(readCPU)) of CPU, "
        + String(format: "%.0f lines/s", Double(read) / readCPU))

    // Reading and making each entry (its cluster key and board), with no SQLite: what
    // the import costs beyond this is SQLite's.
    let entryStart = Self.processCPUTime()
    source = PuzzleLoader().open(.file(file.path))
    var keyBytes = 0
    while let entry = source.next() {
      guard let puzzle = entry.puzzle else { continue }
      keyBytes +=
        CatalogEntry(representative: puzzle, moves: 0, states: 0, source: "").clusterKey
        .count
    }
    let entryCPU = Self.processCPUTime() - entryStart
    print(
      "read, parse and make the entries (keys, boards) alone: \(Measurement.format(entryCPU)) of CPU, "
        + String(format: "%.0f lines/s; ", Double(read) / entryCPU)
        + "keys of \(keyBytes / max(1, read)) bytes on average")

    var summary = CatalogImporter.Summary()
    let start = ContinuousClock.now
    let cpuStart = Self.processCPUTime()
    _ = try CatalogImporter(catalog: catalog, jobs: jobs).run(
      paths: [file.path], summary: &summary, report: { _ in })
    let seconds = Self.seconds(ContinuousClock.now - start)
    let cpu = Self.processCPUTime() - cpuStart
    // On a loaded machine the wall clock waits for a core; the CPU time does not, and
    // counts as if one core did all the work, the most the import can take.
    let rate = Double(summary.read) / min(seconds, cpu)
    let whole = Double(Self.databaseLines) / rate
    print(
      "import (--jobs \(jobs)): \(summary.read) lines (\(summary.added) added) in "
        + "\(Measurement.format(seconds)) of wall time, \(Measurement.format(cpu)) of CPU; "
        + String(format: "%.0f lines/s; ", rate)
        + "the whole database (\(Self.databaseLines) lines) in about \(Measurement.format(whole)), "
        + "target 2 min " + (whole < 120 ? "met" : "NOT met"))
  }

  /// Times the common queries, a find and the stats on `catalog`.
  private func timeQueries(_ catalog: Catalog) throws {
    var queries: [(String, CatalogQuery)] = []
    func add(
      _ name: String, _ change: (inout CatalogQuery) -> Void, order: CatalogQuery.Order = .moves
    ) {
      var query = CatalogQuery(order: order, limit: 20)
      change(&query)
      queries.append((name, query))
    }
    add("--moves 40... --limit 20", { $0.moves = 40...Int.max })
    add(
      "--level expert --walls 0 --limit 20",
      {
        $0.level = .expert; $0.walls = 0
      })
    add(
      "--walls 2 --moves 50...60 --limit 20",
      {
        $0.walls = 2; $0.moves = 50...60
      })
    add("--blocks 16 --limit 20", { $0.blocks = 16 })
    add("--states 4000...4100 --limit 20", { $0.states = 4000...4100 })
    add(
      "--size 6x6 --exit right --limit 20",
      {
        $0.size = .standard; $0.exit = .right
      })
    add("--exit-row 3 --limit 20", { $0.exitRow = 3 })
    add(
      "--size 6x6 --exit right --exit-row 3 --limit 20",
      {
        $0.size = .standard; $0.exit = .right; $0.exitRow = 3
      })
    add("--order states --limit 20", { _ in }, order: .states)
    add("--moves 30 --order random --seed 1 --limit 20", { $0.moves = 30...30 }, order: .random)
    for (name, query) in queries {
      let timing = try Measurement(runs: runs) { _ = try query.entries(in: catalog) }
      print(
        "query \(name): median \(Measurement.format(timing.median)), target 50 ms "
          + (timing.median < 0.05 ? "met" : "NOT met"))
    }
    let find = try Batch.puzzle(databaseLine: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
    let finding = try Measurement(runs: runs) { _ = try catalog.find(find) }
    print(
      "find of the 51-move puzzle (explores its cluster): median \(Measurement.format(finding.median))"
    )
    let stats = try Measurement(runs: 3) { _ = try CatalogStats(of: catalog) }
    print("stats: median \(Measurement.format(stats.median))")
    let rowStats = try Measurement(runs: 3) { _ = try CatalogStats(of: catalog, exitRow: 3) }
    print("stats --exit-row 3: median \(Measurement.format(rowStats.median))")
  }

  /// Writes the synthetic lines, a megabyte at a time.
  private func writeLines(to url: URL) throws {
    guard FileManager.default.createFile(atPath: url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: url.path)
    else {
      FileHandle.standardError.write(Data("error: cannot write \(url.path)\n".utf8))
      throw BenchCheck.unreadableInput
    }
    defer { try? handle.close() }
    var random = SplitMix64(seed: seed)
    var chunk = "# synthetic database lines, seed \(seed)\n"
    for _ in 0..<lines {
      let board = try Self.randomBoard(&random)
      // Counts a cluster may have (a cluster of S states has 1 to S - 1 moves), which
      // `catalog import` takes: a line it refuses would time its error report.
      var states: Int
      var moves: Int
      repeat {
        moves = 1 + Int(random.next() % 60)
        states = 10 + Int(random.next() % 5000)
      } while ClaimedCounts.problem(moves: moves, states: states) != nil
      chunk += "\(moves < 10 ? "0" : "")\(moves) \(board) \(states)\n"
      if chunk.utf8.count > 1 << 20 {
        handle.write(Data(chunk.utf8))
        chunk = ""
      }
    }
    handle.write(Data(chunk.utf8))
  }

  /// A random board of a synthetic line: a layout with 0 to 2 walls on empty tiles off
  /// the prisoner's row, as the database has them, of ``blocks`` blocks in all; a layout
  /// with fewer (as many blocks as fit in the tries) is drawn again.
  static func randomBoard(_ random: inout SplitMix64) throws -> String {
    while true {
      let layout = Batch.randomLayout(
        blocks: blocks, walls: 0...0, tries: 400, random: &random)
      var board = Array(try DatabaseLinePrinter.line(for: layout).get())
      var count = layout.blocks.count
      for _ in 0..<Int(random.next() % 3) {
        let tile = Int(random.next() % 36)
        if board[tile] == "o" && tile / 6 != 2 && count < blocks.upperBound {
          board[tile] = "x"
          count += 1
        }
      }
      if blocks.contains(count) { return String(board) }
    }
  }

  /// The process's processor time in seconds, every thread's (SQLite's included).
  private static func processCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
