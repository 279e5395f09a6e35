import Foundation
import Testing
import UnblockTestSupport

/// `unblock enumerate --format json`: one object on standard output when the run is done.
@Suite struct EnumerateJSONTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func lines(_ folder: URL, _ name: String) throws -> [Substring] {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  @Test func aRunReportsWhatItsFileHoldsTheSameForAnyJobs() throws {
    let folder = try temporaryFolder()
    let arguments = ["enumerate", "--size", "4x4", "--walls", "0...1", "--format", "json"]
    let one = try CLI.run(arguments + ["--jobs", "1", "-o", "one.txt"], in: folder)
    let two = try CLI.run(arguments + ["--jobs", "2", "-o", "two.txt"], in: folder)
    #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
    // Nothing but the object: the text summary is left out.
    #expect(one.stderr.isEmpty)
    #expect(one.stdout.split(separator: "\n").count == 1)
    #expect(
      one.stdout.replacingOccurrences(of: "one.txt", with: "two.txt") == two.stdout)
    let report = try Self.object(one.stdout)
    let lines = try Self.lines(folder, "one.txt")
    #expect(report["output"] as? String == "one.txt")
    #expect(report["catalog"] is NSNull && report["shard"] is NSNull)
    #expect(report["histogram"] is NSNull && report["milliseconds"] == nil)
    #expect(report["reused"] as? Bool == false)
    #expect(report["puzzles"] as? Int == lines.count)
    let walls = try #require(report["walls"] as? [String: Int])
    #expect(walls == ["min": 0, "max": 1])
    let hardest = try #require(report["hardest"] as? [String: Any])
    let first = lines[0].split(separator: " ")
    #expect(hardest["moves"] as? Int == Int(first[0]))
    #expect(hardest["board"] as? String == String(first[1]))
    #expect(hardest["states"] as? Int == Int(first[2]))
    let byMoves = try #require(report["byMoves"] as? [[String: Int]])
    for entry in byMoves {
      let moves = try #require(entry["moves"])
      let expected = lines.count { Int($0.prefix(2)) == moves }
      #expect(entry["puzzles"] == expected, "\(moves) moves")
    }
    #expect(byMoves.reduce(0) { $0 + ($1["puzzles"] ?? 0) } == lines.count)
    #expect((report["states"] as? Int ?? 0) > 0 && (report["clusters"] as? Int ?? 0) > 0)
  }

  @Test func timingsAreAddedOnlyWhenAsked() throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      ["enumerate", "--size", "4x4", "--format", "json", "--timings", "-o", "a.txt"], in: folder)
    #expect(run.status == 0)
    let report = try Self.object(run.stdout)
    #expect(report["milliseconds"] is Int && report["statesPerSecond"] is Int)
  }

  @Test func aFinishedFileIsReportedAsReusedAndComparedWithAHistogram() throws {
    let folder = try temporaryFolder(["h.tsv": Array("1\t1\n2\t9\n".utf8)])
    let arguments = ["enumerate", "--size", "4x4", "-o", "a.txt", "--format", "json"]
    let first = try CLI.run(arguments, in: folder)
    #expect(first.status == 0)
    let again = try CLI.run(arguments + ["--histogram", "h.tsv", "--timings"], in: folder)
    // The counts differ from the histogram's at 2 moves and beyond: exit 1, and the object.
    #expect(again.status == 1)
    #expect(again.stderr == "a.txt already holds this enumeration; nothing to do\n")
    let report = try Self.object(again.stdout)
    #expect(report["reused"] as? Bool == true)
    for key in ["configurations", "seeds", "clusters", "states"] {
      #expect(report[key] is NSNull, "\(key)")
    }
    #expect(report["milliseconds"] == nil)
    let fresh = try Self.object(first.stdout)
    #expect(report["puzzles"] as? Int == fresh["puzzles"] as? Int)
    #expect(report["byMoves"] as? [[String: Int]] == fresh["byMoves"] as? [[String: Int]])
    #expect(
      report["hardest"] as? [String: AnyHashable] == fresh["hardest"] as? [String: AnyHashable])
    let histogram = try #require(report["histogram"] as? [String: Any])
    #expect(histogram["file"] as? String == "h.tsv")
    #expect(histogram["equal"] as? Bool == false)
    let differences = try #require(histogram["differences"] as? [[String: Int]])
    #expect(differences.first == ["moves": 2, "found": 2, "expected": 9])
  }

  @Test func aCatalogueAloneTakesTheLines() throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(
      ["enumerate", "--size", "4x4", "--db", "c.sqlite", "--format", "json"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let report = try Self.object(run.stdout)
    #expect(report["output"] is NSNull)
    #expect(report["catalog"] as? String == "c.sqlite")
    let stats = try CLI.run(
      ["catalog", "stats", "--db", "c.sqlite", "--format", "json"], in: folder)
    #expect(try Self.object(stats.stdout)["entries"] as? Int == report["puzzles"] as? Int)
  }

  @Test(arguments: [[], ["-o", "-"]])
  func refusesJSONBesideTheLinesOnStandardOutput(output: [String]) throws {
    let folder = try temporaryFolder()
    let run = try CLI.run(["enumerate", "--size", "4x4", "--format", "json"] + output, in: folder)
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "Error: --format json prints its report on standard output: give the lines a file (-o FILE) or a catalogue (--db)\n"
      ))
  }
}
