import Foundation
import Testing
import UnblockTestSupport

/// `catalog import` of the files `unblock enumerate` writes, of every board and exit, and
/// `enumerate --db`, which leaves a catalogue as importing its file would.
@Suite struct CatalogEnumerationTests {
  /// The two hardest 5x5 puzzles without walls, under enumerate's header, and its trailer.
  var hardest5x5: String { EnumerationFiles.resealed(hardest5x5Lines) }

  /// ``hardest5x5`` without its trailer.
  let hardest5x5Lines = """
    # unblock enumerate
    # size: 5x5
    # exit: right, row 2
    # walls: 0...0
    20 BBCCJDDoIJGAAIoGoHEEFFHoo 299
    20 BBHooGoHCCGAAIoDDoIJEEFFJ 299

    """

  /// The rows of the `entry` table, every column, as the `sqlite3` shell prints them.
  func rows(_ database: String, in folder: URL) throws -> String {
    try CatalogTests().sqlite3([database, "SELECT * FROM entry ORDER BY id"], in: folder).stdout
  }

  @Test func enumerateDbLeavesTheCatalogueAsImportingItsFile() throws {
    let folder = try temporaryFolder()
    let direct = try CLI.run(
      ["enumerate", "--size", "4x4", "--jobs", "2", "-o", "4x4.txt", "--db", "direct.sqlite"],
      in: folder)
    #expect(direct.status == 0)
    #expect(
      direct.stderr.hasSuffix(
        "direct.sqlite: 32 added, 0 already known, 0 rejected; it holds 32 entries\n"))
    let imported = try CLI.run(["catalog", "import", "4x4.txt", "--db", "file.sqlite"], in: folder)
    #expect(
      imported.stdout
        == "32 puzzles read: 32 added, 0 already known, 0 rejected; file.sqlite holds 32 entries\n")
    let table = try rows("direct.sqlite", in: folder)
    #expect(table.split(separator: "\n").count == 32)
    #expect(table.hasPrefix("1|"))
    #expect(table.contains("|4x4.txt:5\n"))
    #expect(table == (try rows("file.sqlite", in: folder)))
    for command in [["stats", "--format", "json"], ["query", "--format", "line"]] {
      let fromEnumerate = try CLI.run(
        ["catalog"] + command + ["--db", "direct.sqlite"], in: folder)
      let fromFile = try CLI.run(["catalog"] + command + ["--db", "file.sqlite"], in: folder)
      #expect(fromEnumerate.status == 0)
      #expect(fromEnumerate.stdout == fromFile.stdout)
    }
    // The file is there already: the lines go to the catalogue only, and add nothing.
    let again = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--db", "direct.sqlite"], in: folder)
    #expect(again.status == 0)
    #expect(
      again.stderr.hasPrefix(
        "4x4.txt already holds this enumeration; importing it into direct.sqlite\n"))
    #expect(
      again.stderr.hasSuffix(
        "direct.sqlite: 0 added, 32 already known, 0 rejected; it holds 32 entries\n"))
  }

  @Test func enumerateDbOfAFinishedFileImportsItWithoutEnumeratingAgain() throws {
    let folder = try temporaryFolder()
    let first = try CLI.run(["enumerate", "--size", "4x4", "-o", "4x4.txt"], in: folder)
    #expect(first.status == 0)
    #expect(first.stderr.contains(" states/s"))
    let before = FileManager.default.contents(atPath: folder.appendingPathComponent("4x4.txt").path)
    let result = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--db", "late.sqlite"], in: folder)
    #expect(result.status == 0)
    // No enumeration ran: its summary line (with its rate) is not printed.
    #expect(!result.stderr.contains(" states/s"))
    #expect(
      result.stderr.hasSuffix(
        "late.sqlite: 32 added, 0 already known, 0 rejected; it holds 32 entries\n"))
    #expect(
      FileManager.default.contents(atPath: folder.appendingPathComponent("4x4.txt").path)
        == before)
    let imported = try CLI.run(["catalog", "import", "4x4.txt", "--db", "file.sqlite"], in: folder)
    #expect(imported.status == 0)
    #expect(try rows("late.sqlite", in: folder) == (try rows("file.sqlite", in: folder)))
    // A catalogue that cannot take the file is refused first, and left as it is.
    let notes = folder.appendingPathComponent("notes.sqlite")
    try Data("my notes\n".utf8).write(to: notes)
    let refused = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--db", "notes.sqlite"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "error: notes.sqlite: not an SQLite database; the catalogue was not opened and the file was left as it is\n"
    )
    #expect(FileManager.default.contents(atPath: notes.path) == Data("my notes\n".utf8))
  }

  @Test func enumerateDbAloneNamesTheEnumerationAsTheSource() throws {
    let folder = try temporaryFolder()
    let result = try CLI.run(["enumerate", "--size", "4x4", "--db", "only.sqlite"], in: folder)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("4x4.txt").path))
    let first = try CatalogTests().sqlite3(
      ["only.sqlite", "SELECT source FROM entry WHERE id = 1"], in: folder)
    #expect(first.stdout == "enumerate 4x4:5\n")
  }

  @Test func enumerateRefusesACatalogueThatIsNotSQLiteBeforeTheWork() throws {
    let folder = try temporaryFolder(["notes.sqlite": Array("my notes\n".utf8)])
    let result = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--db", "notes.sqlite"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: notes.sqlite: not an SQLite database; the catalogue was not opened and the file was left as it is\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("4x4.txt").path))
    #expect(
      FileManager.default.contents(atPath: folder.appendingPathComponent("notes.sqlite").path)
        == Data("my notes\n".utf8))
  }

  @Test func importsEnumerationsOfEveryBoardAndExit() throws {
    let folder = try temporaryFolder(["5x5.txt": Array(hardest5x5.utf8)])
    for arguments in [
      ["--size", "4x5", "-o", "4x5.txt"], ["--size", "4x4", "--exit", "left", "-o", "left.txt"],
    ] {
      let enumerated = try CLI.run(["enumerate"] + arguments, in: folder)
      #expect(enumerated.status == 0, "\(enumerated.stderr)")
    }
    let imported = try CLI.run(
      ["catalog", "import", "4x5.txt", "left.txt", "5x5.txt", "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0)
    #expect(imported.stderr == "")
    #expect(
      imported.stdout
        == "168 puzzles read: 168 added, 0 already known, 0 rejected; c.sqlite holds 168 entries\n"
    )
    func query(_ arguments: [String]) throws -> String {
      try CLI.run(["catalog", "query", "--db", "c.sqlite"] + arguments, in: folder).stdout
    }
    // Under the header that names their board, so that they read back as these entries.
    // Ended as an enumeration's file, so that `check` does not take it for one cut short.
    // The header names the query: a catalogue's entries are no proof of a whole run.
    let lines5x5 = try query(["--size", "5x5", "--format", "line"])
    #expect(
      lines5x5
        == EnumerationFiles.resealed(
          hardest5x5Lines.replacingOccurrences(
            of: "# walls: 0...0\n",
            with: "# walls: 0...0\n# selected by: unblock catalog query --size 5x5\n")))
    let checked = try CLI.run(["check", "-"], stdin: lines5x5).stdout
    #expect(!checked.contains("the enumeration file is not whole"))
    // The two clusters are each other's mirror image top to bottom: one family, two lines
    // (under the header's five lines).
    #expect(
      checked.split(separator: "\n").filter { $0.contains("warning") } == [
        "-:7:1: warning: lies in the mirror image top to bottom of the cluster of the puzzle at -:6:1: sliding blocks turns its mirror image top to bottom into that puzzle"
      ])
    #expect(
      try query(["--exit", "left", "--limit", "1", "--format", "line"])
        == EnumerationFiles.resealed(
          "# unblock enumerate\n# size: 4x4\n# exit: left, row 1\n# walls: 0...0\n"
            + "# selected by: unblock catalog query --exit left --limit 1\n"
            + "07 EBBBEAAFCCoFDDDF 8\n")
    )
    #expect(
      try query(["--size", "4x5", "--limit", "1", "--format", "grid"])
        == "# entry 1: 09 BBBoHAAooHGCCDDGEEFF 54, from 4x5.txt:5\nBBB.H\nAA..H>\nGCCDD\nGEEFF\n")
  }

  @Test func reportsALineOfAnotherBoardAgainstTheHeader() throws {
    let file = EnumerationFiles.resealed(
      hardest5x5Lines + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n")
    let folder = try temporaryFolder(["5x5.txt": Array(file.utf8)])
    let result = try CLI.run(["catalog", "import", "5x5.txt", "--db", "c.sqlite"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "5x5.txt:7:4: error: the board has 36 characters; a 5x5 board needs 25\n")
    #expect(
      result.stdout
        == "3 puzzles read: 2 added, 0 already known, 1 rejected; c.sqlite holds 2 entries\n")
  }

  /// A file cut short at a line end still imports and checks, but no longer with no word:
  /// its trailer is gone, and the warning says puzzles may be missing.
  @Test func warnsOfAnEnumerationFileCutShort() throws {
    let cut = hardest5x5.split(separator: "\n").dropLast(2).joined(separator: "\n") + "\n"
    let folder = try temporaryFolder([
      "cut.txt": Array(cut.utf8), "5x5.txt": Array(hardest5x5.utf8),
    ])
    let warning =
      "cut.txt:5:1: warning: the enumeration file is not whole: it does not end with its '# end: N lines, fnv1a64 HEX' line: it was cut short, or written by an earlier unblock; puzzles may be missing or changed\n"
    let imported = try CLI.run(["catalog", "import", "cut.txt", "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0)
    #expect(imported.stderr == warning)
    #expect(
      imported.stdout
        == "1 puzzle read: 1 added, 0 already known, 0 rejected; c.sqlite holds 1 entry\n")
    let checked = try CLI.run(["check", "cut.txt"], in: folder)
    #expect(checked.status == 0)
    #expect(checked.stdout.contains(warning))
    let whole = try CLI.run(["check", "5x5.txt"], in: folder)
    #expect(whole.status == 0)
    #expect(!whole.stdout.contains("the enumeration file is not whole"))
  }
}
