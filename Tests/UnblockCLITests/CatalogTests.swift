import Foundation
import Testing
import UnblockTestSupport

/// `unblock catalog` end to end, on real SQLite files, read back by the real `sqlite3`
/// shell too.
@Suite struct CatalogTests {
  /// Two lines of the Rush Hour database, under a comment as enumerate writes one.
  let rush = """
    # enumerate --size 6x6
    60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332
    51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780

    """
  /// The 60-move puzzle one move on: a state of its cluster, 59 moves from the exit.
  let moved = "IBBx..\nI..LDD\nJAAL.M>\nJ.KEEM\nFFK..M\nGGHHH.\n"
  /// Its mirror image, with a left chute.
  let mirrored = " ..xBBI\n DDL..I\n<M.LAAJ\n MEEK.J\n M..KFF\n .HHHGG\n"
  /// Its mirror image top to bottom, with the chute on row 3.
  let upsideDown = "GGHHH.\nFFK..M\nJ.KEEM\nJAAL.M>\nI..LDD\nIBBx..\n"
  /// It turned half a turn, with the chute on the left of row 3.
  let turned = " .HHHGG\n M..KFF\n MEEK.J\n<M.LAAJ\n DDL..I\n ..xBBI\n"

  /// A folder with the files, and `rush.txt` imported into `c.sqlite`.
  func imported(_ files: [String: String] = [:]) throws -> URL {
    var all = files.mapValues { Array($0.utf8) }
    all["rush.txt"] = Array(rush.utf8)
    let folder = try temporaryFolder(all)
    let result = try CLI.run(["catalog", "import", "rush.txt", "--db", "c.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    return folder
  }

  /// Runs the `sqlite3` shell.
  func sqlite3(_ arguments: [String], in folder: URL) throws -> CLI.Result {
    let result = try sqlite3Shell(arguments, in: folder)
    return CLI.Result(status: result.status, stdout: result.stdout, stderr: "")
  }

  @Test func importsDatabaseLinesAndTheSQLiteShellReadsTheFile() throws {
    let folder = try temporaryFolder(["rush.txt": Array(rush.utf8)])
    let first = try CLI.run(["catalog", "import", "rush.txt", "--db", "c.sqlite"], in: folder)
    #expect(first.status == 0)
    #expect(first.stderr == "")
    #expect(
      first.stdout
        == "2 puzzles read: 2 added, 0 already known, 0 rejected; c.sqlite holds 2 entries\n")
    #expect(try sqlite3(["c.sqlite", ".tables"], in: folder).stdout == "entry\n")
    #expect(try sqlite3(["c.sqlite", "PRAGMA user_version"], in: folder).stdout == "4\n")
    // A new catalogue's pages are 16 KiB, and it is one file again after the import.
    #expect(try sqlite3(["c.sqlite", "PRAGMA page_size"], in: folder).stdout == "16384\n")
    #expect(try sqlite3(["c.sqlite", "PRAGMA journal_mode"], in: folder).stdout == "delete\n")
    #expect(
      try sqlite3(["c.sqlite", "SELECT moves, board, states FROM entry ORDER BY id"], in: folder)
        .stdout
        == "60|IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM|2332\n51|GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo|4780\n"
    )
    let again = try CLI.run(
      ["catalog", "import", "rush.txt", "moved.txt", "--db", "c.sqlite", "--format", "json"],
      in: try {
        try Data(moved.utf8).write(to: folder.appendingPathComponent("moved.txt"))
        return folder
      }())
    #expect(again.status == 0)
    #expect(
      again.stdout
        == "{\"read\":3,\"added\":0,\"known\":3,\"rejected\":0,\"wrongClaims\":0,\"malformed\":0,\"unreadable\":0,\"entries\":2}\n"
    )
  }

  /// A puzzle solved where it stands, its prisoner held at the chute, is a cluster of 1
  /// state and 0 moves: its line, as `query --format line` writes it, imports into another
  /// catalogue, where the import refused `00 BOARD 1` (no cluster of 1 state).
  @Test func aSolvedPuzzlesLineGoesFromOneCatalogueToAnother() throws {
    let folder = try temporaryFolder([
      "solved.txt": Array("......\n......\nxxxxAA>\n......\n......\n......\n".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try CLI.run(["catalog", "import", "solved.txt", "--db", "a.sqlite"], in: folder).status == 0)
    let query = try CLI.run(
      ["catalog", "query", "--db", "a.sqlite", "--format", "line"], in: folder)
    #expect(query.status == 0, "\(query.stderr)")
    #expect(query.stdout == "00 ooooooooooooxxxxAAoooooooooooooooooo 1\n")
    try Data(query.stdout.utf8).write(to: folder.appendingPathComponent("line.txt"))
    let again = try CLI.run(["catalog", "import", "line.txt", "--db", "b.sqlite"], in: folder)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.hasPrefix("1 puzzle read: 1 added, 0 already known, 0 rejected"))
  }

  @Test func badLinesAreReportedSkippedAndExit1() throws {
    let bad =
      "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFF? 4780\n"
    let folder = try temporaryFolder(["bad.txt": Array(bad.utf8)])
    let result = try CLI.run(["catalog", "import", "bad.txt", "--db", "c.sqlite"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "bad.txt:2:39: error: unknown character '?': tiles are '.', 'o', 'x' or ASCII letters and digits\n"
    )
    #expect(
      result.stdout
        == "2 puzzles read: 1 added, 0 already known, 1 rejected; c.sqlite holds 1 entry\n")
  }

  /// What every command says of the catalogue ``damaged()`` makes.
  static let damagedMessage =
    "error: c.sqlite: the catalogue file is damaged (SQLite: database disk image is malformed); "
    + "restore it from a copy, or import its sources into a new file\n"

  /// The folder of ``imported()``, its catalogue's pages from the fifth on overwritten.
  private func damaged() throws -> URL {
    let folder = try imported()
    let url = folder.appendingPathComponent("c.sqlite")
    var bytes = try Data(contentsOf: url)
    for index in (16_384 + 100)..<bytes.count { bytes[index] = 0x55 }
    try bytes.write(to: url)
    return folder
  }

  /// A catalogue whose pages were overwritten: every command says the file is damaged and
  /// what to do, not SQLite's words alone, and import does not claim it holds 0 entries.
  @Test func saysACatalogueIsDamaged() throws {
    let folder = try damaged()
    let damaged = Self.damagedMessage
    for arguments in [
      ["catalog", "query"], ["catalog", "stats"], ["catalog", "import", "rush.txt"],
    ] {
      let result = try CLI.run(arguments + ["--db", "c.sqlite"], in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == damaged, "\(arguments)")
      if arguments[1] == "import" {
        #expect(result.stdout.hasSuffix("; c.sqlite could not be counted\n"), "\(result.stdout)")
      }
    }
  }

  /// An import that reads nothing of a damaged catalogue (a file with no puzzle) still
  /// counts its entries at the end, and fails there: it said "could not be counted" and
  /// exited as if the file were whole (exit 1 for the empty file, 0 for puzzles it knew).
  @Test func anImportThatMeetsTheDamageOnlyInItsCountFails() throws {
    let folder = try damaged()
    try Data().write(to: folder.appendingPathComponent("empty.txt"))
    for format in ["text", "json"] {
      let result = try CLI.run(
        ["catalog", "import", "empty.txt", "--db", "c.sqlite", "--format", format], in: folder)
      #expect(result.status == 2, "\(format)")
      #expect(
        result.stderr
          == "empty.txt:1:1: error: empty file: expected a puzzle\n" + Self.damagedMessage,
        "\(format)")
      #expect(
        result.stdout.hasSuffix(
          format == "text" ? "; c.sqlite could not be counted\n" : #""entries":null}"# + "\n"))
    }
  }

  /// Audit 12, finding 2: a query with `--limit` read the first cells of a damaged page
  /// and garbage past them, and printed fewer entries, or none and `no entry matches`,
  /// exit 0, where the same query without `--limit` said the file is damaged, exit 2.
  @Test func aLimitedQuerySaysTheCatalogueIsDamaged() throws {
    let folder = try temporaryFolder()
    let imported = try CLI.run(
      [
        "catalog", "import", SharedFixtures.repository.appendingPathComponent("Puzzles").path,
        "--db", "c.sqlite", "--jobs", "1",
      ], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    try damageCellPointers(of: folder.appendingPathComponent("c.sqlite"))
    let damaged =
      "error: c.sqlite: the catalogue file is damaged (SQLite: database disk image is malformed); "
      + "restore it from a copy, or import its sources into a new file\n"
    for arguments in [
      ["--format", "json", "--limit", "3"], ["--walls", "0", "--limit", "2"], ["--limit", "1"], [],
    ] {
      let result = try CLI.run(["catalog", "query", "--db", "c.sqlite"] + arguments, in: folder)
      #expect(result.status == 2, "\(arguments): \(result.stdout)")
      #expect(result.stderr == damaged, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
    }
  }

  /// Audit 12, finding 11: the help said grids, like YAML, carry the moves and states as
  /// claims and the name; a grid has no place for them, so they are only in its comments,
  /// which an import does not store, and the help and README say so.
  @Test func aGridCarriesTheClaimsAndTheNameOnlyInItsComments() throws {
    let folder = try temporaryFolder()
    let puzzle = SharedFixtures.repository.appendingPathComponent("Puzzles/I-4.yaml").path
    let imported = try CLI.run(["catalog", "import", puzzle, "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    for (format, name) in [("grid", "null"), ("yaml", "\"I-4\"")] {
      let query = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--format", format], in: folder)
      #expect(query.status == 0, "\(query.stderr)")
      #expect(query.stdout.contains("# entry 1: 23 "), "\(query.stdout)")
      #expect(query.stdout.contains("moves: 23") == (format == "yaml"), "\(query.stdout)")
      try Data(query.stdout.utf8).write(to: folder.appendingPathComponent("out.\(format)"))
      let again = try CLI.run(
        ["catalog", "import", "out.\(format)", "--db", "\(format).sqlite"], in: folder)
      #expect(again.status == 0, "\(again.stderr)")
      let json = try CLI.run(
        ["catalog", "query", "--db", "\(format).sqlite", "--format", "json"], in: folder)
      #expect(json.stdout.contains("\"name\":\(name),"), "\(format): \(json.stdout)")
    }
    let help = try CLI.run(["catalog", "query", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("yaml with the moves and states as claims"), "\(help)")
    #expect(help.contains("a grid has no place for claims or a name"), "\(help)")
    let readme = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("README.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(readme.contains("a grid has no place for claims or a name"))
  }

  @Test func refusesAFileThatIsNotSQLiteAndLeavesItAsItIs() throws {
    let folder = try temporaryFolder([
      "rush.txt": Array(rush.utf8), "notes.sqlite": Array("my notes\n".utf8),
    ])
    for arguments in [
      ["catalog", "import", "rush.txt"], ["catalog", "query"], ["catalog", "stats"],
      ["catalog", "find", "rush.txt"], ["check", "rush.txt", "--catalog", "notes.sqlite"],
    ] {
      let result = try CLI.run(
        arguments + (arguments[0] == "check" ? [] : ["--db", "notes.sqlite"]), in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr
          == "error: notes.sqlite: not an SQLite database; the catalogue was not opened and the file was left as it is\n"
      )
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("notes.sqlite"), encoding: .utf8)
        == "my notes\n")
  }

  @Test func refusesAnotherSQLiteDatabaseAndLeavesItAsItIs() throws {
    let folder = try temporaryFolder(["rush.txt": Array(rush.utf8)])
    #expect(try sqlite3(["other.db", "CREATE TABLE notes (text)"], in: folder).status == 0)
    let before = try Data(contentsOf: folder.appendingPathComponent("other.db"))
    let result = try CLI.run(
      ["catalog", "import", "rush.txt", "--db", "other.db"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: other.db: an SQLite database, but not an unblock catalogue (it has no 'entry' table); the file was left as it is\n"
    )
    #expect(try Data(contentsOf: folder.appendingPathComponent("other.db")) == before)
  }

  /// An empty file (0 bytes) is no catalogue yet: one only read (check --catalog, query,
  /// stats, find) is said to be empty, where it was called "an SQLite database, but not
  /// an unblock catalogue"; one written (catalog import --db) becomes a new catalogue, as
  /// SQLite takes an empty file for a new database.
  @Test func anEmptyFileIsNoCatalogueToReadAndANewOneToWrite() throws {
    let folder = try temporaryFolder([
      "rush.txt": Array(rush.utf8), "empty.txt": [],
      "g.txt": Array("AA..\n....\n....\n....\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [
      ["check", "--catalog", "empty.txt", "g.txt"], ["catalog", "query", "--db", "empty.txt"],
      ["catalog", "stats", "--db", "empty.txt"], ["catalog", "find", "g.txt", "--db", "empty.txt"],
    ] {
      let result = try CLI.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.hasSuffix(
          "error: empty.txt: an empty file (0 bytes), not an unblock catalogue yet; 'unblock catalog import FILE... --db empty.txt' makes it one. The file was left as it is\n"
        ), "\(arguments): \(result.stderr)")
      #expect(try Data(contentsOf: folder.appendingPathComponent("empty.txt")).isEmpty)
    }
    let imported = try CLI.run(["catalog", "import", "rush.txt", "--db", "empty.txt"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try CLI.run(["catalog", "stats", "--db", "empty.txt"], in: folder).status == 0)
  }

  @Test func refusesAnotherProgramsEntryTableAndLeavesItAsItIs() throws {
    let folder = try imported(["moved.txt": moved])
    // Another program's table named entry, and a catalogue's table with no schema version.
    #expect(try sqlite3(["other.db", "CREATE TABLE entry (id, moves)"], in: folder).status == 0)
    #expect(try sqlite3(["c.sqlite", "PRAGMA user_version = 0"], in: folder).status == 0)
    for (path, reason) in [
      ("other.db", "its 'entry' table has other columns than a catalogue's"),
      ("c.sqlite", "it has an 'entry' table but no schema version"),
    ] {
      let before = try Data(contentsOf: folder.appendingPathComponent(path))
      for arguments in [
        ["catalog", "import", "rush.txt"], ["catalog", "query"], ["catalog", "stats"],
        ["catalog", "find", "moved.txt"], ["enumerate", "--size", "4x4"],
      ] {
        let result = try CLI.run(arguments + ["--db", path], in: folder)
        #expect(result.status == 2, "\(arguments)")
        #expect(
          result.stderr.hasSuffix(
            "error: \(path): an SQLite database, but not an unblock catalogue (\(reason)); the file was left as it is\n"
          ), "\(arguments): \(result.stderr)")
      }
      #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == before)
    }
  }

  @Test func refusesANewerSchemaAndLeavesItAsItIs() throws {
    let folder = try imported()
    #expect(try sqlite3(["c.sqlite", "PRAGMA user_version = 5"], in: folder).status == 0)
    let before = try Data(contentsOf: folder.appendingPathComponent("c.sqlite"))
    for arguments in [
      ["catalog", "import", "rush.txt"], ["catalog", "query"], ["catalog", "stats"],
    ] {
      let result = try CLI.run(arguments + ["--db", "c.sqlite"], in: folder)
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "error: c.sqlite: the catalogue has schema version 5, newer than this unblock knows (4); use a newer unblock. The file was left as it is\n"
      )
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("c.sqlite")) == before)
  }

  @Test func refusesANegativeSchemaEverywhereAndLeavesItAsItIs() throws {
    let folder = try imported(["moved.txt": moved])
    #expect(try sqlite3(["c.sqlite", "PRAGMA user_version = -1"], in: folder).status == 0)
    let before = try Data(contentsOf: folder.appendingPathComponent("c.sqlite"))
    for arguments in [
      ["catalog", "import", "rush.txt"], ["catalog", "query"], ["catalog", "stats"],
      ["catalog", "find", "moved.txt"], ["enumerate", "--size", "4x4"],
    ] {
      let result = try CLI.run(arguments + ["--db", "c.sqlite"], in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr.hasSuffix(
          "c.sqlite: the catalogue has schema version -1, which no unblock writes (they write 1 to 4); the file was left as it is\n"
        ), "\(arguments): \(result.stderr)")
      #expect(result.stdout == "")
    }
    #expect(try Data(contentsOf: folder.appendingPathComponent("c.sqlite")) == before)
  }

  @Test func aFileImportCouldNotReadFailsTheImportAndIsCounted() throws {
    let header = "# unblock enumerate\n# size: 6x6\n# exit: right,row 2\n# walls: 0...2\n"
    let folder = try temporaryFolder([
      "rush.txt": Array(rush.utf8), "e.txt": [], "c.txt": Array("# c\n".utf8),
      "y.yaml": Array("name: [x\n".utf8),
      "h.txt": Array((header + "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n").utf8),
    ])
    for file in ["e.txt", "c.txt", "y.yaml", "h.txt"] {
      let result = try CLI.run(
        ["catalog", "import", "rush.txt", file, "--db", "c.sqlite", "--format", "json"],
        in: folder)
      #expect(result.status == 1, "\(file)")
      #expect(result.stderr.hasPrefix("\(file):"), "\(result.stderr)")
      #expect(
        result.stdout.hasSuffix(
          "\"rejected\":0,\"wrongClaims\":0,\"malformed\":1,\"unreadable\":0,\"entries\":2}\n"),
        "\(file): \(result.stdout)")
    }
    // The line after the bad header was not imported: h.txt's error says where it stopped.
    let text = try CLI.run(["catalog", "import", "h.txt", "--db", "c.sqlite"], in: folder)
    #expect(text.status == 1)
    #expect(text.stderr.hasPrefix("h.txt:3:1: error: enumeration header: "), "\(text.stderr)")
    #expect(
      text.stdout
        == "0 puzzles read: 0 added, 0 already known, 0 rejected, 1 malformed file; c.sqlite holds 2 entries\n"
    )
    // An unreadable file wins: exit 2.
    let missing = try CLI.run(
      ["catalog", "import", "e.txt", "none.txt", "--db", "c.sqlite"], in: folder)
    #expect(missing.status == 2)
    #expect(
      missing.stdout
        == "0 puzzles read: 0 added, 0 already known, 0 rejected, 1 malformed file, 1 unreadable; c.sqlite holds 2 entries\n"
    )
  }

  @Test func aFullStandardOutputIsReportedWithExit2() throws {
    let folder = try imported(["moved.txt": moved])
    let shard = try CLI.run(
      ["enumerate", "--size", "4x4", "--walls", "0", "--shard", "0/1", "-o", "s.txt"], in: folder)
    #expect(shard.status == 0, "\(shard.stderr)")
    for command in [
      "catalog query --db c.sqlite", "catalog query --db c.sqlite --format json",
      "catalog stats --db c.sqlite", "catalog find moved.txt --db c.sqlite",
      "catalog import rush.txt --db c.sqlite", "catalog merge s.txt -o -",
    ] {
      let result = try CLI.run(
        ["/bin/sh", "-c", "'\(CLI.executable.path)' \(command) > /dev/full"], shell: true,
        in: folder)
      #expect(result.status == 2, "\(command)")
      #expect(
        result.stderr.hasSuffix("error: cannot write standard output: No space left on device\n"),
        "\(command): \(result.stderr)")
    }
  }

  /// A stop signal while `query` or `merge -o -` writes ends the output on a whole line,
  /// and says so; the process died of the signal mid-line.
  @Test func aSignalWhileQueryOrMergeWritesStopsOnAWholeLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumeration = ["enumerate", "--size", "5x5", "--walls", "0...1"]
    for shard in ["0/2", "1/2"] {
      let name = "s\(shard.prefix(1)).txt"
      #expect(try CLI.run(enumeration + ["--shard", shard, "-o", name], in: folder).status == 0)
    }
    // The shards merged are the whole run (EnumerateTests), which the catalogue takes.
    #expect(
      try CLI.run(["catalog", "merge", "s0.txt", "s1.txt", "-o", "e.txt"], in: folder).status == 0)
    #expect(
      try CLI.run(["catalog", "import", "e.txt", "--db", "c.sqlite"], in: folder).status == 0)
    for command in [
      ["catalog", "query", "--db", "c.sqlite", "--format", "json"],
      ["catalog", "merge", "s0.txt", "s1.txt", "-o", "-"],
    ] {
      let whole = try CLI.run(command, in: folder)
      #expect(whole.stdout.utf8.count > 2 * 65536, "\(command)")
      let stopped = try CLI.stopWhileWriting(command, in: folder)
      #expect(stopped.status == 143, "\(command)")
      #expect(stopped.stdout.hasSuffix("\n") && whole.stdout.hasPrefix(stopped.stdout))
      #expect(stopped.stdout.count < whole.stdout.count, "\(command)")
      let lines = stopped.stdout.split(separator: "\n").count
      #expect(
        stopped.stderr
          == "interrupted by SIGTERM after \(lines) lines; every line above is complete\n")
    }
  }

  @Test func queryLinesReimportAsTheSameEntriesOrAreRefused() throws {
    let left = " ......\n ...B..\n<...BAA\n ...B..\n ......\n ......\n"
    let small = ".....\n...B.\nAA.B.>\n.....\n.....\n"
    let folder = try temporaryFolder(["left.txt": Array(left.utf8), "small.txt": Array(small.utf8)])
    for file in ["left.txt", "small.txt"] {
      let db = "\(file).sqlite"
      #expect(try CLI.run(["catalog", "import", file, "--db", db], in: folder).status == 0)
      let lines = try CLI.run(["catalog", "query", "--db", db], in: folder)
      #expect(lines.status == 0)
      #expect(lines.stdout.hasPrefix("# unblock enumerate\n"), "\(lines.stdout)")
      try Data(lines.stdout.utf8).write(to: folder.appendingPathComponent("q.txt"))
      let check = try CLI.run(["check", "q.txt"], in: folder)
      #expect(check.status == 0, "\(check.stdout)")
      let again = try CLI.run(["catalog", "import", "q.txt", "--db", "again-\(db)"], in: folder)
      #expect(again.status == 0, "\(again.stderr)")
      func json(_ db: String) throws -> String {
        try CLI.run(["catalog", "query", "--db", db, "--format", "json"], in: folder).stdout
          .replacingOccurrences(of: #""source":"[^"]*""#, with: "", options: .regularExpression)
      }
      #expect(try json("again-\(db)") == json(db))
    }
    // Entries of two boards that need a header: no one file of lines holds them.
    #expect(
      try CLI.run(["catalog", "import", "small.txt", "--db", "left.txt.sqlite"], in: folder)
        .status == 0)
    let mixed = try CLI.run(["catalog", "query", "--db", "left.txt.sqlite"], in: folder)
    #expect(mixed.status == 2)
    #expect(mixed.stdout == "")
    #expect(
      mixed.stderr
        == "error: the entries have 2 boards (6x6, exit left of row 2; 5x5, exit right of row 2), and a file of lines holds one, which its '# unblock enumerate' header names: narrow the query with --size, --exit and --exit-row, or use --format yaml, grid or json\n"
    )
    let narrowed = try CLI.run(
      ["catalog", "query", "--db", "left.txt.sqlite", "--size", "5x5"], in: folder)
    #expect(narrowed.status == 0)
  }

  @Test func numericOptionsOutOfRangeGetTheirOwnMessageAndCreateNothing() throws {
    let folder = try temporaryFolder(["rush.txt": Array(rush.utf8)])
    let cases: [([String], String)] = [
      (
        ["catalog", "import", "rush.txt", "--batch-size", "99999999999999"],
        "--batch-size must be from 1 to 10000000"
      ),
      (["catalog", "import", "rush.txt", "--batch-size", "-1"], "--batch-size must be from 1"),
      (["catalog", "import", "rush.txt", "--jobs", "-2"], "--jobs must be from 1 to 1024"),
      (["catalog", "import", "rush.txt", "--max-states", "-1"], "--max-states must be from 1"),
      (["catalog", "query", "--walls", "-1"], "--walls must be at least 0"),
      (
        ["catalog", "query", "--blocks", "-3"],
        "--blocks must be at least 1 (the prisoner counts), not -3"
      ),
      // Filters no entry can pass are refused, as a size no board has is (audit 13).
      (
        ["catalog", "query", "--blocks", "0"],
        "--blocks must be at least 1 (the prisoner counts), not 0"
      ),
      (
        ["catalog", "query", "--walls", "15", "--size", "4x4"],
        "--walls 15 matches nothing: a 4x4 board holds at most 14 walls"
      ),
      (
        ["catalog", "query", "--states", "0"],
        "--states 0 matches nothing: every cluster has 1 state or more"
      ),
      (
        ["catalog", "query", "--moves", "1...5", "--level", "expert"],
        "--moves 1...5 and --level expert match nothing together: expert is 31... moves"
      ),
      (
        ["catalog", "query", "--moves", "10...", "--states", "5...8"],
        "--moves 10... and --states 5...8 match nothing together: a cluster of 8 states has at most 7 moves"
      ),
      (["catalog", "query", "--limit", "-1"], "--limit must be at least 1, not -1"),
      (["catalog", "query", "--limit", "0"], "--limit must be at least 1, not 0"),
      (
        ["catalog", "query", "--seed", "-1"],
        "The value '-1' is invalid for '--seed <seed>': must be a whole number from 0 to 18446744073709551615"
      ),
      (["catalog", "find", "rush.txt", "--max-states", "-1"], "--max-states must be from 1"),
      // A seed orders a random order only: alone, it was taken and changed nothing.
      (
        ["catalog", "query", "--seed", "3"], "--seed orders --order random only; add --order random"
      ),
      (
        ["catalog", "query", "--seed", "3", "--order", "states"],
        "--seed orders --order random only; add --order random"
      ),
    ]
    for (arguments, message) in cases {
      let result = try CLI.run(arguments + ["--db", "c.sqlite"], in: folder)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(!result.stderr.contains("Missing value"), "\(arguments)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rush.txt"])
  }

  @Test func queryFiltersOrdersAndPrintsEveryFormat() throws {
    let folder = try imported()
    func query(_ arguments: [String]) throws -> String {
      let result = try CLI.run(["catalog", "query", "--db", "c.sqlite"] + arguments, in: folder)
      #expect(result.status == 0)
      return result.stdout
    }
    #expect(
      try query([])
        == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    )
    #expect(
      try query(["--order", "states", "--limit", "1"])
        == "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n")
    #expect(try query(["--walls", "1"]) == "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n")
    #expect(
      try query(["--moves", "55...", "--level", "expert", "--size", "6x6", "--exit", "right"])
        .hasPrefix("60 "))
    #expect(try query(["--blocks", "13", "--states", "4000...5000"]).hasPrefix("51 "))
    #expect(try query(["--moves", "1...20"]) == "")
    #expect(
      try query(["--walls", "0", "--format", "json"])
        == "{\"id\":2,\"line\":\"51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\",\"board\":\"GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\",\"size\":\"6x6\",\"exit\":\"right\",\"exitRow\":2,\"moves\":51,\"states\":4780,\"walls\":0,\"blocks\":13,\"name\":null,\"source\":\"rush.txt:3\"}\n"
    )
    #expect(
      try query(["--walls", "1", "--format", "grid"])
        == "# entry 1: 60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332, from rush.txt:2\nIBBx..\nI..LDD\nJAAL..>\nJ.KEEM\nFFK..M\nGGHHHM\n"
    )
    // The YAML is a puzzle file whose claims check verifies.
    let yaml = try query(["--format", "yaml", "--limit", "1"])
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("hardest.yaml"))
    let check = try CLI.run(["check", "hardest.yaml"], in: folder)
    #expect(check.status == 0, "\(yaml)\n\(check.stdout)")
    #expect(check.stdout.contains("solvable in 60 moves"))
    let random = try query(["--order", "random", "--seed", "3"])
    #expect(random == (try query(["--order", "random", "--seed", "3"])))
    // Without --seed the seed is 0, as README and the help say.
    #expect(try query(["--order", "random"]) == (try query(["--order", "random", "--seed", "0"])))
    #expect(
      random.split(separator: "\n").sorted() == (try query([])).split(separator: "\n").sorted())
  }

  /// A database-line file over 4 MiB is streamed, as by every command that reads puzzles,
  /// through a path and through `-`: `find` refused it, "file is larger than 4 MiB", and
  /// read its whole input (audit 18, finding 2).
  @Test func findStreamsADatabaseLineFileOverFourMebibytes() throws {
    // The line first, so that the file reads as database lines at once; then 4.2 MB of
    // short comments, which a debug build reads in seconds.
    let big =
      "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n"
      + String(repeating: "# " + String(repeating: "x", count: 78) + "\n", count: 54_000)
    let folder = try imported(["big.txt": big])
    let expected =
      ":1:1: found entry 1 (60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332), from rush.txt:2: same cluster; the puzzle is 60 moves from the exit\n"
    let byPath = try CLI.run(["catalog", "find", "big.txt", "--db", "c.sqlite"], in: folder)
    #expect(byPath.status == 0, "\(byPath.stderr)")
    #expect(byPath.stdout == "big.txt" + expected)
    let piped = try CLI.run(["catalog", "find", "-", "--db", "c.sqlite"], stdin: big, in: folder)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout == "-" + expected)
  }

  @Test func findNamesTheEntryTheRelationAndTheDistance() throws {
    let folder = try imported([
      "moved.txt": moved, "mirrored.txt": mirrored, "upside-down.txt": upsideDown,
      "turned.txt": turned, "i4.txt": "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n",
    ])
    let same = try CLI.run(["catalog", "find", "moved.txt", "--db", "c.sqlite"], in: folder)
    #expect(same.status == 0)
    #expect(
      same.stdout
        == "moved.txt:1:1: found entry 1 (60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332), from rush.txt:2: same cluster; the puzzle is 59 moves from the exit\n"
    )
    let mirror = try CLI.run(
      ["catalog", "find", "mirrored.txt", "--db", "c.sqlite", "--format", "json"], in: folder)
    #expect(mirror.status == 0)
    // The puzzle's own fields lead, as in every other per-puzzle object: its number in
    // the file, its name and its board (they were left out).
    #expect(
      mirror.stdout.hasPrefix(
        "{\"path\":\"mirrored.txt\",\"line\":1,\"column\":1,\"index\":1,\"name\":null,\"board\":\"ooxBBIDDLooIMoLAAJMEEKoJMooKFFoHHHGG\",\"found\":true,\"relation\":\"mirror-image\",\"distance\":59,\"states\":2332,\"entry\":{\"id\":1,"
      ))
    // The images that keep rows as rows: top to bottom, and half a turn.
    for (file, relation, phrase) in [
      ("upside-down.txt", "mirror-image-top-to-bottom", "mirror image top to bottom"),
      ("turned.txt", "half-turn", "half turn"),
    ] {
      let text = try CLI.run(["catalog", "find", file, "--db", "c.sqlite"], in: folder)
      #expect(text.status == 0)
      #expect(
        text.stdout
          == "\(file):1:1: found entry 1 (60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332), from rush.txt:2: \(phrase); the puzzle is 59 moves from the exit\n"
      )
      let json = try CLI.run(
        ["catalog", "find", file, "--db", "c.sqlite", "--format", "json"], in: folder)
      #expect(json.stdout.contains("\"relation\":\"\(relation)\""), "\(json.stdout)")
    }
    let unknown = try CLI.run(["catalog", "find", "i4.txt", "--db", "c.sqlite"], in: folder)
    #expect(unknown.status == 1)
    #expect(
      unknown.stdout.hasPrefix(
        "i4.txt:1:1: not in the catalogue (the puzzle is 23 moves from the exit, "))
  }

  @Test func statsPrintsTotalsAndABarChart() throws {
    let folder = try imported()
    let text = try CLI.run(["catalog", "stats", "--db", "c.sqlite"], in: folder)
    #expect(text.status == 0)
    let bar = String(repeating: "█", count: 50)
    #expect(
      text.stdout
        == "2 entries, 7112 states in all\n  6x6, exit right of row 2: 2 entries\n  0 walls: 1 entry\n  1 wall: 1 entry\nby moves:\n51  1  \(bar)\n60  1  \(bar)\n"
    )
    let json = try CLI.run(
      ["catalog", "stats", "--db", "c.sqlite", "--format", "json"], in: folder)
    #expect(
      json.stdout
        == "{\"entries\":2,\"states\":7112,\"byMoves\":[{\"moves\":51,\"entries\":1},{\"moves\":60,\"entries\":1}],\"byWalls\":[{\"walls\":0,\"entries\":1},{\"walls\":1,\"entries\":1}],\"byBoard\":[{\"size\":\"6x6\",\"exit\":\"right\",\"exitRow\":2,\"entries\":2}]}\n"
    )
  }

  @Test func checkWarnsAboutAPuzzleTheCatalogueKnows() throws {
    let folder = try imported(["moved.txt": moved])
    let result = try CLI.run(["check", "moved.txt", "--catalog", "c.sqlite"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "moved.txt:1:1: warning: already in the catalogue c.sqlite as entry 1 (60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332), from rush.txt:2\n"
      ))
    let mirror = try CLI.run(
      ["check", "-", "--catalog", "c.sqlite"], stdin: mirrored, in: folder)
    #expect(mirror.stdout.hasPrefix("-:1:1: warning: its mirror image is already in the catalogue"))
    for (text, what) in [
      (upsideDown, "its mirror image top to bottom"), (turned, "its image turned half a turn"),
    ] {
      let image = try CLI.run(["check", "-", "--catalog", "c.sqlite"], stdin: text, in: folder)
      #expect(image.stdout.hasPrefix("-:1:1: warning: \(what) is already in the catalogue"))
    }
  }

  /// A run with the same seed grows other puzzles once the first run's are catalogued.
  @Test func generateKeepsOutOfCataloguedClusters() throws {
    let folder = try temporaryFolder()
    let grow = ["generate", "--moves", "6", "--size", "5x5", "--seed", "4", "--count", "2"]
    let first = try CLI.run(grow + ["--set", "first.yaml"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    let load = try CLI.run(["catalog", "import", "first.yaml", "--db", "c.sqlite"], in: folder)
    #expect(load.stdout.hasPrefix("2 puzzles read: 2 added"))
    let second = try CLI.run(grow + ["--set", "second.yaml", "--catalog", "c.sqlite"], in: folder)
    #expect(second.status == 0, "\(second.stderr)")
    let find = try CLI.run(["catalog", "find", "second.yaml", "--db", "c.sqlite"], in: folder)
    #expect(find.status == 1)
    #expect(find.stdout.split(separator: "\n").allSatisfy { $0.contains("not in the catalogue") })
    #expect(find.stdout.split(separator: "\n").count == 2)
  }

  /// SIGTERM while a batch is being explored: the batch is rolled back, the batches before
  /// stay, and the file is a sound SQLite database.
  @Test func sigtermRollsBackTheBatchUnderWayAndExits143() throws {
    let i4 = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"
    let copies = Array(repeating: i4, count: 60).joined(separator: "\n")
    let folder = try temporaryFolder(["many.txt": Array(copies.utf8)])
    let run = try RunningCLI(
      ["catalog", "import", "many.txt", "--db", "c.sqlite", "--batch-size", "4", "--jobs", "1"],
      in: folder)
    let count = ["-cmd", ".timeout 5000", "c.sqlite", "SELECT count(*) FROM entry"]
    #expect(run.wait { (try? sqlite3(count, in: folder).stdout) == "1\n" })
    let result = run.stop(with: SIGTERM)
    #expect(result.status == 143)
    #expect(
      result.stderr
        == "interrupted by SIGTERM: 1 entry added; the batch under way was rolled back\n")
    #expect(try sqlite3(["c.sqlite", "PRAGMA integrity_check"], in: folder).stdout == "ok\n")
    #expect(try sqlite3(count, in: folder).stdout == "1\n")
  }

  /// `unblock catalog help import` gives what `unblock help catalog import` gives.
  @Test func catalogHelpNamesASubcommandAfterHelp() throws {
    let after = try CLI.run(["catalog", "help", "import"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stdout == (try CLI.run(["help", "catalog", "import"])).stdout)
    #expect(after.stdout.contains("USAGE: unblock catalog import"))
    let plain = try CLI.run(["catalog", "help"])
    #expect(plain.status == 0)
    #expect(plain.stdout == (try CLI.run(["catalog", "--help"])).stdout)
    let unknown = try CLI.run(["catalog", "help", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.stdout == "")
    #expect(
      unknown.stderr.hasPrefix(
        "Error: 'catalog' has no subcommand 'nope' to show help for; there are import, query,"))
  }

  /// Audit 7, finding 2: an import of a named pipe with no writer waited for ever and
  /// ignored Ctrl-C, SIGTERM and SIGHUP; it ends as `check` does, with the signal's status,
  /// the catalogue as it was, in one file.
  @Test(arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM"), (SIGHUP, 129, "SIGHUP")])
  func importWaitingOnANamedPipeStopsOnASignal(signal: Int32, status: Int32, name: String) throws {
    let folder = try imported()
    #expect(mkfifo(folder.appendingPathComponent("p.txt").path, 0o644) == 0)
    let run = try RunningCLI(["catalog", "import", "p.txt", "--db", "c.sqlite"], in: folder)
    // The tool waits in the system's open of the pipe, for a writer.
    let waitChannel = "/proc/\(run.processIdentifier)/wchan"
    #expect(
      run.wait {
        (try? String(contentsOfFile: waitChannel, encoding: .utf8)) == "wait_for_partner"
      })
    kill(run.processIdentifier, signal)
    var waited = 0
    while run.process.isRunning && waited < 200 {
      Thread.sleep(forTimeInterval: 0.05)
      waited += 1
    }
    #expect(!run.process.isRunning, "still waiting on the pipe after \(name)")
    if run.process.isRunning { kill(run.processIdentifier, SIGKILL) }
    let result = run.stop(with: 0)
    #expect(result.status == status, "\(result.stderr)")
    #expect(
      result.stderr
        == "interrupted by \(name): 0 entries added; the batch under way was rolled back\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!files.contains("c.sqlite-wal") && !files.contains("c.sqlite-shm"), "\(files)")
    #expect(try sqlite3(["c.sqlite", "PRAGMA journal_mode"], in: folder).stdout == "delete\n")
    #expect(try sqlite3(["c.sqlite", "SELECT count(*) FROM entry"], in: folder).stdout == "2\n")
  }

  /// Audit 7, finding 3: `query --format grid` of a catalogue holding a name with a line
  /// break printed one comment, no entry, and exited 0; it says which entry on standard
  /// error and exits 2, as documented.
  @Test func queryAsGridsOfANameAGridCannotHoldFails() throws {
    let yaml =
      "name: \"two\\nlines\"\nboard: |\n  ..BCCC\n  D.BEFF\n  DAAEG.>\n  .H..GI\n  .HJJGI\n  .KKLL.\n"
    let folder = try imported(["p.yaml": yaml])
    let added = try CLI.run(["catalog", "import", "p.yaml", "--db", "c.sqlite"], in: folder)
    #expect(added.status == 0, "\(added.stderr)")
    let grid = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--format", "grid"], in: folder)
    #expect(grid.status == 2)
    #expect(grid.stdout == "")
    #expect(grid.stderr.hasPrefix("error: c.sqlite: entry 3 ('23 "), "\(grid.stderr)")
    #expect(grid.stderr.contains("not written: as a grid it would not read back"))
    let yamlOut = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--format", "yaml"], in: folder)
    #expect(yamlOut.status == 0, "\(yamlOut.stderr)")
    #expect(yamlOut.stdout.contains("two\\nlines"))
  }

  /// A query as grids or YAML printed a whole catalogue at once: 3 KB of memory an entry,
  /// 9 GB for the database. It prints a batch at a time, and what it prints reads back as
  /// every entry, valid, with its claims: a set for several entries, a puzzle file for one.
  @Test func queryAsGridsOrYAMLPrintsEveryEntryAsAFileThatChecks() throws {
    let folder = try temporaryFolder()
    let enumerated = try CLI.run(
      ["enumerate", "--size", "4x5", "--exit", "left", "-o", "e.txt"], in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    let added = try CLI.run(["catalog", "import", "e.txt", "--db", "c.sqlite"], in: folder)
    #expect(added.stdout.hasSuffix("c.sqlite holds 134 entries\n"), "\(added.stdout)")
    for format in ["grid", "yaml"] {
      let query = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--format", format], in: folder)
      #expect(query.status == 0, "\(query.stderr)")
      #expect(query.stdout.components(separatedBy: "# entry ").count == 135)
      #expect(query.stdout.hasPrefix("# yaml-language-server") == (format == "yaml"))
      try Data(query.stdout.utf8).write(to: folder.appendingPathComponent("all.\(format)"))
      let checked = try CLI.run(["check", "all.\(format)"], in: folder)
      #expect(checked.status == 0, "\(checked.stderr)")
      #expect(
        checked.stdout.hasSuffix("checked 134 puzzles in 1 file: 134 valid, 0 invalid\n"),
        "\(checked.stdout.suffix(200))")
      let lone = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--format", format, "--limit", "1"], in: folder)
      #expect(lone.status == 0)
      #expect(!lone.stdout.contains("puzzles:"))
      #expect(lone.stdout.components(separatedBy: "# entry ").count == 2)
    }
  }

  /// `catalog find` of a puzzle whose cluster is past --max-states said it gave up, and
  /// not what to raise.
  @Test func aFindThatGaveUpSaysWhatToRaise() throws {
    let folder = try imported(["p.txt": ReferencePuzzles.intermediate4Grid])
    let run = try CLI.run(
      ["catalog", "find", "p.txt", "--db", "c.sqlite", "--max-states", "5"], in: folder)
    #expect(run.status == 3)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == "p.txt:1:1: error: gave up after 5 states\n"
        + "note: 1 search gave up at its limit of states; raise --max-states\n")
  }
}
