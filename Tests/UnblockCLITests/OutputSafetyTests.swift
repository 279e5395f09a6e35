import Foundation
import Testing
import UnblockTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Runs that would have replaced an input, written nowhere, trusted an impossible count or
/// dropped good lines are refused or kept whole, each with a one-line reason.
@Suite struct OutputSafetyTests {
  static let grid = "..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\n.KKLL.\n"

  /// A command started with its standard output closed says so: a descriptor of the
  /// runtime's took its number, and the message was "Invalid argument" (audit 37); a file
  /// the command opened could have taken it.
  @Test func aClosedStandardOutputIsSaidToBeClosed() throws {
    let run = try CLI.run(
      ["/bin/sh", "-c", "\"$0\" check Puzzles/I-4.yaml >&-", CLI.executable.path], shell: true)
    #expect(run.status == 2)
    #expect(run.stderr == "error: cannot write standard output: Bad file descriptor\n")
    // A closed standard input is no empty file (audit 37b).
    let input = try CLI.run(
      ["/bin/sh", "-c", "\"$0\" check - <&-", CLI.executable.path], shell: true)
    #expect(input.status == 2)
    #expect(input.stdout.hasPrefix("-:1:1: error: cannot read the file: Bad file descriptor\n"))
  }

  @Test func renderAndPlayNeverReplaceTheirInputNorWriteOneFileTwice() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs: [(arguments: [String], message: String)] = [
      (["render", "p.txt", "-o", "p.txt"], "Error: -o p.txt is the input p.txt; write elsewhere"),
      (
        ["render", "p.txt", "-o", "b.png", "--solution", "./p.txt"],
        "--solution ./p.txt is the input p.txt"
      ),
      (["render", "p.txt", "--sheet", "p.txt"], "--sheet p.txt is the input p.txt"),
      (
        ["render", "p.txt", "-o", "b.png", "--solution", "b.png"],
        "-o and --solution both write b.png"
      ),
      (["play", ".", "-o", "p.txt"], "-o p.txt is the input ./p.txt"),
      (
        ["enumerate", "--size", "4x4", "-o", "x.txt", "--db", "x.txt"],
        "-o and --db both write x.txt"
      ),
    ]
    for run in runs {
      let result = try CLI.run(run.arguments, in: folder)
      #expect(result.status == 64, "\(run.arguments)")
      #expect(result.stderr.contains(run.message), "\(result.stderr)")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("p.txt"), encoding: .utf8) == Self.grid)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["p.txt"])
  }

