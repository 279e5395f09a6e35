import Testing
import UnblockCore

@testable import UnblockFormats

/// Random text through every reader: nothing traps, and every verdict is consistent.
@Suite struct HostileInputTests {
  static let alphabet = Array("AABBx.o<> \n\n\n\t#:-[]{}|2&*!\"'é\r")

  static func randomTexts(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      String(
        (0..<Int.random(in: 0...120, using: &generator)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        })
    }
  }

  /// A puzzle is returned exactly when no error was reported, and it obeys the rules.
  static func expectConsistent(_ file: PuzzleFile) {
    for entry in file.entries {
      let errors = entry.diagnostics.count { $0.severity == .error }
      #expect((entry.puzzle == nil) == (errors > 0))
      #expect(entry.puzzle?.isValid ?? true)
      #expect(entry.blockLocations.count == entry.puzzle?.blocks.count ?? 0)
    }
    #expect(file.entries.allSatisfy { $0.isValid } || file.hasErrors)
    #expect(file.allDiagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
  }

  @Test func randomTextNeverTrapsAndGetsConsistentVerdicts() {
    for text in Self.randomTexts(count: 3000, seed: 7) {
      for path in ["r.txt", "r.yaml", "-"] {
        Self.expectConsistent(load(text, path: path))
      }
    }
  }

  @Test func randomBoardsInYAMLGetTheSameVerdictAsInAGrid() {
    let rows = Array("AABBCx.o<>")
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2000 {
      let grid = (0..<Int.random(in: 3...6, using: &generator)).map { _ in
        String((0..<5).map { _ in rows[Int.random(in: 0..<rows.count, using: &generator)] })
      }
      // A row starting with a space or '<' needs the indentation indicator.
      let yaml = "board: |2\n" + grid.map { "  \($0)\n" }.joined()
      let fromGrid = load(grid.joined(separator: "\n") + "\n")
      let fromYAML = load(yaml, path: "r.yaml")
      Self.expectConsistent(fromYAML)
      #expect(fromGrid.entries.first?.puzzle == fromYAML.entries.first?.puzzle, "\(grid)")
    }
  }

  @Test func aReportQuotesANameSoItCannotForgeALineNorMoveTheTerminal() throws {
    let board = "board: |\n  AA..>\n  ....\n  ....\n  ....\n"
    let file = load(
      "name: \"ok\\nx.txt:1:1: ok\\e[2J\\u0085\\u009b\\u2028\\t\"\n" + board, path: "n.yaml")
    let report = try #require(PuzzleChecker(checks: []).check(file).puzzles.first)
    #expect(report.title == #""ok\nx.txt:1:1: ok\u001b[2J\u0085\u009b\u2028\t""#)
    #expect(!report.summary.contains("\n"))
    // Letters of any script stay as they are.
    #expect(JSONLine.quoted("caf\u{e9} \u{1F600}") == "\"caf\u{e9} \u{1F600}\"")
  }

  @Test func aNumberTooLargeForAnyFieldSaysSo() {
    let yaml = load(
      "name: x\nmoves: 99999999999999999999\nboard: |\n  AA..>\n  ....\n  ....\n  ....\n",
      path: "b.yaml")
    #expect(
      yaml.allDiagnostics.map(\.description) == [
        "b.yaml:2:8: error: 'moves' is too large: the most a number may be is 9223372036854775807"
      ])
    let line = load(
      "99999999999999999999 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n", path: "b.txt")
    #expect(
      line.allDiagnostics.map(\.description) == [
        "b.txt:1:1: error: '99999999999999999999' is too large: the most a number may be is 9223372036854775807"
      ])
  }

  /// A number far below zero is negative, not too large (audit 13): past 64 bits, and
  /// Int.min itself, which is a 64-bit number like any other.
  @Test func aNumberFarBelowZeroIsNegativeNotTooLarge() {
    let board = "board: |\n  AA..>\n  ....\n  ....\n  ....\n"
    for (value, column) in [("-99999999999999999999", 8), ("-9223372036854775808", 8)] {
      let yaml = load("moves: \(value)\n" + board, path: "n.yaml")
      #expect(
        yaml.allDiagnostics.map(\.description) == [
          "n.yaml:1:\(column): error: 'moves' must not be negative, not \(value)"
        ])
    }
    let exit = load(
      "size: 4x4\nexit: {side: right, row: -9223372036854775808}\nblocks:\n"
        + "  - {label: A, row: 0, column: 0, length: 2, orientation: horizontal}\n",
      path: "x.yaml")
    let messages = exit.allDiagnostics.map(\.description)
    #expect(messages.count == 1)
    #expect(!messages.contains { $0.contains("too large") }, "\(messages)")
    #expect(messages.first?.contains("-9223372036854775808") == true, "\(messages)")
  }

  @Test func aYAMLFileStopsAfterAHundredErrorsAsTheOtherFormatsDo() {
    let many = "size: 6x6\nblocks:\n" + String(repeating: "- 1\n", count: 500)
    let file = load(many, path: "e.yaml")
    let errors = file.allDiagnostics.filter { $0.severity == .error }
    #expect(errors.count == 101)
    #expect(
      errors.contains {
        $0.description == "e.yaml:103:3: error: too many errors: stopped after 100"
      })
    Self.expectConsistent(file)
    // In a set, the puzzles after the one that reached the limit are not read.
    let puzzle = "  - size: 6x6\n    blocks:\n" + String(repeating: "      - 1\n", count: 60)
    let set = load("puzzles:\n" + String(repeating: puzzle, count: 3), path: "s.yaml")
    #expect(set.entries.count == 2)
    #expect(set.allDiagnostics.count { $0.severity == .error } == 101)
    Self.expectConsistent(set)
  }
}
