import Testing
import UnblockFormats

@Suite struct ShownPathTests {
  /// A message about a file whose name holds a newline stays one line.
  @Test func escapesTheCharactersThatWouldBreakALine() {
    #expect(ShownPath.text("Puzzles/I-4.yaml") == "Puzzles/I-4.yaml")
    #expect(ShownPath.text("ü 👨‍👩‍👧 \"q\".txt") == "ü 👨‍👩‍👧 \"q\".txt")
    // A backslash is escaped too, so that a name with `\n` written out shows otherwise
    // than one with a newline.
    #expect(ShownPath.text("a\\b") == "a\\\\b")
    #expect(ShownPath.text("new\\nline") != ShownPath.text("new\nline"))
    #expect(ShownPath.text("new\nline\r\t.yaml") == "new\\nline\\r\\t.yaml")
    #expect(
      ShownPath.text("a\u{1B}b\u{7F}c\u{85}d\u{2028}e") == "a\\u001bb\\u007fc\\u0085d\\u2028e")
    let diagnostic = Diagnostic.error("x", path: "new\nline.yaml", at: .start)
    #expect(diagnostic.description == "new\\nline.yaml:1:1: error: x")
    // JSON keeps the path, escaped by JSON's rules.
    #expect(diagnostic.jsonLine.contains(#""path":"new\nline.yaml""#))
    // The empty path shows as the shell writes it: `:1:1:` named no file (audit 37).
    #expect(Diagnostic.error("x", path: "", at: .start).description == "'':1:1: error: x")
  }
}

@Suite struct ShownNamesInMessagesTests {
  /// Audit 13, finding 7: a message body repeated a file's name raw (`cannot write
  /// nosuch^[[7m/p.png`) where its `path:line:column` was escaped; the name is escaped
  /// in the body too, as ``ShownPath`` shows it.
  @Test func writeFailuresShowTheNameEscaped() {
    let name = "nosuch\u{1B}[7m/p\n.png"
    let shown = "nosuch\\u001b[7m/p\\n.png"
    #expect(
      AtomicFileWriter.Failure.cannotCreate(path: name, reason: "No such file or directory")
        .description == "cannot write \(shown): No such file or directory")
    #expect(
      AtomicFileWriter.Failure.isDirectory(path: name).description
        == "\(shown) is a directory; expected a file")
    #expect(
      OutputFolder.Failure.cannotCreate(path: name, reason: "Permission denied").description
        == "cannot create folder \(shown): Permission denied")
    #expect(GeneratedFiles.problem(withPrefix: "a/\u{1B}b")?.contains("a/\\u001bb") == true)
  }

  /// A puzzle's name in a warning (`shares a cluster with "a<newline>b"`) split the
  /// diagnostic over two lines; it is quoted as `check` quotes it (`"a\nb"`).
  @Test func aPuzzleNameInAWarningStaysOnOneLine() throws {
    // Two puzzles of one cluster, the first named with a newline and an ESC.
    let boards = ["AA..>", ".AA.>"].map {
      "    board: |\n      \($0)\n      ....\n      .BB.\n      ....\n"
    }
    let text = "puzzles:\n  - name: \"a\\nb\\u001b\"\n\(boards[0])  - name: \"c\"\n\(boards[1])"
    let file = PuzzleLoader().read(Array(text.utf8), path: "s\u{1B}.yaml")
    let report = PuzzleChecker(checks: [ClusterCheck()]).check(file)
    let lines = report.diagnostics.map(\.description).filter {
      $0.contains("shares a cluster")
    }
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(!line.contains("\n") && !line.contains("\u{1B}"), "\(line)")
    }
    #expect(lines.contains { $0.contains(#""a\nb\u001b" at s\u001b.yaml:2:5"#) }, "\(lines)")
  }
}
