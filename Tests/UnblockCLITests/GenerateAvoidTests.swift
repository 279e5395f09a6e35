import Foundation
import Testing
import UnblockTestSupport

/// `unblock generate --avoid`: new puzzles stay out of the clusters of existing ones.
@Suite struct GenerateAvoidTests {
  let easy = ["generate", "--moves", "8...12", "--count", "4", "--seed", "11"]

  /// The warnings of `check` on `paths`, in `folder`.
  func warnings(_ paths: [String], in folder: URL) throws -> [Substring] {
    let check = try CLI.run(["check"] + paths, in: folder)
    #expect(check.status == 0)
    return check.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
  }

  @Test func keepsNewPuzzlesOutOfTheClustersOfExistingOnes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try CLI.run(easy + ["--set", "old.yaml"], in: folder).status == 0)
    // The same seed without --avoid grows the same puzzles again: check warns about each.
    #expect(try CLI.run(easy + ["--set", "again.yaml"], in: folder).status == 0)
    #expect(try warnings(["old.yaml", "again.yaml"], in: folder).count == 4)

    let avoiding = try CLI.run(easy + ["--avoid", "old.yaml", "--set", "new.yaml"], in: folder)
    #expect(avoiding.status == 0)
    #expect(try warnings(["old.yaml", "new.yaml"], in: folder) == [])
    // Deterministic for a seed, as without --avoid; a folder is read as check reads it.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("kept"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("old.yaml"),
      to: folder.appendingPathComponent("kept/old.yaml"))
    #expect(
      try CLI.run(easy + ["--avoid", "kept", "--set", "same.yaml"], in: folder).status == 0)
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("new.yaml"))
        == Data(contentsOf: folder.appendingPathComponent("same.yaml")))
  }

  @Test func refusesAnUnreadableOrInvalidFileToAvoid() throws {
    let folder = try temporaryFolder(["bad.txt": Array("AA.B\n....\n....\n....\n".utf8)])
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = try CLI.run(easy + ["--avoid", "missing.yaml"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stdout == "")
    #expect(missing.stderr == "missing.yaml:1:1: error: no such file or directory\n")
    let invalid = try CLI.run(easy + ["--avoid", "bad.txt"], in: folder)
    #expect(invalid.status == 1)
    #expect(invalid.stdout == "")
    #expect(
      invalid.stderr
        == "bad.txt:1:4: error: block 'B': a movable block must be 2 or 3 tiles long, not 1\n")
  }

  /// A wrong `moves` claim and an unsolvable puzzle were taken in silence, where a wrong
  /// `states` claim stopped the run: --avoid stops on exactly what `check` calls an error.
  @Test func stopsOnEveryErrorCheckReports() throws {
    let folder = try temporaryFolder([
      "claim.yaml": Array("moves: 5\nboard: |\n  AA..>\n  ....\n  ....\n  ....\n".utf8),
      "stuck.txt": Array("AAx.>\n....\n....\n....\n".utf8),
      "states.yaml": Array(
        "board: |\n  AA..>\n  ....\n  ....\n  ....\ngenerated:\n  states: 7\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["claim.yaml", "stuck.txt", "states.yaml"] {
      let check = try CLI.run(["check", name], in: folder)
      #expect(check.status == 1, "\(name)")
      let errors = check.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.contains(": error: ") }
      #expect(errors.count == 1, "\(check.stdout)")
      let avoiding = try CLI.run(easy + ["--avoid", name], in: folder)
      #expect(avoiding.status == 1, "\(name)")
      #expect(avoiding.stdout == "")
      #expect(avoiding.stderr == errors.joined(separator: "\n") + "\n", "\(name)")
    }
  }
}
