import Foundation
import Testing
import UnblockCatalog
import UnblockCore
import UnblockFormats
import UnblockTestSupport

/// The two example lines of the Rush Hour database: the hardest puzzle (one wall) and the
/// hardest without walls.
let hardestLines = """
  # two lines of the Rush Hour database
  60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332
  51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780

  """

/// The 60-move puzzle one move on (M up), as a grid: a state of the same cluster, 59
/// moves from the exit.
let hardestMovedGrid = "IBBx..\nI..LDD\nJAAL.M>\nJ.KEEM\nFFK..M\nGGHHH.\n"

/// A new catalogue in a new folder.
func newCatalog() throws -> Catalog {
  try Catalog(path: try temporaryFolder().appendingPathComponent("c.sqlite").path, mode: .write)
}

/// Imports `text`, read as `check` reads a file named `path`.
@discardableResult
func importText(
  _ text: String, path: String = "in.txt", into catalog: Catalog, batchSize: Int = 10_000,
  jobs: Int = 1, isStopped: @escaping @Sendable () -> Bool = { false }
) throws -> (summary: CatalogImporter.Summary, diagnostics: [String]) {
  let file = PuzzleLoader().read(Array(text.utf8), path: path)
  var summary = CatalogImporter.Summary()
  var diagnostics: [String] = []
  let importer = CatalogImporter(catalog: catalog, batchSize: batchSize, jobs: jobs)
  try importer.run(
    file.entries.map {
      CatalogImporter.Item(entry: $0, path: path, isDatabaseLine: file.format == .databaseLines)
    }, summary: &summary, report: { diagnostics.append($0.description) }, isStopped: isStopped)
  return (summary, diagnostics)
}

/// Every entry, by number.
func allEntries(_ catalog: Catalog) throws -> [CatalogEntry] {
  try CatalogQuery(order: .moves).entries(in: catalog).sorted { $0.id! < $1.id! }
}

