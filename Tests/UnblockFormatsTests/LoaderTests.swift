import Foundation
import Testing
import UnblockTestSupport

@testable import UnblockFormats

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct LoaderTests {
  /// A fresh folder with `files` (relative path → contents).
  func folder(_ files: [String: String]) throws -> String {
    try temporaryFolder(files.mapValues { Array($0.utf8) }).path
  }

  @Test func searchesDirectoriesRecursivelyForPuzzleExtensionsInNameOrder() throws {
    let root = try folder([
      "b.txt": "AA..\n....\n....\n....\n", "a/c.yaml": "board: |\n  AA..\n  ....\n  ....\n  ....\n",
      "a/d.yml": "board: |\n  AA..\n  ....\n  ....\n  ....\n", "e.grid": "AA..\n....\n....\n....\n",
      "notes.md": "# not a puzzle\n", ".hidden.txt": "junk\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = PuzzleLoader().load([root])
    #expect(
      files.map(\.path) == ["a/c.yaml", "a/d.yml", "b.txt", "e.grid"].map { root + "/" + $0 })
    #expect(files.map(\.format) == [.yaml, .yaml, .grid, .grid])
    #expect(files.allSatisfy { !$0.hasErrors })
  }

  /// A first line opening a YAML node no grid row starts with (a flow list or mapping, a
  /// quoted string, a tag, an anchor, an alias) is YAML: `[]` in a `.yaml` file got grid
  /// errors (audit 13). A grid row stays a grid.
  @Test func aFirstLineOpeningAYAMLNodeIsYAML() {
    for text in ["[]\n", "{}\n", "\"a string\"\n", "'a'\n", "!!str a\n", "&a b\n", "*a\n"] {
      let source = SourceText(
        lines: [SourceText.Line(number: 1, text: String(text.dropLast()), isTooLong: false)],
        bytes: [])
      #expect(PuzzleFormat.detect(source) == .yaml, "\(text)")
    }
    for text in ["AA..>\n", "<AA..\n", "42\n", "x.BCC.\n"] {
      let source = SourceText(
        lines: [SourceText.Line(number: 1, text: String(text.dropLast()), isTooLong: false)],
        bytes: [])
      #expect(PuzzleFormat.detect(source) == .grid, "\(text)")
    }
    let file = PuzzleLoader().read(Array("[1, 2]\n".utf8), path: "l.yaml", format: nil)
    #expect(
      file.allDiagnostics.map(\.description) == [
        "l.yaml:1:1: error: a puzzle must be a mapping with keys such as name, author, level, not a list"
      ])
  }

  /// A line too short for a grid row, such as a bare number, is YAML in a file named so: `42`
  /// in a `.yml` file got four grid errors (audit 14). In any other file it stays a grid, and
  /// a grid row stays a grid in a `.yaml` file.
  @Test func aYAMLFileWhoseFirstLineNoGridRowCouldBeIsYAML() {
    let loader = PuzzleLoader()
    for name in ["n.yml", "n.YAML"] {
      #expect(
        loader.read(Array("42\n".utf8), path: name).allDiagnostics.map(\.description) == [
          "\(name):1:1: error: a puzzle must be a mapping with keys such as name, author, level, not a whole number"
        ])
    }
    #expect(loader.read(Array("42\n".utf8), path: "n.txt").format == .grid)
    #expect(loader.read(Array("42\n".utf8), path: "-").format == .grid)
    #expect(loader.read(Array("AA..>\n....\n....\n....\n".utf8), path: "g.yaml").format == .grid)
    // A file opened for streaming decides the same way.
    let prefix = Array("42\n".utf8)
    #expect(
      PuzzleLoader.format(ofPrefix: prefix, atEnd: true, limits: loader.limits, named: "s.yml")
        == .yaml)
    #expect(
      PuzzleLoader.format(ofPrefix: prefix, atEnd: true, limits: loader.limits, named: "s.txt")
        == .grid)
  }

  /// A named pipe with a puzzle file's name was passed over; a loop of links was "a
  /// symbolic link to nothing".
  @Test func aFolderWalkReportsANamedPipeAndALoopOfLinks() throws {
    let root = try folder(["a.txt": "AA..\n....\n....\n....\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(mkfifo(root + "/p.txt", 0o644) == 0)
    #expect(symlink("loop.txt", root + "/loop.txt") == 0)
    #expect(symlink("/nonexistent", root + "/gone.txt") == 0)
    #expect(
      PuzzleLoader().expand([root]) == [
        .file(root + "/a.txt"), .missing(root + "/gone.txt", .brokenLink),
        .missing(root + "/loop.txt", .linkLoop),
        .missing(root + "/p.txt", .notRegularFile(kind: "a named pipe")),
      ])
    #expect(
      PuzzleLoader().expand([root + "/loop.txt"]) == [.missing(root + "/loop.txt", .linkLoop)])
  }

  /// A first line too long to read decided the format: a database-line file over 4 MiB
  /// opening with one was taken for a grid, and refused whole as too large.
  @Test func aLineTooLongDoesNotDecideTheFormat() {
    let long = Array(("51 " + String(repeating: "o", count: 5000) + "\n").utf8)
    let line = Array("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo\n".utf8)
    #expect(PuzzleLoader.format(ofPrefix: long, atEnd: false, limits: .standard) == nil)
    #expect(
      PuzzleLoader.format(ofPrefix: long + line, atEnd: false, limits: .standard) == .databaseLines)
    #expect(
      PuzzleLoader.format(ofPrefix: long + Array("AA..\n".utf8), atEnd: false, limits: .standard)
        == .grid)
  }

  /// `play I-4.yaml ./I-4.yaml Puzzles` listed I-4 three times.
  @Test func expandsEachFileOnceHoweverItIsNamed() throws {
    let root = try folder([
      "a.txt": "AA..\n....\n....\n....\n", "b.txt": "AA..\n....\n....\n....\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(symlink(root + "/a.txt", root + "/link.grid") == 0)
    let paths = [root + "/a.txt", root + "/./a.txt", root, "-", "-", root + "/missing.txt"]
    // Standard input is read once too: named again, it read as an empty file.
    #expect(
      PuzzleLoader().expandOnce(paths).map(\.path) == [
        root + "/a.txt", root + "/b.txt", "-", root + "/missing.txt",
      ])
    // `expand` itself keeps every name, as `check` reports a puzzle at each place named.
    #expect(PuzzleLoader().expand(paths).count == 8)
  }

  @Test func reportsMissingPathsAndEmptyDirectoriesAsUnreadable() throws {
    let root = try folder(["notes.md": "nothing\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = PuzzleLoader().load(["/no/such/file.txt", root])
    #expect(files.map(\.isUnreadable) == [true, true])
    #expect(
      files.flatMap(\.allDiagnostics).map(\.description) == [
        "/no/such/file.txt:1:1: error: no such file or directory",
        "\(root):1:1: error: directory holds no puzzle files (.txt, .grid, .yaml, .yml)",
      ])
  }

  @Test func refusesFilesOverTheSizeLimitWithoutReadingThemWhole() throws {
    let root = try folder(["big.txt": String(repeating: "AA..\n", count: 1000)])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let file = PuzzleLoader(limits: InputLimits(maxFileBytes: 4096)).load(file: root + "/big.txt")
    #expect(file.isUnreadable)
    #expect(
      file.allDiagnostics.map(\.description) == [
        "\(root)/big.txt:1:1: error: file is larger than 4096 bytes, the most a puzzle file may hold"
      ])
  }

  @Test func refusesBinaryAndNonUTF8Files() {
    let binary = PuzzleLoader().read([0x41, 0x41, 0x0A, 0x2E, 0x00, 0x2E], path: "b.txt")
    #expect(binary.isUnreadable)
    #expect(
      binary.allDiagnostics.map(\.description) == [
        "b.txt:2:2: error: binary file (it holds a NUL byte): expected a text puzzle file"
      ])
    let latin1 = PuzzleLoader().read(
      Array("AA..\n.é".utf8.dropLast(1)) + [0xE9, 0x0A], path: "l.txt")
    #expect(latin1.isUnreadable)
    #expect(
      latin1.allDiagnostics.map(\.description) == [
        "l.txt:2:2: error: file is not UTF-8 text (invalid byte here)"
      ])
  }

  @Test func endsLinesAtLFCRLFAndALoneCRAlike() {
    let text = try? SourceText.decode(Array("a\rb\r\nc\n\rd\r".utf8), limits: .standard).get()
    #expect(text?.lines.map(\.text) == ["a", "b", "c", "", "d"])
    #expect(text?.lines.map(\.number) == [1, 2, 3, 4, 5])
    let binary = PuzzleLoader().read([0x41, 0x41, 0x0D, 0x2E, 0x00, 0x2E], path: "b.txt")
    #expect(
      binary.allDiagnostics.map(\.description) == [
        "b.txt:2:2: error: binary file (it holds a NUL byte): expected a text puzzle file"
      ])
  }

  @Test func recognisesTheFormatByContentWhateverTheName() {
    #expect(load("AA..\n....\n....\n....\n", path: "grid.yaml").format == .grid)
    #expect(load("name: x\n", path: "puzzle.txt").format == .yaml)
    #expect(load("- AA..\n", path: "list.txt").format == .yaml)
  }

  @Test func detectsTheFormatFromTheContentWhenTheExtensionDoesNotSay() {
    #expect(load("# a set\nname: x\n", path: "-").format == .yaml)
    #expect(
      load("51 \(ReferencePuzzles.hardest51Line) 13200\n", path: "-").format == .databaseLines)
    #expect(load("AA..\n....\n....\n....\n", path: "-").format == .grid)
  }

  /// A YAML file whose only line is too long to read is a malformed file, as any YAML file
  /// that does not read: it was taken for a grid, and counted as an invalid puzzle.
  @Test func aYAMLFileOfOneLineTooLongIsMalformedNotAGrid() {
    let text = "name: " + String(repeating: "[", count: 5000) + "\n"
    let file = load(text, path: "long.yaml")
    #expect(file.format == .yaml)
    #expect(file.entries.isEmpty)
    #expect(
      file.allDiagnostics.map(\.description) == [
        "long.yaml:1:4097: error: line is longer than 4096 characters, the most a line may hold"
      ])
    #expect(load(text, path: "long.txt").format == .grid)
  }

  @Test func keepsTheSchemaLineOfAYAMLFile() throws {
    let file = load(
      "# yaml-language-server: $schema=../../Schemas/puzzle.schema.json\nboard: |\n  AA..\n  ....\n  ....\n  ....\n",
      path: "p.yaml")
    #expect(file.schema == "../../Schemas/puzzle.schema.json")
    #expect(
      try CanonicalPrinter.print(file, as: .yaml).get().hasPrefix(
        "# yaml-language-server: $schema=../../Schemas/puzzle.schema.json\n"))
  }
}
