import Foundation
import Testing
import UnblockTestSupport

/// The objects of a JSON Lines output.
func jsonObjects(_ text: String) throws -> [[String: Any]] {
  try text.split(separator: "\n").map {
    try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
  }
}

@Suite struct SolveTests {
  @Test func solvesI4In23MovesWithItsOwnLabels() throws {
    let result = try CLI.run(["solve", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0] == "-:1:1: puzzle 1: 23 moves, intermediate")
    #expect(
      lines[1]
        == "  K-1 L-1 D-1 A-1 B+2 C-1 E+1 F-2 G-1 I-3 J+2 B+1 E+1 A+2 H-3 A-2 B-1 E-1 J-4 B+1 E+1 G+2 A+4"
    )
    #expect(
      lines[2].hasPrefix("  boards examined 522072, distinct boards 40872, largest frontier 5808, ")
    )
    #expect(lines[3].hasPrefix("  boards per level: 1 9 33 76 148 "))
  }

  @Test func printsTheBoardAfterEveryMove() throws {
    let result = try CLI.run(["solve", "--steps", "-"], stdin: "..B.\nAAB.\n....\n....\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.prefix(2).joined(separator: "\n") == """
        -:1:1: puzzle 1: 2 moves, warm-up
          B+2 A+2
        """)
    #expect(
      lines.dropFirst(4).joined(separator: "\n") == """
          start:
            ..B.
            AAB.>
            ....
            ....
          1. B+2:
            ....
            AA..>
            ..B.
            ..B.
          2. A+2:
            ....
            ..AA>
            ..B.
            ..B.

        """)
  }

  @Test func explainsAnUnsolvablePuzzleAtTheBlockAtFault() throws {
    let result = try CLI.run(["solve", "-"], stdin: ".....\nAABB.\n.....\n.....\n")
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        -:1:1: puzzle 1: unsolvable, 3 states explored
        -:2:3: error: a horizontal block between the prisoner and the chute can never get out of the way

        """))
  }

  @Test func givesUpAtMaxStatesWithExitStatus3() throws {
    let result = try CLI.run(
      ["solve", "--max-states", "100", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 3)
    #expect(result.stdout.hasPrefix("-:1:1: puzzle 1: gave up after 100 states\n"))
    let json = try CLI.run(
      ["solve", "--format", "json", "--max-states", "100", "-"],
      stdin: ReferencePuzzles.intermediate4Grid)
    #expect(json.status == 3)
    let object = try #require(try jsonObjects(json.stdout).first)
    #expect(object["moves"] is NSNull)
    #expect(object["status"] as? String == "gave-up")
    #expect(object["gaveUpAfter"] as? Int == 100)
  }

  /// The rule README and --help state: one JSON line per puzzle found, an unreadable one
  /// `invalid`; a file with no puzzle (exit 1) or one that cannot be read (exit 2) is
  /// reported on standard error only.
  @Test func jsonHasALinePerPuzzleFoundAndNoneForAFileWithout() throws {
    let folder = try temporaryFolder([
      "empty.txt": [], "comment.txt": Array("# only a comment\n".utf8),
      "bad.yaml": Array("name: [\nboard: |\n".utf8), "bin.txt": [0, 1, 2, 0xFF],
      "badchar.txt": Array("AA.?\n....\n....\n....\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in ["solve", "hint"] {
      for (file, status) in [
        ("empty.txt", 1), ("comment.txt", 1), ("bad.yaml", 1), ("missing.txt", 2), ("bin.txt", 2),
      ] {
        let result = try CLI.run([command, "--format", "json", file], in: folder)
        #expect(result.status == Int32(status), "\(command) \(file)")
        #expect(result.stdout == "", "\(command) \(file)")
        #expect(result.stderr.hasPrefix(file + ":"), "\(command) \(file)")
      }
      let invalid = try CLI.run([command, "--format", "json", "badchar.txt"], in: folder)
      #expect(invalid.status == 1)
      let objects = try jsonObjects(invalid.stdout)
      #expect(objects.map { $0["status"] as? String } == ["invalid"], "\(command)")
    }
  }

  @Test func printsOneJSONObjectPerPuzzleInInputOrder() throws {
    let input = """
      51 \(ReferencePuzzles.hardest51Line) 4780
      BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 8
      ooooooooooooAABBoooooooooooooooooooo 0
      """
    let result = try CLI.run(["solve", "--format", "json", "-"], stdin: input)
    #expect(result.status == 1)
    let objects = try jsonObjects(result.stdout)
    #expect(objects.count == 3)
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(objects[0]["moves"] as? Int == 51)
    #expect((objects[0]["solution"] as? [String])?.count == 51)
    #expect((objects[0]["solution"] as? [String])?.last?.hasPrefix("A+") == true)
    #expect(objects[1]["moves"] as? Int == 8)
    #expect(objects[2]["moves"] is NSNull)
    #expect(objects[2]["solution"] is NSNull)
    #expect(objects[2]["status"] as? String == "unsolvable")
    #expect(objects[2]["reasonBlock"] as? String == "B")
  }

  @Test func solvesThousandsOfDatabaseLinesInOneRun() throws {
    let line = "BBoooCDooEoCDAAEoCDooEooFoooGGFoHHHo 8\n"
    let result = try CLI.run(
      ["solve", "--format", "json", "-"], stdin: String(repeating: line, count: 2000))
    #expect(result.status == 0)
    let objects = try jsonObjects(result.stdout)
    #expect(objects.count == 2000)
    #expect(objects.allSatisfy { $0["moves"] as? Int == 8 })
    #expect(objects.last?["line"] as? Int == 2000)
  }

  @Test(.needsSharedFixtures) func solvesEveryJam40CardAsPublished() throws {
    let path = SharedFixtures.path("thinkfun-jam40.txt")
    let result = try CLI.run(["solve", "--format", "json", path])
    #expect(result.status == 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expected = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
      .compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }
    #expect(expected.count == 40)
    #expect(try jsonObjects(result.stdout).map { $0["moves"] as? Int } == expected)
  }

  @Test func reportsInvalidAndUnreadableInput() throws {
    let invalid = try CLI.run(["solve", "-"], stdin: "AA..\nB...\n....\n....\n")
    #expect(invalid.status == 1)
    #expect(invalid.stdout == "-:1:1: puzzle 1: invalid\n")
    #expect(invalid.stderr.contains("-:2:1: error: block 'B'"))
    let missing = try CLI.run(["solve", "no-such-file.txt"])
    #expect(missing.status == 2)
  }

  @Test func printsTheStepsInJSON() throws {
    let result = try CLI.run(
      ["solve", "--steps", "--format", "json", "-"], stdin: "..B.\nAAB.\n....\n....\n")
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        #""solution":["B+2","A+2"],"steps":[{"move":null,"board":["..B.","AAB.>","....","...."]},"#
          + #"{"move":"B+2","board":["....","AA..>","..B.","..B."]},"#
          + #"{"move":"A+2","board":["....","..AA>","..B.","..B."]}],"boardsExamined":"#))
    // Without --steps, no steps.
    let plain = try CLI.run(["solve", "--format", "json", "-"], stdin: "..B.\nAAB.\n....\n....\n")
    #expect(!plain.stdout.contains("steps"))
  }

  @Test func givingUpReportsTheSameNumberOfStatesEverywhere() throws {
    let result = try CLI.run(
      ["solve", "--max-states", "1000", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(result.status == 3)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines[0] == "-:1:1: puzzle 1: gave up after 1000 states")
    #expect(lines[1].contains(", distinct boards 1000, "))
    let levels = lines[2].split(separator: " ").dropFirst(3).compactMap { Int($0) }
    #expect(levels.reduce(0, +) == 1000)
  }

  @Test func countsOneThingInTheSingular() throws {
    // One block, a puzzle no move changes: 1 state explored.
    let stuck = try CLI.run(["solve", "-"], stdin: "AA..\n....\n....\n....\n")
    #expect(stuck.stdout.hasPrefix("-:1:1: puzzle 1: 1 move, warm-up\n"))
    let check = try CLI.run(["check", "-"], stdin: "AA..\n....\n....\n....\n")
    #expect(
      check.stdout
        == "-:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "checked 1 puzzle in 1 file: 1 valid, 0 invalid\n")
    let gaveUp = try CLI.run(
      ["solve", "--max-states", "1", "-"], stdin: ReferencePuzzles.intermediate4Grid)
    #expect(gaveUp.stdout.hasPrefix("-:1:1: puzzle 1: gave up after 1 state\n"))
  }
}
