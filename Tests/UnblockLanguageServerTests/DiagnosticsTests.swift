import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@testable import UnblockLanguageServer

@Suite struct DiagnosticsTests {
  @Test func putsARaggedRowAtTheWholeRowWithItsCode() async {
    let session = TestSession()
    await session.initialize()
    await session.open("file:///tmp/ragged.txt", "....\nAA..\n...\n....\n")
    let diagnostics = await session.waitForDiagnostics("file:///tmp/ragged.txt")
    #expect(codes(diagnostics) == ["ragged-row"])
    #expect(span(diagnostics[0]) == [2, 0, 2, 3])
    #expect(diagnostics[0]["severity"] as? Int == 1)
    #expect(diagnostics[0]["source"] as? String == "unblock")
    #expect(
      diagnostics[0]["message"] as? String
        == "ragged rows: this row has 3 tiles but the first row has 4; every row needs the same number"
    )
  }

  @Test func coversABlocksTilesOnItsRow() async {
    let session = TestSession()
    await session.initialize()
    // A 4-long block breaks the rules; its four tiles are underlined.
    await session.open("file:///tmp/long.txt", "......\nAA....\n......\n..BBBB\n")
    let diagnostics = await session.waitForDiagnostics("file:///tmp/long.txt")
    #expect(codes(diagnostics) == ["block-length"])
    #expect(span(diagnostics[0]) == [3, 2, 3, 6])
  }

  @Test func countsColumnsInUTF16CodeUnits() async {
    let session = TestSession()
    await session.initialize()
    // '😀' is two UTF-16 code units: the unknown '#' after it starts at character 3.
    let uri = "untitled:emoji"
    await session.open(
      uri, "name: \"😀\"\nboard: |\n  AA..\n  ....\n  .?..\n  ....\n", languageId: "yaml")
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics) == ["unknown-character"])
    #expect(span(diagnostics[0]) == [4, 3, 4, 4])

    let text = DocumentText("a😀é#\n")
    #expect(
      text.position(of: SourceLocation(line: 1, column: 4)) == LSP.Position(line: 0, character: 4))
  }

  @Test func publishesRuleDiagnosticsAtOnceAndTheSolveAfter() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/claims.yaml"
    await session.open(
      uri,
      "name: claims\nlevel: expert\nmoves: 5  # wrong\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n",
      languageId: "yaml")
    #expect(session.publications(uri).first.map { codes($0.diagnostics) } == [])
    let solved = await session.waitForSolve(uri)
    #expect(codes(solved) == ["solvable", "wrong-level-claim", "wrong-moves-claim"])
    #expect(solved[0]["message"] as? String == "solvable in 2 moves (warm-up)")
    #expect(solved[0]["severity"] as? Int == 3)
    #expect(span(solved[0]) == [0, 0, 0, 12])
    #expect(span(solved[1]) == [1, 7, 1, 13])
    #expect(span(solved[2]) == [2, 7, 2, 8])
    #expect(
      solved[2]["message"] as? String
        == "wrong moves claim: the puzzle claims 5 moves, but its minimal number of moves is 2")
  }

  @Test func putsAnUnsolvablePuzzleAtTheBlockAtFault() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/stuck.txt"
    await session.open(uri, "......\nAA.BB.\n......\n......\n")
    let diagnostics = await session.waitForSolve(uri)
    #expect(codes(diagnostics) == ["unsolvable"])
    #expect(span(diagnostics[0]) == [1, 3, 1, 5])
  }

  @Test func givesUpAtMaxStatesFromInitializationOptions() async {
    let session = TestSession()
    await session.initialize(["maxStates": 10])
    let uri = "file:///tmp/i4.txt"
    await session.open(uri, ReferencePuzzles.intermediate4Grid)
    let diagnostics = await session.waitForSolve(uri)
    #expect(codes(diagnostics) == ["gave-up"])
    #expect(
      diagnostics[0]["message"] as? String
        == "gave up after 10 states: solvability and claims not verified; raise maxStates in the server's initializationOptions"
    )
  }

  @Test func reportsADocumentOverTheSizeLimit() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/huge.txt"
    await session.open(uri, String(repeating: "AA....\n", count: 700_000))
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics) == ["file-too-large"])
    #expect(span(diagnostics[0]) == [0, 0, 0, 6])
  }

  @Test func underlinesTheNULOfABinaryDocumentAlone() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/binary.txt"
    await session.open(uri, "......\nAA\u{0}...\n......\n")
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics) == ["binary-file"])
    #expect(span(diagnostics[0]) == [1, 2, 1, 3])
  }

  @Test func solvesEachPuzzleOfASetAndClosingClearsTheDiagnostics() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/two.txt"
    await session.open(uri, "# one\nAA..\n....\n....\n....\n\n# two\n....\n.AA.\n....\n....\n")
    let diagnostics = await session.waitForSolve(uri)
    #expect(
      diagnostics.map { $0["message"] as? String } == [
        "solvable in 1 move (warm-up)", "solvable in 1 move (warm-up)",
      ])
    #expect(diagnostics.map(span) == [[1, 0, 1, 4], [7, 0, 7, 4]])
    await session.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    #expect(session.publications(uri).last.map { $0.diagnostics.count } == 0)
  }

  @Test func coversAnAliasOrATaggedValueInAFlowMappingWithoutItsBrace() async {
    let session = TestSession()
    await session.initialize()
    let cases = [
      ("file:///tmp/alias.yaml", "{name: &a \"🚗🚗\", author: *a}\n", [0, 26, 0, 28]),
      ("file:///tmp/tag.yaml", "{name: \"x\", author: !!str x}\n", [0, 20, 0, 27]),
      ("file:///tmp/tag2.yaml", "name: x\nauthor: !!str \"a b\" # note\n", [1, 8, 1, 19]),
    ]
    for (uri, text, expected) in cases {
      await session.open(uri, text, languageId: "yaml")
      let diagnostics = await session.waitForDiagnostics(uri)
      #expect(codes(diagnostics) == ["yaml-feature"])
      #expect(diagnostics.map(span) == [expected])
    }
  }

  @Test func pointsAtANonBreakingSpaceInIndentation() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/nbsp.yaml"
    await session.open(uri, "name: x\nboard: |\n  ..BCCC\n\u{00A0} .KKLL.\n", languageId: "yaml")
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics) == ["yaml-nbsp"])
    #expect(diagnostics.map(span) == [[3, 0, 3, 1]])
    #expect(
      (diagnostics.first?["message"] as? String)?.hasPrefix("non-breaking space (U+00A0)") == true)
  }

  @Test func warnsOfAVersionThatDoesNotIncreaseAndAppliesTheChangeAnyway() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/versions.txt"
    await session.open(uri, "AA.>\n", version: 12)
    await session.change(uri, version: 11, [["text": "AA..>\n"]])
    await session.change(uri, version: 11, [["text": "AA...>\n"]])
    let warnings = session.messages.compactMap { message -> String? in
      guard message["method"] as? String == "window/logMessage",
        let params = message["params"] as? [String: Any], params["type"] as? Int == 2
      else { return nil }
      return params["message"] as? String
    }
    #expect(
      warnings == [
        "unblock: version 11 of \(uri) does not follow version 12: versions must increase; the change is applied anyway",
        "unblock: version 11 of \(uri) does not follow version 11: versions must increase; the change is applied anyway",
      ])
    #expect(session.publications(uri).last?.version == 11)
  }

  @Test func appliesIncrementalChangesAndSolvesTheNewVersion() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/edit.txt"
    await session.open(uri, "AA..\n....\n...\n....\n")
    _ = await session.waitForDiagnostics(uri) { codes($0) == ["ragged-row"] }
    // Insert the missing tile: the row is whole again and the puzzle solves.
    await session.change(
      uri, version: 2,
      [
        [
          "range": ["start": ["line": 2, "character": 3], "end": ["line": 2, "character": 3]],
          "text": ".",
        ]
      ])
    let fixed = await session.waitForSolve(uri)
    #expect(codes(fixed) == ["solvable"])
    #expect(session.publications(uri).last?.version == 2)
  }

  @Test func namesEveryKindOfProblemWithAStableCode() {
    let cases: [(String, String)] = [
      ("AA..\n....\n...\n....\n", "ragged-row"),
      ("AA..\n....\n.é..\n....\n", "non-ascii-character"),
      ("AA..\n....\n.#..\n....\n", "unknown-character"),
      ("AA..\n..BB\n.B..\n....\n", "label-reused"),
      ("AA..\n.B..\n....\n.B..\n", "block-gap"),
      ("AA..\n....\n....\n..BBBB\n", "ragged-row"),
      ("....\n....\n....\n..BB\n", "missing-prisoner"),
      ("AA..\n.>..\n....\n....\n", "misplaced-chute"),
      ("....\nAA..\n....\n....>\n", "chute-not-on-prisoner-row"),
      ("AAA.\n....\n....\n....\n", "prisoner-length"),
    ]
    for (grid, code) in cases {
      let file = PuzzleLoader().read(Array(grid.utf8), path: "t.txt")
      #expect(file.allDiagnostics.first.map(DiagnosticCode.code) == code, "\(grid)")
    }
  }

}

