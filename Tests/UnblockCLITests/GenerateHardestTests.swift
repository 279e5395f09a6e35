import Foundation
import Testing
import UnblockTestSupport

/// `unblock generate --hardest`: the search for the hardest puzzles, its bounds, its output
/// and its stop signals.
@Suite struct GenerateHardestTests {
  /// A search small enough for a debug build: climbs of 5,000 and 200 layouts on a 4x4 board.
  let small = [
    "generate", "--hardest", "--size", "4x4", "--layouts", "5200", "--seed", "3", "--top", "2",
  ]

  @Test func layoutsBoundWritesTheSameBytesWhateverTheJobs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one.yaml")
    let two = folder.appendingPathComponent("two.yaml")
    let first = try CLI.run(small + ["--jobs", "1", "--set", one.path])
    let second = try CLI.run(small + ["--jobs", "2", "--set", two.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(second.status == 0, "\(second.stderr)")
    #expect(first.stderr.contains("searched 5200 layouts in 2 climbs\n"))
    let text = try String(contentsOf: one, encoding: .utf8)
    #expect(try String(contentsOf: two, encoding: .utf8) == text)
    #expect(text.contains("name: \"hardest\"\npuzzles:\n  - name: \"hardest-001\"\n"))
    #expect(text.contains("  - name: \"hardest-002\"\n"))
    #expect(text.contains("generated:\n      version: \"1.0\"\n      seed: 3\n      states: "))
  }

  @Test func topPuzzlesAreDistinctHardestFirstAndPassCheck() throws {
    let run = try CLI.run(small + ["--jobs", "2"])
    #expect(run.status == 0, "\(run.stderr)")
    let moves = run.stdout.split(separator: "\n").compactMap { line in
      line.hasPrefix("    moves: ") ? Int(line.dropFirst("    moves: ".count)) : nil
    }
    #expect(moves.count == 2)
    #expect(moves == moves.sorted(by: >))
    // Each puzzle's line on standard error gives the same moves as its file.
    for (index, count) in moves.enumerated() {
      #expect(run.stderr.contains("hardest-00\(index + 1): \(count) moves, "))
    }
    // check verifies every claim, and warns about two puzzles of one cluster or of
    // mirror-image clusters: there is no warning.
    let check = try CLI.run(["check", "-"], stdin: run.stdout)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(!check.stdout.contains("warning"), "\(check.stdout)")
    #expect(check.stdout.contains("2 valid, 0 invalid"))
  }

  @Test func aTimeBoundEndsTheSearchWithExitZero() throws {
    let began = Date()
    let run = try CLI.run([
      "generate", "--hardest", "--size", "4x4", "--seconds", "1", "--seed", "5",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Date().timeIntervalSince(began) < 30)
    #expect(run.stdout.contains("  - name: \"hardest-001\"\n"))
    #expect(run.stderr.contains("best so far: "))
  }

  @Test func sigtermWritesTheBestFoundAndExits143() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("best.yaml")
    let running = try RunningCLI(
      ["generate", "--hardest", "--seconds", "3600", "--seed", "2", "--set", set.path],
      lowPriority: true)
    #expect(running.wait { running.stderr.contains("best so far: ") })
    let result = running.stop(with: SIGTERM)
    #expect(result.status == 143, "\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "interrupted by SIGTERM; kept the 1 hardest puzzle found\n"
          + "complete files written:\n  \(set.path)\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["best.yaml"])
    let check = try CLI.run(["check", set.path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasSuffix("checked 1 puzzle in 1 file: 1 valid, 0 invalid\n"))
  }

  @Test(arguments: [
    (
      ["--level", "expert"], "--hardest searches for the most moves; leave out --level and --moves"
    ),
    (["--count", "3"], "--hardest takes --top, not --count"),
    (["--avoid", "Puzzles"], "--avoid cannot be used with --hardest"),
    (["--seconds", "0"], "--seconds must be from 1 to 604800"),
    (["--top", "101"], "--top must be from 1 to 100"),
    (["--layouts", "0"], "--layouts must be 1 or more"),
    (["--out", "a", "--set", "b"], "give at most one of --out and --set"),
    (["--fixed", "40"], "40 fixed blocks do not fit a 6x6 board; use 0 to 15"),
  ])
  func refusesBadCombinations(extra: [String], message: String) throws {
    let run = try CLI.run(["generate", "--hardest"] + extra)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run.stderr)")
  }

  @Test func searchOptionsNeedHardest() throws {
    let run = try CLI.run(["generate", "--level", "expert", "--top", "3"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: --seconds, --top and --layouts go with --hardest\n"))
  }
}
