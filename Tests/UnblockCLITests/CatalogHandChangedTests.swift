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

  /// Audit 7, finding 1: importing a puzzle whose cluster is held by an entry changed by
  /// hand trapped (status 132) and left the file in WAL mode; it is refused as `find`
  /// refuses it (status 2), from a grid and from a database line, the file left in its
  /// rollback journal.
  @Test func importMeetingAChangedEntryRefusesIt() throws {
    let tests = CatalogTests()
    let folder = try tests.imported(["moved.txt": tests.moved, "rush2.txt": tests.rush])
    let shell = try tests.sqlite3(
      ["c.sqlite", "UPDATE entry SET moves = 'w' WHERE id = 1"], in: folder)
    #expect(shell.status == 0)
    for input in ["moved.txt", "rush2.txt"] {
      let result = try CLI.run(["catalog", "import", input, "--db", "c.sqlite"], in: folder)
      #expect(result.status == 2, "\(input): \(result.stderr)")
      #expect(
        result.stderr.contains(
          "error: c.sqlite: entry 1 has moves 'w', not a number (was its row changed by hand?)\n"),
        "\(input): \(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.sqlite-wal").path))
      let mode = try tests.sqlite3(["c.sqlite", "PRAGMA journal_mode"], in: folder)
      #expect(mode.stdout == "delete\n")
    }
  }

  /// Audit 7, finding 4: `check --catalog` of a catalogue whose row was changed by hand
  /// warned and exited 0, letting a duplicate through; it exits 2 as `find` does.
  @Test func checkAgainstAChangedCatalogueExits2() throws {
    let tests = CatalogTests()
    let folder = try tests.imported(["moved.txt": tests.moved])
    let shell = try tests.sqlite3(
      ["c.sqlite", "UPDATE entry SET moves = 'w' WHERE id = 1"], in: folder)
    #expect(shell.status == 0)
    let message =
      "error: c.sqlite: entry 1 has moves 'w', not a number (was its row changed by hand?)\n"
    for format in ["text", "json"] {
      let result = try CLI.run(
        ["check", "moved.txt", "--catalog", "c.sqlite", "--format", format], in: folder)
      #expect(result.status == 2, "\(format): \(result.stderr)")
      #expect(result.stderr.hasSuffix(message), "\(format): \(result.stderr)")
    }
  }

  /// Audit 12, finding 3: a chute row of 99 was charted by `stats` as a board "exit right
  /// of row 99" and written by `query --format grid|yaml` on another row, and walls of -3
  /// as "-3 walls", exit 0; they are refused by every command that reads them, exit 2.
  @Test func aChuteRowOrWallsNoBoardHasAreRefused() throws {
    let tests = CatalogTests()
    let folder = try tests.imported(["moved.txt": tests.moved])
    // The chute's row put back (2) with the walls changed.
    for (change, message) in [
      ("exit_row = 99", "entry 1 has exit_row '99', which no board of 6 rows has (0 to 5)"),
      ("exit_row = 2, walls = -3", "entry 1 has walls '-3', which no 6x6 board has (0 to 34)"),
    ] {
      #expect(
        try tests.sqlite3(["c.sqlite", "UPDATE entry SET \(change) WHERE id = 1"], in: folder)
          .status == 0)
      for command in [
        ["catalog", "stats"], ["catalog", "stats", "--format", "json"],
        ["catalog", "query", "--format", "json"], ["catalog", "query", "--format", "yaml"],
        ["catalog", "query", "--format", "grid"], ["catalog", "query", "--limit", "1"],
        ["catalog", "find", "moved.txt"],
      ] {
        let result = try CLI.run(command + ["--db", "c.sqlite"], in: folder)
        #expect(result.status == 2, "\(command) \(change): \(result.stderr)")
        #expect(
          result.stderr.hasSuffix("error: c.sqlite: \(message) (was its row changed by hand?)\n"),
          "\(command) \(change): \(result.stderr)")
        if command[1] != "find" { #expect(result.stdout == "", "\(command) \(change)") }
      }
    }
  }

  /// Audit 7, finding 6: a negative moves was printed `0-5` (a line that does not read
  /// back) by query, find and stats, and a one-byte blob as source wrote a NUL into
  /// find's output; both are refused, exit 2.
  @Test func countsNoClusterHasAndABlobSourceAreRefused() throws {
    let tests = CatalogTests()
    let folder = try tests.imported(["moved.txt": tests.moved])
    for (change, message) in [
      (
        "moves = -5",
        "c.sqlite: entry 1 has moves '-5', which no cluster of 2332 states has (0 to 2331)"
      ),
      ("moves = 60, source = x'00'", "c.sqlite: entry 1 has source a blob of 1 byte, not text"),
      // Text with a NUL byte was printed cut at it, exit 0 (audit 37).
      (
        "source = 'moved.txt:2', name = 'a' || char(0) || 'b'",
        "c.sqlite: entry 1 has name 'a', which holds a NUL byte after what is shown"
      ),
    ] {
      let shell = try tests.sqlite3(
        ["c.sqlite", "UPDATE entry SET \(change) WHERE id = 1"], in: folder)
      #expect(shell.status == 0)
      for command in [
        ["catalog", "query"], ["catalog", "find", "moved.txt"], ["catalog", "stats"],
      ] where !(command[1] == "stats" && change.contains("source =")) {
        let result = try CLI.run(command + ["--db", "c.sqlite"], in: folder)
        #expect(result.status == 2, "\(command) \(change): \(result.stderr)")
        #expect(
          result.stderr.hasSuffix("error: \(message) (was its row changed by hand?)\n"),
          "\(command) \(change): \(result.stderr)")
        #expect(!result.stdout.contains("0-5") && !result.stdout.contains("\0"))
      }
    }
  }
}
