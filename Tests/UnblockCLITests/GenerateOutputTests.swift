import Foundation
import Testing
import UnblockTestSupport

/// Where `unblock generate` writes: never over one of its own inputs, never over something
/// that is not a file, and with a schema line counted from where the bytes land.
@Suite struct GenerateOutputTests {
  let easy = ["generate", "--moves", "8...12", "--count", "4", "--seed", "11"]
  /// A puzzle one move from the exit, as a file to avoid.
  static let grid = "AA..>\n....\n....\n....\n"

  /// The names in `folder`, sorted.
  func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// `--force` replaced the very file `--avoid` or `--catalog` read, also through a link
  /// or inside an avoided folder: such a run is refused before the search, as for render.
  @Test func neverWritesOverItsOwnInputs() throws {
    let folder = try temporaryFolder([
      "av.txt": Array(Self.grid.utf8), "c.sqlite": Array("catalogue\n".utf8),
      "dir/puzzle-002.yaml": Array(Self.grid.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.txt").path, withDestinationPath: "av.txt")
    let runs: [(arguments: [String], message: String)] = [
      (["--avoid", "av.txt", "--set", "av.txt"], "Error: --set av.txt is the input av.txt"),
      (["--avoid", "av.txt", "--set", "link.txt"], "Error: --set link.txt is the input av.txt"),
      (
        ["--catalog", "c.sqlite", "--set", "c.sqlite"],
        "Error: --set c.sqlite is the input c.sqlite"
      ),
      (
        ["--avoid", "dir", "--out", "dir"],
        "Error: --out dir/puzzle-002.yaml is the input dir/puzzle-002.yaml"
      ),
    ]
    for run in runs {
      let result = try CLI.run(easy + run.arguments + ["--force"], in: folder)
      #expect(result.status == 64, "\(run.arguments)")
      #expect(result.stderr.contains(run.message), "\(result.stderr)")
      #expect(result.stderr.contains("; write elsewhere\n"))
    }
    // A new file in an avoided folder, or below it, would be avoided next time: refused as
    // README says, with or without --force.
    let insideAvoided: [(arguments: [String], message: String)] = [
      (
        ["--avoid", "dir", "--out", "dir/sub"],
        "Error: --out dir/sub/puzzle-001.yaml would be in dir, a folder the run reads"
      ),
      (
        ["--avoid", "dir/", "--set", "dir/new.yaml"],
        "Error: --set dir/new.yaml would be in dir/, a folder the run reads"
      ),
    ]
    for run in insideAvoided {
      for force in [[], ["--force"]] {
        let result = try CLI.run(easy + run.arguments + force, in: folder)
        #expect(result.status == 64, "\(run.arguments)")
        #expect(result.stderr.contains(run.message), "\(result.stderr)")
      }
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("av.txt"), encoding: .utf8) == Self.grid)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("c.sqlite"), encoding: .utf8)
        == "catalogue\n")
    #expect(try names(in: folder.appendingPathComponent("dir")) == ["puzzle-002.yaml"])
  }

  /// Something no file may replace, or an empty path, is in the way (exit 64) and refused
  /// before the search: for --set and for every file --out would write.
  @Test func refusesWhatIsNotAFileBeforeTheSearch() throws {
    let folder = try temporaryFolder(["adir/kept": [], "outC/puzzle-002.yaml/kept": []])
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs: [(arguments: [String], message: String)] = [
      (["--set", "adir"], "error: adir is a directory; expected a file\n"),
      (
        ["--set", "/dev/null", "--force"],
        "error: /dev/null was not replaced: it is not a regular file (a pipe, a device or a socket), which a new file would replace; write to a file, or to standard output with '-'\n"
      ),
      (
        ["--out", "/dev/null"],
        "error: cannot create folder /dev/null: a file of that name is in the way\n"
      ),
      (["--set", ""], "Error: --set needs a file name, not ''\n"),
      (["--out", ""], "Error: --out needs a folder name, not ''\n"),
      // A folder named `-` was made.
      (
        ["--out", "-"],
        "Error: --out needs a folder name; for standard output, leave out --out (or give --set -); for a folder named '-', give ./-\n"
      ),
      (
        ["--out", "outC", "--force"],
        "error: outC/puzzle-002.yaml is a directory; expected a file\n"
      ),
    ]
    for run in runs {
      let result = try CLI.run(easy + run.arguments, in: folder)
      #expect(result.status == 64, "\(run.arguments)")
      #expect(result.stderr.contains(run.message), "\(result.stderr)")
      // Refused before the search: no puzzle was reported.
      #expect(!result.stderr.contains("moves ("), "\(result.stderr)")
    }
    #expect(try names(in: folder) == ["adir", "outC"])
    #expect(try names(in: folder.appendingPathComponent("outC")) == ["puzzle-002.yaml"])
  }

  /// `--set -` is standard output, as `-o -` is for the other commands; it used to write a
  /// file named `-`.
  @Test func setDashWritesToStandardOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dash = try CLI.run(easy + ["--set", "-"], in: folder)
    #expect(dash.status == 0)
    let plain = try CLI.run(easy, in: folder)
    #expect(dash.stdout == plain.stdout)
    #expect(dash.stdout.hasPrefix("# yaml-language-server: $schema=../Schemas/set.schema.json\n"))
    #expect(try names(in: folder) == [])
  }

  /// A set written through a link to a file, and the files written into a link to a
  /// folder, point at the schema from where they land, not from where the link is.
  @Test func schemaLineIsCountedFromWhereALinkLeads() throws {
    let folder = try temporaryFolder([
      "Schemas/set.schema.json": Array("{}".utf8), "Schemas/puzzle.schema.json": Array("{}".utf8),
      "a/b/kept": [],
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("linkset.yaml").path,
      withDestinationPath: "a/b/deep.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("outlink").path, withDestinationPath: "a/b")
    #expect(try CLI.run(easy + ["--set", "linkset.yaml"], in: folder).status == 0)
    let set = try String(
      contentsOf: folder.appendingPathComponent("a/b/deep.yaml"), encoding: .utf8)
    #expect(set.hasPrefix("# yaml-language-server: $schema=../../Schemas/set.schema.json\n"))
    #expect(try CLI.run(easy + ["--out", "outlink"], in: folder).status == 0)
    let puzzle = try String(
      contentsOf: folder.appendingPathComponent("a/b/puzzle-001.yaml"), encoding: .utf8)
    #expect(puzzle.hasPrefix("# yaml-language-server: $schema=../../Schemas/puzzle.schema.json\n"))
  }
}