@Suite struct CatalogImportTests {
  @Test func takesDatabaseLinesAsTheirRepresentativesWithTheirCounts() throws {
    let catalog = try newCatalog()
    let (summary, diagnostics) = try importText(hardestLines, into: catalog)
    #expect(diagnostics.isEmpty)
    #expect(summary.read == 2 && summary.added == 2 && summary.known == 0 && summary.rejected == 0)
    let entries = try allEntries(catalog)
    #expect(
      entries.map(\.line) == [
        "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332",
        "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780",
      ])
    #expect(entries.map(\.walls) == [1, 0])
    #expect(entries.map(\.blocks) == [12, 13])
    #expect(entries.map(\.source) == ["in.txt:2", "in.txt:3"])
    #expect(entries.allSatisfy { $0.size == "6x6" && $0.exitSide == "right" && $0.exitRow == 2 })
  }

  @Test func aBatchIsNeverLargerThanTheMaximum() throws {
    let catalog = try newCatalog()
    #expect(CatalogImporter(catalog: catalog, batchSize: Int.max).batchSize == 10_000_000)
    #expect(CatalogImporter(catalog: catalog, batchSize: 0).batchSize == 1)
    // A batch far larger than the input imports it (room is not taken for the batch).
    let done = try importText(hardestLines, into: catalog, batchSize: 10_000_000)
    #expect(done.summary.added == 2)
  }

  @Test func filesWithNoPuzzleOrUnreadableAreCounted() throws {
    let folder = try temporaryFolder(["e.txt": [], "p.txt": Array(hardestLines.utf8)])
    let catalog = try Catalog(path: folder.appendingPathComponent("c.sqlite").path, mode: .write)
    var summary = CatalogImporter.Summary()
    let unreadable = try CatalogImporter(catalog: catalog).run(
      paths: ["p.txt", "e.txt", "none.txt"].map { folder.appendingPathComponent($0).path },
      summary: &summary, report: { _ in })
    #expect(unreadable)
    #expect(summary.added == 2)
    #expect(summary.malformed == 1)
    #expect(summary.unreadable == 1)
    #expect(summary.failed)
  }

  /// An empty file is no catalogue to read: it is said to be empty, not a foreign SQLite
  /// database, and left as it is; opened to be written, it becomes a new catalogue, as
  /// SQLite takes an empty file for a new database.
  @Test func anEmptyFileIsNoCatalogueToReadAndANewOneToWrite() throws {
    let folder = try temporaryFolder(["empty.txt": []])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.txt").path
    #expect(throws: CatalogError.empty(path: path)) { try Catalog(path: path, mode: .read) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    try importText(hardestLines, into: try Catalog(path: path, mode: .write))
    #expect(try Catalog(path: path, mode: .read).count() == 2)
  }

  @Test func importingAgainAddsNothing() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let before = try allEntries(catalog)
    let (summary, _) = try importText(hardestLines, path: "again.txt", into: catalog)
    #expect(summary.added == 0 && summary.known == 2)
    #expect(try allEntries(catalog) == before)
  }

  @Test func anotherStateOfTheClusterAddsNothing() throws {
    let catalog = try newCatalog()
    try importText(hardestLines, into: catalog)
    let (summary, _) = try importText(hardestMovedGrid, path: "moved.txt", into: catalog)
    #expect(summary.read == 1 && summary.added == 0 && summary.known == 1)
    #expect(try catalog.count() == 2)
  }

  /// An explored puzzle is stored as its representative, which is the database's own
  /// line: the grid alone gives the same entry as the line.
  @Test func exploredPuzzleIsStoredAsTheDatabaseShowsIt() throws {
    let catalog = try newCatalog()
    try importText(hardestMovedGrid, path: "moved.txt", into: catalog)
    let entry = try #require(try allEntries(catalog).first)
    #expect(entry.line == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332")
    #expect(entry.source == "moved.txt:1")
    let (summary, _) = try importText(hardestLines, into: catalog)
    #expect(summary.added == 1 && summary.known == 1)
  }

  /// Jam-40, the 51-move ThinkFun card, lies in the cluster of the database's hardest
  /// puzzle without walls.
  @Test(.needsSharedFixtures) func jam40IsTheHardestPuzzleWithoutWalls() throws {
    let cards = try String(
      contentsOfFile: SharedFixtures.path("thinkfun-jam40.txt"), encoding: .utf8)
    let catalog = try newCatalog()
    let (summary, diagnostics) = try importText(cards, path: "jams.txt", into: catalog, jobs: 2)
    #expect(diagnostics.isEmpty)
    #expect(summary.read == 40 && summary.rejected == 0)
    #expect(summary.added + summary.known == 40)
    let (lines, _) = try importText(hardestLines, into: catalog)
    #expect(lines.added == 1 && lines.known == 1)
    let key = try #require(try Cluster(puzzle: TestGrid.puzzle(hardestMovedGrid)).representativeKey)
    let entry = try #require(try catalog.entry(key: key))
    #expect(entry.source == "in.txt:2")
  }

  @Test func jobsNeverChangeTheCatalogue() throws {
    var random = SplitMix64(seed: 13)
    let puzzles = (0..<24).map { _ in
      RandomPuzzles.puzzle(
        size: .standard, side: .right, blocks: 7, fixed: 1, using: &random)
    }
    let text = puzzles.map { GridPrinter.print($0) }.joined(separator: "\n")
    let one = try newCatalog()
    let two = try newCatalog()
    let first = try importText(text, into: one, batchSize: 7, jobs: 1)
    let second = try importText(text, into: two, batchSize: 7, jobs: 2)
    #expect(first.summary == second.summary)
    #expect(first.diagnostics == second.diagnostics)
    #expect(try allEntries(one) == allEntries(two))
    #expect(first.summary.added > 5)
  }

  @Test func badLinesAreReportedAndSkipped() throws {
    let catalog = try newCatalog()
    let text = """
      60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332
      60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHH 2332
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
      12 ooooooooooooAAooooooooooooooooooo?oo 1

      """
    let (summary, diagnostics) = try importText(text, path: "bad.txt", into: catalog)
    #expect(summary.read == 4 && summary.added == 2 && summary.rejected == 2)
    #expect(
      diagnostics == [
        "bad.txt:2:4: error: the board has 35 characters; a 6x6 board needs 36",
        "bad.txt:4:37: error: unknown character '?': tiles are '.', 'o', 'x' or ASCII letters and digits",
      ])
  }

  @Test func unsolvablePuzzleIsRejected() throws {
    let catalog = try newCatalog()
    let (summary, diagnostics) = try importText(
      "......\n......\nAABB..>\n......\n......\n......\n", path: "stuck.txt", into: catalog)
    #expect(summary.rejected == 1 && summary.added == 0)
    #expect(
      diagnostics == [
        "stuck.txt:1:1: error: not imported: the puzzle is unsolvable, and a catalogue keeps solvable clusters only"
      ])
  }

  /// A stop in the middle of a batch's transaction rolls the whole batch back; the batches
  /// before stay. The stop is asked once per puzzle read and once per puzzle written: the
  /// 36th question comes after five rows of the second batch are written.
  @Test func stoppedImportRollsBackTheBatchUnderWay() throws {
    let catalog = try newCatalog()
    var random = SplitMix64(seed: 5)
    let lines = (0..<400).lazy.map { _ in
      RandomPuzzles.puzzle(size: .standard, side: .right, blocks: 8, fixed: 0, using: &random)
    }
    .filter { $0.chute.row == 2 }.prefix(40)
    .map { try! DatabaseLinePrinter.line(for: $0, moves: 1, states: 2).get() }
    let writes = Counter()
    #expect(throws: CatalogError.stopped(added: 10)) {
      try importText(
        lines.joined(separator: "\n"), into: catalog, batchSize: 10,
        isStopped: { writes.next() > 35 })
    }
    #expect(try catalog.count() == 10)
    #expect(try allEntries(catalog).map(\.source).last == "in.txt:10")
  }

  /// Audit 7, finding 2: an import waiting on its input (a named pipe with no writer)
  /// never came back to see a stop signal, and SIGKILL left the file in WAL mode. Ended
  /// from outside while it waits (``Catalog/endWriting(_:)``), the catalogue is one file
  /// in its rollback journal; the import goes on, here, as the test does not end it.
  @Test func endingWhileWaitingOnInputLeavesTheCommittedBatchesInOneFile() throws {
    let catalog = try newCatalog()
    let file = PuzzleLoader().read(Array(hardestLines.utf8), path: "in.txt")
    let items = file.entries.map {
      CatalogImporter.Item(entry: $0, path: "in.txt", isDatabaseLine: true)
    }
    var seen: (before: String, wal: Bool, mode: String)?
    let url = URL(fileURLWithPath: catalog.path)
    func shell(_ sql: String) -> String {
      (try? sqlite3Shell([url.lastPathComponent, sql], in: url.deletingLastPathComponent()))?
        .stdout ?? ""
    }
    // The import asks for the second puzzle.
    let waiting = items.indices.lazy.map { index in
      if index == 1 {
        let before = shell("PRAGMA journal_mode")
        seen = catalog.endWriting {
          (
            before, FileManager.default.fileExists(atPath: catalog.path + "-wal"),
            shell("PRAGMA journal_mode")
          )
        }
      }
      return items[index]
    }
    var summary = CatalogImporter.Summary()
    try CatalogImporter(catalog: catalog, batchSize: 1).run(
      waiting, summary: &summary, report: { _ in })
    #expect(seen?.before == "wal\n")
    #expect(seen?.wal == false)
    #expect(seen?.mode == "delete\n")
    #expect(summary.added == 2)
  }

  /// A batch's count is told while the catalogue is still held, so that a signal's handler
  /// waiting to end the run (``Catalog/endWriting(_:)``) counts the batch: told after, the
  /// handler could end the run first and say one batch fewer than was added.
  @Test func aBatchIsCountedBeforeAnEndingCanTakeTheCatalogue() throws {
    let catalog = try newCatalog()
    let file = PuzzleLoader().read(Array(hardestLines.utf8), path: "in.txt")
    let items = file.entries.map {
      CatalogImporter.Item(entry: $0, path: "in.txt", isDatabaseLine: true)
    }
    let ended = Counter()
    var endedBeforeCounted: [Int] = []
    var summary = CatalogImporter.Summary()
    try CatalogImporter(catalog: catalog, batchSize: 1).run(
      items, summary: &summary, report: { _ in },
      batchDone: { _ in
        let before = ended.next()
        // An ending that asks for the catalogue now waits until this batch is told.
        Thread.detachNewThread { catalog.endWriting { _ = ended.next() } }
        Thread.sleep(forTimeInterval: 0.2)
        endedBeforeCounted.append(ended.next() - before - 1)
      })
    #expect(summary.added == 2)
    #expect(endedBeforeCounted == [0, 0])
  }
}

/// Counts calls, from any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
