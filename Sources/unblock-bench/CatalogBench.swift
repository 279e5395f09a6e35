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
      layouts of 15 to 18 blocks as the database has them, with 0 to 2 walls, random \
      moves and states (an import takes a line's counts as they stand, with no search, so \
      the work per line is the database's). Imports the file into a new catalogue as \
      'unblock catalog import' does, streamed, in batches of 10,000; reports lines/s and \
      the time the whole database, 2,577,412 lines, would take (target: under 2 minutes). \
      Then times each common query (median of --runs) on that catalogue (target: under \
      50 ms on the whole database, so run with --lines 2577412 to measure it there).
      """)

  @Option(help: "Database lines to import.")
  var lines = 500_000

  @Option(help: "Timed runs of each query; the median is reported.")
  var runs = 15

  @Option(help: "Seed of the synthetic lines.")
  var seed: UInt64 = 1

  @Option(help: "Keep the catalogue at this path instead of a temporary one.")
  var keep: String?

  /// The database's size, for the extrapolation.
  static let databaseLines = 2_577_412

  func run() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblock-bench-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("rush.txt")
    try writeLines(to: file)
    let path = keep ?? folder.appendingPathComponent("catalog.sqlite").path
    let catalog = try Catalog(path: path, mode: .write)

    var summary = CatalogImporter.Summary()
    let start = ContinuousClock.now
    _ = try CatalogImporter(catalog: catalog).run(
      paths: [file.path], summary: &summary, report: { _ in })
    let seconds = Self.seconds(ContinuousClock.now - start)
    let rate = Double(summary.read) / seconds
    let whole = Double(Self.databaseLines) / rate
    print(
      "import: \(summary.read) lines (\(summary.added) added) in \(Measurement.format(seconds)), "
        + String(format: "%.0f lines/s; ", rate)
        + "the whole database (\(Self.databaseLines) lines) in about \(Measurement.format(whole)), "
        + "target 2 min " + (whole < 120 ? "met" : "NOT met"))

    var queries: [(String, CatalogQuery)] = []
    func add(_ name: String, _ change: (inout CatalogQuery) -> Void, order: CatalogQuery.Order = .moves) {
      var query = CatalogQuery(order: order, limit: 20)
      change(&query)
      queries.append((name, query))
    }
    add("--moves 40... --limit 20", { $0.moves = 40...Int.max })
    add("--level expert --walls 0 --limit 20", { $0.level = .expert; $0.walls = 0 })
    add("--walls 2 --moves 50...60 --limit 20", { $0.walls = 2; $0.moves = 50...60 })
    add("--blocks 16 --limit 20", { $0.blocks = 16 })
    add("--states 4000...4100 --limit 20", { $0.states = 4000...4100 })
    add("--size 6x6 --exit right --limit 20", { $0.size = .standard; $0.exit = .right })
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
    print("find of the 51-move puzzle (explores its cluster): median \(Measurement.format(finding.median))")
    let stats = try Measurement(runs: 3) { _ = try CatalogStats(of: catalog) }
    print("stats: median \(Measurement.format(stats.median))")
  }

  /// Writes the synthetic lines, a megabyte at a time.
  private func writeLines(to url: URL) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var random = SplitMix64(seed: seed)
    var chunk = "# synthetic database lines, seed \(seed)\n"
    for _ in 0..<lines {
      let layout = Batch.randomLayout(blocks: 15...18, tries: 400, random: &random)
      var board = Array(try DatabaseLinePrinter.line(for: layout).get())
      // 0 to 2 walls on empty tiles off the prisoner's row, as the database has them.
      for _ in 0..<Int(random.next() % 3) {
        let tile = Int(random.next() % 36)
        if board[tile] == "o" && tile / 6 != 2 { board[tile] = "x" }
      }
      let moves = 1 + Int(random.next() % 60)
      let states = 10 + Int(random.next() % 5000)
      chunk += "\(moves < 10 ? "0" : "")\(moves) \(String(board)) \(states)\n"
      if chunk.utf8.count > 1 << 20 {
        handle.write(Data(chunk.utf8))
        chunk = ""
      }
    }
    handle.write(Data(chunk.utf8))
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }
}
