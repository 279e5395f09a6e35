import Foundation
import Testing
import UnblockTestSupport

/// `unblock check` across puzzles: two puzzles of one cluster (or of clusters that are each
/// other's mirror image, left to right or top to bottom, or turned half a turn) are one
/// family, and a run warns about the later one; and a database line's or a generated file's
/// `states` is a claim it verifies.
@Suite struct CheckDistinctTests {
  /// Intermediate puzzle 4 after its first shortest move, `K-1`: 22 moves, in I-4's cluster.
  static let oneMoveIn = "# I-4 after K-1\n..BCCC\nD.BEFF\nDAAEG.>\n.H..GI\n.HJJGI\nKK.LL.\n"

  /// Intermediate puzzle 4 reflected left to right, as a YAML file.
  static let mirrored = """
    name: "I-4, mirrored"
    board: |2
       CCCB..
       FFEB.D
      <.GEAAD
       IG..H.
       IGJJH.
       .LLKK.

    """

  /// I-4 upside down (its rows in reverse order, the chute on row 3) and turned half a
  /// turn: the same design, which check took for two new puzzles.
  static let upsideDown = "# I-4, upside down\n.KKLL.\n.HJJGI\n.H..GI\nDAAEG.>\nD.BEFF\n..BCCC\n"
  static let turnedHalf = """
    name: "I-4, turned half a turn"
    board: |2
       .LLKK.
       IGJJH.
       IG..H.
      <.GEAAD
       FFEB.D
       CCCB..

    """

  static let files: [String: [UInt8]] = [
    "a.txt": Array(ReferencePuzzles.intermediate4Grid.utf8),
    "b.txt": Array(oneMoveIn.utf8),
    "c.yaml": Array(mirrored.utf8),
    "d.txt": Array(upsideDown.utf8),
    "e.yaml": Array(turnedHalf.utf8),
  ]

