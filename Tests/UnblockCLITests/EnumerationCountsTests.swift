import Foundation
import Testing
import UnblockTestSupport

/// A finished enumeration file is trusted without exploring its clusters again: its form,
/// its order and its `# end:` line are checked, and each line's counts against what a
/// cluster may have. A line edited by hand and the trailer summed again to match passes the
/// trailer; counts no cluster has are still refused at the line, and other counts are left
/// to `unblock check`, which explores.
@Suite struct EnumerationCountsTests {
  /// The 4x4 run's file with its first line's moves and states replaced, resealed.
  static func edited(moves: String, states: String) throws -> (folder: URL, text: String) {
    let folder = try temporaryFolder()
    let made = try CLI.run(["enumerate", "--size", "4x4", "-o", "whole.txt"], in: folder)
    #expect(made.status == 0, "\(made.stderr)")
    let text = try String(
      contentsOf: folder.appendingPathComponent("whole.txt"), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The header's four lines, then the hardest: 7 moves, 8 states.
    let first = lines[4].split(separator: " ")
    #expect(first.count == 3 && first[0] == "07" && first[2] == "8", "\(lines[4])")
    lines[4] = "\(moves) \(first[1]) \(states)"
    let edited = EnumerationFiles.resealed(lines.joined(separator: "\n"))
    try Data(edited.utf8).write(to: folder.appendingPathComponent("part.txt"))
    return (folder, edited)
  }

  @Test(arguments: [
    ("09", "8", 1, "a cluster of 8 states has 1 to 7 moves, not 9"),
    (
      "07", "1", 21,
      "no line of an enumeration has 1 state (2 to 4294967294): a cluster of 1 state, its prisoner at the chute and nothing free to move, is never minimal"
    ),
    ("07", "4294967295", 21, "no cluster has 4294967295 states (2 to 4294967294)"),
  ])
  func refusesCountsNoClusterHasThoughTheTrailerWasSummedAgain(
    moves: String, states: String, column: Int, message: String
  ) throws {
    let (folder, text) = try Self.edited(moves: moves, states: states)
    defer { try? FileManager.default.removeItem(at: folder) }
    let diagnostic = "part.txt:5:\(column): error: \(message): no enumeration writes this line"
    let reused = try CLI.run(["enumerate", "--size", "4x4", "-o", "part.txt"], in: folder)
    #expect(reused.status == 64, "\(reused.stderr)")
    #expect(reused.stderr.hasPrefix(diagnostic), "\(reused.stderr)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("part.txt"), encoding: .utf8) == text)
    let merged = try CLI.run(["catalog", "merge", "part.txt", "-o", "merged.txt"], in: folder)
    #expect(merged.status == 1, "\(merged.stderr)")
    #expect(merged.stderr.hasPrefix(diagnostic), "\(merged.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged.txt").path))
  }

  /// Counts a cluster may have are taken as they are, as the helps now say: only
  /// exploring tells them wrong, and `unblock check` does.
  @Test func leavesOtherCountsToCheckWhichExploresTheCluster() throws {
    let (folder, _) = try Self.edited(moves: "07", states: "9999")
    defer { try? FileManager.default.removeItem(at: folder) }
    let merged = try CLI.run(["catalog", "merge", "part.txt", "-o", "merged.txt"], in: folder)
    #expect(merged.status == 0, "\(merged.stderr)")
    let checked = try CLI.run(["check", "part.txt"], in: folder)
    #expect(checked.status == 1)
    #expect(
      (checked.stdout + checked.stderr).contains(
        "part.txt:5:21: error: wrong states claim: the puzzle claims 9999 states, but its cluster has 8"
      ), "\(checked.stdout)")
  }
}
