import Foundation
import Testing
import UnblockTestSupport

/// `unblock play`: one self-contained HTML page, refused with check's diagnostics for bad
/// input.
@Suite struct PlayTests {
  /// The puzzles the page carries, from its `#unblock-data` JSON.
  static func puzzles(inPage html: String) throws -> [[String: Any]] {
    let start = try #require(
      html.range(of: "<script type=\"application/json\" id=\"unblock-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = try JSONSerialization.jsonObject(
      with: Data(html[start.upperBound..<end.lowerBound].utf8))
    return try #require((json as? [String: Any])?["puzzles"] as? [[String: Any]])
  }

  /// Runs `play` in a fresh folder holding `files`, and returns the result and the page.
  static func play(
    _ arguments: [String], files: [String: String] = [:]
  ) throws -> (CLI.Result, String?) {
    let folder = try temporaryFolder(files.mapValues { Array($0.utf8) })
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = SharedFixtures.repository.path
    let resolved = arguments.map { $0.hasPrefix("Puzzles/") ? repository + "/" + $0 : $0 }
    let result = try CLI.run(["play"] + resolved + ["-o", "page.html"], in: folder)
    let page = try? String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    return (result, page)
  }

  static let stuck = "..B.\nAAB.>\n..B.\n....\n"
  static let stuckDiagnostic =
    "stuck.txt:1:3: error: unsolvable: a vertical block between the prisoner and the chute can never leave the prisoner's row (2 states explored)\n"

