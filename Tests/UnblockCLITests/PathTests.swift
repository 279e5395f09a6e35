import Foundation
import Testing
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

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
    // generate checks its outputs before the search: a folder where its set goes is in
    // the way (64), as a file is where its --out folder goes.
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

  /// Creates an empty file named "caf", then 0xE9 alone (Latin-1's é), which is no UTF-8,
  /// then ".txt", in `folder`.
  static func createLatin1Cafe(in folder: String) {
    let raw =
      Array((folder + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)]
      + Array(".txt".utf8CString)
    let descriptor = open(raw, O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
  }

  /// A folder's files whose names are not UTF-8 were skipped without a word, and `check`
  /// exited 0 having read none of them.
  /// A file named as a folder (`p.txt/`) was "no such file or directory", though the file
  /// is there: the system's answer is that it is not a directory (audit 39).
  @Test func aFileNamedAsAFolderIsSaidToBeNoFolder() throws {
    let folder = try temporaryFolder(["p.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    for (command, path) in [("check", "p.txt/"), ("solve", "p.txt/q.txt")] {
      let result = try CLI.run([command, path], in: folder)
      #expect(result.status == 2)
      #expect(
        (result.stdout + result.stderr).hasPrefix(
          "\(path):1:1: error: cannot read the file: Not a directory\n"),
        "\(result.stdout)\(result.stderr)")
    }
  }

  @Test func aFolderReportsAFileWhoseNameIsNotUTF8() throws {
    let folder = try temporaryFolder(["d/p.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.createLatin1Cafe(in: folder.path + "/d")
    let result = try CLI.run(["check", "d"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stdout.hasPrefix(
        "d/caf\u{FFFD}.txt:1:1: error: not read: its name is not UTF-8 (shown with U+FFFD); rename it\n"
      ))
    #expect(
      result.stdout.hasSuffix("checked 1 puzzle in 2 files: 1 valid, 0 invalid, 1 unreadable\n"))
  }

  /// A file whose name holds a newline is reported on one line, its name escaped, so that
  /// editors and CI still read `path:line:column`; JSON keeps the name as it is.
  @Test func aFileNameWithANewlineStaysOnOneLine() throws {
    let folder = try temporaryFolder([
      "d/new\nline.txt": Array("AA..>\n....\n....\n....\n".utf8),
      "d/bad\tname.txt": Array("AA..>\n....\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "d"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout
        == "d/bad\\tname.txt:1:1: error: board is 2x4; rows and columns must each be from 4 to 8\n"
        + "d/bad\\tname.txt:1:1: invalid: puzzle 1: 1 error\n"
        + "d/new\\nline.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "checked 2 puzzles in 2 files: 1 valid, 1 invalid\n")
    let json = try CLI.run(["check", "--format", "json", "d/new\nline.txt"], in: folder)
    #expect(json.stdout.contains(#""path":"d/new\nline.txt""#), "\(json.stdout)")
  }

  /// A link to nothing named as a puzzle file was passed over in a folder (exit 0), though
  /// named alone it is reported; a link to nothing of another name is still passed over.
  @Test func aFolderReportsALinkToNothing() throws {
    let folder = try temporaryFolder(["d/p.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let links = folder.appendingPathComponent("d")
    #expect(symlink("/nonexistent/q.txt", links.appendingPathComponent("gone.txt").path) == 0)
    #expect(symlink("/nonexistent/q.png", links.appendingPathComponent("gone.png").path) == 0)
    let result = try CLI.run(["check", "d"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stdout
        == "d/gone.txt:1:1: error: not read: a symbolic link to nothing\n"
        + "d/p.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "checked 1 puzzle in 2 files: 1 valid, 0 invalid, 1 unreadable\n")
    // Named on the command line, it was "no such file or directory", as a missing name.
    let named = try CLI.run(["check", "d/gone.png", "d/none.txt"], in: folder)
    #expect(named.status == 2)
    #expect(
      named.stdout.hasPrefix(
        "d/gone.png:1:1: error: not read: a symbolic link to nothing\n"
          + "d/none.txt:1:1: error: no such file or directory\n"))
  }

  /// A loop of symbolic links, found in a folder or named, was "a symbolic link to
  /// nothing", which sent the user looking for a missing file.
  @Test func aLoopOfLinksIsSaidToBeOne() throws {
    let folder = try temporaryFolder(["d/p.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    // One link to itself, and two to each other.
    for (link, target) in [("self.txt", "self.txt"), ("a.txt", "b.txt"), ("b.txt", "a.txt")] {
      #expect(symlink(target, folder.appendingPathComponent("d/" + link).path) == 0)
    }
    let found = try CLI.run(["check", "d"], in: folder)
    #expect(found.status == 2)
    #expect(
      found.stdout
        == "d/a.txt:1:1: error: not read: a loop of symbolic links\n"
        + "d/b.txt:1:1: error: not read: a loop of symbolic links\n"
        + "d/p.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "d/self.txt:1:1: error: not read: a loop of symbolic links\n"
        + "checked 1 puzzle in 4 files: 1 valid, 0 invalid, 3 unreadable\n")
    let named = try CLI.run(["check", "d/self.txt"], in: folder)
    #expect(named.status == 2)
    #expect(named.stdout.hasPrefix("d/self.txt:1:1: error: not read: a loop of symbolic links\n"))
  }

  /// A named pipe with a puzzle file's name inside a folder was passed over in silence by
  /// check, convert and format (exit 0); it is reported and counted as unreadable.
  @Test func aFolderReportsANamedPipe() throws {
    let folder = try temporaryFolder(["d/a.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("d/p.txt").path, 0o644) == 0)
    let check = try CLI.run(["check", "d"], in: folder)
    #expect(check.status == 2)
    #expect(
      check.stdout
        == "d/a.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "d/p.txt:1:1: error: not read: a named pipe\n"
        + "checked 1 puzzle in 2 files: 1 valid, 0 invalid, 1 unreadable\n")
    for command in [["convert", "--to", "grid", "d"], ["format", "--write", "d"]] {
      let result = try CLI.run(command, in: folder)
      #expect(result.status == 2, "\(command)")
      #expect(result.stderr.contains("d/p.txt:1:1: error: not read: a named pipe\n"), "\(command)")
    }
  }

  /// A file named on the command line with a name that is not UTF-8 reaches the tool with
  /// U+FFFD for its bad byte, and was reported as missing ("no such file or directory");
  /// such an argument is now refused before any work, as an output of that name would
  /// write another file. A shell passes the raw bytes, as a user's does.
  @Test func aNamedFileWhoseNameIsNotUTF8IsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    Self.createLatin1Cafe(in: folder.path)
    let result = try CLI.run(
      ["/bin/sh", "-c", #"exec "$0" check "$(printf 'caf\351.txt')""#, CLI.executable.path],
      shell: true, in: folder)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("error: argument 2 is not UTF-8: 'caf\u{FFFD}.txt' ("),
      "\(result.stderr)")
  }

  /// `unblock-bench` took a name that is not UTF-8 as `unblock` did: `--keep` made a
  /// catalogue of another name. It is refused before any work too.
  @Test func theBenchRefusesANameThatIsNotUTF8() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = #"exec "$0" catalog --lines 10 --keep "$(printf 'k\377.sqlite')""#
    let result = try CLI.run(["/bin/sh", "-c", command, CLI.bench], shell: true, in: folder)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "error: argument 5 (after --keep) is not UTF-8: 'k\u{FFFD}.sqlite' ("),
      "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// `render -o keep\xff.png` wrote `keep\u{FFFD}.png`, replacing an unrelated file of that
  /// name, and `generate --prefix` named its files so: every option's value that is not
  /// UTF-8 is refused before any work, exit 64, and nothing is written.
  @Test func anOutputWhoseNameIsNotUTF8IsRefused() throws {
    let folder = try temporaryFolder([
      "g4.txt": Array("AA..>\n....\n.BB.\n....\n".utf8), "keep\u{FFFD}.png": Array("precious".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = [
      (#"exec "$0" render g4.txt -o "$(printf 'keep\377.png')""#, "argument 4 (after -o)"),
      (
        #"exec "$0" generate --size 4x4 --moves 2 --seed 1 --jobs 1 --out od --prefix="$(printf 'p\376')""#,
        "argument 12"
      ),
      (#"exec "$0" catalog import --db "$(printf 'c\377')" g4.txt"#, "argument 4 (after --db)"),
    ]
    for (command, argument) in commands {
      let result = try CLI.run(
        ["/bin/sh", "-c", command, CLI.executable.path], shell: true, in: folder)
      #expect(result.status == 64, "\(command)")
      #expect(result.stderr.hasPrefix("error: \(argument) is not UTF-8: '"), "\(result.stderr)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["g4.txt", "keep\u{FFFD}.png"])
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("keep\u{FFFD}.png"))
        == Data("precious".utf8))
  }

  /// A folder the system refuses to list was skipped without a word; named itself, it was
  /// said to hold no puzzle files. (Root lists any folder, so this runs as another user.)
  @Test(.enabled(if: geteuid() != 0, "root may list any folder"))
  func aFolderThatCannotBeListedIsReported() throws {
    let grid = Array("AA..>\n....\n....\n....\n".utf8)
    let folder = try temporaryFolder(["t/p.txt": grid, "t/sub/q.txt": grid])
    defer {
      chmod(folder.path + "/t/sub", 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    #expect(chmod(folder.path + "/t/sub", 0) == 0)
    let result = try CLI.run(["check", "t"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout.contains("t/sub:1:1: error: cannot read the folder: Permission denied\n"))
  }
}
