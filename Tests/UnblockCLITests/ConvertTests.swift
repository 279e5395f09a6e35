import Foundation
import Testing
import UnblockTestSupport

@Suite struct ConvertTests {
  @Test func convertsAGridToAYAMLPuzzleFile() throws {
    let result = try CLI.run(
      ["convert", "--to", "yaml", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 0)
    let rows = TestGrid.indented(ReferencePuzzles.intermediate4Grid) + "\n"
    #expect(
      result.stdout
        == "# yaml-language-server: $schema=Schemas/puzzle.schema.json\nboard: |\n" + rows)
  }

  @Test func convertsYAMLToDatabaseLinesWithTheMovesClaim() throws {
    let result = try CLI.run(["convert", "--to", "line", "Puzzles/I-4.yaml", "Puzzles/B-7764.yaml"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "# I-4\n23 ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo\n# B-7764\n17 BCoDEEBCoDooBCoAAFooooGFooooGHIIJJGH\n"
    )
    // The names go above the lines as comments; the rest of the fields has no place there.
    #expect(
      result.stderr
        == "Puzzles/I-4.yaml:3:9: warning: a database line has no place for author and level: not written\n"
        + "Puzzles/B-7764.yaml:3:9: warning: a database line has no place for author and level: not written\n"
    )
  }

