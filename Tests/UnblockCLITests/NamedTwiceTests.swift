import Foundation
import Testing
import UnblockTestSupport

/// `format`, `convert`, `catalog import` and `catalog find` read a file named twice (by
/// another spelling, through a symbolic link, inside a folder named too) once, at its first
/// place, as `check` does.
@Suite struct NamedTwiceTests {
  let grid = "AA..>\n....\n....\n....\n"

  /// A folder with `d/p.txt` and `link.txt`, a symbolic link to it, and the four ways of
  /// naming it.
  func folder() throws -> (URL, [String]) {
    let folder = try temporaryFolder(["d/p.txt": Array(grid.utf8)])
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "d/p.txt")
    return (folder, ["d/p.txt", "./d/p.txt", "link.txt", "d"])
  }

  @Test func formatPrintsAFileNamedTwiceOnce() throws {
    let (folder, names) = try folder()
    let result = try CLI.run(["format"] + names, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == grid, "\(result.stdout)")
    let written = try CLI.run(["format", "--write"] + names, in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout == "" && written.stderr == "")
  }

  @Test func convertWritesAFileNamedTwiceOnce() throws {
    let (folder, names) = try folder()
    let grids = try CLI.run(["convert", "--to", "grid"] + names, in: folder)
    #expect(grids.status == 0, "\(grids.stderr)")
    #expect(grids.stdout == grid, "\(grids.stdout)")
    // One puzzle is a puzzle file; two were a set.
    let yaml = try CLI.run(["convert", "--to", "yaml"] + names, in: folder)
    #expect(yaml.status == 0, "\(yaml.stderr)")
    #expect(!yaml.stdout.contains("puzzles:"), "\(yaml.stdout)")
    #expect(yaml.stdout.components(separatedBy: "board: |").count == 2, "\(yaml.stdout)")
  }

  @Test func catalogImportReadsAFileNamedTwiceOnce() throws {
    let (folder, names) = try folder()
    let result = try CLI.run(["catalog", "import"] + names + ["--db", "c.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "1 puzzle read: 1 added, 0 already known, 0 rejected; c.sqlite holds 1 entry\n")
  }

  @Test func catalogFindLooksAFileNamedTwiceUpOnce() throws {
    let (folder, names) = try folder()
    let imported = try CLI.run(["catalog", "import", "d", "--db", "c.sqlite"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let result = try CLI.run(["catalog", "find"] + names + ["--db", "c.sqlite"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("d/p.txt:1:1: found entry 1 "), "\(result.stdout)")
    #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
  }
}
