import Foundation
import Testing
import UnblockTestSupport

/// What the catalogue trusts, end to end on real SQLite files: a query's lines are no
/// enumeration, a counted line claims its board is the representative, an explored
/// puzzle's claims are checked, and inputs that cannot be read as named are refused.
@Suite struct CatalogTrustTests {
  /// Jam-1 with its own moves and its cluster's states: a state, not the representative.
  let jam1 = "08 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 1247\n"

  /// A folder with the 4x4 enumeration in `4x4.txt`, imported into `c.sqlite`.
  func enumerated() throws -> URL {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "4x4.txt", "--db", "c.sqlite"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    return folder
  }

  @Test func aQuerysLinesAreReadButNeverTakenForARunOrAPart() throws {
    let folder = try enumerated()
    let query = try CLI.run(["catalog", "query", "--db", "c.sqlite", "--limit", "3"], in: folder)
    #expect(query.status == 0)
    #expect(
      query.stdout.hasPrefix(
        "# unblock enumerate\n# size: 4x4\n# exit: right, row 1\n# walls: 0...0\n"
          + "# selected by: unblock catalog query --limit 3\n"), "\(query.stdout)")
    try Data(query.stdout.utf8).write(to: folder.appendingPathComponent("top.txt"))
    let enumerate = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "top.txt", "--db", "new.sqlite"], in: folder)
    #expect(enumerate.status == 64)
    #expect(
      enumerate.stderr.contains(
        "top.txt holds the output of a query ('unblock catalog query --limit 3'), not this enumeration"
      ), "\(enumerate.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.sqlite").path))
    let merge = try CLI.run(["catalog", "merge", "top.txt", "-o", "m.txt"], in: folder)
    #expect(merge.status != 0)
    #expect(merge.stderr.contains("top.txt:5:1: error: the output of a query"), "\(merge.stderr)")
    let check = try CLI.run(["check", "top.txt"], in: folder)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(!check.stdout.contains("not whole"))
    let imported = try CLI.run(["catalog", "import", "top.txt", "--db", "d.sqlite"], in: folder)
    #expect(imported.status == 0)
    #expect(imported.stdout.hasPrefix("3 puzzles read: 3 added"))
    let forced = try CLI.run(
      ["enumerate", "--size", "4x4", "-o", "top.txt", "--force"], in: folder)
    #expect(forced.status == 0, "\(forced.stderr)")
  }

  @Test func aCountedLineThatIsNotTheRepresentativeIsToldAndConvertWritesNone() throws {
    let folder = try temporaryFolder(["j.txt": Array(jam1.utf8)])
    let check = try CLI.run(["check", "j.txt"], in: folder)
    #expect(
      check.stdout.contains(
        "j.txt:1:4: warning: not its cluster's representative, which a line with its moves and states claims to be"
      ), "\(check.stdout)")
    // convert writes the states column only for a representative: the others are
    // explored by import, and each puzzle is then found.
    let convert = try CLI.run(["convert", "--to", "line", "Puzzles/expert.yaml"])
    #expect(convert.status == 0, "\(convert.stderr)")
    let lines = convert.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == 25)
    #expect(lines.contains { $0.split(separator: " ").count == 2 })
    try Data(convert.stdout.utf8).write(to: folder.appendingPathComponent("expert.txt"))
    let checked = try CLI.run(["check", "expert.txt"], in: folder)
    #expect(!checked.stdout.contains("representative"), "\(checked.stdout)")
    let imported = try CLI.run(["catalog", "import", "expert.txt", "--db", "e.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let find = try CLI.run(
      [
        "catalog", "find",
        SharedFixtures.repository.appendingPathComponent("Puzzles/expert.yaml").path,
        "--db", "e.sqlite",
      ], in: folder)
    #expect(find.status == 0)
    #expect(!find.stdout.contains("not in the catalogue"), "\(find.stdout)")
  }

  @Test func importWarnsOfWrongClaimsAndOtherCountsAndExitsOne() throws {
    let i4 = try String(
      contentsOf: SharedFixtures.repository.appendingPathComponent("Puzzles/I-4.yaml"),
      encoding: .utf8)
    let wrong = i4.replacingOccurrences(of: "moves: 23", with: "moves: 20")
    let folder = try temporaryFolder([
      "w.yaml": Array(wrong.utf8),
      "conflict.txt": Array(
        "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4781\n"
          .utf8),
    ])
    let yaml = try CLI.run(["catalog", "import", "w.yaml", "--db", "y.sqlite"], in: folder)
    #expect(yaml.status == 1)
    #expect(
      yaml.stderr.contains("w.yaml:5:8: warning: wrong moves claim: the puzzle claims 20 moves"),
      "\(yaml.stderr)")
    #expect(
      yaml.stdout
        == "1 puzzle read: 1 added, 0 already known, 0 rejected, 1 with wrong claims; y.sqlite holds 1 entry\n"
    )
    let lines = try CLI.run(["catalog", "import", "conflict.txt", "--db", "z.sqlite"], in: folder)
    #expect(lines.status == 1)
    #expect(
      lines.stderr.contains("conflict.txt:2:1: warning: other counts than the catalogue's"),
      "\(lines.stderr)")
    #expect(
      lines.stdout.hasPrefix(
        "2 puzzles read: 1 added, 1 already known, 0 rejected, 1 with wrong claims;"))
  }

  @Test func maxStatesSkipsALineClaimingMoreStates() throws {
    let result = try CLI.run(
      ["catalog", "import", "-", "--db", "m.sqlite", "--max-states", "1000"],
      stdin: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n", in: try temporaryFolder())
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "-:1:41: error: not imported: the line claims 4780 states, more than --max-states 1000"),
      "\(result.stderr)")
  }

  @Test func refusesTheCatalogueAsAnInputAndReadsStandardInputOnce() throws {
    let folder = try enumerated()
    let same = try CLI.run(["catalog", "import", "c.sqlite", "--db", "./c.sqlite"], in: folder)
    #expect(same.status == 64)
    #expect(
      same.stderr.contains("--db ./c.sqlite is the input c.sqlite; write elsewhere"),
      "\(same.stderr)")
    let twice = try CLI.run(
      ["catalog", "import", "-", "-", "--db", "s.sqlite"], stdin: jam1, in: folder)
    #expect(twice.status == 0, "\(twice.stderr)")
    #expect(twice.stdout.hasPrefix("1 puzzle read: 1 added"))
  }

  /// A comment too long to read is no puzzle; it is an error of its file, as `check` says
  /// (which accepted it in silence while format and convert dropped it), and the file's
  /// puzzles are imported.
  @Test func aLongCommentIsNoPuzzle() throws {
    let text =
      jam1 + "# " + String(repeating: "x", count: 5000) + "\n"
      + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    let result = try CLI.run(
      ["catalog", "import", "-", "--db", "l.sqlite"], stdin: text, in: try temporaryFolder())
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "-:2:4097: error: line is longer than 4096 characters, the most a line may hold\n"))
    #expect(
      result.stdout.hasPrefix("2 puzzles read: 2 added, 0 already known, 0 rejected, 1 malformed"),
      "\(result.stdout)")
  }

  @Test func queryYAMLGivesNoNameToAnUnnamedEntry() throws {
    let folder = try enumerated()
    let yaml = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--limit", "2", "--format", "yaml"], in: folder)
    #expect(yaml.status == 0)
    #expect(!yaml.stdout.contains("name:"), "\(yaml.stdout)")
    try Data(yaml.stdout.utf8).write(to: folder.appendingPathComponent("q.yaml"))
    let imported = try CLI.run(["catalog", "import", "q.yaml", "--db", "n.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let names = try CatalogTests().sqlite3(
      ["n.sqlite", "SELECT count(*) FROM entry WHERE name IS NOT NULL"], in: folder)
    #expect(names.stdout == "0\n")
  }
}
