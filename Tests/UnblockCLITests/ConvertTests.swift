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
        == "# yaml-language-server: $schema=../Schemas/puzzle.schema.json\nboard: |\n" + rows)
  }

  @Test func convertsYAMLToDatabaseLinesWithTheMovesClaim() throws {
    let result = try CLI.run(["convert", "--to", "line", "Puzzles/I-4.yaml", "Puzzles/B-7764.yaml"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "23 ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo\n17 BCoDEEBCoDooBCoAAFooooGFooooGHIIJJGH\n")
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
        "# yaml-language-server: $schema=../Schemas/set.schema.json\npuzzles:\n  - name: \"I-4\"\n")
    )
    #expect(set.stdout.contains("    board: |2\n       B.CCC..\n"))
  }

  @Test func refusesPuzzlesADatabaseLineCannotHold() throws {
    let result = try CLI.run(["convert", "--to", "line", "Puzzles/wide-left.yaml"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Puzzles/wide-left.yaml:2:1: error: a database line holds only 6x6 puzzles, not 5x7\n")
  }

  @Test func skipsFilesWithErrors() throws {
    let result = try CLI.run(["convert", "--to", "grid", "-"], stdin: "AA.\n...\n")
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "-:1:1: error: board is 2x3; rows and columns must each be from 4 to 8\n")
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["convert", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock convert --to yaml jams.txt"))
  }
}
