import Foundation
import Testing
import UnblockCore
import UnblockImaging
import UnblockTestSupport

/// `render SET --out-dir DIR`: one PNG per puzzle, named after it, never outside DIR.
@Suite struct RenderSetTests {
  /// A set whose names are hostile, clash once made safe, or are missing.
  static let hostileSet = """
    name: "hostile"
    puzzles:
      - name: "../../evil"
        board: |
          AA..>
          ....
          .BB.
          ....
      - name: "A b"
        board: |
          .AA.>
          ....
          B...
          B...
      - name: "a-b"
        board: |
          AA..>
          ..B.
          ..B.
          ....
      - board: |
          .AA.>
          ...B
          ...B
          ....
    """

  /// The grids `scan` reads back from the four puzzles of ``hostileSet``.
  static let hostileGrids = [
    "AA..>\n....\n.BB.\n....\n", ".AA.>\n....\nB...\nB...\n", "AA..>\n..B.\n..B.\n....\n",
    ".AA.>\n...B\n...B\n....\n",
  ]

  @Test func writesEachPuzzleUnderASafeNameInsideTheFolder() throws {
    let root = try temporaryFolder(["sets/hostile.yaml": Array(Self.hostileSet.utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("out/a/b")
    let result = try CLI.run(["render", "sets/hostile.yaml", "--out-dir", "out/a/b"], in: root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let names = ["evil.png", "a-b.png", "a-b-2.png", "puzzle-4.png"]
    #expect(result.stdout == names.map { "out/a/b/\($0)\n" }.joined())
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names.sorted())
    // Nothing escaped: the root holds only the set and the output folder.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["out", "sets"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("sets").path)
        == ["hostile.yaml"])
    for (name, grid) in zip(names, Self.hostileGrids) {
      let scan = try CLI.run(["scan", folder.appendingPathComponent(name).path])
      #expect(scan.stdout == grid, "\(name)")
    }
  }

  @Test func neverOverwritesWithoutForceAndNeverFollowsALink() throws {
    let root = try temporaryFolder([
      "set.yaml": Array(Self.hostileSet.utf8), "out/a-b.png": Array("mine\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("out")
    let refused = try CLI.run(["render", "set.yaml", "--out-dir", "out"], in: root)
    #expect(refused.status == 64)
    #expect(refused.stdout == "")
    #expect(refused.stderr == "out/a-b.png:1:1: error: exists; use --force to overwrite it\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["a-b.png"])
    #expect(
      try String(contentsOf: out.appendingPathComponent("a-b.png"), encoding: .utf8) == "mine\n")

    let forced = try CLI.run(["render", "set.yaml", "--out-dir", "out", "--force"], in: root)
    #expect(forced.status == 0, "\(forced.stderr)")
    let scan = try CLI.run(["scan", out.appendingPathComponent("a-b.png").path])
    #expect(scan.stdout == Self.hostileGrids[1])

    try FileManager.default.removeItem(at: out.appendingPathComponent("evil.png"))
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("evil.png").path, withDestinationPath: "../outside.png")
    let linked = try CLI.run(["render", "set.yaml", "--out-dir", "out", "--force"], in: root)
    #expect(linked.status == 64)
    #expect(
      linked.stderr
        == "out/evil.png:1:1: error: is a symbolic link; --out-dir writes only files of its own in the folder\n"
    )
    #expect(
      !FileManager.default.fileExists(atPath: root.appendingPathComponent("outside.png").path))
  }

  @Test func refusesASetWithAnInvalidPuzzleAndBadOptionCombinations() throws {
    let root = try temporaryFolder([
      "bad.txt": Array("AA..>\n....\n....\n....\n\nAAB.\n....\n".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let invalid = try CLI.run(["render", "bad.txt", "--out-dir", "out"], in: root)
    #expect(invalid.status == 1)
    #expect(invalid.stderr.hasPrefix("bad.txt:6:1: error: "))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    for (arguments, message) in [
      (
        [String](),
        "give -o FILE to draw one puzzle, or --out-dir DIR or --sheet FILE to draw every puzzle"
      ),
      (
        ["-o", "x.png", "--out-dir", "out"],
        "-o draws one puzzle, --out-dir and --sheet every puzzle; give -o alone"
      ),
      (
        ["-o", "x.png", "--sheet", "s.png"],
        "-o draws one puzzle, --out-dir and --sheet every puzzle; give -o alone"
      ),
      (["--out-dir", "out", "--solution", "s.png"], "--solution goes with -o"),
      (
        ["--sheet", "s.png", "--puzzle", "1"],
        "--puzzle goes with -o; --out-dir and --sheet draw every puzzle"
      ),
      (
        ["-o", "x.png", "--force"],
        "--force goes with --out-dir; -o and --sheet always replace their file"
      ),
      (["--out-dir", "out", "--columns", "2"], "--columns goes with --sheet"),
      (
        ["--out-dir", "out", "--sheet", "-"],
        "--sheet - cannot go with --out-dir, which prints the paths it writes on standard output"
      ),
      (["--sheet", "s.png", "--columns", "0"], "--columns must be at least 1, not 0"),
      // A negative number was taken for an option, and said missing.
      (["--sheet", "s.png", "--columns", "-3"], "--columns must be at least 1, not -3"),
      (["--sheet", "s.png", "--tile", "-1"], "--tile must be from 16 to 512, not -1"),
      // An empty folder was tried and said ':1:1: error: cannot create the folder' (exit 2).
      (["--out-dir", ""], "--out-dir needs a folder name, not ''"),
      // A folder named `-` was made, where `-` is standard output for -o and --sheet.
      (
        ["--out-dir", "-"],
        "--out-dir needs a folder name; for standard output, give -o - (one puzzle) or --sheet - (every puzzle on one sheet); for a folder named '-', give ./-"
      ),
    ] {
      let result = try CLI.run(["render", "bad.txt"] + arguments, in: root)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(arguments): \(result.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["bad.txt"])
  }

  /// A file where the folder should be was told only as "the system refused the
  /// operation", with exit 2.
  @Test func saysAFileIsInTheWayOfTheFolder() throws {
    let root = try temporaryFolder([
      "p.txt": Array("AA..>\n....\n.BB.\n....\n".utf8), "afile": [],
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for (folder, message) in [
      ("afile", "error: cannot create folder afile: a file of that name is in the way\n"),
      ("afile/sub", "error: cannot create folder afile/sub: afile is a file, not a folder\n"),
    ] {
      let result = try CLI.run(["render", "p.txt", "--out-dir", folder], in: root)
      #expect(result.status == 64)
      #expect(result.stdout == "")
      #expect(result.stderr == message)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["afile", "p.txt"])
  }

  @Test func drawsAContactSheetOfASetWithTheColumnsAsked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sheet.png").path
    let result = try CLI.run([
      "render", "Puzzles/size-5x5.yaml", "--sheet", path, "--columns", "2", "--tile", "20",
      "--theme", "plain",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "" && result.stderr == "")
    let sheet = try PNGCodec.decode(contentsOf: path)
    let board = BoardGeometry(size: BoardSize(rows: 5, columns: 5), tile: 20)
    // Five puzzles two across: three rows; two caption lines of 7 font pixels under each.
    #expect(sheet.width == 8 + 2 * (board.imageWidth + 8))
    let cellHeight = board.imageHeight + 4 + 16
    #expect(sheet.height == 8 + 3 * (cellHeight + 8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.png"])
  }

  @Test func drawsTheSheetOfASetWithAnUnsolvablePuzzleAndSaysSo() throws {
    let set = Self.hostileSet.replacingOccurrences(
      of: "AA..>\n      ..B.\n      ..B.", with: "AABB>\n      ....\n      ....")
    #expect(set != Self.hostileSet)
    let root = try temporaryFolder(["set.yaml": Array(set.utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CLI.run(["render", "set.yaml", "--sheet", "sheet.png"], in: root)
    #expect(result.status == 1)
    #expect(result.stderr == "set.yaml:15:5: error: \"a-b\" is unsolvable\n")
    let sheet = try PNGCodec.decode(contentsOf: root.appendingPathComponent("sheet.png").path)
    let board = BoardGeometry(size: BoardSize(rows: 4, columns: 4), tile: 64)
    #expect(sheet.width == 21 + 2 * (board.imageWidth + 21))
    let limited = try CLI.run(["render", "Puzzles/I-4.yaml", "--sheet", "-", "--max-states", "10"])
    #expect(limited.status == 3)
    #expect(
      limited.stderr
        == "Puzzles/I-4.yaml:2:1: error: \"I-4\": gave up after 10 states\n"
        + "note: 1 search gave up at its limit of states; raise --max-states\n")
    #expect(Array(limited.stdoutBytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
  }
}
