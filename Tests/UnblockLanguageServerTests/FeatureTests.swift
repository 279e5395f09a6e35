import Foundation
import Testing
import UnblockFormats
import UnblockTestSupport

@testable import UnblockLanguageServer

@Suite struct FeatureTests {
  static let claims =
    "name: claims\nlevel: expert\nmoves: 5\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"

  /// The actions for the whole of line `line` selected (an end past the line's end is
  /// taken as its end, as the protocol says).
  func actions(_ session: TestSession, _ uri: String, line: Int) async -> [[String: Any]] {
    let range = [
      "start": ["line": line, "character": 0], "end": ["line": line, "character": 10_000],
    ]
    let response = await session.request(
      "textDocument/codeAction",
      ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]])
    return response["result"] as? [[String: Any]] ?? []
  }

  func edits(_ action: [String: Any], _ uri: String) -> [[String: Any]] {
    ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
      ?? []
  }

  @Test func offersToSetMovesAndLevelToTheTrueValues() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/fix.yaml"
    await session.open(uri, Self.claims, languageId: "yaml")
    _ = await session.waitForSolve(uri)
    let moves = await actions(session, uri, line: 2)
    #expect(
      moves.map { $0["title"] as? String } == [
        "Set the moves to 2", "Add the schema line for yaml-language-server",
      ])
    #expect(edits(moves[0], uri).map { $0["newText"] as? String } == ["2"])
    #expect(edits(moves[0], uri).map(span) == [[2, 7, 2, 8]])
    #expect(moves[0]["kind"] as? String == "quickfix")
    let level = await actions(session, uri, line: 1)
    #expect(level.first?["title"] as? String == "Set the level to warm-up")
    #expect(edits(level[0], uri).map(span) == [[1, 7, 1, 13]])
  }

  /// The kinds the server offers are said at `initialize`, the schema line's `source`
  /// among them (VS Code's Source Action menu asks only servers that name it), and a
  /// client's `only` is heeded; `source` came back whatever `only` asked.
  @Test func saysEveryKindItOffersAndGivesOnlyTheKindsAsked() async {
    let session = TestSession()
    let answer = await session.request(
      "initialize", ["processId": NSNull(), "capabilities": [String: Any]()])
    let capabilities = (answer["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    let provider = capabilities?["codeActionProvider"] as? [String: Any]
    #expect(provider?["codeActionKinds"] as? [String] == ["quickfix", "source"])
    await session.notify("initialized")
    let uri = "file:///tmp/kinds.yaml"
    await session.open(uri, Self.claims, languageId: "yaml")
    _ = await session.waitForSolve(uri)
    let range = ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 9]]
    var kinds: [[String]] = []
    for only: [String]? in [nil, ["quickfix"], ["source"], ["source.fixAll"], ["refactor"]] {
      var context: [String: Any] = ["diagnostics": [Any]()]
      if let only { context["only"] = only }
      let response = await session.request(
        "textDocument/codeAction",
        ["textDocument": ["uri": uri], "range": range, "context": context])
      kinds.append(
        (response["result"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String })
    }
    #expect(kinds == [["quickfix", "source"], ["quickfix"], ["source"], [], []])
  }

  /// A name of several code points before `moves` on its line: the fix replaces the `5`
  /// alone, its place counted in UTF-16 from the characters libyaml counts in code points.
  @Test(arguments: ["e\u{301}", "👨\u{200D}👩\u{200D}👧", "🇫🇷"])
  func setsAFlowStyleMovesClaimAfterACharacterOfSeveralCodePoints(_ name: String) async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/flow.yaml"
    let rest =
      "5, size: 4x6, blocks: [{label: A, orientation: horizontal, row: 1, column: 0, length: 2}]}\n"
    let text = "{name: \"\(name)\", moves: " + rest
    await session.open(uri, text, languageId: "yaml")
    _ = await session.waitForSolve(uri)
    let moves = await actions(session, uri, line: 0)
    let five = text.utf16.count - rest.utf16.count
    #expect(moves.first?["title"] as? String == "Set the moves to 1")
    #expect(edits(moves[0], uri).map(span) == [[0, five, 0, five + 1]])
  }

  @Test func offersTheIndentationIndicatorForALeftChuteBoard() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/left.yaml"
    await session.open(
      uri, "name: left\nboard: |\n   ....B\n  <.AA.B\n   x....\n   .CC..\n", languageId: "yaml")
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics) == ["left-chute-indicator"])
    let fixes = await actions(session, uri, line: span(diagnostics[0])[0])
    #expect(fixes.first?["title"] as? String == "Add the indentation indicator: board: |2")
    #expect(edits(fixes[0], uri).map(span) == [[1, 8, 1, 8]])
    #expect(edits(fixes[0], uri).map { $0["newText"] as? String } == ["2"])
  }

  @Test func theIndentationIndicatorIsHowFarTheChuteRowStandsInFromTheKey() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/left3.yaml"
    await session.open(
      uri, "name: left\nboard: |\n    ....B\n   <.AA.B\n    x....\n    .CC..\n",
      languageId: "yaml")
    let diagnostics = await session.waitForDiagnostics(uri)
    let fixes = await actions(session, uri, line: span(diagnostics[0])[0])
    #expect(fixes.first?["title"] as? String == "Add the indentation indicator: board: |3")
    #expect(edits(fixes[0], uri).map { $0["newText"] as? String } == ["3"])
  }

  @Test func offersTheSchemaLineRelativeToTheNearestSchemasFolder() async throws {
    let root = try temporaryFolder([
      "Schemas/puzzle.schema.json": Array("{}".utf8),
      "Puzzles/deep/p.yaml": Array(Self.claims.utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let session = TestSession()
    await session.initialize()
    let uri = root.appendingPathComponent("Puzzles/deep/p.yaml").absoluteString
    await session.open(uri, Self.claims, languageId: "yaml")
    let schema = await actions(session, uri, line: 0).last ?? [:]
    #expect(
      edits(schema, uri).map { $0["newText"] as? String }
        == ["# yaml-language-server: $schema=../../Schemas/puzzle.schema.json\n"])
    #expect(edits(schema, uri).map(span) == [[0, 0, 0, 0]])
  }

  @Test func offersTheSetSchemaForASetWithASyntaxError() async throws {
    let root = try temporaryFolder(["Schemas/set.schema.json": Array("{}".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let session = TestSession()
    await session.initialize()
    let uri = root.appendingPathComponent("Puzzles/set.yaml").absoluteString
    await session.open(uri, "puzzles:\n  - name: [a\n", languageId: "yaml")
    #expect(codes(await session.waitForDiagnostics(uri)) == ["yaml-syntax"])
    let schema = await actions(session, uri, line: 0).last ?? [:]
    #expect(
      edits(schema, uri).map { $0["newText"] as? String }
        == ["# yaml-language-server: $schema=../Schemas/set.schema.json\n"])
  }

  /// A set in flow style, or with its key quoted, is told by its first key as a block-style
  /// one is; a key that only starts with `puzzles` is not a set's.
  @Test func tellsASetByItsKeyInEveryStyle() {
    for line in ["puzzles:", "{puzzles: [", "{ \"puzzles\" : [", "'puzzles':", "puzzles :"] {
      #expect(QuickFix.opensASet(line[...]), "\(line)")
    }
    for line in ["puzzlesx: 1", "  puzzles:", "# puzzles:", "{name: puzzles}"] {
      #expect(!QuickFix.opensASet(line[...]), "\(line)")
    }
  }

  @Test func offersTheSetSchemaForAFlowStyleSetWithASyntaxError() async throws {
    let root = try temporaryFolder(["Schemas/set.schema.json": Array("{}".utf8)])
    defer { try? FileManager.default.removeItem(at: root) }
    let session = TestSession()
    await session.initialize()
    let uri = root.appendingPathComponent("Puzzles/set.yaml").absoluteString
    await session.open(uri, "{puzzles: [{name: [a}]}\n", languageId: "yaml")
    #expect(codes(await session.waitForDiagnostics(uri)) == ["yaml-syntax"])
    let schema = await actions(session, uri, line: 0).last ?? [:]
    #expect(
      edits(schema, uri).map { $0["newText"] as? String }
        == ["# yaml-language-server: $schema=../Schemas/set.schema.json\n"])
  }

  @Test func formatsToTheCanonicalFormKeepingCommentsOrSaysWhyNot() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/format.txt"
    await session.open(uri, "AAoo\noooo\noooo\noooo\n")
    let response = await session.request(
      "textDocument/formatting",
      ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]])
    let edits = response["result"] as? [[String: Any]] ?? []
    #expect(edits.map { $0["newText"] as? String } == ["AA..>\n....\n....\n....\n"])
    #expect(edits.map(span) == [[0, 0, 4, 0]])

    // A comment keeps its place in the canonical form, as `unblock format` keeps it.
    let yaml = "file:///tmp/commented.yaml"
    await session.open(yaml, "# a note\n" + Self.claims, languageId: "yaml")
    let kept = await session.request(
      "textDocument/formatting", ["textDocument": ["uri": yaml], "options": [:]])
    let keptText = (kept["result"] as? [[String: Any]])?.first?["newText"] as? String
    #expect(keptText?.contains("# a note\n") == true)

    // Two end-of-line comments that the canonical form would put on one line: no edit, and
    // the reason `unblock format` gives.
    let conflict = "file:///tmp/conflict.yaml"
    await session.open(
      conflict,
      """
      size: 4x4
      exit:
        side: right  # the usual side
        row: 0       # the top row
      blocks:
        - {label: "A", orientation: horizontal, row: 0, column: 0, length: 2}

      """, languageId: "yaml")
    let refused = await session.request(
      "textDocument/formatting", ["textDocument": ["uri": conflict], "options": [:]])
    #expect((refused["result"] as? [Any])?.isEmpty == true)
    let shown = session.messages.last { $0["method"] as? String == "window/showMessage" }
    #expect(
      (shown?["params"] as? [String: Any])?["message"] as? String
        == "unblock: not formatted: line 4: cannot keep this comment in place: the canonical form writes 'exit' on one line, which already ends with the comment of line 3; put this comment on a line of its own"
    )
  }

  @Test func hoversWithTheAnalysis() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/i4.txt"
    await session.open(uri, "# I-4\n" + ReferencePuzzles.intermediate4Grid)
    let response = await session.request(
      "textDocument/hover",
      ["textDocument": ["uri": uri], "position": ["line": 3, "character": 2]])
    let value =
      ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
      ?? ""
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines.prefix(5) == [
        "**puzzle 1**: 23 moves, intermediate", "",
        "- cluster: 58419 states, 4557 solved",
        "- shortest solutions: 1633628",
        "- unnecessary blocks: none",
      ])
    #expect(lines.contains { $0.hasPrefix("Solution: `") && $0.split(separator: " ").count == 24 })
    #expect(lines.contains { $0.hasPrefix("Farthest state, ") })
  }

  /// A set of two puzzles: the first's lines are 2 to 7, the second's 8 to 13.
  static let pair = """
    name: pair
    puzzles:
      - name: first
        board: |
          AA..
          ....
          ....
          ....
      - name: second
        board: |
          ....
          .AA.
          ....
          ....

    """

  @Test func listsOneSymbolPerPuzzleAndACodeLensPerSolvedOne() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/set.yaml"
    await session.open(uri, Self.pair, languageId: "yaml")
    _ = await session.waitForSolve(uri)
    let symbols = await session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
    let list = symbols["result"] as? [[String: Any]] ?? []
    #expect(list.map { $0["name"] as? String } == ["first", "second"])
    // From the reading alone: the search's summary is the code lens's.
    #expect(list.map { $0["detail"] as? String } == ["4x4", "4x4"])
    #expect(list.map(span) == [[2, 0, 7, 10], [8, 0, 13, 10]])
    let lenses = await session.request("textDocument/codeLens", ["textDocument": ["uri": uri]])
    let titles = (lenses["result"] as? [[String: Any]] ?? []).map {
      ($0["command"] as? [String: Any])?["title"] as? String
    }
    #expect(titles == ["solvable in 1 move (warm-up)", "solvable in 1 move (warm-up)"])
  }

  /// The outline answers from the reading alone: after the search of 40,000 puzzles (each
  /// giving up at once) it took 54 s, each symbol looking its puzzle up among the results.
  /// 10,000 puzzles keep the check, at a quarter of the suite's time.
  @Test func outlinesALargeDocumentWithoutTheSearchResults() async {
    let session = TestSession()
    await session.initialize(["maxStates": 1])
    let uri = "file:///tmp/large-database.txt"
    let count = 10_000
    let line = "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL."
    await session.open(uri, String(repeating: line + "\n", count: count))
    _ = await session.waitForSolve(uri)
    let symbols = await session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
    let list = symbols["result"] as? [[String: Any]] ?? []
    #expect(list.count == count)
    #expect(list.last?["detail"] as? String == "6x6")
  }

  @Test func aStoppedOutlineGivesNothing() {
    let text = DocumentText("AA..\n....\n....\n....\n")
    let file = PuzzleLoader().read(Array(text.text.utf8), path: "p.txt")
    #expect(PuzzleOutline.symbols(of: file, in: text, shouldStop: { true }) == nil)
    #expect(PuzzleOutline.symbols(of: file, in: text)?.map(\.detail) == ["4x4"])
  }

  func hover(_ session: TestSession, _ uri: String, line: Int, character: Int = 0) async
    -> [String: Any]
  {
    await session.request(
      "textDocument/hover",
      ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
  }

  /// Only a line of a puzzle's symbol gets its analysis: the schema line, the set's name
  /// and a line past the end answer `null`, and a position that is no
  /// `uinteger` is invalid params, as in every request (audit 8, finding 4).
  @Test func hoversOnlyInsideAPuzzle() async {
    let session = TestSession()
    await session.initialize(["maxStates": 1000])
    let uri = "file:///tmp/hover-set.yaml"
    let set = "# yaml-language-server: $schema=../Schemas/set.schema.json\n" + Self.pair
    await session.open(uri, set, languageId: "yaml")
    for line in [0, 1, 2, 15, 1_000_000, Int(Int32.max)] {
      let response = await hover(session, uri, line: line)
      #expect(response.keys.contains("result") && response["result"] is NSNull, "line \(line)")
    }
    let first = await hover(session, uri, line: 3)
    let contents = (first["result"] as? [String: Any])?["contents"] as? [String: Any]
    #expect((contents?["value"] as? String)?.hasPrefix("**first**") == true)
    for (line, character) in [(-1, 0), (2, -5), (Int(Int32.max) + 1, 0)] {
      let response = await hover(session, uri, line: line, character: character)
      let error = response["error"] as? [String: Any]
      #expect(error?["code"] as? Int == -32602, "\(line):\(character)")
      let field = line == 2 ? "character" : "line"
      #expect(
        error?["message"] as? String
          == "invalid params for textDocument/hover: bad value at params.position.\(field)")
    }
  }

  /// Reading stops after 100 errors: the 100th puzzle's symbol covers its own line, and
  /// the lines never read belong to no puzzle (audit 8, finding 5).
  @Test func theLinesNotReadAfterTooManyErrorsBelongToNoPuzzle() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/too-many.txt"
    let line = "..BCCCD.BEFFDAAEG..H..GI.HJJGI.KKLL?"
    await session.open(uri, String(repeating: line + "\n", count: 150))
    let diagnostics = await session.waitForDiagnostics(uri)
    #expect(codes(diagnostics).contains("too-many-errors"))
    let symbols = await session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
    let list = symbols["result"] as? [[String: Any]] ?? []
    #expect(list.count == 100)
    #expect(list.last.map(span) == [99, 0, 99, 36])
    let unread = await hover(session, uri, line: 149)
    #expect(unread.keys.contains("result") && unread["result"] is NSNull)
  }

  @Test func namesAPuzzleWithABlankNameByItsNumber() async {
    let session = TestSession()
    await session.initialize()
    for (version, name) in ["\"\"", "\"  \""].enumerated() {
      let uri = "file:///tmp/blank-\(version).yaml"
      await session.open(
        uri, "name: \(name)\nboard: |\n  ....\n  AA..\n  ....\n  ....\n", languageId: "yaml")
      _ = await session.waitForSolve(uri)
      let symbols = await session.request(
        "textDocument/documentSymbol", ["textDocument": ["uri": uri]])
      let list = symbols["result"] as? [[String: Any]] ?? []
      #expect(list.map { $0["name"] as? String } == ["puzzle 1"])
    }
  }

  @Test func asksAClientThatSupportsItToRefreshCodeLensesAfterASolve() async {
    let session = TestSession()
    _ = await session.request(
      "initialize", ["capabilities": ["workspace": ["codeLens": ["refreshSupport": true]]]])
    let uri = "file:///tmp/lens.txt"
    await session.open(uri, "AA..\n....\n....\n....\n")
    _ = await session.waitForSolve(uri)
    let refresh = session.messages.filter {
      $0["method"] as? String == "workspace/codeLens/refresh"
    }
    #expect(refresh.count == 1)
    #expect(refresh.first?["id"] as? String == "unblock-1")
    #expect(refresh.first?["params"] == nil)
  }

  /// The schema line ends as the document's lines do: a CRLF document stays CRLF, one
  /// with lone CRs stays so (audit 8, finding 6).
  @Test(arguments: ["\r\n", "\r", "\n"])
  func theSchemaLineEndsAsTheDocumentsLinesDo(_ ending: String) async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/schema-ending.yaml"
    await session.open(uri, Self.claims.replacing("\n", with: ending), languageId: "yaml")
    let schema = await actions(session, uri, line: 0).last ?? [:]
    let newText = edits(schema, uri).first?["newText"] as? String ?? ""
    #expect(newText.hasPrefix("# yaml-language-server: $schema="))
    #expect(
      newText.hasSuffix(ending) && !newText.dropLast(ending.count).contains(where: \.isNewline))
  }

  @Test func keepsRangesRightInACRLFDocument() async {
    let session = TestSession()
    await session.initialize()
    let uri = "file:///tmp/crlf.yaml"
    await session.open(uri, Self.claims.replacing("\n", with: "\r\n"), languageId: "yaml")
    let diagnostics = await session.waitForSolve(uri)
    #expect(diagnostics.map(span) == [[0, 0, 0, 12], [1, 7, 1, 13], [2, 7, 2, 8]])
  }

  // Cancelled hovers and stale searches, which race the server's loop, are tested by
  // pytest-lsp (Tests/lsp) with the server in a process of its own: here the server shares
  // Swift's thread pool with every test of the suite, which under load held up its loop
  // until a hover or search meant to be cancelled had ended.

  /// An 8x8 board whose cluster takes a debug build seconds to analyse.
  static let largeCluster =
    "B..C.D..\nB..C.D..\n.E.F.G.H\n.E.F.G.H\nAA......>\nI.J...K.\nI.J...K.\n........\n"

  @Test func aStoppedHoverAnalysisEndsAtOnce() {
    let file = PuzzleLoader().read(Array(Self.largeCluster.utf8), path: "large.txt")
    let markdown = PuzzleHover.text(
      for: file.entries[0], index: 0, maxStates: 2_000_000, shouldStop: { true })
    // Stopped before its first level: the analysis of the whole cluster takes seconds.
    #expect(markdown.hasPrefix("**puzzle 1**: gave up"))
  }

  @Test func escapesANameInMarkdownAndWritesPlainTextWhenAsked() {
    let text = "name: \"**x** [y](z)\"\nboard: |\n  ....B.\n  AA..B.\n  ......\n  ......\n"
    let entry = PuzzleLoader().read(Array(text.utf8), path: "p.yaml").entries[0]
    let markdown = PuzzleHover.text(for: entry, index: 0, maxStates: 1000)
    #expect(markdown.hasPrefix(#"**\*\*x\*\* \[y\]\(z\)**: 2 moves, warm-up"#))
    #expect(markdown.contains("Solution: `"))
    #expect(markdown.contains("```"))
    let plain = PuzzleHover.text(for: entry, index: 0, maxStates: 1000, markup: .plaintext)
    #expect(plain.hasPrefix("**x** [y](z): 2 moves, warm-up\n"))
    #expect(!plain.contains("`"))
  }

  @Test func writesMarkdownUnlessTheClientShowsOnlyPlainText() {
    #expect(HoverMarkup(preferring: nil) == .markdown)
    #expect(HoverMarkup(preferring: ["plaintext", "markdown"]) == .markdown)
    #expect(HoverMarkup(preferring: ["plaintext"]) == .plaintext)
    #expect(HoverMarkup(preferring: []) == .markdown)
  }
}
