import Foundation
import Testing
import UnblockTestSupport

/// A catalogue whose number column was changed by hand into text: every command that reads
/// it names the entry, the column and the value (exit 2), where `stats` trapped and
/// `query --format json` printed 0.
@Suite struct CatalogHandChangedTests {
  @Test func statsQueryAndFindNameTheEntryTheColumnAndTheValue() throws {
    let tests = CatalogTests()
    let folder = try tests.imported(["moved.txt": tests.moved])
    let original = folder.appendingPathComponent("c.sqlite")
    let changed = folder.appendingPathComponent("h.sqlite")
    for (column, value) in [
      ("walls", "w"), ("moves", "abc"), ("exit_row", "r"), ("board_rows", "r"),
    ] {
      try? FileManager.default.removeItem(at: changed)
      try FileManager.default.copyItem(at: original, to: changed)
      let shell = try tests.sqlite3(
        ["h.sqlite", "UPDATE entry SET \(column) = '\(value)' WHERE id = 1"], in: folder)
      #expect(shell.status == 0)
      let message =
        "error: h.sqlite: entry 1 has \(column) '\(value)', not a number (was its row changed by hand?)\n"
      for command in [
        ["catalog", "stats"], ["catalog", "stats", "--format", "json"],
        ["catalog", "query", "--format", "json"], ["catalog", "query"],
        ["catalog", "find", "moved.txt"],
      ] {
        let result = try CLI.run(command + ["--db", "h.sqlite"], in: folder)
        #expect(result.status == 2, "\(command) \(column): \(result.stderr)")
        #expect(result.stderr.hasSuffix(message), "\(command) \(column): \(result.stderr)")
        if command[1] != "find" { #expect(result.stdout == "", "\(command) \(column)") }
      }
    }
  }
}
