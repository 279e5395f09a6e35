import Foundation
import Testing
import UnblockTestSupport

@Suite struct FormatTests {
  @Test func printsTheCanonicalGrid() throws {
    let result = try CLI.run(
      ["format", "-"],
      stdin: "# I-4\r\no.BCCC  \r\nD.BEFF\r\nDAAEGo\r\n.H..GI\r\n.HJJGI\r\n.KKLL.\r\n")
    #expect(result.status == 0)
    #expect(result.stdout == "# I-4\n" + ReferencePuzzles.intermediate4Grid)
  }

  @Test func printsCanonicalYAMLKeepingLabels() throws {
    let yaml = "board: |\n  ZZ..\n  ....\n  ..A.\n  ..A.\nmoves: 3\nname: 'Odd'\n"
    let result = try CLI.run(["format", "-"], stdin: yaml)
    #expect(result.status == 1)
    #expect(result.stderr == "-:4:5: error: the prisoner 'A' must be horizontal\n")
    let good = try CLI.run(
      ["format", "-"], stdin: "board: |\n  ZZ..\n  ....\n  AA..\n  ....\nmoves: 3\nname: 'Odd'\n")
    #expect(good.status == 0)
    #expect(
      good.stdout == """
        # yaml-language-server: $schema=Schemas/puzzle.schema.json
        name: "Odd"
        moves: 3
        board: |
          ZZ..
          ....
          AA..>
          ....

        """)
  }

  @Test func writesFilesInPlaceAndLeavesBrokenFilesAlone() throws {
    let broken = "AA..\nB...\n....\n....\n"
    let folder = try temporaryFolder([
      "good.txt": Array("AAo.\n....\n....\n....\n".utf8), "broken.txt": Array(broken.utf8),
      "canonical.txt": Array("AA..>\n....\n....\n....\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(
      ["format", "--write", "good.txt", "broken.txt", "canonical.txt"], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "broken.txt:2:1: error: block 'B': a movable block must be 2 or 3 tiles long, not 1\n")
    let read = { (name: String) in
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try read("good.txt") == "AA..>\n....\n....\n....\n")
    #expect(try read("broken.txt") == broken)
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["broken.txt", "canonical.txt", "good.txt"])
  }

  @Test func keepsEveryYAMLCommentBesideItsKeyWhenRewritingAPuzzleFile() throws {
    let yaml = """
      # yaml-language-server: $schema=../Schemas/puzzle.schema.json
      # Puzzle by Ann

      # checked
      moves: 23   # verified
      # from the app
      name: 'I-4'
      board: |  # the grid
        # a grid comment
        ..BCCC
        D.BEFF
        DAAEG.>
        .H..GI
        .HJJGI
        .KKLL.
      generated: # by the tool
        # the run
        seed: 42
      # the end

      """
    let folder = try temporaryFolder(["p.yaml": Array(yaml.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try CLI.run(["format", "--write", "p.yaml"], in: folder)
    #expect(written.status == 0)
    #expect(written.stderr == "")
    let canonical = """
      # yaml-language-server: $schema=../Schemas/puzzle.schema.json
      # Puzzle by Ann
      # from the app
      name: "I-4"
      # checked
      moves: 23   # verified
      board: |  # the grid
        # a grid comment
        ..BCCC
        D.BEFF
        DAAEG.>
        .H..GI
        .HJJGI
        .KKLL.
      generated: # by the tool
        # the run
        seed: 42
      # the end

      """
    #expect(
      try String(contentsOf: folder.appendingPathComponent("p.yaml"), encoding: .utf8) == canonical)
    // The canonical form is a fixed point, and printing agrees with writing.
    let printed = try CLI.run(["format", "p.yaml"], in: folder)
    #expect(printed.status == 0)
    #expect(printed.stderr == "")
    #expect(printed.stdout == canonical)
  }

  @Test func keepsEveryYAMLCommentOfASetFile() throws {
    let yaml = """
      # yaml-language-server: $schema=../Schemas/set.schema.json
      name: Set  # the set
      puzzles:
        # the first puzzle
        - moves: 1  # one slide
          board: |
            AA..>
            ....
            ....
            ....
        - board: |
            AA..>
            ....
            ....
            ....
          name: "two"   # named last
      # no more

      """
    let folder = try temporaryFolder(["s.set.yaml": Array(yaml.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try CLI.run(["format", "--write", "s.set.yaml"], in: folder)
    #expect(written.status == 0)
    #expect(written.stderr == "")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("s.set.yaml"), encoding: .utf8) == """
        # yaml-language-server: $schema=../Schemas/set.schema.json
        name: "Set" # the set
        puzzles:
          # the first puzzle
          - moves: 1  # one slide
            board: |
              AA..>
              ....
              ....
              ....
          - name: "two"   # named last
            board: |
              AA..>
              ....
              ....
              ....
        # no more

        """)
  }

  @Test func refusesAlikeToPrintAndToRewriteAFileWhoseCommentCannotBeKept() throws {
    let yaml = """
      size: 4x4
      exit:
        side: right  # the usual side
        row: 0       # the top row
      blocks:
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}

      """
    let message =
      "p.yaml:4:16: error: cannot keep this comment in place: the canonical form writes 'exit' on one line, which already ends with the comment of line 3; put this comment on a line of its own\n"
    let folder = try temporaryFolder(["p.yaml": Array(yaml.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    for arguments in [["format", "p.yaml"], ["format", "--write", "p.yaml"]] {
      let result = try CLI.run(arguments, in: folder)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stdout == "", "\(arguments)")
      #expect(result.stderr == message, "\(arguments)")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("p.yaml"), encoding: .utf8) == yaml)
  }

  @Test func rewritesACarriageReturnOnlyYAMLFileAsTheSameLinesWithLineFeeds() throws {
    let yaml =
      "# yaml-language-server: $schema=../Schemas/puzzle.schema.json\rname: x\rboard: |\r  AA..\r  ....\r  ....\r  ....\r"
    let folder = try temporaryFolder(["cr.yaml": Array(yaml.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try CLI.run(["format", "--write", "cr.yaml"], in: folder)
    #expect(written.status == 0)
    #expect(written.stderr == "")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("cr.yaml"), encoding: .utf8)
        == yaml.replacingOccurrences(of: "\r", with: "\n")
        .replacingOccurrences(of: "name: x", with: "name: \"x\"")
        .replacingOccurrences(of: "AA..\n", with: "AA..>\n"))
    let checked = try CLI.run(["check", "cr.yaml"], in: folder)
    #expect(checked.status == 0)
  }

  @Test func keepsTheDatabasesTwoDigitMoves() throws {
    let board = "AAooooBoooooBooooooooooooooooooooooo"
    let result = try CLI.run(["format", "-"], stdin: "01 \(board) 4\n1 \(board)\n\(board) 3\n")
    #expect(result.status == 0)
    #expect(result.stdout == "01 \(board) 4\n01 \(board)\n03 \(board)\n")
  }

  /// enumerate's own 4x4 and left-chute files were refused ("a database line holds only
  /// 6x6 puzzles"): they print as they are, and a line made canonical is summed anew in
  /// the trailer, so that the file still reads whole.
  @Test func printsAnEnumerationFileOfAnyBoardAsItIs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let enumerated = try CLI.run(
      ["enumerate", "--size", "4x4", "--exit", "left", "--jobs", "1", "-o", "e.txt"], in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    let original = try String(contentsOf: folder.appendingPathComponent("e.txt"), encoding: .utf8)
    let printed = try CLI.run(["format", "e.txt"], in: folder)
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout == original)
    // A line written by hand with '.' and one-digit moves is rewritten as enumerate writes it.
    let body = original.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
    let edited = body.replacingOccurrences(of: "\n01 ", with: "\n1 ")
    #expect(edited != body)
    try Data(EnumerationFiles.resealed(edited).utf8).write(
      to: folder.appendingPathComponent("e.txt"))
    let rewritten = try CLI.run(["format", "--write", "e.txt"], in: folder)
    #expect(rewritten.status == 0, "\(rewritten.stderr)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("e.txt"), encoding: .utf8) == original)
    // A trailer that does not vouch for its file (a line edited after it was written) is
    // kept as it was, not summed anew to vouch for the edit.
    let trailer = try #require(original.split(separator: "\n").last)
    let unsealed = body + "# added\n" + trailer + "\n"
    try Data(unsealed.utf8).write(to: folder.appendingPathComponent("e.txt"))
    let kept = try CLI.run(["format", "e.txt"], in: folder)
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(kept.stdout == unsealed)
  }

  @Test func refusesToWriteStandardInput() throws {
    let result = try CLI.run(["format", "--write", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 64)
    #expect(result.stderr.contains("--write cannot rewrite standard input"))
  }

  @Test func reportsMissingFilesWithExitStatus2() throws {
    let result = try CLI.run(["format", "no-such-file.yaml"])
    #expect(result.status == 2)
    #expect(result.stderr == "no-such-file.yaml:1:1: error: no such file or directory\n")
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["format", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock format --write Puzzles"))
  }

  /// Tabs inside a quoted name are written `\\t`, which grew a line past the 4,096
  /// characters a line may hold: `--write` left a file no command reads. It now refuses,
  /// and the file keeps its bytes.
  @Test func neverWritesAFileItCannotReadBack() throws {
    let name = String(repeating: "\t", count: 2_100)
    let text = "name: \"\(name)\"\nboard: |\n" + ConvertTests.boardRows
    let folder = try temporaryFolder(["t.yaml": Array(text.utf8)])
    #expect(try CLI.run(["check", "t.yaml"], in: folder).status == 0)
    for arguments in [["format", "t.yaml"], ["format", "--write", "t.yaml"]] {
      let result = try CLI.run(arguments, in: folder)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr
          == "t.yaml:1:1: error: not written: as YAML it would not read back (line 2 of what would be written: line is longer than 4096 characters, the most a line may hold); a name or comment holds what YAML cannot hold\n",
        "\(arguments)")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("t.yaml"), encoding: .utf8) == text)
  }

  /// A comment right above a mapping's first key stayed at the mapping's top when the
  /// canonical order moved the key down; it now moves with its key, while a note parted
  /// from the first key by a blank line stays at the top.
  @Test func aCommentRightAboveAFirstKeyMovesWithIt() throws {
    let board = "board: |\n" + ConvertTests.boardRows
    let folder = try temporaryFolder([
      "k.yaml": Array(
        "# about moves\nmoves: 5\n# about level\nlevel: warm-up\n# about name\nname: \"g\"\n\(board)"
          .utf8),
      "g.yaml": Array(
        "\(board)generated:\n  # about solutions\n  solutions: 108\n  # about states\n  states: 283\n"
          .utf8),
      "h.yaml": Array("# header\n\nmoves: 5\nname: \"g\"\n\(board)".utf8),
    ])
    let schema = "# yaml-language-server: $schema=../Schemas/puzzle.schema.json\n"
    let keys = try CLI.run(["format", "k.yaml"], in: folder)
    #expect(
      keys.stdout
        == schema
        + "# about name\nname: \"g\"\n# about level\nlevel: warm-up\n# about moves\nmoves: 5\n\(board)"
    )
    let nested = try CLI.run(["format", "g.yaml"], in: folder)
    #expect(
      nested.stdout
        == schema
        + "\(board)generated:\n  # about states\n  states: 283\n  # about solutions\n  solutions: 108\n"
    )
    let header = try CLI.run(["format", "h.yaml"], in: folder)
    #expect(header.stdout == schema + "# header\nname: \"g\"\nmoves: 5\n\(board)")
  }

  /// A YAML file without a schema line got `../Schemas/...`, wherever it lay: `format` and
  /// `convert` now point at the nearest `Schemas/` folder above where the text goes, as
  /// `generate` and the editor's quick fix do.
  @Test func pointsANewSchemaLineAtTheNearestSchemasFolder() throws {
    let schema = Array("{}\n".utf8)
    let yaml = Array("board: |\n  ....\n  AA..\n  ....\n  ....\n".utf8)
    let folder = try temporaryFolder([
      "Schemas/puzzle.schema.json": schema, "Schemas/set.schema.json": schema,
      "a/b/p.yaml": yaml, "a/b/q.txt": Array("....\nAA..\n....\n....\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = "# yaml-language-server: $schema="
    let formatted = try CLI.run(["format", "a/b/p.yaml"], in: folder)
    #expect(formatted.stdout.hasPrefix(line + "../../Schemas/puzzle.schema.json\n"))
    let converted = try CLI.run(["convert", "--to", "yaml", "a/b/q.txt"], in: folder)
    #expect(converted.stdout.hasPrefix(line + "Schemas/puzzle.schema.json\n"))
    let set = try CLI.run(["convert", "--to", "yaml", "a/b/q.txt", "a/b/p.yaml"], in: folder)
    #expect(set.stdout.hasPrefix(line + "Schemas/set.schema.json\n"))
    let inner = try CLI.run(
      ["convert", "--to", "yaml", "q.txt"], in: folder.appendingPathComponent("a/b"))
    #expect(inner.stdout.hasPrefix(line + "../../Schemas/puzzle.schema.json\n"))
  }

  /// `format --write` of a pipe with no writer waited forever, reading it; a file it could
  /// not rewrite exited 1, as an invalid puzzle, where README gives 2 to an output lost.
  @Test func writeRefusesAPipeBeforeReadingItAndAnUnwritableFileWithStatus2() throws {
    let canonical = "AA..>\n....\n....\n....\n"
    let folder = try temporaryFolder([
      "g.txt": Array("AA..\n....\n....\n....\n".utf8),
      "ro.txt": Array("AA..\n....\n....\n....\n".utf8),
      "done.txt": Array(canonical.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("p.txt").path, 0o644) == 0)
    let piped = try CLI.run(["format", "--write", "p.txt", "g.txt"], in: folder)
    #expect(piped.status == 2)
    #expect(
      piped.stderr
        == "p.txt:1:1: error: p.txt was not rewritten: it is not a regular file (a pipe, a device or a socket), and only regular files are rewritten in place\n"
    )
    #expect(
      try String(contentsOf: folder.appendingPathComponent("g.txt"), encoding: .utf8) == canonical)
    for name in ["ro.txt", "done.txt"] {
      #expect(chmod(folder.appendingPathComponent(name).path, 0o444) == 0)
    }
    let readOnly = try CLI.run(["format", "--write", "ro.txt"], in: folder)
    #expect(readOnly.status == 2)
    #expect(
      readOnly.stderr.hasPrefix("ro.txt:1:1: error: ro.txt was not replaced: it is read-only"))
    // A read-only file already in canonical form needs no write.
    let done = try CLI.run(["format", "--write", "done.txt"], in: folder)
    #expect(done.status == 0)
    #expect(done.stderr == "")
  }

  /// `- # note`, with the item's keys on the lines below, was tied to the line before the
  /// `-`: `format` refused such a set blaming 'puzzles', and such a block blaming
  /// 'blocks.0', a path the file never wrote.
  @Test func keepsACommentOnAListItemsDashLineWithItsItem() throws {
    let set = try CLI.run(
      ["format", "-"],
      stdin:
        "puzzles:  # the list\n  - # first puzzle\n    name: \"p1\"\n    board: |\n\(ConvertTests.setRows)"
    )
    #expect(set.stderr == "")
    #expect(
      set.stdout
        == "# yaml-language-server: $schema=Schemas/set.schema.json\npuzzles:  # the list\n"
        + "  # first puzzle\n  - name: \"p1\"\n    board: |\n"
        + ConvertTests.setRows.replacingOccurrences(of: "AA..", with: "AA..>"))
    let blocks = try CLI.run(
      ["format", "-"],
      stdin: """
        size: 4x4
        blocks:
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # the prisoner
          - # the blocker
            {label: "B", orientation: vertical, row: 1, column: 3, length: 2}

        """)
    #expect(blocks.stderr == "")
    #expect(blocks.status == 0)
    #expect(
      blocks.stdout.hasSuffix(
        """
        blocks:
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}  # the prisoner
          # the blocker
          - {label: "B", orientation: vertical, row: 1, column: 3, length: 2}

        """))
  }

  /// Comments inside `exit:` went below its one canonical line, above `blocks:`, and those
  /// inside a block above the next block; a second `format` kept them there.
  @Test func keepsACommentInsideExitOrABlockAboveItsOneLine() throws {
    let yaml = """
      size: 6x6
      exit:
        # about side
        side: left
        row: 2
      blocks:
        - label: "A"
          orientation: horizontal
          row: 2
          # about column
          column: 3
          length: 2
        - {orientation: fixed, row: 0, column: 0}

      """
    let expected = """
      # yaml-language-server: $schema=Schemas/puzzle.schema.json
      size: 6x6
      # about side
      exit: {side: left, row: 2}
      blocks:
        # about column
        - {label: "A", orientation: horizontal, row: 2, column: 3, length: 2}
        - {label: "x", orientation: fixed, row: 0, column: 0}

      """
    let once = try CLI.run(["format", "-"], stdin: yaml)
    #expect(once.stderr == "")
    #expect(once.stdout == expected)
    let twice = try CLI.run(["format", "-"], stdin: once.stdout)
    #expect(twice.stdout == expected)
  }

  /// `format` moved a comment after a set's last puzzle, at its keys' indentation, to the
  /// top of the file, above the set's `name`.
  @Test func keepsACommentIndentedAfterAPuzzlesLastKeyWithThatPuzzle() throws {
    let result = try CLI.run(
      ["format", "-"],
      stdin:
        "puzzles:\n  - name: \"p1\"\n    board: |\n\(ConvertTests.setRows)    # end of p1\nname: \"set\"\n"
    )
    #expect(result.stderr == "")
    #expect(
      result.stdout
        == "# yaml-language-server: $schema=Schemas/set.schema.json\nname: \"set\"\npuzzles:\n"
        + "  - name: \"p1\"\n    board: |\n"
        + ConvertTests.setRows.replacingOccurrences(of: "AA..", with: "AA..>") + "    # end of p1\n"
    )
  }

  /// A schema line below the file's first comment was not recognised: `format` wrote a
  /// second, different one on line 1.
  @Test func keepsASchemaLineBelowALeadingCommentInPlace() throws {
    let yaml = """
      # my header
      # yaml-language-server: $schema=../../Schemas/puzzle.schema.json
      name: "x"
      board: |
        AA..>
        ....
        ....
        ....

      """
    let result = try CLI.run(["format", "-"], stdin: yaml)
    #expect(result.stderr == "")
    #expect(result.stdout == yaml)
  }
}