  @Test func convertsDatabaseLinesToGridsAndSeveralFilesToOneSet() throws {
    let grids = try CLI.run(
      ["convert", "--to", "grid", "-"], stdin: "8 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo\n")
    #expect(grids.status == 0)
    #expect(grids.stdout == "BB...C\nD..E.C\nDAAE.C>\nD..E..\nF...GG\nF.HHH.\n")
    let set = try CLI.run(["convert", "--to", "yaml", "Puzzles/I-4.yaml", "Puzzles/wide-left.yaml"])
    #expect(set.status == 0)
    #expect(
      set.stdout.hasPrefix(
        "# yaml-language-server: $schema=Schemas/set.schema.json\npuzzles:\n  - name: \"I-4\"\n")
    )
    #expect(set.stdout.contains("    board: |2\n       B.CCC..\n"))
  }

  @Test func refusesPuzzlesADatabaseLineCannotHold() throws {
    let result = try CLI.run(["convert", "--to", "line", "Puzzles/wide-left.yaml"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Puzzles/wide-left.yaml:2:1: error: a database line with no enumeration header holds only 6x6 puzzles, not 5x7: a line of another board reads back only under the '# unblock enumerate' header that names it; write it as a grid or YAML\n"
    )
  }

  /// A file whose puzzles are not all lines is not converted, and an error says how many
  /// of them could not be: the good 6x6 puzzle went missing without a word (audit 37).
  @Test func saysAFileWithAPuzzleALineCannotHoldIsNotConvertedWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
      "# six by six\nAA....\n......\n......\n......\n......\n......\n\n"
      + "# five by five\nAA...\n.....\n.....\n.....\n.....\n"
    try Data(text.utf8).write(to: folder.appendingPathComponent("mixed.txt"))
    let result = try CLI.run(["convert", "--to", "line", "mixed.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        "mixed.txt:1:1: error: not converted: 1 of the file's 2 puzzles cannot be a database line, and a file is converted whole; convert the others on their own\n"
      ))
  }

  /// enumerate's own 4x4 and left-chute files were refused ("a database line holds only
  /// 6x6 puzzles"), once per batch: their lines are written back under their header,
  /// with the trailer that sums them, and grids of them with no header are refused each
  /// at its own line.
  @Test func writesLinesOfAnyBoardUnderTheirEnumerationHeader() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, exit) in [("r.txt", "right"), ("l.txt", "left")] {
      let enumerated = try CLI.run(
        ["enumerate", "--size", "4x4", "--exit", exit, "--jobs", "1", "-o", name], in: folder)
      #expect(enumerated.status == 0, "\(enumerated.stderr)")
      let original = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let lines = try CLI.run(["convert", "--to", "line", name], in: folder)
      #expect(lines.status == 0, "\(lines.stderr)")
      #expect(lines.stdout == original)
      // Without the header, no line can say its board: each puzzle is refused at its line.
      let grids = try CLI.run(["convert", "--to", "grid", name], in: folder)
      try Data(grids.stdout.utf8).write(to: folder.appendingPathComponent("g.txt"))
      let refused = try CLI.run(["convert", "--to", "line", "g.txt"], in: folder)
      #expect(refused.status == 1)
      #expect(refused.stdout == "")
      let count = original.split(separator: "\n").count - 5
      let errors = refused.stderr.split(separator: "\n")
      #expect(errors.count == count)
      #expect(
        errors.last?.hasPrefix("g.txt:\(count * 5):1: error: a database line with no") == true)
    }
    // A first line that is invalid is skipped, and the header above it still heads the
    // lines written, with no trailer: they are not all the enumeration's.
    let original = try String(contentsOf: folder.appendingPathComponent("r.txt"), encoding: .utf8)
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines[4] = "01 AAAAoooooooooooo"
    try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("b.txt"))
    let skipped = try CLI.run(["convert", "--to", "line", "b.txt"], in: folder)
    #expect(skipped.status == 1)
    #expect(skipped.stderr.contains("b.txt:5:4: error: the prisoner 'A' must be 2 tiles long"))
    let body = lines[..<4] + lines[5..<(lines.count - 2)]
    #expect(skipped.stdout == body.map { $0 + "\n" }.joined())
    // Lines of another board than the header above them are refused.
    let mixed = try CLI.run(["convert", "--to", "line", "r.txt", "l.txt"], in: folder)
    #expect(mixed.status == 1)
    #expect(mixed.stderr.hasPrefix("l.txt:1:1: error: not converted: its '# unblock enumerate'"))
  }

  @Test func skipsFilesWithErrors() throws {
    let result = try CLI.run(["convert", "--to", "grid", "-"], stdin: "AA.\n...\n")
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "-:1:1: error: board is 2x3; rows and columns must each be from 4 to 8\n")
  }

  /// An enumeration's `# end:` line vouches for its own file: a conversion, which writes
  /// other bytes, leaves it out, where it was carried as a comment.
  @Test func leavesOutAnEnumerationsTrailer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try CLI.run(["enumerate", "--size", "4x4", "-o", "e.txt"], in: folder).status == 0)
    for target in ["yaml", "grid"] {
      let result = try CLI.run(["convert", "--to", target, "e.txt"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("moves") || target == "grid")
      #expect(!result.stdout.contains("# end:"), "\(target)")
    }
  }

  /// Lines under an enumeration's header, written without a trailer, were taken by `check`
  /// for a file cut short: they end with one of their own, summing the output.
  @Test func endsLinesUnderAnEnumerationsHeaderWithTheirOwnTrailer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumerated = try CLI.run(
      ["enumerate", "--size", "4x5", "--shard", "1/2", "-o", "e.txt"], in: folder)
    #expect(enumerated.status == 0)
    let original = try String(contentsOf: folder.appendingPathComponent("e.txt"), encoding: .utf8)
    let lines = try CLI.run(["convert", "--to", "line", "e.txt"], in: folder)
    #expect(lines.status == 0)
    #expect(lines.stdout == original)
    // Another file of the same lines: a file named twice is converted once.
    try Data(original.utf8).write(to: folder.appendingPathComponent("f.txt"))
    let twice = try CLI.run(["convert", "--to", "line", "e.txt", "f.txt"], in: folder)
    let body = original.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
    #expect(twice.stdout == EnumerationFiles.resealed(body + body))
    let checked = try CLI.run(["check", "-"], stdin: twice.stdout, in: folder)
    #expect(!checked.stdout.contains("not whole"))
  }

  /// A copy with lines missing gets no trailer of its own: a line that does not read, a
  /// read stopped by a byte that is no UTF-8, or an enumeration its own trailer does not
  /// vouch for (a line removed) were sealed as whole, and `check`, `enumerate -o` and
  /// `catalog merge` took the part for the whole run (audit 18, finding 1).
  @Test(arguments: ["bad line", "bad byte", "line removed"])
  func writesNoTrailerUnderLinesThatAreNotAll(damage: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumerated = try CLI.run(["enumerate", "--size", "4x5", "-o", "e.txt"], in: folder)
    #expect(enumerated.status == 0)
    let url = folder.appendingPathComponent("e.txt")
    var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    var bytes: [UInt8]
    switch damage {
    case "bad line": lines[6] = "07 nonsense 12"
    case "line removed": lines.remove(at: 6)
    default: break
    }
    bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    if damage == "bad byte" {
      let line = try #require(bytes.indices.filter { bytes[$0] == 10 }.dropFirst(6).first)
      bytes[line + 5] = 0xFF
    }
    try Data(bytes).write(to: url)
    let converted = try CLI.run(["convert", "--to", "line", "e.txt"], in: folder)
    #expect(!converted.stdout.contains("# end:"), "\(damage)")
    #expect(
      converted.stderr.hasSuffix(
        "warning: no '# end:' line written: lines were not converted, or an enumeration read is not whole, so the output must not pass for a whole run\n"
      ), "\(converted.stderr)")
    let checked = try CLI.run(["check", "-"], stdin: converted.stdout, in: folder)
    #expect(checked.stdout.contains("not whole"), "\(damage)")
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["convert", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock convert --to yaml jams.txt"))
  }

  /// The board most of the write-back tests use, as YAML board rows.
  static let boardRows = "  x.BCC.\n  ..B..D\n  AAB..D>\n  .EEFx.\n  ...F..\n  GGG...\n"
  /// The rows of a set puzzle's board, and the grid they print as.
  static let setRows = "      AA..\n      ....\n      ....\n      ....\n"
  static let setGrid = "AA..>\n....\n....\n....\n"

  /// A name a grid comment cannot hold (a NUL, which cut the output off at it, or a line
  /// break, which wrote a row) stops that file, at its puzzle: it was written wrong, exit 0.
  @Test(arguments: [#"a\0b"#, #"line1\nAAB..D>"#, #"a\rb"#])
  func refusesANameAGridCannotHold(name: String) throws {
    let folder = try temporaryFolder([
      "n.yaml": Array("name: \"\(name)\"\nboard: |\n\(Self.boardRows)".utf8)
    ])
    let result = try CLI.run(["convert", "--to", "grid", "n.yaml"], in: folder)
    #expect(result.status == 1, "\(name)")
    #expect(result.stdout.isEmpty, "\(name)")
    #expect(
      result.stderr.hasPrefix("n.yaml:1:1: error: not written: as a grid it would not read back"),
      "\(result.stderr)")
  }

  /// Such a name in a set's third puzzle is named at that puzzle, not the first: a NUL
  /// makes the whole text binary, which named no puzzle (audit 13).
  @Test(arguments: [#"a\u0000b"#, #"line1\nAA..>"#])
  func refusesANameAGridCannotHoldAtItsPuzzle(name: String) throws {
    let puzzle = { (named: String) in "  - name: \"\(named)\"\n    board: |\n\(Self.setRows)" }
    let folder = try temporaryFolder([
      "s.yaml": Array(("name: s\npuzzles:\n" + puzzle("ok") + puzzle("fine") + puzzle(name)).utf8)
    ])
    let result = try CLI.run(["convert", "--to", "grid", "s.yaml"], in: folder)
    #expect(result.status == 1, "\(name)")
    #expect(
      result.stderr.hasPrefix("s.yaml:15:5: error: not written: as a grid it would not read back"),
      "\(result.stderr)")
  }

  /// A grid comment with a character YAML cannot show raw (U+2028, a C1 control) made YAML
  /// that `check` then refused; the file is now refused, alone or among others, and the
  /// others are converted.
  @Test func refusesACommentYAMLCannotHold() throws {
    let folder = try temporaryFolder([
      "u.txt": Array("# a \u{2028} b\nx.BCC.\n..B..D\nAAB..D>\n.EEFx.\n...F..\nGGG...\n".utf8),
      "l.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n# tail \u{85} x\n".utf8),
    ])
    let alone = try CLI.run(["convert", "--to", "yaml", "u.txt"], in: folder)
    #expect(alone.status == 1)
    #expect(alone.stdout.isEmpty)
    #expect(alone.stderr.hasPrefix("u.txt:2:1: error: not converted: a comment holds U+2028"))
    let mixed = try CLI.run(
      [
        "convert", "--to", "yaml", "u.txt", "l.txt",
        "\(SharedFixtures.repository.path)/Puzzles/I-4.yaml",
      ],
      in: folder)
    #expect(mixed.status == 1)
    #expect(
      mixed.stderr
        == "u.txt:2:1: error: not converted: a comment holds U+2028, which YAML cannot show in a board or a comment, where nothing is escaped; remove it to convert this file to YAML\n"
        + "l.txt:1:1: error: not converted: a comment holds U+0085, which YAML cannot show in a board or a comment, where nothing is escaped; remove it to convert this file to YAML\n"
    )
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    try Data(mixed.stdout.utf8).write(to: folder.appendingPathComponent("out/one.yaml"))
    let check = try CLI.run(["check", "out/one.yaml"], in: folder)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"))
  }

  /// A comment on a puzzle's `-` line went above the puzzle before it in a grid.
  @Test func keepsACommentOnASetItemsDashLineAboveItsPuzzle() throws {
    let result = try CLI.run(
      ["convert", "--to", "grid", "-"],
      stdin: "puzzles:\n  - name: \"p1\"\n    board: |\n\(Self.setRows)"
        + "  - # about p2\n    name: \"p2\"\n    board: |\n\(Self.setRows)")
    #expect(result.stderr == "")
    #expect(result.stdout == "# p1\n\(Self.setGrid)\n# about p2\n# p2\n\(Self.setGrid)")
  }

  /// A comment after a set puzzle's last key, at its keys' indentation, went above the
  /// other puzzle in a grid: each stays below its own puzzle.
  @Test func keepsACommentAfterAPuzzlesLastKeyBelowItsBoard() throws {
    let result = try CLI.run(
      ["convert", "--to", "grid", "-"],
      stdin: "puzzles:\n  - name: \"p1\"\n    board: |\n\(Self.setRows)    # end of p1\n"
        + "  - name: \"p2\"\n    board: |\n\(Self.setRows)    # end of p2\nname: \"set\"\n")
    #expect(
      result.stdout == "# p1\n\(Self.setGrid)# end of p1\n\n# p2\n\(Self.setGrid)# end of p2\n")
  }
}
