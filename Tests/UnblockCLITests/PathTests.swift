import Foundation
import Testing
import UnblockTestSupport

/// Paths as a user gives them: `-` for the standard streams, a folder where a file is
/// expected, and never a Foundation error's text in a message.
@Suite struct PathTests {
  @Test func renderWritesThePNGToStandardOutputAndScanReadsItFromStandardInput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("i4.png")
    #expect(try CLI.run(["render", "Puzzles/I-4.yaml", "-o", file.path]).status == 0)
    let piped = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", "-"])
    #expect(piped.status == 0)
    #expect(piped.stderr == "")
    #expect(piped.stdoutBytes == (try Data(contentsOf: file)))
    let scan = try CLI.run(["scan", "-"], stdinBytes: piped.stdoutBytes)
    #expect(scan.status == 0)
    #expect(scan.stdout == ReferencePuzzles.intermediate4Grid)
  }

  @Test func renderWritesTheSolutionSheetToStandardOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let board = folder.appendingPathComponent("board.png").path
    let sheet = folder.appendingPathComponent("sheet.png")
    let arguments = ["render", "-", "--tile", "16", "-o", board, "--solution"]
    let grid = "..B.\nAAB.\n....\n....\n"
    #expect(try CLI.run(arguments + [sheet.path], stdin: grid).status == 0)
    let piped = try CLI.run(arguments + ["-"], stdin: grid)
    #expect(piped.status == 0)
    #expect(piped.stdoutBytes == (try Data(contentsOf: sheet)))
    let both = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", "-", "--solution", "-"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("-o and --solution cannot both write to standard output ('-')"))
  }

  @Test func aFolderWhereAFileIsExpectedGetsAPlainMessage() throws {
    let folder = try temporaryFolder(["file.txt": Array("AA..\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path
    let render = try CLI.run(["render", path, "-o", "x.png"], in: folder)
    #expect(render.status == 2)
    #expect(render.stderr == "\(path):1:1: error: is a directory; expected a file\n")
    let scan = try CLI.run(["scan", path])
    #expect(scan.status == 2)
    #expect(scan.stderr == "\(path):1:1: error: is a directory; expected a file\n")
    let image = try CLI.run(["render", "Puzzles/I-4.yaml", "-o", path])
    #expect(image.status == 2)
    #expect(image.stderr == "\(path):1:1: error: \(path) is a directory; expected a file\n")
    let set = try CLI.run(["generate", "--moves", "3", "--seed", "1", "--set", path])
    #expect(set.status == 64)
    #expect(set.stderr == "error: \(path) is a directory; expected a file\n")
    let out = try CLI.run(
      ["generate", "--moves", "3", "--seed", "1", "--out", "file.txt"], in: folder)
    #expect(out.status == 64)
    #expect(
      out.stderr == "error: cannot create folder file.txt: a file of that name is in the way\n")
    for result in [render, scan, image, set, out] {
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
      #expect(!result.stderr.contains("could"))
    }
  }

  @Test func scanReportsAMissingImageLikeEveryOtherCommand() throws {
    let result = try CLI.run(["scan", "missing.png"])
    #expect(result.status == 2)
    #expect(result.stderr == "missing.png:1:1: error: no such file or directory\n")
  }
}