  /// Two outputs naming one file were caught only when spelled alike or when the file
  /// existed: the board image was lost under the solution sheet, and an image `--out-dir`
  /// listed as written held the contact sheet.
  @Test func twoOutputsAreOneFileByAnySpellingBeforeEitherExists() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(symlink("c.png", folder.appendingPathComponent("dangling").path) == 0)
    let set = SharedFixtures.repository.appendingPathComponent("Puzzles/size-5x5.yaml").path
    let runs: [(arguments: [String], message: String)] = [
      (
        ["render", "p.txt", "-o", "c.png", "--solution", "./c.png"],
        "Error: -o and --solution both write ./c.png; give two files"
      ),
      (
        ["render", "p.txt", "-o", "c.png", "--solution", "dangling"],
        "Error: -o and --solution both write dangling; give two files"
      ),
      (
        ["render", set, "--out-dir", "od", "--sheet", "od/size-5x5-001.png"],
        "error: --sheet and --out-dir both write od/size-5x5-001.png; give two files\n"
      ),
      (
        ["render", set, "--out-dir", "od/", "--sheet", "./od/../od/size-5x5-003.png"],
        "error: --sheet and --out-dir both write od/size-5x5-003.png; give two files\n"
      ),
    ]
    for run in runs {
      let result = try CLI.run(run.arguments, in: folder)
      #expect(result.status == 64, "\(run.arguments)")
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix(run.message), "\(result.stderr)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "dangling", "p.txt",
      ])
  }

  /// `--out-dir . --force` replaced the set it drew when the set's name was one of the
  /// images' names.
  @Test func renderOutDirNeverReplacesItsInput() throws {
    let set = "AA..>\n....\n.BB.\n....\n\nAA..>\n....\n.BB.\n..CC\n"
    let folder = try temporaryFolder(["puzzle-1.png": Array(set.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    for outDir in [".", "./new/.."] {
      let result = try CLI.run(
        ["render", "puzzle-1.png", "--out-dir", outDir, "--force"], in: folder)
      #expect(result.status == 64)
      #expect(result.stdout == "")
      let target = outDir == "." ? "./puzzle-1.png" : "./new/../puzzle-1.png"
      #expect(
        result.stderr
          == "error: --out-dir \(target) is the input puzzle-1.png; write elsewhere\n")
    }
    #expect(
      try String(contentsOf: folder.appendingPathComponent("puzzle-1.png"), encoding: .utf8)
        == set)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["puzzle-1.png"])
  }

  @Test func aCatalogueMustBeAFileThatCanBeWritten() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("adir"), withIntermediateDirectories: false)
    let cases = [
      ("", "error: '': an empty path names no catalogue file"),
      ("adir", "error: adir: a folder, not a catalogue file"),
      ("nodir/c.sqlite", "error: nodir/c.sqlite: no such folder: nodir"),
      ("x/", "error: x/: a folder (the path ends in '/'), not a catalogue file"),
      ("a//", "error: a//: a folder (the path ends in '/'), not a catalogue file"),
    ]
    for (path, message) in cases {
      let result = try CLI.run(["catalog", "import", "p.txt", "--db", path], in: folder)
      #expect(result.status == 2)
      #expect(result.stderr == message + "\n")
      let enumeration = try CLI.run(["enumerate", "--size", "4x4", "--db", path], in: folder)
      // An empty path is a usage error of every output option.
      #expect(enumeration.status == (path.isEmpty ? 64 : 2))
      #expect(
        enumeration.stderr.contains(path.isEmpty ? "--db needs a file name, not ''" : message))
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "adir", "p.txt",
      ])
  }

  /// A catalogue of a one-character name is made, as any other; Foundation trapped on
  /// its folder (exit 132, audit 13). `-`, standard input or output elsewhere, is refused
  /// as a catalogue by every command that takes one, as a wrong command line.
  @Test func aCatalogueMayHaveAOneCharacterNameButNotADash() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try CLI.run(["catalog", "import", "p.txt", "--db", "x"], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try CLI.run(["catalog", "stats", "--db", "x"], in: folder).status == 0)
    let enumerated = try CLI.run(["enumerate", "--size", "4x4", "--db", "q"], in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    #expect(
      try CLI.run(["enumerate", "--size", "4x4", "--db", "z", "--dry-run"], in: folder).status == 0)
    for arguments in [
      ["catalog", "import", "p.txt", "--db", "-"], ["catalog", "stats", "--db", "-"],
      ["enumerate", "--size", "4x4", "--db", "-"], ["check", "p.txt", "--catalog", "-"],
      ["generate", "--size", "4x4", "--moves", "2", "--seed", "1", "--catalog", "-"],
    ] {
      let result = try CLI.run(arguments, in: folder)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr.contains(
          "-: a catalogue is an SQLite file, not standard input or output; name a file"),
        "\(arguments): \(result.stderr)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "p.txt", "q", "x",
      ])
  }

  /// A catalogue read-only for everyone is refused for writing, even for root, and read
  /// as before.
  @Test func aReadOnlyCatalogueIsReadButNeverWritten() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      try CLI.run(["catalog", "import", "p.txt", "--db", "c.sqlite"], in: folder).status == 0)
    let path = folder.appendingPathComponent("c.sqlite").path
    #expect(chmod(path, 0o444) == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for arguments in [["catalog", "import", "p.txt"], ["enumerate", "--size", "4x4"]] {
      let refused = try CLI.run(arguments + ["--db", "c.sqlite"], in: folder)
      #expect(refused.status == 2, "\(arguments)")
      #expect(
        refused.stderr.hasSuffix(
          "error: c.sqlite: read-only (mode 0444); make it writable first; the file was left as it is\n"
        ), "\(refused.stderr)")
    }
    #expect(try CLI.run(["catalog", "stats", "--db", "c.sqlite"], in: folder).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // A new catalogue in a read-only folder gets the file writer's words, as -o does.
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    #expect(chmod(locked.path, 0o555) == 0)
    let refused = try CLI.run(
      ["catalog", "import", "p.txt", "--db", "locked/n.sqlite"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "error: cannot write locked/n.sqlite: its folder is read-only (mode 0555); make it writable first\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    #expect(chmod(locked.path, 0o755) == 0)
  }

  @Test func aCatalogueMustBeARegularFileNeverAPipeNorADevice() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o644) == 0)
    let reason =
      "not a regular file (a pipe, a device or a socket), which cannot hold a catalogue; it was left as it is"
    for path in ["fifo", "/dev/null"] {
      for arguments in [
        ["catalog", "import", "p.txt"], ["catalog", "query"], ["catalog", "stats"],
        ["catalog", "find", "p.txt"], ["enumerate", "--size", "4x4"],
      ] {
        // Before, SQLite waited forever on the pipe.
        let result = try CLI.run(arguments + ["--db", path], in: folder)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.hasSuffix("error: \(path): \(reason)\n"), "\(result.stderr)")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "fifo", "p.txt",
      ])
  }

  @Test func anImportRefusesCountsNoClusterHasAtTheirField() throws {
    let board = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo"
    let lines = """
      9223372036854775807 \(board) 9223372036854775807
      60 \(board) 40
      4780 \(board) 4780
      51 \(board) 4780

      """
    let folder = try temporaryFolder(["h.txt": Array(lines.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["catalog", "import", "h.txt", "--db", "c.sqlite"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.split(separator: "\n").prefix(3) == [
        "h.txt:1:58: error: not imported: no cluster has 9223372036854775807 states (1 to 4294967294)",
        "h.txt:2:1: error: not imported: a cluster of 40 states has 0 to 39 moves, not 60",
        "h.txt:3:1: error: not imported: a cluster of 4780 states has 0 to 4779 moves, not 4780",
      ])
    let stats = try CLI.run(["catalog", "stats", "--db", "c.sqlite"], in: folder)
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect(stats.stdout.contains("1 entr"))
  }

  @Test func aQueryDrawsNoRowChangedByHandIntoNoPuzzle() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try CLI.run(["catalog", "import", "p.txt", "--db", "c.sqlite"], in: folder)
    for column in ["board_columns", "board_rows"] {
      let edit = try CatalogTests().sqlite3(
        ["c.sqlite", "UPDATE entry SET \(column) = 9223372036854775807"], in: folder)
      #expect(edit.status == 0)
      // A size no board has is refused by every read, in every format (audit 12).
      for format in ["grid", "yaml", "line", "json"] {
        let result = try CLI.run(
          ["catalog", "query", "--db", "c.sqlite", "--format", format], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderr
            == "error: c.sqlite: entry 1 has \(column) '9223372036854775807', which no board has (4 to 8) (was its row changed by hand?)\n"
        )
      }
      _ = try CatalogTests().sqlite3(["c.sqlite", "UPDATE entry SET \(column) = 6"], in: folder)
    }
  }

  /// A disk full under standard output was never told: the commands exited 0.
  @Test(arguments: [
    "check rush.txt", "solve rush.txt", "solve --format json rush.txt", "hint rush.txt",
    "analyze rush.txt", "convert --to yaml rush.txt", "convert --to line rush.txt",
    // These trapped in Foundation's FileHandle.write.
    "render rush.txt -o -", "play rush.txt -o -", "generate --level warm-up --seed 1",
    "format rush.txt",
    // These printed into the void and exited 0: the puzzle scanned, the images listed.
    "scan b.png", "scan --to yaml b.png", "scan --format json b.png",
    "render rush.txt --out-dir d",
    // Help and the version were printed by the argument parser, which exited 0.
    "--version", "--help", "help check", "check --help", "catalog help query",
  ])
  func aFullStandardOutputIsReportedWithExit2(command: String) throws {
    let folder = try temporaryFolder([
      "rush.txt": Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    if command.contains("b.png") {
      #expect(try CLI.run(["render", "rush.txt", "-o", "b.png"], in: folder).status == 0)
    }
    let result = try CLI.run(
      ["/bin/sh", "-c", "'\(CLI.executable.path)' \(command) > /dev/full"], shell: true,
      in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasSuffix("error: cannot write standard output: No space left on device\n"))
  }

  /// `format` of a file whose output is over 4 KiB said "Input/output error": stdio's
  /// buffer was written and failed (ENOSPC) inside the print, and the flush at the end no
  /// longer knew why.
  @Test func formatOfALargeFileToAFullDiskSaysTheDiskIsFull() throws {
    let result = try CLI.run(
      ["/bin/sh", "-c", "'\(CLI.executable.path)' format Puzzles/expert.yaml > /dev/full"],
      shell: true)
    #expect(result.status == 2)
    #expect(result.stderr == "error: cannot write standard output: No space left on device\n")
  }

  /// A bad byte in the first chunk read made the whole file read as one unreadable file:
  /// the lines before it were never reported.
  @Test(arguments: [
    (UInt8(0xFF), "l.txt:4:4: error: file is not UTF-8 text (invalid byte here)\n"),
    (0x00, "l.txt:4:4: error: binary file (it holds a NUL byte): expected a text puzzle file\n"),
  ])
  func aStreamedFileKeepsTheLinesBeforeABadByteInItsFirstChunk(byte: UInt8, error: String)
    throws
  {
    let lines = """
      # two of the database's lines
      51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780
      60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332

      """
    let folder = try temporaryFolder([
      "l.txt": Array(lines.utf8) + Array("ooo".utf8) + [byte, 0x0A]
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "l.txt"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout.hasPrefix("l.txt:2:1: ok: puzzle 1: 6x6"))
    #expect(result.stdout.contains("l.txt:3:1: ok: puzzle 2: 6x6"))
    // `check` reports every problem in its report, after the lines before it.
    #expect(
      result.stdout.contains(
        "l.txt:3:1: ok: puzzle 2: 6x6, 13 blocks, chute right of row 2, solvable in 60 moves, expert\n"
          + error))
    #expect(result.stdout.contains("checked 2 puzzles in 1 file"))
  }

  @Test func aStreamedFileKeepsEveryLineBeforeABadByte() throws {
    let line = "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
    // More than one chunk of lines, so that the bad byte's chunk holds good lines too.
    var bytes = Array(String(repeating: line, count: 7000).utf8)
    bytes += [0xFF, 0x0A]
    let folder = try temporaryFolder(["l.txt": bytes])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["convert", "--to", "line", "l.txt"], in: folder)
    #expect(result.status == 2)
    #expect(result.stdout.split(separator: "\n").count == 7000)
    #expect(result.stderr == "l.txt:7001:1: error: file is not UTF-8 text (invalid byte here)\n")
  }

  @Test func checkTakesOnlyThePuzzleAskedFor() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try CLI.run(["check", "--puzzle", "7", "p.txt"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("p.txt:1:1: error: no puzzle 7 in this file"))
    let expert = SharedFixtures.repository.appendingPathComponent("Puzzles/expert.yaml").path
    let one = try CLI.run(["check", "--puzzle", "2", expert])
    #expect(one.status == 0)
    #expect(one.stdout.contains("\"expert-002\""))
    #expect(one.stdout.hasSuffix("checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"))
  }

  @Test func maxStatesStopsAtWhatThirtyTwoBitsNumber() throws {
    let folder = try temporaryFolder(["p.txt": Array(Self.grid.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in [["solve"], ["check"], ["analyze"], ["hint"], ["catalog", "find", "--db", "c"]] {
      let result = try CLI.run(command + ["--max-states", "4294967295", "p.txt"], in: folder)
      #expect(result.status == 64, "\(command)")
      #expect(result.stderr.contains("--max-states must be from 1 to 4294967294"))
    }
    #expect(try CLI.run(["solve", "--max-states", "4294967294", "p.txt"], in: folder).status == 0)
    // A negative number is a value out of range, not a missing one.
    let negative = try CLI.run(["solve", "--max-states", "-1", "p.txt"], in: folder)
    #expect(negative.status == 64)
    #expect(negative.stderr.hasPrefix("Error: --max-states must be from 1 to 4294967294"))
    let jobs = try CLI.run(["check", "--jobs", "-3", "p.txt"], in: folder)
    #expect(jobs.stderr.hasPrefix("Error: --jobs must be from 1 to 1024"))
  }

  @Test func aMergeGoesToStandardOutputWithADash() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = ["enumerate", "--size", "4x4"]
    _ = try CLI.run(options + ["-o", "whole.txt"], in: folder)
    for index in 0..<2 {
      _ = try CLI.run(options + ["--shard", "\(index)/2", "-o", "s\(index).txt"], in: folder)
    }
    let result = try CLI.run(["catalog", "merge", "s0.txt", "s1.txt", "-o", "-"], in: folder)
    #expect(result.status == 0)
    let whole = try String(contentsOf: folder.appendingPathComponent("whole.txt"), encoding: .utf8)
    #expect(result.stdout == whole)
    #expect(result.stderr.hasPrefix("merged 2 shards, "))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    let onto = try CLI.run(
      ["catalog", "merge", "s0.txt", "s1.txt", "-o", "s1.txt", "--force"], in: folder)
    #expect(onto.status == 64)
    #expect(onto.stderr.contains("-o s1.txt is the input s1.txt"))
  }

  @Test func aWriteThatCannotHappenSaysWhyAndComesBeforeTheWork() throws {
    let folder = try temporaryFolder(["p.txt": Array((Self.grid + "\n\n").utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("p.txt").path
    #expect(chmod(path, 0o444) == 0)
    let format = try CLI.run(["format", "--write", "p.txt"], in: folder)
    #expect(format.status != 0)
    #expect(format.stderr.contains("p.txt was not replaced: it is read-only (mode 0444)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.grid + "\n\n")
    let render = try CLI.run(["render", "p.txt", "-o", "nodir/x.png"], in: folder)
    #expect(render.status == 2)
    #expect(render.stderr.contains("cannot write nodir/x.png: No such file or directory"))
    #expect(
      try CLI.run(["render", "p.txt", "-o", ""], in: folder).stderr.contains(
        "-o needs a file name, not ''"))
    // The set is written when the search ends: its folder is checked first.
    let generate = try CLI.run(
      ["generate", "--level", "expert", "--seed", "1", "--set", "nodir/s.yaml"], in: folder)
    #expect(generate.status == 2)
    #expect(generate.stderr == "error: cannot write nodir/s.yaml: No such file or directory\n")
  }

  /// A named pipe given as an output was replaced by a regular file; it is now refused
  /// and stays a pipe.
  @Test func aPipeIsNeverReplacedByAFile() throws {
    let folder = try temporaryFolder(["p.txt": Array((Self.grid + "\n").utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("f.png").path
    #expect(mkfifo(pipe, 0o644) == 0)
    let render = try CLI.run(["render", "p.txt", "-o", "f.png"], in: folder)
    #expect(render.status == 2)
    #expect(
      render.stderr.contains(
        "f.png was not replaced: it is not a regular file (a pipe, a device or a socket)"),
      "\(render.stderr)")
    var status = stat()
    #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aRangeThatDoesNotReadSaysWhy() throws {
    let cases = [
      (
        ["catalog", "query", "--db", "c", "--moves", "5...3"],
        "'--moves <range>': MIN 5 is over MAX 3"
      ),
      (
        ["catalog", "query", "--db", "c", "--states", "1...0"],
        "'--states <range>': MIN 1 is over MAX 0"
      ),
      (["generate", "--moves", "x"], "'--moves <range>': 'x' is not a whole number of 0 or more"),
      (["enumerate", "--walls", "3...1"], "'--walls <N|MIN...MAX>': MIN 3 is over MAX 1"),
      (
        ["enumerate", "--walls", "2..."],
        "'--walls <N|MIN...MAX>': walls are N or MIN...MAX, with both ends"
      ),
    ]
    for (arguments, reason) in cases {
      let result = try CLI.run(arguments)
      #expect(result.status == 64)
      #expect(result.stderr.contains(reason), "\(result.stderr)")
    }
  }
}