  @Test func warnsWhenPuzzlesOfTwoFilesShareAClusterOrAreImages() throws {
    let folder = try temporaryFolder(Self.files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "a.txt", "b.txt", "c.yaml", "d.txt", "e.yaml"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        a.txt:1:1: ok: puzzle 1: 6x6, 12 blocks, chute right of row 2, solvable in 23 moves, intermediate
        b.txt:2:1: warning: shares a cluster with the puzzle at a.txt:1:1: sliding blocks turns one into the other
        b.txt:2:1: ok: puzzle 1: 6x6, 12 blocks, chute right of row 2, solvable in 22 moves, intermediate
        c.yaml:1:1: warning: lies in the mirror image of the cluster of the puzzle at a.txt:1:1: sliding blocks turns its mirror image into that puzzle
        c.yaml:1:1: ok: "I-4, mirrored": 6x6, 12 blocks, chute left of row 2, solvable in 23 moves, intermediate
        d.txt:2:1: warning: lies in the mirror image top to bottom of the cluster of the puzzle at a.txt:1:1: sliding blocks turns its mirror image top to bottom into that puzzle
        d.txt:2:1: ok: puzzle 1: 6x6, 12 blocks, chute right of row 3, solvable in 23 moves, intermediate
        e.yaml:1:1: warning: lies in the cluster of the puzzle at a.txt:1:1, turned half a turn: sliding blocks turns this puzzle, turned half a turn, into that one
        e.yaml:1:1: ok: "I-4, turned half a turn": 6x6, 12 blocks, chute left of row 3, solvable in 23 moves, intermediate
        checked 5 puzzles in 5 files: 5 valid, 0 invalid

        """)
    // The images are of one family, whichever comes first.
    let reversed = try CLI.run(["check", "e.yaml", "d.txt"], in: folder)
    #expect(
      reversed.stdout.contains(
        "d.txt:2:1: warning: lies in the mirror image of the cluster of \"I-4, turned half a turn\" at e.yaml:1:1"
      ))
  }

  @Test func warnsInJSONToo() throws {
    let folder = try temporaryFolder(Self.files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "--format", "json", "c.yaml", "b.txt"], in: folder)
    #expect(result.status == 0)
    let warnings = result.stdout.split(separator: "\n").filter { $0.contains("\"warning\"") }
    #expect(
      warnings == [
        #"{"kind":"diagnostic","severity":"warning","path":"b.txt","line":2,"column":1,"message":"lies in the mirror image of the cluster of \"I-4, mirrored\" at c.yaml:1:1: sliding blocks turns its mirror image into that puzzle"}"#
      ])
  }

  @Test func warnsAboutTwoPuzzlesOfOneFile() throws {
    let text = ReferencePuzzles.intermediate4Grid + "\n" + Self.oneMoveIn
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "-:9:1: warning: shares a cluster with the puzzle at -:1:1: sliding blocks turns one into the other\n"
      ))
  }

  @Test func findsNoSharedClusterInTheCuratedPuzzles() throws {
    let result = try CLI.run(["check", "Puzzles"])
    #expect(result.status == 0)
    let warnings = result.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings == [])
    #expect(result.stdout.hasSuffix(" invalid\n"))
  }

  @Test func verifiesADatabaseLinesStates() throws {
    let wrong = try CLI.run(["check", "-"], stdin: "51 \(ReferencePuzzles.hardest51Line) 4781\n")
    #expect(wrong.status == 1)
    #expect(
      wrong.stdout == """
        -:1:41: error: wrong states claim: the puzzle claims 4781 states, but its cluster has 4780
        -:1:1: invalid: puzzle 1: 1 error
        checked 1 puzzle in 1 file: 0 valid, 1 invalid

        """)
    let right = try CLI.run(["check", "-"], stdin: "51 \(ReferencePuzzles.hardest51Line) 4780\n")
    #expect(right.status == 0)
    #expect(
      right.stdout == """
        -:1:1: ok: puzzle 1: 6x6, 13 blocks, chute right of row 2, solvable in 51 moves, expert
        checked 1 puzzle in 1 file: 1 valid, 0 invalid

        """)
  }

  @Test func verifiesAGeneratedFilesStates() throws {
    let text = """
      board: |
      \(TestGrid.indented(ReferencePuzzles.intermediate4Grid))
      generated:
        states: 58418

      """
    let result = try CLI.run(["check", "-"], stdin: text)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "-:9:11: error: wrong states claim: the puzzle claims 58418 states, but its cluster has 58419\n"
      ))
  }

  /// `generated: solutions:` was never checked: any count passed.
  @Test func verifiesAGeneratedFilesSolutions() throws {
    func check(_ solutions: Int) throws -> CLI.Result {
      try CLI.run(
        ["check", "-"],
        stdin: """
          board: |
          \(TestGrid.indented(ReferencePuzzles.intermediate4Grid))
          generated:
            states: 58419
            solutions: \(solutions)

          """)
    }
    let wrong = try check(1_633_629)
    #expect(wrong.status == 1)
    #expect(
      wrong.stdout.hasPrefix(
        "-:10:14: error: wrong solutions claim: the puzzle claims 1633629 shortest solutions, but it has 1633628\n"
      ))
    let right = try check(1_633_628)
    #expect(right.status == 0)
    #expect(!right.stdout.contains("error"))
  }

  /// Two puzzles of one set with one name passed in silence, and `--puzzle` took the first.
  @Test func warnsOfANameAnEarlierPuzzleOfTheFileHas() throws {
    let set = """
      puzzles:
        - name: "same"
          board: |
            AA..>
            ....
            ....
            ....
        - name: "same"
          board: |
            .AA.>
            ....
            B...
            B...

      """
    let result = try CLI.run(["check", "-"], stdin: set)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains(
        "-:8:11: warning: the puzzle at line 2 has this name too: --puzzle \"same\" picks that one\n"
      ))
    #expect(result.stdout.components(separatedBy: "warning").count == 2)
  }

  /// A file named twice was checked twice, and warned to share a cluster with itself.
  @Test func checksAFileNamedTwiceOnce() throws {
    let folder = try temporaryFolder(["d/p.txt": Array("AA..>\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLI.run(["check", "d/p.txt", "./d/p.txt", "d"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "d/p.txt:1:1: ok: puzzle 1: 4x4, 1 block, chute right of row 0, solvable in 1 move, warm-up\n"
        + "checked 1 puzzle in 1 file: 1 valid, 0 invalid\n")
  }
}