  /// A gave-up was an error naming an unnamed puzzle after its file (`"c"`): it is check's
  /// warning and `unverified: puzzle 1` line, still exit 3 and no page.
  @Test func reportsAGaveUpAsCheckDoes() throws {
    let grid = "# hello\nAA..>\n....\n.BB.\n....\n"
    let (result, page) = try Self.play(["--max-states", "1", "c.txt"], files: ["c.txt": grid])
    #expect(result.status == 3)
    #expect(page == nil)
    #expect(
      result.stderr
        == "c.txt:2:1: warning: gave up after 1 state: solvability and claims not verified; raise --max-states\n"
        + "c.txt:2:1: unverified: puzzle 1: 4x4, 2 blocks, chute right of row 0, gave up after 1 state\n"
    )
    // Picked from a file of two, it is puzzle 2 there, as check numbers it.
    let (picked, _) = try Self.play(
      ["--max-states", "1", "--puzzle", "2", "c.txt"], files: ["c.txt": grid + "\n" + grid])
    #expect(picked.status == 3)
    #expect(picked.stderr.contains("c.txt:8:1: unverified: puzzle 2: "))
    // The page still names it after its file, as documented.
    let (named, titled) = try Self.play(["c.txt"], files: ["c.txt": grid])
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try #require(titled).contains("<title>c · Unblock</title>"))
  }

  /// `--title ''` gave `<title> · Unblock</title>`: an empty title is refused as a usage error.
  @Test func refusesAnEmptyTitle() throws {
    for title in ["", "  "] {
      let (result, page) = try Self.play(["--title", title, "Puzzles/I-4.yaml"])
      #expect(result.status == 64)
      #expect(result.stderr.contains("--title cannot be empty"))
      #expect(page == nil)
    }
  }

  @Test func writesOneSelfContainedPageForASet() throws {
    let (result, page) = try Self.play(["Puzzles/size-5x5.yaml"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    let html = try #require(page)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(html.contains("<title>size-5x5 · Unblock</title>"))
    // Nothing to fetch: no src or href attribute at all, a policy that forbids every
    // request, and no address but the SVG namespace the script creates elements in.
    #expect(!html.contains(" src=") && !html.contains(" href="))
    #expect(html.contains("content=\"default-src 'none'; "))
    let addresses = html.components(separatedBy: "://").dropFirst().map { $0.prefix(16) }
    #expect(addresses == ["www.w3.org/2000/"])
    #expect(html.contains("const SVG = \"http://www.w3.org/2000/svg\";"))
    let puzzles = try Self.puzzles(inPage: html)
    #expect(puzzles.map { $0["name"] as? String } == (1...5).map { "size-5x5-00\($0)" })
    #expect(puzzles.map { $0["minimalMoves"] as? Int } == [20, 15, 16, 16, 15])
    #expect(puzzles.allSatisfy { ($0["hints"] as? [String: Any])?["mode"] as? String == "exact" })
  }

  @Test func picksOnePuzzleOfASetByNumberOrName() throws {
    for selector in ["3", "size-5x5-003"] {
      let (result, page) = try Self.play(["Puzzles/size-5x5.yaml", "--puzzle", selector])
      #expect(result.status == 0, "\(result.stderr)")
      let puzzles = try Self.puzzles(inPage: try #require(page))
      #expect(puzzles.map { $0["name"] as? String } == ["size-5x5-003"])
      #expect(try #require(page).contains("<title>size-5x5-003 · Unblock</title>"))
    }
    let (missing, page) = try Self.play(["Puzzles/size-5x5.yaml", "--puzzle", "9"])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.hasSuffix(
        "/Puzzles/size-5x5.yaml:1:1: error: no puzzle 9 in this file; it holds 5 puzzles: 1 \"size-5x5-001\", 2 \"size-5x5-002\", 3 \"size-5x5-003\", 4 \"size-5x5-004\", 5 \"size-5x5-005\"\n"
      ))
    #expect(page == nil)
  }

  @Test func putsSeveralFilesOnOnePage() throws {
    let (result, page) = try Self.play(
      ["Puzzles/B-7764.yaml", "small.txt"], files: ["small.txt": "AA..>\n....\n.BB.\n....\n"])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try #require(page)
    #expect(html.contains("<title>Unblock puzzles · Unblock</title>"))
    let puzzles = try Self.puzzles(inPage: html)
    #expect(puzzles.map { $0["name"] as? String } == ["B-7764", "small"])
    #expect(puzzles.map { $0["minimalMoves"] as? Int } == [17, 1])
  }

  /// The puzzles of a file that holds several, unnamed, are numbered from 1 on the page, as
  /// README and the help say; the one puzzle of a file is named after the file alone.
  @Test func namesTheUnnamedPuzzlesOfAFileByTheirNumbers() throws {
    let (result, page) = try Self.play(
      ["c.txt", "one.txt"],
      files: [
        "c.txt": "AA..>\n....\n....\n....\n\n.AA.>\n....\n....\n....\n",
        "one.txt": "AA..>\n....\n....\n....\n",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let puzzles = try Self.puzzles(inPage: try #require(page))
    #expect(puzzles.map { $0["name"] as? String } == ["c #1", "c #2", "one"])
    let help = try CLI.run(["play", "--help"])
    #expect(
      help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "('c' for the one puzzle of c.txt; 'c #1', 'c #2', ... for the puzzles of a file that holds several)"
      ))
  }

  @Test func refusesBadInputWithChecksLocatedDiagnostics() throws {
    let cases: [(String, String, String)] = [
      (
        "claim.yaml", "name: \"x\"\nmoves: 3\nboard: |\n  AA..>\n  ....\n  .BB.\n  ....\n",
        "claim.yaml:2:8: error: wrong moves claim: the puzzle claims 3 moves, but its minimal number of moves is 1\n"
      ),
      (
        "ragged.txt", "AA..>\n....\n.BBB.\n....\n",
        "ragged.txt:3:5: error: ragged rows: this row has 5 tiles but the first row has 4; every row needs the same number\n"
      ),
      ("stuck.txt", Self.stuck, Self.stuckDiagnostic),
    ]
    for (name, text, diagnostic) in cases {
      let (result, page) = try Self.play([name], files: [name: text])
      #expect(result.status == 1, "\(name)")
      #expect(result.stderr == diagnostic)
      #expect(result.stdout == "")
      #expect(page == nil, "\(name): no page is written")
    }
    // One bad file refuses the whole page.
    let (both, page) = try Self.play(
      ["Puzzles/B-7764.yaml", "stuck.txt"], files: ["stuck.txt": Self.stuck])
    #expect(both.status == 1)
    #expect(both.stderr == Self.stuckDiagnostic)
    #expect(page == nil)
  }

  @Test func allowUnsolvablePlaysWithoutHints() throws {
    let (result, page) = try Self.play(
      ["stuck.txt", "--allow-unsolvable"], files: ["stuck.txt": Self.stuck])
    #expect(result.status == 0)
    #expect(result.stderr == Self.stuckDiagnostic)
    let puzzles = try Self.puzzles(inPage: try #require(page))
    #expect(puzzles.count == 1)
    #expect(puzzles[0]["name"] as? String == "stuck")
    #expect(puzzles[0]["minimalMoves"] == nil)
    #expect(puzzles[0]["solution"] == nil)
    #expect((puzzles[0]["hints"] as? [String: Any])?["mode"] as? String == "none")
    // A puzzle that breaks a rule is refused even so.
    let (ragged, none) = try Self.play(
      ["ragged.txt", "--allow-unsolvable"], files: ["ragged.txt": "AA..>\n....\n.BBB.\n....\n"])
    #expect(ragged.status == 1)
    #expect(none == nil)
    // So is a wrong claim: the option plays unsolvable puzzles, not wrong ones.
    let claim = "name: \"x\"\nmoves: 3\nboard: |\n  AA..>\n  ....\n  .BB.\n  ....\n"
    let (claimed, noPage) = try Self.play(
      ["claim.yaml", "--allow-unsolvable"], files: ["claim.yaml": claim])
    #expect(claimed.status == 1)
    #expect(
      claimed.stderr
        == "claim.yaml:2:8: error: wrong moves claim: the puzzle claims 3 moves, but its minimal number of moves is 1\n"
    )
    #expect(noPage == nil)
  }

  /// A file named twice, by another spelling or inside a folder named too, was played
  /// twice: `play I-4.yaml ./I-4.yaml Puzzles` listed I-4 three times.
  @Test func playsAFileNamedTwiceOnce() throws {
    let grid = "AA..>\n....\n.BB.\n....\n"
    let (result, page) = try Self.play(
      ["small.txt", "./small.txt", ".", "other.txt"],
      files: ["small.txt": grid, "other.txt": grid])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try Self.puzzles(inPage: try #require(page)).map { $0["name"] as? String }
    #expect(names == ["small", "other"])
  }

  /// A negative number was taken for an option, and said missing.
  @Test func refusesANegativeHintStatesByItsRange() throws {
    let (result, page) = try Self.play(["Puzzles/I-4.yaml", "--hint-states", "-1"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: --hint-states must be at least 1, not -1\n"))
    #expect(page == nil)
  }

  @Test func largeClustersGetHintsAlongTheOptimalLine() throws {
    let (result, page) = try Self.play(["Puzzles/B-7764.yaml", "--hint-states", "10"])
    #expect(result.status == 0, "\(result.stderr)")
    let hints = try Self.puzzles(inPage: try #require(page))[0]["hints"] as? [String: Any]
    #expect(hints?["mode"] as? String == "line")
    #expect(hints?["limit"] as? Int == 10)
    #expect(hints?["records"] == nil)
  }

  /// `--max-states` bounded the solve but not the cluster search behind exact hints: with
  /// 40,872 (I-4's solve fits) the page carried all 58,419 states of its cluster.
  @Test func maxStatesBoundsTheHintClusterToo() throws {
    let (result, page) = try Self.play(["Puzzles/I-4.yaml", "--max-states", "40872"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let hints = try Self.puzzles(inPage: try #require(page))[0]["hints"] as? [String: Any]
    #expect(hints?["mode"] as? String == "line")
    #expect(hints?["limit"] as? Int == 40872)
    #expect(hints?["records"] == nil)
    // Above the cluster, the hints are exact again.
    let (roomy, full) = try Self.play(["Puzzles/I-4.yaml", "--max-states", "58419"])
    #expect(roomy.status == 0, "\(roomy.stderr)")
    let exact = try Self.puzzles(inPage: try #require(full))[0]["hints"] as? [String: Any]
    #expect(exact?["mode"] as? String == "exact")
    #expect(exact?["states"] as? Int == 58419)
  }

  /// A page of several files took the name of the one set file among them
  /// (`play wide-left.yaml size-8x8.yaml` was titled "size-8x8").
  @Test func aPageOfSeveralFilesHasTheNeutralTitle() throws {
    let grid = "AA..>\n....\n.BB.\n....\n"
    for arguments in [
      ["Puzzles/wide-left.yaml", "Puzzles/size-8x8.yaml"],
      ["small.txt", "Puzzles/size-5x5.yaml"],
      ["Puzzles/size-5x5.yaml", "small.txt", "--puzzle", "1"],
    ] {
      let (result, page) = try Self.play(arguments, files: ["small.txt": grid])
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let html = try #require(page)
      #expect(html.contains("<title>Unblock puzzles · Unblock</title>"), "\(arguments)")
      #expect(html.contains("<h1 id=\"page-title\">Unblock puzzles</h1>"), "\(arguments)")
    }
  }

  @Test func writesToStandardOutputWithADash() throws {
    let result = try CLI.run(["play", "Puzzles/B-7764.yaml", "-o", "-"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
    #expect(try Self.puzzles(inPage: result.stdout).count == 1)
  }
}