@Suite struct DiagnosticCodeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UnblockFormatsTests/Fixtures/invalid")

  /// The codes of `name`'s problems, in the order of the file.
  func codes(ofFixture name: String) -> [String] {
    let file = PuzzleLoader().load(file: Self.fixtures.appendingPathComponent(name).path)
    return file.allDiagnostics.map(DiagnosticCode.code)
  }

  /// UnblockFormatsTests' invalid YAML fixtures, each with the code of its problem: a
  /// reworded message that the table no longer recognises fails here.
  @Test func namesTheProblemOfEachInvalidFixture() {
    let expected = [
      "block-missing-row.yaml": "missing-key", "block-unknown-orientation.yaml": "unknown-value",
      "board-and-blocks.yaml": "board-and-blocks",
      "board-unknown-character.yaml": "unknown-character", "empty-set.set.yaml": "empty-set",
      "exit-bad-side.yaml": "unknown-value", "fixed-block-too-long.yaml": "fixed-block-size",
      "generated-negative-states.yaml": "negative-value",
      "generated-unknown-key.yaml": "unknown-key", "label-two-characters.yaml": "bad-label",
      "level-unknown.yaml": "unknown-value", "level-a-number.yaml": "wrong-type",
      "moves-negative.yaml": "negative-value",
      "moves-wrong-type.yaml": "wrong-type", "name-not-a-string.yaml": "wrong-type",
      "no-board.yaml": "missing-key", "not-a-mapping.yaml": "not-a-mapping",
      "set-puzzle-unknown-level.set.yaml": "unknown-value",
      "set-unknown-key.set.yaml": "unknown-key", "size-too-large.yaml": "board-size",
      "size-leading-zeros.yaml": "bad-size",
      "unknown-key.yaml": "unknown-key",
    ]
    for (name, code) in expected {
      #expect(codes(ofFixture: name) == [code], "\(name)")
    }
  }

  /// Every invalid fixture, including any added later, gets a code of its own.
  @Test func leavesNoInvalidFixtureWithTheFallbackCode() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) {
      #expect(!codes(ofFixture: name).contains(DiagnosticCode.fallback), "\(name)")
    }
  }
}
