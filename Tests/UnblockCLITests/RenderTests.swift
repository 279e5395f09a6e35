import Foundation
import Testing
import UnblockImaging
import UnblockTestSupport

@Suite struct RenderTests {
  @Test func drawsAPuzzleThatScanReadsBack() throws {
    let folder = try temporaryFolder([:])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("i4.png").path
    let render = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", image])
    #expect(render.status == 0)
    #expect(render.stdout == "" && render.stderr == "")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: image))
    #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let scan = try CLI.run(["scan", image])
    #expect(scan.status == 0)
    #expect(scan.stdout == ReferencePuzzles.intermediate4Grid)
    // Only the image is left behind: the temporary file was renamed over it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["i4.png"])
  }

  @Test func drawsEveryThemeTileSizeAndLabelsOption() throws {
    let folder = try temporaryFolder(["old.png": Array("not an image".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("old.png").path
    let grid = "<AA.B\n ...B\n x...\n CCC.\n"
    for arguments in [["--tile", "16", "--theme", "plain"], ["--tile", "40", "--labels"]] {
      let render = try CLI.run(["render", "-", "-o", image] + arguments, stdin: grid)
      #expect(render.status == 0, "\(arguments): \(render.stderr)")
      let scan = try CLI.run(["scan", image])
      #expect(scan.stdout == grid, "\(arguments)")
    }
  }

  @Test func refusesAnInvalidPuzzle() throws {
    let result = try CLI.run(
      ["render", "-", "-o", "/tmp/unblock-never-written.png"], stdin: "AA..\n....\n")
    #expect(result.status == 1)
    #expect(
      result.stderr == "-:1:1: error: board is 2x4; rows and columns must each be from 4 to 8\n")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/unblock-never-written.png"))
  }

  @Test func refusesAFileOfSeveralPuzzles() throws {
    let result = try CLI.run(
      ["render", "-", "-o", "/tmp/unblock-never-written.png"],
      stdin: ReferencePuzzles.intermediate4Grid + "\n" + ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "-:1:1: error: render draws one puzzle; this file holds 2: pick one with --puzzle\n")
  }

  @Test func reportsAMissingPuzzleFileAndAnUnwritableImage() throws {
    let missing = try CLI.run(["render", "no-such-puzzle.txt", "-o", "x.png"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "no-such-puzzle.txt:1:1: error: no such file or directory\n")
    let unwritable = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", "/no/such/folder/x.png"])
    #expect(unwritable.status == 2)
    #expect(unwritable.stderr.hasPrefix("/no/such/folder/x.png:1:1: error: cannot write"))
  }

  /// `-o p.txt/` was said to be the input `p.txt`, where the trouble is that the input is
  /// no folder: the write says so, and the input is left as it was.
  @Test func anOutputThatNamesTheInputAsAFolderIsNotAFolder() throws {
    let folder = try temporaryFolder(["p.txt": Array(ReferencePuzzles.intermediate4Grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try CLI.run(["render", "p.txt", "-o", "p.txt/"], in: folder)
    #expect(run.status == 2)
    #expect(run.stderr == "p.txt/:1:1: error: cannot write p.txt/: Not a directory\n")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("p.txt"), encoding: .utf8)
        == ReferencePuzzles.intermediate4Grid)
    let same = try CLI.run(["render", "p.txt", "-o", "./p.txt"], in: folder)
    #expect(same.status == 64)
    #expect(same.stderr.hasPrefix("Error: -o ./p.txt is the input p.txt; write elsewhere"))
  }

  @Test func rejectsATileSizeOutOfRange() throws {
    let result = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", "x.png", "--tile", "8"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: --tile must be from 16 to 512, not 8\n"))
  }

  @Test func drawsASolutionSheet() throws {
    let folder = try temporaryFolder([:])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let board = folder.appendingPathComponent("b.png").path
    let sheet = folder.appendingPathComponent("sheet.png").path
    let result = try CLI.run(
      ["render", "Puzzles/B-7764.yaml", "-o", board, "--tile", "32", "--solution", sheet])
    #expect(result.status == 0, "\(result.stderr)")
    // 17 moves: 18 boards of 208 px, 5 across and 4 down, 10 px apart, 12 px captions.
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sheet)))
    let size = [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(size == [10 + 5 * (208 + 10), 10 + 4 * (208 + 5 + 7 + 10)])
    // Each of the 17 boards after a move rings its moved block; the board alone has no ring.
    let highlight = BoardTheme.wood.palette.highlight
    let drawn = try [sheet, board].map { path in
      let image = try PNGCodec.decode(contentsOf: path)
      return stride(from: 0, to: image.pixels.count, by: 3).filter {
        RGB(image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2]) == highlight
      }.count
    }
    #expect(drawn[0] > 17 * 4 * 32)
    #expect(drawn[1] == 0)
    // The sheet shows 18 boards, so scan refuses it rather than pick one.
    let scan = try CLI.run(["scan", sheet])
    #expect(scan.status == 2)
    #expect(
      scan.stderr
        == "\(sheet):1:1: error: not an Unblock Me board: the image shows more than one board "
        + "(192x192 at (18,18) and 192x192 at (236,18)); crop it to the one to scan\n")
  }

  /// Reported at 1:1 whatever the file: now at the block at fault, or the puzzle, as
  /// `solve` reports them.
  @Test func reportsAPuzzleWithNoSolutionToDraw() throws {
    let unsolvable = try CLI.run(
      ["render", "-", "-o", "/tmp/unblock-unsolvable.png", "--solution", "/tmp/unblock-never.png"],
      stdin: "# jammed\nAABB>\n....\n....\n....\n")
    defer { try? FileManager.default.removeItem(atPath: "/tmp/unblock-unsolvable.png") }
    #expect(unsolvable.status == 1)
    #expect(
      unsolvable.stderr
        == "-:2:3: error: no solution to draw: the puzzle is unsolvable: a horizontal block "
        + "between the prisoner and the chute can never get out of the way\n")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/unblock-never.png"))
    let limited = try CLI.run([
      "render", "Puzzles/I-4.yaml", "-o", "/tmp/unblock-unsolvable.png", "--solution",
      "/tmp/unblock-never.png", "--max-states", "100",
    ])
    #expect(limited.status == 3)
    #expect(
      limited.stderr
        == "Puzzles/I-4.yaml:2:1: error: no solution to draw: gave up after 100 states\n"
        + "note: 1 search gave up at its limit of states; raise --max-states\n")
  }

  /// `-o` was written before the solution was sought and its sheet drawn: a run that then
  /// failed (no solution, a search that gave up, a sheet too large) had replaced the image.
  @Test func aFailingSolutionLeavesTheImageAsItWas() throws {
    let old = Array("my old image".utf8)
    let folder = try temporaryFolder([
      "board.png": old, "stuck.txt": Array("AAB.>\n..B.\n..C.\n..C.\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = SharedFixtures.repository.path
    let cases: [([String], Int32, String)] = [
      (["stuck.txt"], 1, "stuck.txt:1:3: error: no solution to draw: the puzzle is unsolvable"),
      (
        [repository + "/Puzzles/I-4.yaml", "--max-states", "100"], 3,
        "/Puzzles/I-4.yaml:2:1: error: no solution to draw: gave up after 100 states"
      ),
      (
        [repository + "/Puzzles/size-8x8.yaml", "--puzzle", "1", "--tile", "512"], 2,
        "sheet.png:1:1: error: cannot draw the board: a sheet of 31 boards at 512 px tiles"
      ),
    ]
    for (arguments, status, message) in cases {
      let result = try CLI.run(
        ["render"] + arguments + ["-o", "board.png", "--solution", "sheet.png"], in: folder)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      let image = try Data(contentsOf: folder.appendingPathComponent("board.png"))
      #expect(Array(image) == old, "\(arguments)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
      // Nor is anything written to standard output.
      let piped = try CLI.run(
        ["render"] + arguments + ["-o", "-", "--solution", "sheet.png"], in: folder)
      #expect(piped.status == status, "\(arguments)")
      #expect(piped.stdout.isEmpty, "\(arguments)")
    }
  }

  @Test func helpShowsExamples() throws {
    let result = try CLI.run(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("unblock render Puzzles/I-4.yaml -o i4.png"))
  }
}
