import Foundation
import Testing
import UnblockTestSupport

/// Audit 13, findings 4 and 7: a file's or a puzzle's name that holds a control character
/// (a newline, ESC) reached the terminal raw in message bodies, splitting a line or sending
/// an escape sequence, and a catalogue entry imported from such a file could not be printed
/// as a grid or YAML. Every message shows such names escaped, as `check` shows a path.
@Suite struct EscapedNamesTests {
  static let escape = "\u{1B}[7m"
  static let grid4 = Array("AA..>\n....\n.BB.\n....\n".utf8)

  /// `text` holds no ESC, and no newline but its last.
  static func isClean(_ text: String) -> Bool {
    !text.contains("\u{1B}") && !text.dropLast().contains("\n")
  }

  @Test func anEntryFromAFileWithControlCharactersPrintsInEveryFormat() throws {
    let name = "in/nl\nname\u{1B}[31m.txt"
    let folder = try temporaryFolder([
      name: Array(ReferencePuzzles.intermediate4Grid.utf8),
      "i4.txt": Array(ReferencePuzzles.intermediate4Grid.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let imported = try CLI.run(
      ["catalog", "import", "--db", "c.sqlite", "--jobs", "1", name], in: folder)
    #expect(imported.status == 0, "\(imported.stderr)")
    let shown = #"from in/nl\nname\u001b[31m.txt:1"#
    for format in ["grid", "yaml"] {
      let query = try CLI.run(
        ["catalog", "query", "--db", "c.sqlite", "--size", "6x6", "--format", format], in: folder)
      #expect(query.status == 0, "\(format): \(query.stderr)")
      #expect(query.stdout.contains(shown + "\n"), "\(format): \(query.stdout)")
      #expect(!query.stdout.contains("\u{1B}"))
    }
    // JSON keeps the source as it is.
    let json = try CLI.run(
      ["catalog", "query", "--db", "c.sqlite", "--size", "6x6", "--format", "json"], in: folder)
    #expect(json.stdout.contains(#""source":"in/nl\nname\u001b[31m.txt:1""#), "\(json.stdout)")
    let find = try CLI.run(["catalog", "find", "--db", "c.sqlite", "i4.txt"], in: folder)
    #expect(find.status == 0)
    #expect(Self.isClean(find.stdout) && find.stdout.contains(shown + ": "), "\(find.stdout)")
    let check = try CLI.run(
      ["check", "--jobs", "1", "--catalog", "c.sqlite", "i4.txt"], in: folder)
    let warning = try #require(
      check.stdout.split(separator: "\n").first { $0.contains("in the catalogue") })
    #expect(warning.hasSuffix(shown), "\(check.stdout)")
    #expect(!check.stdout.contains("\u{1B}"))
  }

  @Test func messagesShowFileNamesEscaped() throws {
    let folder = try temporaryFolder(["g4.txt": Self.grid4])
    defer { try? FileManager.default.removeItem(at: folder) }
    let escape = Self.escape
    let cases: [([String], Int32, String)] = [
      (
        ["render", "g4.txt", "-o", "nosuch\(escape)/p.png"], 2,
        #"cannot write nosuch\u001b[7m/p.png"#
      ),
      (
        ["render", "g4.txt", "-o", "a\(escape).png", "--solution", "a\(escape).png"], 64,
        #"-o and --solution both write a\u001b[7m.png"#
      ),
      (["check", "--catalog", "z\(escape)", "g4.txt"], 2, #"--db z\u001b[7m'"#),
      (
        [
          "generate", "--size", "4x4", "--moves", "2", "--seed", "1", "--jobs", "1", "--out", "od",
          "--prefix", "e\nx",
        ],
        0, #"e\nx-001"#
      ),
      (
        ["catalog", "import", "--db", "c\(escape).sqlite", "--jobs", "1", "g4.txt"], 0,
        #"c\u001b[7m.sqlite holds 1 entry"#
      ),
    ]
    for (arguments, status, shown) in cases {
      let result = try CLI.run(arguments, in: folder)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      let all = result.stdout + result.stderr
      #expect(all.contains(shown), "\(arguments): \(all)")
      #expect(!all.contains("\u{1B}"), "\(arguments): \(all)")
      #expect(!all.contains("e\nx"), "\(arguments): \(all)")
    }
  }

  @Test func enumerateAndMergeSummariesShowTheNameEscaped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = "e\(Self.escape).txt"
    let enumerated = try CLI.run(
      ["enumerate", "--size", "4x4", "--jobs", "1", "-o", output], in: folder)
    #expect(enumerated.status == 0, "\(enumerated.stderr)")
    #expect(enumerated.stderr.contains(#"puzzles to e\u001b[7m.txt: "#), "\(enumerated.stderr)")
    let merged = try CLI.run(["catalog", "merge", output, "-o", "m\(Self.escape).txt"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect((merged.stdout + merged.stderr).contains(#", into m\u001b[7m.txt"#), "\(merged.stderr)")
    for text in [enumerated.stderr, merged.stdout, merged.stderr] {
      #expect(!text.contains("\u{1B}"), "\(text)")
    }
  }

  /// `shares a cluster with "a<newline>b"` split a warning over two lines.
  @Test func aPuzzleNameInAWarningIsEscaped() throws {
    let set =
      "puzzles:\n  - name: \"a\\nb\"\n    board: |\n      AA..>\n      ....\n      .BB.\n      ....\n"
      + "  - name: \"c\"\n    board: |\n      .AA.>\n      ....\n      .BB.\n      ....\n"
    let folder = try temporaryFolder(["s.yaml": Array(set.utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "--jobs", "1", "s.yaml"], in: folder)
    #expect(
      result.stdout.contains(#"shares a cluster with "a\nb" at s.yaml:2:5"#), "\(result.stdout)")
  }
}
