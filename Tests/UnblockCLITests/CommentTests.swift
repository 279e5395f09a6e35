import Foundation
import Testing
import UnblockTestSupport

/// `format` and `convert` never drop a comment: each stays where it was written, or, when a
/// format cannot hold it there, moves with a located warning.
@Suite struct CommentTests {
  /// Writes `text` as `name` in a fresh folder, runs `format --write` on it, and returns
  /// the result, the file's new text and what `format` then prints for it.
  func formatWrite(_ text: String, as name: String) throws -> (
    result: CLI.Result, written: String, printed: CLI.Result
  ) {
    let folder = try temporaryFolder([name: Array(text.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["format", "--write", name], in: folder)
    let written = try String(
      contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return (result, written, try CLI.run(["format", name], in: folder))
  }

  @Test func formatKeepsEveryCommentOfADatabaseLineFile() throws {
    let lines = """
      # Fogleman's hardest
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780

      #   an easy one
      8 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo
      #
      # the end

      """
    let canonical = """
      # Fogleman's hardest
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
      #   an easy one
      08 BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo
      #
      # the end

      """
    let printed = try CLI.run(["format", "-"], stdin: lines)
    #expect(printed.status == 0)
    #expect(printed.stderr == "")
    #expect(printed.stdout == canonical)
    let (result, written, again) = try formatWrite(lines, as: "jams.txt")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(written == canonical)
    #expect(again.stdout == canonical)
  }

  @Test func formatKeepsGridCommentsBetweenTheSameRowsAndAfterTheLastPuzzle() throws {
    let grid = """
      # first
      AAo.
      # between rows 1 and 2
      ....
      ....
      ....
      # below the first board

      BB..
      AA..
      ....
      # between rows 3 and 4
      ....

      #   the end
      #

      """
    let canonical = """
      # first
      AA..>
      # between rows 1 and 2
      ....
      ....
      ....
      # below the first board

      BB..
      AA..>
      ....
      # between rows 3 and 4
      ....

      #   the end
      #

      """
    let printed = try CLI.run(["format", "-"], stdin: grid)
    #expect(printed.status == 0)
    #expect(printed.stderr == "")
    #expect(printed.stdout == canonical)
    let (result, written, again) = try formatWrite(grid, as: "two.txt")
    #expect(result.status == 0)
    #expect(written == canonical)
    #expect(again.stdout == canonical)
  }

  /// `format` writes no trailing spaces, on comment lines either, in a grid file and in a
  /// YAML board: a file with them, CRLF or LF, formats as the same file without them
  /// (audit 17, finding 2: they stayed on `#` lines).
  @Test func formatLeavesNoTrailingSpaceOnACommentLine() throws {
    let spaced = "# comment   \nAA..   \n....\n# mid \t\n....\n....\n"
    let clean = "# comment\nAA..>\n....\n# mid\n....\n....\n"
    for input in [spaced, spaced.replacingOccurrences(of: "\n", with: "\r\n")] {
      let printed = try CLI.run(["format", "-"], stdin: input)
      #expect(printed.status == 0)
      #expect(printed.stdout == clean)
    }
    let yaml = try CLI.run(["convert", "--to", "yaml", "-"], stdin: spaced)
    #expect(yaml.status == 0)
    #expect(!yaml.stdout.contains(" \n") && yaml.stdout.contains("  # mid\n"), "\(yaml.stdout)")
    let again = try CLI.run(
      ["format", "-"], stdin: yaml.stdout.replacingOccurrences(of: "# mid", with: "# mid   "))
    #expect(again.stdout == yaml.stdout)
  }

  @Test func formatKeepsGridCommentsBetweenTheSameRowsOfAYAMLBoard() throws {
    let yaml = """
      # yaml-language-server: $schema=../Schemas/puzzle.schema.json
      board: |
        # the hard one
        AA..>
        # between
        ....
        ....
        ....
        # below the rows

      """
    let (result, written, again) = try formatWrite(yaml, as: "p.yaml")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(written == yaml)
    #expect(again.stdout == yaml)
  }

  /// A YAML puzzle of 6x6 with a comment at every kind of place.
  let commentedYAML = """
    # Puzzle by Ann
    name: 'I-4'
    moves: 23   # verified
    board: |
      # a grid comment
      ..BCCC
      D.BEFF
      # the prisoner's row
      DAAEG.>
      .H..GI
      .HJJGI
      .KKLL.
    # the end

    """

  @Test func convertCarriesYAMLCommentsIntoAGrid() throws {
    let result = try CLI.run(["convert", "--to", "grid", "-"], stdin: commentedYAML)
    #expect(result.status == 0)
    #expect(result.stderr == "-:3:8: warning: a grid has no place for moves: not written\n")
    #expect(
      result.stdout == """
        # Puzzle by Ann
        # verified
        # I-4
        # a grid comment
        ..BCCC
        D.BEFF
        # the prisoner's row
        DAAEG.>
        .H..GI
        .HJJGI
        .KKLL.
        # the end

        """)
  }

  @Test func convertCarriesYAMLCommentsIntoDatabaseLines() throws {
    let result = try CLI.run(["convert", "--to", "line", "-"], stdin: commentedYAML)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        # Puzzle by Ann
        # verified
        # I-4
        # a grid comment
        # the prisoner's row
        23 ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo
        # the end

        """)
    // The lines read back with the same comments.
    let back = try CLI.run(["format", "-"], stdin: result.stdout)
    #expect(back.stdout == result.stdout)
  }

  @Test func convertMergingFilesIntoOneSetKeepsEachFilesSetAndEndComments() throws {
    let folder = try temporaryFolder([
      "a.yaml": Array(
        """
        # set A
        name: A   # the first set
        puzzles:
          - board: |
              AA..>
              ....
              ....
              ....
        # end of A

        """.utf8),
      "b.yaml": Array(
        """
        # puzzle B
        board: |
          BB..
          AA..>
          ....
          ....
        # end of B

        """.utf8),
      "c.txt": Array("# grid C\nAA..\n....\n....\n....\n\n# end of C\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["convert", "--to", "yaml", "a.yaml", "b.yaml", "c.txt"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "a.yaml:2:7: warning: a set merged from several files has no place for the set's name: not written\n"
    )
    let set = """
      # yaml-language-server: $schema=../Schemas/set.schema.json
      puzzles:
        # set A
        # the first set
        - board: |
            AA..>
            ....
            ....
            ....
          # end of A
        # puzzle B
        - board: |
            BB..
            AA..>
            ....
            ....
          # end of B
        - board: |
            # grid C
            AA..>
            ....
            ....
            ....
      # end of C

      """
    #expect(result.stdout == set)
    // The set is canonical: format prints it unchanged.
    let formatted = try CLI.run(["format", "-"], stdin: set)
    #expect(formatted.stdout == set)
  }

  @Test func convertMovesAYAMLCommentThatCannotEndItsLineAndSaysSo() throws {
    let yaml = """
      size: 4x4
      exit:  # the way out
        side: right
        row: 0  # top row
      blocks:
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}

      """
    let result = try CLI.run(["convert", "--to", "yaml", "-"], stdin: yaml)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "-:4:11: warning: this comment cannot stay at the end of its line: YAML's canonical form writes 'exit' on one line, which already ends with the comment of line 2; it is written on a line of its own above it\n"
    )
    #expect(
      result.stdout == """
        # yaml-language-server: $schema=Schemas/puzzle.schema.json
        size: 4x4
        # top row
        exit: {side: right, row: 0} # the way out
        blocks:
          - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}

        """)
    // format, which would rewrite the file, still refuses it.
    let format = try CLI.run(["format", "-"], stdin: yaml)
    #expect(format.status == 1)
  }
}
