import Foundation
import Testing
import UnblockCatalog
import UnblockFormats
import UnblockTestSupport

/// A catalogue damaged inside its pages is reported by a query that reads a few of them,
/// as by one that reads them all.
@Suite struct CatalogDamageTests {
  /// Audit 12, finding 2: with a limit, a query read the first cells of a damaged index
  /// page, and garbage for the entries past them, and answered fewer entries or none
  /// where the same query without a limit said the file is damaged. Each query is asked
  /// twice of one opened file: SQLite keeps a damaged page in its cache, and read it the
  /// second time unchecked.
  @Test func aLimitedQueryReportsTheDamageOfThePagesItReads() throws {
    let catalog = try newCatalog()
    var summary = CatalogImporter.Summary()
    _ = try CatalogImporter(catalog: catalog, batchSize: 10_000, jobs: 1).run(
      paths: [SharedFixtures.repository.appendingPathComponent("Puzzles").path],
      summary: &summary, report: { _ in })
    #expect(try catalog.count() > 100)
    try damageCellPointers(of: URL(fileURLWithPath: catalog.path))
    let damaged = try Catalog(path: catalog.path, mode: .read)
    let expected = CatalogError.damaged(
      path: catalog.path, message: "database disk image is malformed")
    var walls = CatalogQuery(limit: 2)
    walls.walls = 0
    for query in [CatalogQuery(), CatalogQuery(limit: 3), walls, CatalogQuery(limit: 3), walls] {
      #expect(throws: expected, "\(query.selection)") { _ = try query.entries(in: damaged) }
    }
  }
}
