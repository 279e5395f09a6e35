import Foundation
import Testing
import UnblockTestSupport

/// `--puzzle NAME|INDEX` takes one puzzle of a set file in `render`, `solve`, `hint` and
/// `analyze`.
@Suite struct PuzzleSelectionTests {
  /// The board of `expert-003`, the third puzzle of Puzzles/expert.yaml, as `scan` reads it
  /// back (its labels are already in reading order).
  static let expert3 = "BCDD.E\nBCFFGE\nHAAIGJ>\nH..I.J\nH.KLLL\nMMKNNN\n"

  @Test func rendersAPuzzleOfASetByNumberAndByName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for selector in ["3", "expert-003"] {
      let image = folder.appendingPathComponent("x.png").path
      let render = try CLI.run([
        "render", "Puzzles/expert.yaml", "--puzzle", selector, "-o", image,
      ])
      #expect(render.status == 0, "\(selector): \(render.stderr)")
      #expect(render.stderr == "")
      let scan = try CLI.run(["scan", image])
      #expect(scan.stdout == Self.expert3, "\(selector)")
    }
  }

  @Test func solvesHintsAndAnalyzesOnePuzzleOfASetUnderItsOwnNumber() throws {
    let solve = try CLI.run(["solve", "Puzzles/expert.yaml", "--puzzle", "3"])
    #expect(solve.status == 0)
    #expect(solve.stdout.hasPrefix("Puzzles/expert.yaml:34:5: \"expert-003\": 41 moves, expert\n"))
    #expect(solve.stdout.split(separator: "\n").count == 4)
    let json = try CLI.run([
      "hint", "--format", "json", "Puzzles/beginner.yaml", "--puzzle", "beginner-002",
    ])
    #expect(json.status == 0)
    let objects = try jsonObjects(json.stdout)
    #expect(objects.count == 1)
    #expect(objects.first?["index"] as? Int == 2)
    #expect(objects.first?["name"] as? String == "beginner-002")
    let analyze = try CLI.run(["analyze", "Puzzles/expert.yaml", "--puzzle", "expert-003"])
    #expect(analyze.status == 0)
    #expect(analyze.stdout.hasPrefix("Puzzles/expert.yaml:34:5: \"expert-003\": 41 moves"))
  }

  @Test func refusesAnUnknownNameSayingWhatTheFileHolds() throws {
    let result = try CLI.run([
      "render", "Puzzles/size-5x5.yaml", "--puzzle", "nope", "-o", "/tmp/unblock-never.png",
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Puzzles/size-5x5.yaml:1:1: error: no puzzle \"nope\" in this file; it holds 5 puzzles: "
        + (1...5).map { "\($0) \"size-5x5-00\($0)\"" }.joined(separator: ", ") + "\n")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/unblock-never.png"))
  }

  /// A value that starts with `-` is a name like any other, in every command that takes
  /// `--puzzle`: `--puzzle -1` said `Missing value for '--puzzle <name|index>'`.
  @Test(arguments: [
    ["check"], ["solve"], ["hint"], ["analyze"], ["render", "-o", "/tmp/unblock-never.png"],
    ["play", "-o", "/tmp/unblock-never.html"],
  ])
  func takesANameThatStartsWithADash(_ command: [String]) throws {
    let result = try CLI.run(command + ["Puzzles/size-5x5.yaml", "--puzzle", "-1"])
    #expect(result.status == 1, "\(result.stderr)")
    // `check` reports on standard output, the others on standard error.
    #expect(
      (result.stdout + result.stderr).hasPrefix(
        "Puzzles/size-5x5.yaml:1:1: error: no puzzle \"-1\" in this file; it holds 5 puzzles: "),
      "\(result.stdout)\(result.stderr)")
  }

  /// A value that looks like an option is a forgotten value: `check --puzzle --format json
  /// p.yaml` looked for a puzzle named `--format` and a file `json`.
  @Test(arguments: [
    (["check", "--puzzle", "--format", "json"], "--format"),
    (["solve", "--puzzle", "--help"], "--help"), (["render", "--puzzle", "-o", "x.png"], "-o"),
  ])
  func refusesAnOptionForAForgottenValue(_ arguments: [String], _ option: String) throws {
    let result = try CLI.run(arguments + ["Puzzles/size-5x5.yaml"])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '\(option)' is invalid for '--puzzle <name|index>': '\(option)' is an option, not a puzzle's number or name: give --puzzle a value"
      ), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  /// Digits past the largest number were looked up as a name (`no puzzle
  /// "18446744073709551617"`), where digits alone are a number (audit 39).
  @Test func refusesANumberTooLargeForAnyFile() throws {
    let result = try CLI.run(["solve", "--puzzle", "18446744073709551617", "Puzzles/I-4.yaml"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value '18446744073709551617' is invalid for '--puzzle <name|index>': "
          + "'18446744073709551617' is too large for a puzzle's number: no file holds so many"),
      "\(result.stderr)")
  }

  @Test func refusesANumberOutOfRangeListingTheFirstTenPuzzles() throws {
    for command in ["solve", "hint", "analyze"] {
      let result = try CLI.run([command, "Puzzles/expert.yaml", "--puzzle", "26"])
      #expect(result.status == 1, "\(command)")
      #expect(result.stdout == "", "\(command)")
      #expect(
        result.stderr
          == "Puzzles/expert.yaml:1:1: error: no puzzle 26 in this file; it holds 25 puzzles: "
          + (1...10).map { "\($0) \"expert-\(String(format: "%03d", $0))\"" }
          .joined(separator: ", ") + ", and 15 more\n", "\(command)")
    }
    let zero = try CLI.run(
      ["render", "-", "--puzzle", "0", "-o", "x.png"], stdin: "AA..>\n....\n.BB.\n....\n")
    #expect(zero.status == 1)
    #expect(
      zero.stderr == "-:1:1: error: no puzzle 0 in this file; it holds 1 puzzle: 1 (no name)\n")
  }
}
